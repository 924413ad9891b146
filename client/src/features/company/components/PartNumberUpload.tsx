/**
 * A file of sku,part number lines (chosen or pasted): checked first with a dry run that says per line what would
 * happen; Import writes it only when no line failed (the server writes all lines or none), and the bad lines can be
 * downloaded with their reasons to fix them.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Badge, Box, Button, Field, HStack, Link, List, Stack, Text, Textarea } from '@chakra-ui/react';
import { LiveStatus } from '../../../components/LiveStatus';
import { describeError } from '../../../lib/errors';
import type { ImportMyPartNumbersMutation } from '../../../gql/graphql';
import { partNumbersCopy as t } from '../copy';
import { MyPartNumbersQuery, useImportMyPartNumbers } from '../api/partNumbers';
import { csvBlob, readTextFile } from './textFiles';

type Result = ImportMyPartNumbersMutation['importMyPartNumbers'];
type Line = Result['lines'][number];

/** A blob: address of `text` as a CSV file while it is shown, released after. */
function useCsvUrl(text: string | null): string | null {
  const url = useMemo(() => (text ? URL.createObjectURL(csvBlob(text)) : null), [text]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

function CheckedLine({ line }: { line: Line }) {
  const bad = line.outcome === 'ERROR';
  return (
    <List.Item
      listStyleType="none"
      borderWidth="1px"
      rounded="md"
      p="2"
      borderColor={bad ? 'red.300' : 'border'}
      aria-label={`${t.lineLabel(line.lineNumber)}: ${t.outcome[line.outcome]}`}
    >
      <HStack justify="space-between" align="start" gap="2" wrap="wrap">
        <Text fontWeight="medium" wordBreak="break-word">
          {t.lineLabel(line.lineNumber)}: {line.sku} → {line.partNumber}
        </Text>
        <Badge colorPalette={bad ? 'red' : line.outcome === 'UNCHANGED' ? 'gray' : 'green'} variant="surface">
          {t.outcome[line.outcome]}
        </Badge>
      </HStack>
      {line.problem && (
        <Text color="red.700" fontSize="sm" wordBreak="break-word">
          {line.problem}
        </Text>
      )}
    </List.Item>
  );
}

/** What the dry run found: each line, Import (only when none failed) and the bad lines as a file. */
function CheckResult({
  result,
  importing,
  onImport,
}: {
  result: Result;
  importing: boolean;
  onImport(): void;
}) {
  const errorsUrl = useCsvUrl(result.errorCsv || null);
  return (
    <Stack gap="3">
      <Box>
        <Text fontWeight="bold" mb="2">
          {t.checkedLines}
        </Text>
        <List.Root gap="2" ps="0" aria-label={t.checkedLines}>
          {result.lines.map((l) => (
            <CheckedLine key={l.lineNumber} line={l} />
          ))}
        </List.Root>
      </Box>
      <HStack gap="3" wrap="wrap">
        <Button
          colorPalette="orange"
          disabled={result.failed > 0}
          loading={importing}
          loadingText={t.importing}
          onClick={onImport}
        >
          {t.importButton}
        </Button>
        {errorsUrl && (
          <Link href={errorsUrl} download={t.errorsFileName} color="blue.700" textDecoration="underline">
            {t.downloadErrors}
          </Link>
        )}
      </HStack>
      {result.failed > 0 && (
        <Text fontSize="sm" color="fg.muted">
          {t.importBlocked}
        </Text>
      )}
    </Stack>
  );
}

/** The text, the dry run's answer and the refusals; `send` checks (dryRun) or imports. */
function useUpload(onImported: (message: string) => void) {
  const [text, setText] = useState('');
  const [result, setResult] = useState<Result | null>(null);
  const [textError, setTextError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'check' | 'import' | null>(null);
  const [run] = useImportMyPartNumbers();
  const textArea = useRef<HTMLTextAreaElement>(null);

  const send = async (content: string, dryRun: boolean) => {
    setTextError(null);
    setFormError(null);
    setBusy(dryRun ? 'check' : 'import');
    try {
      const res = await run({
        variables: { text: content, dryRun },
        ...(dryRun ? {} : { refetchQueries: [MyPartNumbersQuery], awaitRefetchQueries: true }),
      });
      const answer = res.data?.importMyPartNumbers;
      if (answer?.applied) {
        setResult(null);
        setText('');
        onImported(t.imported(answer.created, answer.updated, answer.unchanged));
      } else if (answer) setResult(answer);
    } catch (e) {
      const shown = describeError(e);
      setResult(null);
      if (shown.field === 'text') {
        setTextError(shown.message);
        textArea.current?.focus();
      } else setFormError(shown.message);
    } finally {
      setBusy(null);
    }
  };
  // Another text is another file: what was checked no longer says what Import would write.
  const edit = (next: string) => {
    setText(next);
    setResult(null);
    setTextError(null);
  };
  return { text, result, textError, formError, setFormError, busy, textArea, send, edit };
}

export function PartNumberUpload({ onImported }: { onImported(message: string): void }) {
  const u = useUpload(onImported);
  const fileInput = useRef<HTMLInputElement>(null);
  const choose = async (file: File | undefined) => {
    if (!file) return;
    try {
      const content = await readTextFile(file);
      u.edit(content);
      void u.send(content, true);
    } catch {
      u.setFormError(t.fileUnreadable);
    }
    if (fileInput.current) fileInput.current.value = '';
  };
  const ok = u.result ? u.result.lines.length - u.result.failed : 0;
  return (
    <Box
      as="form"
      aria-label={t.uploadHeading}
      onSubmit={(e: React.FormEvent) => {
        e.preventDefault();
        void u.send(u.text, true);
      }}
    >
      <Stack gap="3">
        <Text as="h3" fontWeight="bold">
          {t.uploadHeading}
        </Text>
        <Text fontSize="sm">{t.uploadIntro}</Text>
        <Field.Root invalid={Boolean(u.textError)}>
          <Field.Label>{t.fileLines}</Field.Label>
          <Textarea
            ref={u.textArea}
            value={u.text}
            onChange={(e) => u.edit(e.target.value)}
            rows={6}
            fontFamily="mono"
            spellCheck={false}
            autoCapitalize="off"
            autoComplete="off"
          />
          <Field.ErrorText role="alert">{u.textError}</Field.ErrorText>
        </Field.Root>
        <HStack gap="3" wrap="wrap">
          <Button type="submit" colorPalette="orange" loading={u.busy === 'check'} loadingText={t.checking}>
            {t.check}
          </Button>
          <Button variant="outline" onClick={() => fileInput.current?.click()}>
            {t.chooseFile}
          </Button>
          <Text fontSize="sm" color="fg.muted">
            {t.fileHint}
          </Text>
          <input
            ref={fileInput}
            type="file"
            accept=".csv,.txt,text/csv,text/plain"
            hidden
            aria-label={t.chooseFile}
            onChange={(e) => void choose(e.target.files?.[0])}
          />
        </HStack>
        <Text role="alert" color="red.700" fontSize="sm" css={{ '&:empty': { position: 'absolute' } }}>
          {u.formError ?? ''}
        </Text>
        <LiveStatus>
          {u.result && (
            <Text fontWeight="medium" color={u.result.failed ? 'red.700' : 'green.800'}>
              {t.summary(ok, u.result.failed)}
            </Text>
          )}
        </LiveStatus>
        {u.result && (
          <CheckResult
            result={u.result}
            importing={u.busy === 'import'}
            onImport={() => void u.send(u.text, false)}
          />
        )}
      </Stack>
    </Box>
  );
}
