/**
 * Manage Products' catalog file (docs/decisions/073): download every product as CSV, import a changed file. An
 * upload is checked first (a dry run: nothing changes) and its refused rows are listed with their row, column and
 * reason; "Apply import" is offered only for a file with no refused row, and writes it whole.
 */
import { useRef, useState } from 'react';
import { Box, Button, Card, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { downloadMessage, downloadWithSession, saveBlob } from '../../../lib/download';
import { catalogCsvCopy as t } from '../../../lib/catalogCsvCopy';
import { CATALOG_FILE_MAX_BYTES, importCatalog, type CatalogImportReport } from '../api/catalogImport';
import { CATALOG_JOB_MAX_BYTES, startCatalogImportJob } from '../api/catalogImportJob';
import { CatalogImportJobStatus } from './CatalogImportJobStatus';

const megabytes = (n: number) => `${(n / (1024 * 1024)).toFixed(1)} MB`;
/** The file as UTF-8 text; bytes that are not UTF-8 become U+FFFD, which the server refuses in words. */
const readFileText = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file, 'utf-8');
  });

interface Checked {
  fileName: string;
  content: string;
  report: CatalogImportReport;
}

function RefusedRows({ report }: { report: CatalogImportReport }) {
  const refused = report.results.filter((r) => r.outcome === 'refused');
  if (refused.length === 0) return null;
  return (
    <Stack gap="2">
      <Heading as="h4" size="sm" id="catalog-refused">
        {t.refusedHeading}
      </Heading>
      <Text fontSize="sm">{t.refusedHint}</Text>
      {report.errorFile && (
        <HStack gap="3" wrap="wrap">
          <Button
            variant="outline"
            size="sm"
            onClick={() =>
              saveBlob(new Blob([report.errorFile!], { type: 'text/csv;charset=utf-8' }), t.errorFileName)
            }
          >
            {t.errorFile}
          </Button>
          <Text fontSize="sm" color="fg.muted">
            {t.errorFileHint}
          </Text>
        </HStack>
      )}
      <List.Root aria-labelledby="catalog-refused" gap="1" ps="5">
        {refused.slice(0, 200).map((r) => (
          <List.Item key={r.row} fontSize="sm">
            <Text as="span" fontWeight="semibold">
              {t.refusedRow(r.row, r.sku, r.column)}
            </Text>{' '}
            {r.reason}
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}

/** What the last step said, announced: an error or a success, the checked file's counts, or that nothing would change. */
function CheckStatus({
  message,
  checked,
  canApply,
}: {
  message: { text: string; error: boolean } | null;
  checked: Checked | null;
  canApply: boolean;
}) {
  return (
    <Box role="status" aria-live="polite">
      {message && (
        <Text color={message.error ? 'red.700' : 'green.700'} fontSize="sm">
          {message.text}
        </Text>
      )}
      {checked && <Text fontSize="sm">{t.summary(checked.fileName, checked.report)}</Text>}
      {checked && checked.report.refused === 0 && !canApply && <Text fontSize="sm">{t.nothingToApply}</Text>}
    </Box>
  );
}

export function CatalogCsvPanel({ onApplied }: { onApplied(): void }) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<'download' | 'check' | 'apply' | null>(null);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);

  const download = async () => {
    setBusy('download');
    setMessage(null);
    try {
      await downloadWithSession('/admin/catalog.csv', t.fileName);
    } catch (e) {
      setMessage({ text: t.downloadFailed(downloadMessage(e)), error: true });
    } finally {
      setBusy(null);
    }
  };

  const check = async (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    setChecked(null);
    setJobId(null);
    setMessage(null);
    if (file.size > CATALOG_JOB_MAX_BYTES) {
      setMessage({ text: t.tooLarge(megabytes(file.size)), error: true });
      return;
    }
    setBusy('check');
    try {
      // A file above the checked-at-once import's size goes as itself to a background job, checked and written whole.
      if (file.size > CATALOG_FILE_MAX_BYTES) {
        setJobId(await startCatalogImportJob(file));
        return;
      }
      const content = await readFileText(file).catch(() => {
        throw new Error(t.unreadable);
      });
      setChecked({ fileName: file.name, content, report: await importCatalog(content, false) });
    } catch (e) {
      setMessage({ text: (e as Error).message, error: true });
    } finally {
      setBusy(null);
    }
  };

  const apply = async () => {
    if (!checked) return;
    setBusy('apply');
    try {
      const report = await importCatalog(checked.content, true);
      if (report.applied) {
        setChecked(null);
        setMessage({ text: t.applied(report), error: false });
        onApplied();
      } else {
        setChecked({ ...checked, report });
      }
    } catch (e) {
      setMessage({ text: `${t.failed} ${(e as Error).message}`, error: true });
    } finally {
      setBusy(null);
    }
  };

  const report = checked?.report;
  const canApply = report !== undefined && report.refused === 0 && report.created + report.updated > 0;
  return (
    <Card.Root size="sm" as="section" aria-labelledby="catalog-file">
      <Card.Body gap="3">
        <Heading as="h3" size="md" id="catalog-file">
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
            loading={busy === 'check'}
            loadingText={t.checking}
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
            onChange={(e) => void check(e.target.files?.[0])}
          />
        </HStack>
        <CheckStatus message={message} checked={checked} canApply={canApply} />
        {jobId && <Text fontSize="sm">{t.jobIntro}</Text>}
        {jobId && <CatalogImportJobStatus id={jobId} onApplied={onApplied} />}
        {report && <RefusedRows report={report} />}
        {canApply && (
          <Button
            alignSelf="start"
            colorPalette="orange"
            size="sm"
            loading={busy === 'apply'}
            loadingText={t.applying}
            onClick={() => void apply()}
          >
            {t.apply}
          </Button>
        )}
      </Card.Body>
    </Card.Root>
  );
}
