/** /my-quotes: the buyer's company's quotes they may see (as its orders), newest first, and a way to ask for one. */
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { PageSpinner } from '../../../components/PageSpinner';
import { quoteCopy } from '../copy';
import { useMyQuotes } from '../api/quotes';
import { QuoteList } from './QuoteList';

export default function MyQuotesPage() {
  const { data, error, refetch } = useMyQuotes();
  return (
    <Stack gap="5" maxW="4xl">
      <Heading as="h1" size="3xl">
        {quoteCopy.myQuotes}
      </Heading>
      <Text>{quoteCopy.myQuotesIntro}</Text>
      <Button asChild colorPalette="orange" alignSelf="flex-start">
        <RouterLink to="/my-quotes/new">{quoteCopy.requestLink}</RouterLink>
      </Button>
      {!data && !error && <PageSpinner label={quoteCopy.loading} />}
      {error && !data && <ErrorAlert error={error} onRetry={() => void refetch()} />}
      {data && (
        <QuoteList quotes={data.myQuotes} label={quoteCopy.myQuotes} linkTo={(q) => `/my-quotes/${q.id}`} />
      )}
    </Stack>
  );
}
