/**
 * Review card (spec §1): photo, the fixed name 'Demo Name', a fixed five-star rating, and the
 * description. The description is rendered as text (React escapes it), never as HTML.
 */
import { Card, HStack, Image, Text, VStack } from '@chakra-ui/react';
import { REVIEW_RATING } from '@gluegun/common';
import { copy } from '../lib/copy';
import { showPlaceholderImage } from './imageFallback';

export interface ReviewCardData {
  id: string;
  photoUrl: string;
  description: string;
}

function Stars({ count }: { count: number }) {
  return (
    <HStack gap="0.5" role="img" aria-label={copy.reviews.stars(count)}>
      {Array.from({ length: count }, (_, i) => (
        <svg key={i} width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
          <path fill="#ecc94b" d="M12 2l3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z" />
        </svg>
      ))}
    </HStack>
  );
}

export function ReviewCard({ review }: { review: ReviewCardData }) {
  return (
    <Card.Root h="full" variant="outline">
      <Card.Body>
        <VStack gap="3" textAlign="center">
          <Image
            src={review.photoUrl}
            alt={copy.reviews.photoAlt}
            boxSize="80px"
            rounded="full"
            objectFit="cover"
            bg="gray.100"
            loading="lazy"
            onError={showPlaceholderImage}
          />
          <Text fontWeight="bold">{copy.reviews.demoName}</Text>
          <Stars count={REVIEW_RATING} />
          <Text color="fg.muted" whiteSpace="pre-line" wordBreak="break-word">
            {review.description}
          </Text>
        </VStack>
      </Card.Body>
    </Card.Root>
  );
}
