/** /my-quotes/:id: one quote for its company's members (as its orders) and the shop, with the buyer's moves. */
import { Heading, Link, Stack } from '@chakra-ui/react';
import { Link as RouterLink, Navigate, useParams } from 'react-router-dom';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { PageSpinner } from '../../../components/PageSpinner';
import { errorCode } from '../../../lib/apollo';
import { quoteCopy } from '../copy';
import { useQuoteDetails } from '../api/quotes';
import { BuyerActions } from './BuyerActions';
import { QuoteView } from './QuoteView';

export default function QuotePage() {
  const { id = '' } = useParams();
  const { data, error, refetch } = useQuoteDetails(id);
  const code = errorCode(error);
  if (code === 'UNAUTHENTICATED') return <Navigate to="/unauthorized" replace />;
  const quote = data?.quoteDetails;
  return (
    <Stack gap="5" maxW="4xl">
      <Link asChild color="blue.700" textDecoration="underline" alignSelf="flex-start">
        <RouterLink to="/my-quotes">{quoteCopy.request.back}</RouterLink>
      </Link>
      <Heading as="h1" size="3xl">
        {quote ? `Quote ${quote.quoteNumber}` : quoteCopy.myQuotes}
      </Heading>
      {!data && !error && <PageSpinner label={quoteCopy.loading} />}
      {error && !data && (
        <ErrorAlert
          error={error}
          onRetry={code === 'FORBIDDEN' || code === 'NOT_FOUND' ? undefined : () => void refetch()}
        />
      )}
      {quote && (
        <>
          <BuyerActions quote={quote} />
          <QuoteView quote={quote} freight={quote.freight} />
        </>
      )}
    </Stack>
  );
}
