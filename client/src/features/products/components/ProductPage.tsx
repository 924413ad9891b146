/** Product detail (spec §2), signed-in users only (the router guards it). */
import { useState } from 'react';
import { Badge, Button, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { formatCents, smallestOrderable } from '@gluegun/common';
import { PageSpinner } from '../../../components/PageSpinner';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { ProductImage } from '../../../components/ProductImage';
import { NotFoundPage } from '../../../components/StatusPages';
import { errorCode } from '../../../lib/apollo';
import { useAuth } from '../../../lib/auth';
import { copy } from '../../../lib/copy';
import { useMyContractPrice, useMyPartNumber, useProduct } from '../api/product';
import { useProductRelated } from '../api/related';
import { OrderModal } from './OrderModal';
import { PriceBreakTable } from '../../../components/PriceBreakTable';
import { wholesaleCopy } from '../../../lib/wholesaleCopy';
import { SpecificationsTable } from '../../../components/SpecificationsTable';
import { ProductCategoryTrail } from './ProductCategoryTrail';
import { VariantPicker } from './VariantPicker';
import { UnitFacts } from './UnitFacts';
import { RelatedItems, ReplacedNotice } from './RelatedItems';
import { CompareToggle } from '../../../components/CompareToggle';
import { useCanOrder } from '../../purchase-orders/api/approvals';

export default function ProductPage() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  // Going from one variant to another keeps the page that is there until the next one arrives (no spinner, no shift).
  const { data: current, previousData, loading, error, refetch } = useProduct(id);
  const data = current ?? previousData;
  const partNumber = useMyPartNumber(id, !user).data?.myPartNumber?.partNumber;
  const contract = useMyContractPrice(id, !user).data?.product.myPrice ?? null;
  const [ordering, setOrdering] = useState(false);
  // A larger or unusual order is priced by a quote: offered to those who may order, for this item at its minimum.
  const canOrder = useCanOrder();
  // Asked beside the product: a failure here leaves the page whole, without its related items.
  const related = useProductRelated(id).data?.product;

  if (loading && !data) return <PageSpinner />;
  if (error && ['NOT_FOUND', 'BAD_USER_INPUT'].includes(errorCode(error) ?? '')) return <NotFoundPage />;
  if (error || !data) return <ErrorAlert error={error} onRetry={() => void refetch()} />;
  // The company's contract price replaces the list price everywhere on the page, the order form's totals included.
  const product = contract
    ? { ...data.product, priceCents: contract.unitPriceCents, priceBreaks: contract.priceBreaks }
    : data.product;
  // Less stock than one order's minimum: say so, and offer no order.
  const orderable = smallestOrderable(product) !== null;

  return (
    <Stack gap="6">
      <ProductCategoryTrail category={product.categories[0]} productName={product.name} />
      <ReplacedNotice by={related?.replacedBy} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="10" alignItems="start">
        <ProductImage
          src={product.imageUrl}
          name={product.name}
          w="full"
          h={{ base: '260px', md: '420px' }}
          rounded="xl"
          p="6"
        />
        <Stack gap="4">
          <Heading as="h1" size="3xl">
            {product.name}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {wholesaleCopy.sku(product.sku)}
          </Text>
          {partNumber && (
            <Text color="fg.muted" fontSize="sm" wordBreak="break-word">
              {wholesaleCopy.yourPartNumber(partNumber)}
            </Text>
          )}
          <VariantPicker productId={product.id} family={product.family ?? null} options={product.options} />
          <Text color="fg.muted" whiteSpace="pre-line">
            {product.description}
          </Text>
          <Text fontWeight="medium">{copy.product.available(product.quantity)}</Text>
          {product.leadTimeText && <Text>{product.leadTimeText}</Text>}
          <Text fontSize="xl" fontWeight="bold" color="orange.700">
            {copy.product.pricePerPiece(formatCents(product.priceCents))}
          </Text>
          {contract && (
            <Stack gap="0" fontSize="sm">
              <Text fontWeight="medium" color="green.800">
                {contract.explanation}
              </Text>
              <Text color="fg.muted">{wholesaleCopy.listPrice(formatCents(data.product.priceCents))}</Text>
            </Stack>
          )}
          <Badge alignSelf="start" colorPalette="orange" variant="outline">
            {wholesaleCopy.rule(product.quantityRule)}
          </Badge>
          <PriceBreakTable
            basePriceCents={product.priceCents}
            minimum={product.quantityRule.minimum}
            breaks={product.priceBreaks}
          />
          {!orderable && (
            <Text fontWeight="medium" color="fg.error">
              {wholesaleCopy.belowMinimumStock(product.quantityRule.minimum, product.quantity)}
            </Text>
          )}
          <Button
            colorPalette="orange"
            size="lg"
            alignSelf={{ base: 'stretch', md: 'start' }}
            onClick={() => setOrdering(true)}
            disabled={!orderable}
          >
            {copy.product.addedOrders}
          </Button>
          {user && canOrder && (
            <Link asChild color="blue.700" textDecoration="underline" alignSelf="flex-start">
              <RouterLink
                to={`/my-quotes/new?sku=${encodeURIComponent(product.sku)}&quantity=${product.quantityRule.minimum}`}
              >
                {wholesaleCopy.requestQuote}
              </RouterLink>
            </Link>
          )}
          <CompareToggle id={product.id} name={product.name} />
          <SpecificationsTable specifications={product.specifications} />
          <UnitFacts weightGrams={product.weightGrams ?? null} dimensions={product.dimensions ?? null} />
        </Stack>
        {user && (
          <OrderModal open={ordering} onClose={() => setOrdering(false)} product={product} user={user} />
        )}
      </SimpleGrid>
      <RelatedItems related={related?.related ?? []} />
    </Stack>
  );
}
