/** Upload a bank statement file: read in the browser as text and sent to importBankStatement. */
import { useId, useRef, useState } from 'react';
import { Button, Field, Heading, Input, Stack } from '@chakra-ui/react';
import { FormErrorAlert } from '../../../components/ErrorAlert';
import { notifySuccess } from '../../../components/toaster';
import { describeError } from '../../../lib/errors';
import { receivablesCopy } from '../copy';
import { useImportBankStatement } from '../api/bankStatements';

const t = receivablesCopy.upload;
/** The GraphQL body limit is 100 kB: the file's text must fit with room for the request around it. */
const MAX_BYTES = 90 * 1024;

export function ImportStatementForm() {
  const [importFile, { loading }] = useImportBankStatement();
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const headingId = useId();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    const file = input.current?.files?.[0];
    if (!file) {
      setError(t.noFile);
      input.current?.focus();
      return;
    }
    if (file.size > MAX_BYTES) {
      setError(t.tooLarge);
      return;
    }
    try {
      const content = await file.text();
      const { data } = await importFile({ variables: { file: { fileName: file.name, content } } });
      if (!data) return;
      const { statement, alreadyImported } = data.importBankStatement;
      notifySuccess(
        alreadyImported
          ? t.again(statement.fileName)
          : t.imported(statement.fileName, statement.creditLines, statement.newLines),
      );
      if (input.current) input.current.value = '';
    } catch (e) {
      setError(describeError(e).message);
    }
  };

  return (
    <Stack asChild gap="3" borderWidth="1px" rounded="md" p="4">
      <form aria-labelledby={headingId} onSubmit={(e) => void submit(e)} noValidate>
        <Heading as="h3" size="md" id={headingId}>
          {t.heading}
        </Heading>
        {error && <FormErrorAlert revealKey={error}>{error}</FormErrorAlert>}
        <Field.Root>
          <Field.Label>{t.file}</Field.Label>
          <Input ref={input} type="file" accept=".csv,.txt,.xml,text/csv,application/xml,text/xml" p="1" />
          <Field.HelperText>{t.hint}</Field.HelperText>
        </Field.Root>
        <Button type="submit" colorPalette="orange" alignSelf="flex-start" loading={loading}>
          {t.submit}
        </Button>
      </form>
    </Stack>
  );
}
