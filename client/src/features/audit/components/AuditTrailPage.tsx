/**
 * Dashboard → Audit trail (docs/decisions/060): every change to the shop's data, newest first, filtered by who, kind
 * of record, record id, operation and days; "Load more" reads on; the same filter downloads as CSV.
 */
import { useState } from 'react';
import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import {
  AuditFilters,
  auditQueryString,
  emptyAuditFilter,
  toAuditFilter,
  type AuditFilterValues,
} from '../../../components/AuditFilters';
import { AuditRecords } from '../../../components/AuditRecords';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { LiveStatus } from '../../../components/LiveStatus';
import { PageSpinner } from '../../../components/PageSpinner';
import { auditCopy as t } from '../../../lib/auditCopy';
import { LoadMoreButton } from '../../../lib/cursorPages';
import { downloadMessage, downloadWithSession } from '../../../lib/download';
import { useAuditTrail } from '../api/auditTrail';

export default function AuditTrailPage() {
  const [filter, setFilter] = useState<AuditFilterValues>(emptyAuditFilter);
  const { data, loading, error, refetch, loadMore } = useAuditTrail(toAuditFilter(filter));
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [downloading, setDownloading] = useState(false);
  const page = data?.auditTrail;
  const download = async () => {
    setStatus(null);
    setDownloading(true);
    try {
      await downloadWithSession(`/admin/audit-trail.csv${auditQueryString(filter)}`, 'audit-trail.csv');
      setStatus({ ok: true, text: t.downloaded });
    } catch (e) {
      setStatus({ ok: false, text: downloadMessage(e) });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Stack gap="5">
      <Heading as="h2" size="2xl">
        {t.heading}
      </Heading>
      <Text>{t.intro}</Text>
      <AuditFilters initial={filter} withWho onApply={setFilter} />
      <HStack justify="space-between" wrap="wrap" gap="2">
        <LiveStatus>{page && <Text fontWeight="medium">{t.total(page.totalCount)}</Text>}</LiveStatus>
        <Button variant="outline" size="sm" loading={downloading} onClick={() => void download()}>
          {t.download}
        </Button>
      </HStack>
      <LiveStatus>
        {status && (
          <Text role={status.ok ? undefined : 'alert'} color={status.ok ? 'green.800' : 'red.700'}>
            {status.text}
          </Text>
        )}
      </LiveStatus>
      {loading && !data && <PageSpinner label={t.loading} />}
      {error && <ErrorAlert error={error} onRetry={() => void refetch()} />}
      {page && <AuditRecords records={page.nodes} />}
      <LoadMoreButton pageInfo={page?.pageInfo} onMore={loadMore} />
    </Stack>
  );
}
