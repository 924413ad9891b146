import { Button, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ReviewCard } from '../../../components/ReviewCard';
import { PageSpinner } from '../../../components/PageSpinner';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { copy } from '../../../lib/copy';
import { useHomeReviews } from '../api/homeReviews';

export function HomeReviews() {
  const { data, loading, error, refetch } = useHomeReviews();
  const reviews = data?.reviews ?? [];
  return (
    <Stack as="section" gap="6" aria-labelledby="home-reviews">
      <Heading id="home-reviews" as="h2" size="2xl" textAlign="center">{copy.home.reviewsTitle}</Heading>
      {loading && <PageSpinner />}
      {error && <ErrorAlert error={error} onRetry={() => void refetch()} />}
      {!loading && !error && reviews.length === 0 && <Text textAlign="center">{copy.reviews.empty}</Text>}
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
        {reviews.map((r) => <ReviewCard key={r.id} review={r} />)}
      </SimpleGrid>
      <Flex justify="center">
        <Button asChild colorPalette="orange" variant="outline"><RouterLink to="/reviews">{copy.home.allReviews}</RouterLink></Button>
      </Flex>
    </Stack>
  );
}
