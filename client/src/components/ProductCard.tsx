/** Product card (spec §2): image, name, description, quantity, price and 'Added Orders' -> /product/{id}. */
import { Button, Card, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { formatCents } from '@gluegun/common';
import type { CardPrice } from '../lib/cardPrices';
import { copy } from '../lib/copy';
import { wholesaleCopy } from '../lib/wholesaleCopy';
import { CardPartNumber } from './CardPartNumber';
import { ProductImage } from './ProductImage';

export interface ProductCardData {
  id: string;
  name: string;
  description: string;
  imageUrl: string;
  priceCents: number;
  quantity: number;
  /** The lowest volume price; shown as "from $X" when below the base price. */
  fromPriceCents?: number;
}

/**
 * `headingAs`: the card's heading level under the page's own headings (h2 under the shop's h1, h3 under home's h2).
 * `first`: the first card of a grid, whose picture is the page's largest paint on a phone: fetched at once and
 * first, not lazily (the server sends the shop's first page with its HTML).
 * `contract`: the signed-in buyer's contract price (lib/cardPrices.ts), shown instead of the list price with its
 * explanation and the list price beside it, as the product page shows it.
 */
export function ProductCard({
  product,
  headingAs = 'h2',
  first = false,
  contract = null,
}: {
  product: ProductCardData;
  headingAs?: 'h2' | 'h3';
  first?: boolean;
  contract?: CardPrice | null;
}) {
  return (
    <Card.Root overflow="hidden" h="full" variant="elevated">
      <ProductImage
        src={product.imageUrl}
        name={product.name}
        h="200px"
        w="full"
        p="4"
        {...(first ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'lazy' })}
      />
      <Card.Body gap="2">
        <Card.Title as={headingAs}>{product.name}</Card.Title>
        <CardPartNumber productId={product.id} />
        <Card.Description lineClamp={3}>{product.description}</Card.Description>
        <Text fontWeight="medium">{copy.product.quantity(product.quantity)}</Text>
        {/* The price and two lines below it keep one height whether or not a contract price comes (it arrives after
            the first paint): the explanation at most two lines, the list price one, blank until they are known. */}
        {contract ? (
          <Text fontWeight="semibold" color="orange.700">
            {copy.product.price(formatCents(contract.unitPriceCents))}
          </Text>
        ) : (
          <Text fontWeight="semibold" color="orange.700">
            {copy.product.price(formatCents(product.priceCents))}
            {product.fromPriceCents !== undefined && product.fromPriceCents < product.priceCents && (
              <Text as="span" fontWeight="medium" color="green.800">
                {' '}
                · {wholesaleCopy.fromPrice(formatCents(product.fromPriceCents))}
              </Text>
            )}
          </Text>
        )}
        <Text
          fontSize="sm"
          fontWeight="medium"
          color="green.800"
          lineClamp={2}
          h="2lh"
          aria-hidden={contract ? undefined : true}
        >
          {contract?.explanation}
        </Text>
        <Text fontSize="sm" color="fg.muted" lineClamp={1} h="1lh" aria-hidden={contract ? undefined : true}>
          {contract ? wholesaleCopy.listPrice(formatCents(product.priceCents)) : null}
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
