import type { ReactNode } from 'react';
import { Button, Flex, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { copy } from '../../../lib/copy';

/** 'Our Company Reviews' around its content; the cards, error and empty text come with the data chunk. */
export function HomeReviewsFrame({ children }: { children: ReactNode }) {
  return (
    <Stack as="section" gap="6" aria-labelledby="home-reviews">
      <Heading id="home-reviews" as="h2" size="2xl" textAlign="center">
        {copy.home.reviewsTitle}
      </Heading>
      {children}
      <Flex justify="center">
        <Button asChild colorPalette="orange" variant="outline">
          <RouterLink to="/reviews">{copy.home.allReviews}</RouterLink>
        </Button>
      </Flex>
    </Stack>
  );
}

export function HomeReviewsGrid({ children }: { children?: ReactNode }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
      {children}
    </SimpleGrid>
  );
}
