/** /dashboard/quotes/:id: the shop reads a quote, prices and sends it when it may, and approves a deep discount. */
import { useState } from 'react';
import { Button, Heading, Link, Stack } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { quoteMovesFor, type QuoteStatusName } from '@gluegun/common';
import { ErrorAlert, FormErrorAlert } from '../../../components/ErrorAlert';
import { PageSpinner } from '../../../components/PageSpinner';
import { notifySuccess } from '../../../components/toaster';
import { errorCode } from '../../../lib/apollo';
import { describeError } from '../../../lib/errors';
import { quoteCopy } from '../copy';
import { useApproveQuote, useQuoteDetails } from '../api/quotes';
import type { QuoteRow } from '../quoteFacts';
import { PriceQuoteForm } from './PriceQuoteForm';
import { QuoteView } from './QuoteView';

const t = quoteCopy.admin;

function Approve({ quote }: { quote: QuoteRow }) {
  const [approve, { loading }] = useApproveQuote();
  const [refusal, setRefusal] = useState<string | null>(null);
  const run = async () => {
    setRefusal(null);
    try {
      await approve({ variables: { id: quote.id, version: quote.currentVersion } });
      notifySuccess(t.approved(quote.quoteNumber));
    } catch (e) {
      setRefusal(describeError(e).message);
    }
  };
  return (
    <Stack gap="2">
      {refusal && <FormErrorAlert revealKey={refusal}>{refusal}</FormErrorAlert>}
      <Button colorPalette="orange" alignSelf="flex-start" loading={loading} onClick={() => void run()}>
        {t.approve}
      </Button>
    </Stack>
  );
}

export default function AdminQuotePage() {
  const { id = '' } = useParams();
  const { data, error, refetch } = useQuoteDetails(id);
  const code = errorCode(error);
  const quote = data?.quoteDetails;
  const moves = quote ? quoteMovesFor(quote.status as QuoteStatusName, 'STAFF') : [];
  return (
    <Stack gap="5">
      <Link asChild color="blue.700" textDecoration="underline" alignSelf="flex-start">
        <RouterLink to="/dashboard/quotes">{t.back}</RouterLink>
      </Link>
      <Heading as="h2" size="xl">
        {quote ? `Quote ${quote.quoteNumber}` : t.title}
      </Heading>
      {!data && !error && <PageSpinner label={t.loading} />}
      {error && !data && (
        <ErrorAlert
          error={error}
          onRetry={code === 'FORBIDDEN' || code === 'NOT_FOUND' ? undefined : () => void refetch()}
        />
      )}
      {quote && (
        <>
          {moves.includes('APPROVE') && <Approve quote={quote} />}
          {moves.includes('SEND') && (
            <Stack
              as="section"
              aria-labelledby="quote-price"
              gap="3"
              borderWidth="1px"
              rounded="md"
              p={{ base: '3', md: '5' }}
            >
              <Heading as="h3" size="lg" id="quote-price">
                {t.price}
              </Heading>
              <PriceQuoteForm key={quote.currentVersion} quote={quote} />
            </Stack>
          )}
          <QuoteView quote={quote} freight={quote.freight} />
        </>
      )}
    </Stack>
  );
}
