/**
 * Dashboard → EDI (docs/decisions/080): the companies set up for X12 EDI, a form to set one up or change it, and the
 * documents received and sent, newest first, by company and kind; a document opens as its segments with a download.
 */
import { useState } from 'react';
import { Heading, Stack, Text } from '@chakra-ui/react';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { LiveStatus } from '../../../components/LiveStatus';
import { PageSpinner } from '../../../components/PageSpinner';
import { useKeepInView } from '../../../components/revealError';
import { ediCopy as t } from '../../../lib/ediCopy';
import { useEdiPartners } from '../api/edi';
import { EdiPartnersPanel } from './EdiPartnersPanel';
import { EdiDocumentsPanel } from './EdiDocumentsPanel';

export default function EdiPage() {
  const { data, loading, error, refetch } = useEdiPartners();
  const [said, setSaid] = useState<string | null>(null);
  const saidRef = useKeepInView<HTMLDivElement>(said);
  const partners = data?.ediPartners ?? [];
  return (
    <Stack gap="6">
      <Stack gap="2">
        <Heading as="h2" size="xl">
          {t.heading}
        </Heading>
        <Text>{t.intro}</Text>
      </Stack>
      <div ref={saidRef}>
        <LiveStatus>
          {said && (
            <Text fontWeight="semibold" color="green.800">
              {said}
            </Text>
          )}
        </LiveStatus>
      </div>
      {error != null && <ErrorAlert error={error} onRetry={() => void refetch()} />}
      {loading && !data ? (
        <PageSpinner label={t.loading} />
      ) : (
        <EdiPartnersPanel partners={partners} onSaved={setSaid} />
      )}
      <EdiDocumentsPanel companies={partners.map((p) => ({ id: p.companyId, name: p.companyName }))} />
    </Stack>
  );
}
