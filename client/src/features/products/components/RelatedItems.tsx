/**
 * The product page's related items (docs/decisions/078): a discontinued item's notice with a link to its
 * replacement, and its Accessories and Spare parts, from the page's one related-items query.
 */
import { Alert, Box, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { formatCents } from '@gluegun/common';
import { ProductImage } from '../../../components/ProductImage';
import { compareCopy as t } from '../../../lib/compareCopy';
import { copy } from '../../../lib/copy';
import type { ProductRelatedQuery } from '../../../gql/graphql';

type Item = { id: string; sku: string; name: string; imageUrl: string; priceCents: number; quantity: number };
type Related = ProductRelatedQuery['product'];

export function ReplacedNotice({ by }: { by: Related['replacedBy'] | undefined }) {
  if (!by) return null;
  return (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t.replacedTitle}</Alert.Title>
        <Alert.Description>
          <Text>{t.replacedBy(by.name, by.sku)}</Text>
          <Link asChild color="orange.800" fontWeight="semibold" textDecoration="underline">
            <RouterLink to={`/product/${by.id}`}>{t.seeReplacement}</RouterLink>
          </Link>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

function Section({ id, title, items }: { id: string; title: string; items: Item[] }) {
  if (items.length === 0) return null;
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h2" id={id} size="lg" mb="3">
        {title}
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        {items.map((p) => (
          <Stack as="li" key={p.id} gap="1" borderWidth="1px" rounded="md" p="3">
            <ProductImage src={p.imageUrl} name={p.name} h="120px" w="full" p="2" loading="lazy" />
            <Link asChild color="orange.700" fontWeight="semibold">
              <RouterLink to={`/product/${p.id}`}>{p.name}</RouterLink>
            </Link>
            <Text fontSize="sm" color="fg.muted">
              {p.sku}
            </Text>
            <Text fontSize="sm">{copy.product.price(formatCents(p.priceCents))}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Box>
  );
}

export function RelatedItems({ related }: { related: Related['related'] }) {
  const of = (kind: string) => related.filter((r) => r.kind === kind).map((r) => r.product);
  return (
    <>
      <Section id="related-accessories" title={t.accessories} items={of('ACCESSORY')} />
      <Section id="related-spare-parts" title={t.spareParts} items={of('SPARE_PART')} />
    </>
  );
}
