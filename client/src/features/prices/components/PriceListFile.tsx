/**
 * A price list's entries as a CSV file (docs/decisions/094): download them, or import a file that becomes the list's
 * entries whole. The server checks every row by the one entry rule; a file with a wrong row changes nothing, and
 * what is wrong is said here (how many rows, the first of them) with the error file to download and fix.
 */
import { useRef, useState } from 'react';
import { Box, Button, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { downloadMessage, downloadWithSession, saveBlob } from '../../../lib/download';
import { useKeepInView } from '../../../components/revealError';
import { priceListFileCopy as t } from '../../../lib/priceListFileCopy';
import {
  PRICE_LIST_FILE_MAX_BYTES,
  importPriceListFile,
  priceListFilePath,
  type PriceListImportReport,
} from '../api/priceListFile';

const megabytes = (n: number) => `${(n / (1024 * 1024)).toFixed(1)} MB`;
/** The file as UTF-8 text; bytes that are not UTF-8 become U+FFFD, which the server refuses in words. */
const readFileText = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file, 'utf-8');
  });

interface Outcome {
  fileName: string;
  report: PriceListImportReport;
}

function WrongRows({ listName, report }: { listName: string; report: PriceListImportReport }) {
  return (
    <Stack gap="2">
      {report.errorFile && (
        <Button
          variant="outline"
          size="sm"
          alignSelf="flex-start"
          whiteSpace="normal"
          height="auto"
          minH="8"
          py="1"
          onClick={() =>
            saveBlob(
              new Blob([report.errorFile!], { type: 'text/csv;charset=utf-8' }),
              t.errorFileName(listName),
            )
          }
        >
          {t.errorFile}
        </Button>
      )}
      <List.Root aria-label={t.problemsLabel} gap="1" ps="5">
        {report.problems.map((p) => (
          <List.Item key={p.row} fontSize="sm" overflowWrap="anywhere">
            <Text as="span" fontWeight="semibold">
              {t.problem(p.row, p.sku, p.column)}
            </Text>{' '}
            {p.reason}
          </List.Item>
        ))}
      </List.Root>
      {report.refused > report.problems.length && (
        <Text fontSize="sm">{t.moreProblems(report.problems.length, report.refused)}</Text>
      )}
    </Stack>
  );
}

export function PriceListFile({
  id,
  name,
  onImported,
}: {
  id: string;
  name: string;
  /** Reads the entries and the lists again; the verdict shows once they are, so nothing moves it out of view after. */
  onImported(): Promise<unknown>;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<'download' | 'import' | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const download = async () => {
    setBusy('download');
    setMessage(null);
    try {
      await downloadWithSession(priceListFilePath(id), `${name}.csv`);
    } catch (e) {
      setMessage(t.downloadFailed(downloadMessage(e)));
    } finally {
      setBusy(null);
    }
  };

  const upload = async (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    setOutcome(null);
    setMessage(null);
    if (file.size > PRICE_LIST_FILE_MAX_BYTES) {
      setMessage(t.tooLarge(megabytes(file.size)));
      return;
    }
    setBusy('import');
    try {
      const content = await readFileText(file).catch(() => {
        throw new Error(t.unreadable);
      });
      const report = await importPriceListFile(id, content);
      // A failed re-read shows as the entries' own error (with Retry); the import itself went through.
      if (report.applied) await onImported().catch(() => undefined);
      setOutcome({ fileName: file.name, report });
    } catch (e) {
      setMessage((e as Error).message);
    } finally {
      setBusy(null);
    }
  };

  const report = outcome?.report;
  // The verdict appears under the buttons, which on a phone may sit at the bottom of the screen.
  const statusRef = useKeepInView<HTMLDivElement>(outcome ?? message);
  return (
    <Stack as="section" gap="3" aria-labelledby="price-list-file" borderTopWidth="1px" pt="3">
      <Heading as="h4" size="md" id="price-list-file">
        {t.heading}
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        {t.intro}
      </Text>
      <HStack gap="3" wrap="wrap">
        <Button
          variant="outline"
          size="sm"
          loading={busy === 'download'}
          loadingText={t.downloading}
          onClick={() => void download()}
        >
          {t.download}
        </Button>
        <Button
          variant="outline"
          size="sm"
          loading={busy === 'import'}
          loadingText={t.importing}
          onClick={() => fileInput.current?.click()}
        >
          {t.upload}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept=".csv,text/csv"
          hidden
          aria-label={t.upload}
          onChange={(e) => void upload(e.target.files?.[0])}
        />
      </HStack>
      {/* Said as it happens: what was imported, or how many rows are wrong. */}
      <Box ref={statusRef} role="status" aria-live="polite">
        {message && (
          <Text color="red.700" fontSize="sm">
            {message}
          </Text>
        )}
        {outcome && report?.applied && (
          <Text color="green.800" fontWeight="medium" fontSize="sm">
            {t.applied(outcome.fileName, report)}
          </Text>
        )}
        {outcome && report && !report.applied && (
          <Text color="red.700" fontSize="sm">
            {t.refused(outcome.fileName, report.refused, report.rows)}
          </Text>
        )}
      </Box>
      {report && !report.applied && <WrongRows listName={name} report={report} />}
    </Stack>
  );
}
