/**
 * A catalog import running in the background (docs/decisions/085): its progress as it is checked and written, and
 * when it ends what it did, why it stopped, or the refused rows' error file to download.
 */
import { useEffect, useRef } from 'react';
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { saveBlob } from '../../../lib/download';
import { catalogCsvCopy as t } from '../../../lib/catalogCsvCopy';
import { useCatalogImportJob } from '../api/catalogImportJob';

export function CatalogImportJobStatus({ id, onApplied }: { id: string; onApplied(): void }) {
  const { job, error } = useCatalogImportJob(id);
  const told = useRef(false);
  useEffect(() => {
    if (job?.status === 'DONE' && !told.current) {
      told.current = true;
      onApplied();
    }
  }, [job?.status, onApplied]);
  if (error)
    return (
      <Text color="red.700" fontSize="sm" role="alert">
        {error.message}
      </Text>
    );
  if (!job)
    return (
      <Text fontSize="sm" role="status">
        {t.jobStarting}
      </Text>
    );
  const writing = job.status === 'WRITING';
  const done = writing ? job.rowsWritten : job.rowsChecked;
  const running = job.status === 'QUEUED' || job.status === 'CHECKING' || writing;
  return (
    <Stack gap="2" role="status" aria-live="polite">
      {running && (
        <Box>
          <Text fontSize="sm">{t.jobProgress(writing ? 'write' : 'check', done, job.rowsTotal)}</Text>
          <progress
            value={done}
            max={Math.max(job.rowsTotal, 1)}
            aria-label={t.jobProgressLabel}
            style={{ width: '100%' }}
          />
        </Box>
      )}
      {job.status === 'DONE' && (
        <Text color="green.700" fontSize="sm">
          {t.applied(job)}
        </Text>
      )}
      {(job.status === 'FAILED' || job.status === 'REFUSED') && (
        <Text color="red.700" fontSize="sm">
          {job.message}
        </Text>
      )}
      {job.errorFile && (
        <Button
          alignSelf="start"
          variant="outline"
          size="sm"
          onClick={() =>
            saveBlob(new Blob([job.errorFile!], { type: 'text/csv;charset=utf-8' }), t.errorFileName)
          }
        >
          {t.errorFile}
        </Button>
      )}
    </Stack>
  );
}
