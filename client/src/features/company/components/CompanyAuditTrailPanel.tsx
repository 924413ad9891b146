/**
 * My company → Audit trail (company admins): changes to the company's data, newest first, with the same filters as
 * the shop's trail (but who), "Load more" and a CSV download of the filter.
 */
import { useState } from 'react';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
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
import { useCompanyAuditTrail } from '../api/companyAuditTrail';

export function CompanyAuditTrailPanel() {
  const [filter, setFilter] = useState<AuditFilterValues>(emptyAuditFilter);
  const { data, loading, error, refetch, loadMore } = useCompanyAuditTrail(toAuditFilter(filter));
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const page = data?.myCompanyAuditTrail;
  const download = async () => {
    setStatus(null);
    try {
      await downloadWithSession(
        `/my-company/audit-trail.csv${auditQueryString(filter)}`,
        'company-audit-trail.csv',
      );
      setStatus({ ok: true, text: t.downloaded });
    } catch (e) {
      setStatus({ ok: false, text: downloadMessage(e) });
    }
  };
  return (
    <Stack gap="3">
      <Text>{t.companyIntro}</Text>
      <AuditFilters initial={filter} withWho={false} onApply={setFilter} />
      <HStack justify="space-between" wrap="wrap" gap="2">
        <LiveStatus>{page && <Text fontWeight="medium">{t.total(page.totalCount)}</Text>}</LiveStatus>
        <Button variant="outline" size="sm" onClick={() => void download()}>
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
