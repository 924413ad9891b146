import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ReviewCard } from '../../../components/ReviewCard';
import { PageSpinner } from '../../../components/PageSpinner';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { copy } from '../../../lib/copy';
import { useReviews } from '../api/reviews';

/** Grid of review cards (spec §2). */
export default function ReviewsPage() {
  const { data, loading, error, refetch } = useReviews();
  const reviews = data?.reviews ?? [];
  return (
    <Stack gap="6">
      <Heading as="h1" size="3xl">{copy.reviews.title}</Heading>
      {loading && !data && <PageSpinner />}
      {error && <ErrorAlert error={error} onRetry={() => void refetch()} />}
      {data && reviews.length === 0 && <Text>{copy.reviews.empty}</Text>}
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
        {reviews.map((r) => <ReviewCard key={r.id} review={r} />)}
      </SimpleGrid>
    </Stack>
  );
}
