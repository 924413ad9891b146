import type { ReactNode } from 'react';
import { Box, Button, Flex, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { copy } from '../../../lib/copy';

/** The 'Shop' section around its content; the cards, error and empty text come with the data chunk. */
export function HomeProductsFrame({ children }: { children: ReactNode }) {
  return (
    <Stack as="section" gap="6" aria-labelledby="home-shop">
      <Heading id="home-shop" as="h2" size="2xl" textAlign="center">
        {copy.home.shopTitle}
      </Heading>
      {children}
      <Flex justify="center">
        <Box>
          <Button asChild colorPalette="orange" variant="outline">
            <RouterLink to="/shop">{copy.home.allProducts}</RouterLink>
          </Button>
        </Box>
      </Flex>
    </Stack>
  );
}

export function HomeProductsGrid({ children }: { children?: ReactNode }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
      {children}
    </SimpleGrid>
  );
}
