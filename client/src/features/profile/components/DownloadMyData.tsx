/** "Your data": the signed-in person downloads everything the shop holds about them as one JSON file. */
import { useState } from 'react';
import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { copy } from '../../../lib/copy';
import { useDownloadMyData } from '../api/personalData';

const t = copy.personalData;

export function DownloadMyData() {
  const download = useDownloadMyData();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState(false);

  const onDownload = async () => {
    setBusy(true);
    setError(null);
    setDone(false);
    try {
      await download();
      setDone(true);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card.Root variant="outline" as="section" aria-labelledby="your-data-heading">
      <Card.Body>
        <Stack gap="3" align="flex-start">
          <Heading as="h2" size="lg" id="your-data-heading">
            {t.heading}
          </Heading>
          <Text>{t.text}</Text>
          <Button variant="outline" loading={busy} onClick={() => void onDownload()}>
            {t.download}
          </Button>
          <Text role="status" aria-live="polite" fontSize="sm" color="fg.muted">
            {done ? t.downloaded : ''}
          </Text>
          {error != null && <ErrorAlert error={error} title={t.failed} />}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
