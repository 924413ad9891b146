/**
 * /compare?ids=a,b,c: up to four items side by side (docs/decisions/078). The address holds the ids, so the page
 * can be shared and Back returns to it; the first column stays put while a phone scrolls the table sideways.
 */
import { useEffect } from 'react';
import { Badge, Box, Button, Heading, Link, Stack, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { formatCents } from '@gluegun/common';
import { PageSpinner } from '../../components/PageSpinner';
import { ErrorAlert } from '../../components/ErrorAlert';
import { ProductImage } from '../../components/ProductImage';
import { ScrollTable } from '../../components/ScrollTable';
import { compareCopy as t } from '../../lib/compareCopy';
import { useCompareProducts } from './api';
import { idsFromSearch, specRows } from './compareRows';
import { setCompare } from '../../lib/compareStore';

const sticky = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bg: 'bg',
  minW: '8rem',
  maxW: '9rem',
  whiteSpace: 'normal',
} as const;
const cellW = {
  minW: '9.5rem',
  verticalAlign: 'top',
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
} as const;

type CompareItem = NonNullable<ReturnType<typeof useCompareProducts>['data']>['compareProducts'][number];

/** The items side by side: name and remove, picture, SKU, price, packs, weight, then each specification. */
function CompareTable({
  items,
  rows,
  onRemove: remove,
}: {
  items: CompareItem[];
  rows: ReturnType<typeof specRows>;
  onRemove(id: string): void;
}) {
  const fact = (label: string, cells: React.ReactNode[]) => (
    <Table.Row>
      <Table.ColumnHeader scope="row" {...sticky}>
        {label}
      </Table.ColumnHeader>
      {cells.map((c, i) => (
        <Table.Cell key={items[i]?.id ?? i} {...cellW}>
          {c}
        </Table.Cell>
      ))}
    </Table.Row>
  );
  return (
    <Box maxW="100%">
      <ScrollTable label={t.tableLabel}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader {...sticky}>{t.name}</Table.ColumnHeader>
            {items.map((p) => (
              <Table.ColumnHeader key={p.id} scope="col" {...cellW}>
                <Stack gap="1" align="start">
                  <Link asChild color="orange.700" fontWeight="semibold">
                    <RouterLink to={`/product/${p.id}`}>{p.name}</RouterLink>
                  </Link>
                  <Button
                    size="xs"
                    variant="outline"
                    onClick={() => remove(p.id)}
                    aria-label={t.remove(p.name)}
                  >
                    {t.removeShort}
                  </Button>
                </Stack>
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {fact(
            t.picture,
            items.map((p) => (
              <ProductImage
                key={p.id}
                src={p.imageUrl}
                name={p.name}
                h="96px"
                w="120px"
                p="1"
                loading="lazy"
              />
            )),
          )}
          {fact(
            t.sku,
            items.map((p) => p.sku),
          )}
          {fact(
            t.price,
            items.map((p) => formatCents(p.myPrice?.unitPriceCents ?? p.priceCents)),
          )}
          {fact(
            t.packSizes,
            items.map((p) =>
              p.packSizes.map((s) => (s.baseUnits === 1 ? s.name : `${s.name} (${s.baseUnits})`)).join(', '),
            ),
          )}
          {fact(
            t.weight,
            items.map((p) => (p.weightGrams ? `${p.weightGrams} g` : t.none)),
          )}
          {rows.map((r) => (
            <Table.Row
              key={r.key}
              bg={r.allDiffer ? 'orange.50' : undefined}
              data-differs={r.allDiffer || undefined}
            >
              <Table.ColumnHeader scope="row" {...sticky} bg={r.allDiffer ? 'orange.50' : 'bg'}>
                {r.name}
                {r.allDiffer && (
                  <Badge ms="1" colorPalette="orange" variant="solid" size="sm">
                    {t.differs}
                  </Badge>
                )}
              </Table.ColumnHeader>
              {r.cells.map((c, i) => (
                <Table.Cell key={items[i].id} {...cellW}>
                  {c ?? ''}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </ScrollTable>
    </Box>
  );
}

export default function ComparePage() {
  const [params, setParams] = useSearchParams();
  const { ids, cut } = idsFromSearch(params.get('ids'));
  const { data, previousData, loading, error, refetch } = useCompareProducts(ids);
  const items = (data ?? previousData)?.compareProducts ?? [];
  // The page's list becomes the buyer's compare list, so the ticks elsewhere match what is shown.
  const key = ids.join(',');
  useEffect(() => {
    setCompare(key ? key.split(',') : []);
  }, [key]);
  const remove = (id: string) => setParams({ ids: ids.filter((x) => x !== id).join(',') });
  const rows = specRows(items);

  return (
    <Stack gap="5">
      <Heading as="h1" size="3xl">
        {t.title}
      </Heading>
      {ids.length === 0 && (
        <Stack gap="3">
          <Text>{t.empty}</Text>
          <Link asChild color="orange.700">
            <RouterLink to="/shop">{t.backToShop}</RouterLink>
          </Link>
        </Stack>
      )}
      {cut && <Text role="status">{t.tooManyInLink}</Text>}
      {loading && !data && !previousData && <PageSpinner />}
      {error && <ErrorAlert error={error} onRetry={() => void refetch()} />}
      {data && items.length < ids.length && <Text role="status">{t.missing}</Text>}
      {items.length > 0 && (
        <>
          {rows.some((r) => r.allDiffer) && (
            <Text fontSize="sm" color="fg.muted">
              {t.differsHint}
            </Text>
          )}
          <CompareTable items={items} rows={rows} onRemove={remove} />
        </>
      )}
    </Stack>
  );
}
