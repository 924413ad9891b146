/** A button that downloads a signed-in file (lib/download) and says so in words when the shop refuses it. */
import { useState } from 'react';
import { Button, Stack, Text, type ButtonProps } from '@chakra-ui/react';
import { downloadMessage, downloadWithSession } from '../download';
import { purchaseOrderCopy } from '../copy';

interface Props extends Omit<ButtonProps, 'onClick' | 'children'> {
  path: string;
  fileName: string;
  /** What is downloaded, for the failure sentence ("invoice PDF"). */
  what: string;
  children: React.ReactNode;
}

export function DownloadButton({ path, fileName, what, children, ...buttonProps }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadWithSession(path, fileName);
    } catch (e) {
      setError(`${purchaseOrderCopy.download.failed(what)} ${downloadMessage(e)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="1" align="flex-start">
      <Button
        variant="outline"
        size="sm"
        {...buttonProps}
        loading={busy}
        loadingText={purchaseOrderCopy.download.downloading}
        onClick={() => void run()}
      >
        {children}
      </Button>
      {error && (
        <Text role="alert" color="red.700" fontSize="sm" maxW="20rem">
          {error}
        </Text>
      )}
    </Stack>
  );
}
