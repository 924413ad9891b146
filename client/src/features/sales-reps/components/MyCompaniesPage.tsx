/**
 * A sales rep's "My companies" (docs/decisions/084): each company assigned to them with its members, whom the rep
 * may act as to order for them, its latest orders and quotes, a link to its quotes to price, and the shop seen with
 * a company's prices.
 */
import { useState } from 'react';
import { Badge, Box, Button, Heading, Link, Stack, Text, Wrap } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { COMPANY_ROLE_LABELS, formatCents, type CompanyRoleName } from '@gluegun/common';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { PageSpinner } from '../../../components/PageSpinner';
import { notifyError } from '../../../components/toaster';
import { beginActing } from '../../../lib/actAs';
import { useMyRepCompanies, useRepCompanyActivity } from '../api/repCompanies';
import { useStartActingAs } from '../api/actAs';
import { repCopy as t } from '../copy';
import { CompanyPricesPanel } from './CompanyPricesPanel';

function Activity({ companyId }: { companyId: string }) {
  const { data, error } = useRepCompanyActivity(companyId);
  if (error) return <ErrorAlert error={error} title={t.errorTitle} />;
  if (!data) return <PageSpinner />;
  return (
    <Stack gap="2" fontSize="sm">
      <Text fontWeight="semibold">{t.orders}</Text>
      {data.repCompanyOrders.length === 0 ? (
        <Text color="fg.muted">{t.noOrders}</Text>
      ) : (
        data.repCompanyOrders.map((o) => (
          <Text key={o.id}>
            {o.invoiceNumber} · {o.buyerName}
            {o.poNumber ? ` · ${o.poNumber}` : ''} · {formatCents(o.totalCents)} · {o.paymentStatus}
          </Text>
        ))
      )}
      <Text fontWeight="semibold">{t.quotes}</Text>
      {data.repQuotes.length === 0 ? (
        <Text color="fg.muted">{t.noQuotes}</Text>
      ) : (
        data.repQuotes.map((q) => (
          <Text key={q.id}>
            <Link asChild color="blue.700" textDecoration="underline">
              <RouterLink
                to={`/my-companies/${encodeURIComponent(companyId)}/quotes/${encodeURIComponent(q.id)}`}
              >
                {q.quoteNumber}
              </RouterLink>
            </Link>{' '}
            · {q.statusLabel}
          </Text>
        ))
      )}
    </Stack>
  );
}

export default function MyCompaniesPage() {
  const { data, loading, error, refetch } = useMyRepCompanies();
  const [start] = useStartActingAs();
  const [open, setOpen] = useState<string | null>(null);
  const actAs = async (buyerId: string) => {
    try {
      const res = await start({ variables: { buyerId } });
      if (res.data) beginActing(res.data.startActingAs.token);
    } catch (e) {
      notifyError(e instanceof Error ? e.message : String(e));
    }
  };
  const companies = data?.myRepCompanies ?? [];
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        {t.heading}
      </Heading>
      <Text color="fg.muted">{t.intro}</Text>
      {loading && !data && <PageSpinner label={t.loading} />}
      {error && <ErrorAlert error={error} title={t.errorTitle} onRetry={() => void refetch()} />}
      {data && companies.length === 0 && <Text>{t.empty}</Text>}
      {companies.map((c) => (
        <Box key={c.id} as="section" aria-label={c.name} borderWidth="1px" rounded="md" p="4">
          <Heading as="h2" size="lg" mb="2">
            {c.name}
          </Heading>
          <Text fontWeight="semibold" mb="1">
            {t.members}
          </Text>
          {c.members.length === 0 && <Text color="fg.muted">{t.noMembers}</Text>}
          <Stack gap="2">
            {c.members.map((m) => (
              <Wrap key={m.id} align="center" gap="2">
                <Text wordBreak="break-all">{m.displayName ?? m.email}</Text>
                <Badge>{COMPANY_ROLE_LABELS[m.companyRole as CompanyRoleName] ?? m.companyRole}</Badge>
                <Button
                  size="xs"
                  variant="outline"
                  aria-label={t.actAsLabel(m.displayName ?? m.email, c.name)}
                  onClick={() => void actAs(m.id)}
                >
                  {t.actAs(m.displayName ?? m.email)}
                </Button>
              </Wrap>
            ))}
          </Stack>
          <Wrap align="center" gap="4" mt="3">
            <Button
              size="sm"
              variant="ghost"
              aria-expanded={open === c.id}
              onClick={() => setOpen(open === c.id ? null : c.id)}
            >
              {t.activity}
            </Button>
            <Link asChild color="blue.700" textDecoration="underline" fontSize="sm">
              <RouterLink to={`/my-companies/${encodeURIComponent(c.id)}/quotes`}>
                {t.quotesLink(c.name)}
              </RouterLink>
            </Link>
          </Wrap>
          {open === c.id && <Activity companyId={c.id} />}
        </Box>
      ))}
      {companies.length > 0 && <CompanyPricesPanel companies={companies} />}
    </Stack>
  );
}
