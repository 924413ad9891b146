/** /dashboard/quotes: every company's quotes, newest first, by status and company; each opens its pricing page. */
import { useState } from 'react';
import { Heading, Stack } from '@chakra-ui/react';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { PageSpinner } from '../../../components/PageSpinner';
import { quoteCopy } from '../copy';
import { useAdminQuotes, useQuoteCompanyChoices } from '../api/quotes';
import { QuoteFilters, type CompanyChoice } from './QuoteFilters';
import { QuoteList } from './QuoteList';

const t = quoteCopy.admin;

export default function AdminQuotesPage() {
  const [status, setStatus] = useState('');
  const [company, setCompany] = useState<CompanyChoice | null>(null);
  const { data, error, refetch } = useAdminQuotes(status, company?.id ?? null);
  const names = new Map(
    (useQuoteCompanyChoices('').data?.companyConnection.nodes ?? []).map((c) => [c.id, c.name]),
  );
  if (company) names.set(company.id, company.name);
  return (
    <Stack gap="4">
      <Heading as="h2" size="xl">
        {t.title}
      </Heading>
      <QuoteFilters status={status} onStatus={setStatus} company={company} onCompany={setCompany} />
      {!data && !error && <PageSpinner label={t.loading} />}
      {error && !data && <ErrorAlert error={error} onRetry={() => void refetch()} />}
      {data && (
        <QuoteList
          quotes={data.quotes}
          label={t.list}
          linkTo={(q) => `/dashboard/quotes/${q.id}`}
          companyName={(q) => names.get(q.companyId) ?? null}
        />
      )}
    </Stack>
  );
}
