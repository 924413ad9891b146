/**
 * /my-companies/:companyId/quotes[/:quoteId]: a sales rep's quotes of a company they serve (docs/decisions/084), and
 * one of them with the shop's pricing form while the buyer waits for a price (requested or countered). The server's
 * repSendQuote decides whom the rep may price for and holds a deep discount for a shop admin, as for staff.
 */
import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { quoteMovesFor, type QuoteStatusName } from '@gluegun/common';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { PageSpinner } from '../../../components/PageSpinner';
import { errorCode } from '../../../lib/apollo';
import { quoteCopy } from '../copy';
import { useRepCompanyQuotes } from '../api/repQuotes';
import type { QuoteRow } from '../quoteFacts';
import { PriceQuoteForm } from './PriceQuoteForm';
import { QuoteList } from './QuoteList';
import { QuoteView } from './QuoteView';

const t = quoteCopy.rep;

function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link asChild color="blue.700" textDecoration="underline" alignSelf="flex-start">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

function OneQuote({ quote, company, listPath }: { quote: QuoteRow; company: string; listPath: string }) {
  const canPrice = quoteMovesFor(quote.status as QuoteStatusName, 'STAFF').includes('SEND');
  return (
    <>
      <BackLink to={listPath}>{t.backToList(company)}</BackLink>
      <Heading as="h1" size="3xl">
        {`Quote ${quote.quoteNumber}`}
      </Heading>
      <Text color="fg.muted">{t.company(company)}</Text>
      {canPrice ? (
        <Stack
          as="section"
          aria-labelledby="quote-price"
          gap="3"
          borderWidth="1px"
          rounded="md"
          p={{ base: '3', md: '5' }}
        >
          <Heading as="h2" size="lg" id="quote-price">
            {quoteCopy.admin.price}
          </Heading>
          <PriceQuoteForm key={quote.currentVersion} quote={quote} by="rep" />
        </Stack>
      ) : (
        <Text>{t.nothingToPrice}</Text>
      )}
      <QuoteView quote={quote} />
    </>
  );
}

export default function RepQuotesPage() {
  const { companyId = '', quoteId } = useParams();
  const { data, error, refetch } = useRepCompanyQuotes(companyId);
  const code = errorCode(error);
  const company = data?.myRepCompanies.find((c) => c.id === companyId)?.name ?? '';
  const listPath = `/my-companies/${encodeURIComponent(companyId)}/quotes`;
  const quote = quoteId ? data?.repQuotes.find((q) => q.id === quoteId) : undefined;
  return (
    <Stack gap="5" maxW="4xl">
      {!data && (
        <>
          <BackLink to="/my-companies">{t.back}</BackLink>
          <Heading as="h1" size="3xl">
            {t.title(company || '…')}
          </Heading>
        </>
      )}
      {!data && !error && <PageSpinner label={t.loading} />}
      {error && !data && (
        <ErrorAlert
          error={error}
          onRetry={code === 'FORBIDDEN' || code === 'NOT_FOUND' ? undefined : () => void refetch()}
        />
      )}
      {data && quote && <OneQuote quote={quote} company={company} listPath={listPath} />}
      {data && !quote && (
        <>
          <BackLink to={quoteId ? listPath : '/my-companies'}>
            {quoteId ? t.backToList(company) : t.back}
          </BackLink>
          <Heading as="h1" size="3xl">
            {t.title(company)}
          </Heading>
          {quoteId ? (
            <Text>{t.notListed}</Text>
          ) : (
            <QuoteList
              quotes={data.repQuotes}
              label={t.list(company)}
              linkTo={(q) => `${listPath}/${encodeURIComponent(q.id)}`}
            />
          )}
        </>
      )}
    </Stack>
  );
}
