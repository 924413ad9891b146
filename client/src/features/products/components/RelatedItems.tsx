/**
 * The product page's related items (docs/decisions/078): a discontinued item's notice with a link to its
 * replacement, and its Accessories and Spare parts. Asked beside the product: a failure here leaves the page whole.
 */
import { Alert, Box, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { formatCents } from '@gluegun/common';
import { ProductImage } from '../../../components/ProductImage';
import { compareCopy as t } from '../../../lib/compareCopy';
import { copy } from '../../../lib/copy';
import { useProductRelated } from '../api/related';

type Item = { id: string; sku: string; name: string; imageUrl: string; priceCents: number; quantity: number };

export function ReplacedNotice({ productId }: { productId: string }) {
  const by = useProductRelated(productId).data?.product.replacedBy;
  if (!by) return null;
  return (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t.replacedTitle}</Alert.Title>
        <Alert.Description>
          <Text>{t.replacedBy(by.name, by.sku)}</Text>
          <Link asChild color="orange.800" fontWeight="semibold" textDecoration="underline"><RouterLink to={`/product/${by.id}`}>{t.seeReplacement}</RouterLink></Link>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

function Section({ id, title, items }: { id: string; title: string; items: Item[] }) {
  if (items.length === 0) return null;
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h2" id={id} size="lg" mb="3">{title}</Heading>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        {items.map((p) => (
          <Stack as="li" key={p.id} gap="1" borderWidth="1px" rounded="md" p="3">
            <ProductImage src={p.imageUrl} name={p.name} h="120px" w="full" p="2" loading="lazy" />
            <Link asChild color="orange.700" fontWeight="semibold"><RouterLink to={`/product/${p.id}`}>{p.name}</RouterLink></Link>
            <Text fontSize="sm" color="fg.muted">{p.sku}</Text>
            <Text fontSize="sm">{copy.product.price(formatCents(p.priceCents))}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Box>
  );
}

export function RelatedItems({ productId }: { productId: string }) {
  const related = useProductRelated(productId).data?.product.related ?? [];
  const of = (kind: string) => related.filter((r) => r.kind === kind).map((r) => r.product);
  return (
    <>
      <Section id="related-accessories" title={t.accessories} items={of('ACCESSORY')} />
      <Section id="related-spare-parts" title={t.spareParts} items={of('SPARE_PART')} />
    </>
  );
}
