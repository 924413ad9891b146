/** A button that downloads a statement or report file with the session (lib/download) and says so when refused. */
import { useState } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { downloadMessage, downloadWithSession } from '../../../lib/download';
import { statementCopy as t } from '../statementCopy';

export function StatementDownload({
  path,
  fileName,
  label,
  what,
}: {
  path: string;
  fileName: string;
  label: string;
  what: string;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadWithSession(path, fileName);
    } catch (e) {
      setError(`${t.downloadFailed(what)} ${downloadMessage(e)}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="1" align="flex-start">
      <Button
        variant="outline"
        size="sm"
        loading={busy}
        loadingText={t.downloading}
        onClick={() => void run()}
      >
        {label}
      </Button>
      {error && (
        <Text role="alert" color="red.700" fontSize="sm" maxW="20rem">
          {error}
        </Text>
      )}
    </Stack>
  );
}
