import { Text } from '@chakra-ui/react';
import { ReviewCard } from '../../../components/ReviewCard';
import { PageSpinner } from '../../../components/PageSpinner';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { copy } from '../../../lib/copy';
import { useHomeReviews } from '../api/homeReviews';
import { HomeReviewsFrame, HomeReviewsGrid } from './HomeReviewsView';

export default function HomeReviewsData() {
  const { data, loading, error, refetch } = useHomeReviews();
  const reviews = data?.reviews ?? [];
  return (
    <HomeReviewsFrame>
      {loading && <PageSpinner />}
      {error && <ErrorAlert error={error} onRetry={() => void refetch()} />}
      {!loading && !error && reviews.length === 0 && <Text textAlign="center">{copy.reviews.empty}</Text>}
      <HomeReviewsGrid>
        {reviews.map((r) => (
          <ReviewCard key={r.id} review={r} />
        ))}
      </HomeReviewsGrid>
    </HomeReviewsFrame>
  );
}
