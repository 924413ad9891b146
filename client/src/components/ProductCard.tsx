/** Product card (spec §2): image, name, description, quantity, price and 'Added Orders' -> /product/{id}. */
import { Button, Card, Image, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { formatCents } from '@gluegun/common';
import { copy } from '../lib/copy';
import { wholesaleCopy } from '../lib/wholesaleCopy';
import { showPlaceholderImage } from './imageFallback';

export interface ProductCardData {
  id: string;
  name: string;
  description: string;
  imageUrl: string;
  priceCents: number;
  quantity: number;
  /** The lowest volume price (issue #19); shown as "from $X" when below the base price. */
  fromPriceCents?: number;
}

export function ProductCard({ product }: { product: ProductCardData }) {
  return (
    <Card.Root overflow="hidden" h="full" variant="elevated">
      <Image src={product.imageUrl} alt={copy.product.imageAlt(product.name)} h="200px" w="full" objectFit="contain" bg="gray.50" p="4" loading="lazy" onError={showPlaceholderImage} />
      <Card.Body gap="2">
        <Card.Title>{product.name}</Card.Title>
        <Card.Description lineClamp={3}>{product.description}</Card.Description>
        <Text fontWeight="medium">{copy.product.quantity(product.quantity)}</Text>
        <Text fontWeight="semibold" color="orange.700">
          {copy.product.price(formatCents(product.priceCents))}
          {product.fromPriceCents !== undefined && product.fromPriceCents < product.priceCents && (
            <Text as="span" fontWeight="medium" color="green.800"> · {wholesaleCopy.fromPrice(formatCents(product.fromPriceCents))}</Text>
          )}
        </Text>
      </Card.Body>
      <Card.Footer>
        <Button asChild colorPalette="orange" w="full">
          <RouterLink to={`/product/${product.id}`}>{copy.product.addedOrders}</RouterLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
