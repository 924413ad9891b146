import { Box, Button, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ProductCard } from '../../../components/ProductCard';
import { PageSpinner } from '../../../components/PageSpinner';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { copy } from '../../../lib/copy';
import { useHomeProducts } from '../api/homeProducts';

export function HomeProducts() {
  const { data, loading, error, refetch } = useHomeProducts();
  const items = data?.products.items ?? [];
  return (
    <Stack as="section" gap="6" aria-labelledby="home-shop">
      <Heading id="home-shop" as="h2" size="2xl" textAlign="center">{copy.home.shopTitle}</Heading>
      {loading && <PageSpinner />}
      {error && <ErrorAlert error={error} onRetry={() => void refetch()} />}
      {!loading && !error && items.length === 0 && <Text textAlign="center">{copy.shop.empty}</Text>}
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
        {items.map((p) => <ProductCard key={p.id} product={p} headingAs="h3" />)}
      </SimpleGrid>
      <Flex justify="center">
        <Box><Button asChild colorPalette="orange" variant="outline"><RouterLink to="/shop">{copy.home.allProducts}</RouterLink></Button></Box>
      </Flex>
    </Stack>
  );
}
