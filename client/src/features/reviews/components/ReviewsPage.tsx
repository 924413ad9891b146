import { useState } from 'react';
import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ReviewCard } from '../../../components/ReviewCard';
import { PageSpinner } from '../../../components/PageSpinner';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { copy } from '../../../lib/copy';
import { useReviews } from '../api/reviews';
import { LoadMoreButton } from '../../../lib/cursorPages';

/** Grid of review cards (spec §2). */
export default function ReviewsPage() {
  const { data, loading, error, refetch, loadMore } = useReviews();
  const [more, setMore] = useState(false);
  const reviews = data?.reviewConnection.nodes ?? [];
  return (
    <Stack gap="6">
      <Heading as="h1" size="3xl">
        {copy.reviews.title}
      </Heading>
      {loading && !data && <PageSpinner />}
      {error && <ErrorAlert error={error} onRetry={() => void refetch()} />}
      {data && reviews.length === 0 && <Text>{copy.reviews.empty}</Text>}
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
        {reviews.map((r) => (
          <ReviewCard key={r.id} review={r} />
        ))}
      </SimpleGrid>
      <LoadMoreButton
        pageInfo={data?.reviewConnection.pageInfo}
        loading={more}
        label={copy.reviews.loadMore}
        onMore={(after) => {
          setMore(true);
          void loadMore(after).finally(() => setMore(false));
        }}
      />
    </Stack>
  );
}
