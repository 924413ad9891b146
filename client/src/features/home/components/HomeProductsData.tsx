import { Text } from '@chakra-ui/react';
import { ProductCard } from '../../../components/ProductCard';
import { PageSpinner } from '../../../components/PageSpinner';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { copy } from '../../../lib/copy';
import { useMyCardPrices } from '../../../lib/cardPrices';
import { homeProductsVariables, useHomeProducts } from '../api/homeProducts';
import { HomeProductsFrame, HomeProductsGrid } from './HomeProductsView';

export default function HomeProductsData() {
  const { data, loading, error, refetch } = useHomeProducts();
  const items = data?.products.items ?? [];
  const prices = useMyCardPrices({ page: 1, ...homeProductsVariables });
  return (
    <HomeProductsFrame>
      {loading && <PageSpinner />}
      {error && <ErrorAlert error={error} onRetry={() => void refetch()} />}
      {!loading && !error && items.length === 0 && <Text textAlign="center">{copy.shop.empty}</Text>}
      <HomeProductsGrid>
        {items.map((p) => (
          <ProductCard key={p.id} product={p} headingAs="h3" contract={prices.get(p.id)} />
        ))}
      </HomeProductsGrid>
    </HomeProductsFrame>
  );
}
