import { Heading, Stack, Text } from '@chakra-ui/react';
import { copy } from '../../../lib/copy';
import { useAddReview } from '../api/addReview';
import { ReviewForm } from './ReviewForm';

export default function AddReviewPage() {
  const [addReview] = useAddReview();
  return (
    <Stack gap="6" align="center" textAlign="center">
      <Heading as="h1" size="3xl">
        {copy.reviewForm.heading}
      </Heading>
      <Text color="fg.muted">{copy.reviewForm.subtext}</Text>
      <Stack w="full" textAlign="start">
        <ReviewForm onSubmitReview={(input) => addReview({ variables: { input } })} />
      </Stack>
    </Stack>
  );
}
