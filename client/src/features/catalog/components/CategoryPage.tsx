/**
 * /category/:slug: a category's products with its filters. The filter lives in the address (catalogQuery.ts), so
 * a filtered page can be shared and Back goes to the previous filter; any change of filter starts again at page 1.
 */
import {
  Suspense,
  use,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { Box, Button, chakra, Grid, HStack, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ProductCard } from '../../../components/ProductCard';
import { PageSpinner } from '../../../components/PageSpinner';
import { ErrorAlert, FormErrorAlert } from '../../../components/ErrorAlert';
import { LiveStatus } from '../../../components/LiveStatus';
import { NotFoundPage } from '../../../components/StatusPages';
import { errorCode, errorMessage } from '../../../lib/apollo';
import { copy } from '../../../lib/copy';
import { useMyCardPrices } from '../../../lib/cardPrices';
import { CATEGORY_PAGE_SIZE, useCategory, useCategoryListing } from '../api/catalog';
import { catalogCopy as t } from '../../../lib/catalogCopy';
import {
  activeFilterCount,
  buildCatalogQuery,
  catalogFilter,
  EMPTY_QUERY,
  parseCatalogQuery,
  withPage,
  type CatalogQuery,
} from '../catalogQuery';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { FilterPanel } from './FilterPanel';
import { CompareToggle } from '../../../components/CompareToggle';
import { WhenWide } from '../../../components/WhenWide';

function Subcategories({
  items,
}: {
  items: readonly { id: string; slug: string; name: string; productCount: number }[];
}) {
  if (items.length === 0) return null;
  return (
    <Box as="nav" aria-label={t.subcategories}>
      <HStack as="ul" gap="3" wrap="wrap" listStyleType="none" m="0" p="0">
        {items.map((c) => (
          <li key={c.id}>
            <Link
              asChild
              px="3"
              py="1.5"
              rounded="full"
              borderWidth="1px"
              borderColor="orange.300"
              color="orange.800"
              _hover={{ bg: 'orange.50' }}
            >
              <RouterLink to={`/category/${c.slug}`}>{t.withCount(c.name, c.productCount)}</RouterLink>
            </Link>
          </li>
        ))}
      </HStack>
    </Box>
  );
}

const noSubscribe = () => () => {};

/**
 * The panel the server sent inside the phone's closed disclosure waits unhydrated (as WhenWide's content does) until
 * it is opened: a phone does not start filters it does not show.
 */
type Gate = Promise<void> & { open(): void };
function newGate(): Gate {
  let resolve = () => {};
  const gate = new Promise<void>((r) => (resolve = r)) as Gate;
  gate.open = () => {
    // Settled as React's `use` reads it, so a panel opened after the app started renders at once.
    Object.assign(gate, { status: 'fulfilled', value: undefined });
    resolve();
  };
  return gate;
}

function UntilOpen({ gate, children }: { gate: Gate; children: ReactNode }) {
  if (typeof window !== 'undefined') use(gate);
  return children;
}

/**
 * Phone and tablet: the filters behind a button that says how many are on, opened below it in the page. A native
 * disclosure (details and summary), so it opens before the app has taken the rendered page over; the panel the
 * server sent is then taken over as it is, with what was ticked in it.
 */
function FiltersDisclosure({
  active,
  total,
  children,
}: {
  active: number;
  total: number;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [gate] = useState(newGate);
  const details = useRef<HTMLDetailsElement>(null);
  const summary = useRef<HTMLElement>(null);
  // False on the server and while hydrating, true from the render right after.
  const started = useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
  const toggled = (isOpen: boolean) => {
    if (isOpen) gate.open();
    setOpen(isOpen);
  };
  useLayoutEffect(() => {
    if (details.current?.open) toggled(true);
  }, []); // once: opened before the app ran
  const id = 'category-filters-phone';
  return (
    <chakra.details
      ref={details}
      open={open}
      onToggle={(e) => toggled(e.currentTarget.open)}
      display={{ base: 'contents', lg: 'none' }}
      css={{
        '&[open]::details-content': { flexBasis: '100%' },
        '&:not([open])::details-content': { display: 'none' },
      }}
    >
      <Button
        asChild
        variant="outline"
        colorPalette="orange"
        css={{ '&::-webkit-details-marker': { display: 'none' } }}
      >
        <summary ref={summary} role="button" aria-expanded={open} aria-controls={open ? id : undefined}>
          {t.filtersActive(active)}
        </summary>
      </Button>
      {/* While closed once the app runs, the panel is not rendered at all (its HTML from the server goes). */}
      {(open || !started) && (
        <Suspense fallback={null}>
          <UntilOpen gate={gate}>
            <Box id={id} role="region" aria-label={t.filters} p="4" borderWidth="1px" rounded="md">
              {children}
              <Button
                mt="6"
                colorPalette="orange"
                w="full"
                onClick={() => {
                  setOpen(false);
                  summary.current?.focus();
                }}
              >
                {t.showResults(total)}
              </Button>
            </Box>
          </UntilOpen>
        </Suspense>
      )}
    </chakra.details>
  );
}

/**
 * Previous / Page n of m / Next, as on the shop: a GET form of the address's filter and the page, so a click before
 * the app has taken the rendered page over still turns the page; once it runs, it turns the page itself.
 */
function Pager({
  action,
  query,
  pages,
  busy,
  onPage,
}: {
  action: string;
  query: CatalogQuery;
  pages: number;
  busy: boolean;
  onPage(p: number): void;
}) {
  const { page } = query;
  const kept = [...new URLSearchParams(buildCatalogQuery(withPage(query, 1)))];
  const turn = (p: number) => (e: MouseEvent) => {
    e.preventDefault();
    onPage(p);
  };
  return (
    <nav aria-label={copy.shop.pagination}>
      <HStack
        as="form"
        {...{ method: 'get', action }}
        justify="center"
        gap="4"
        onSubmit={(e) => e.preventDefault()}
      >
        {kept.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Button
          type="submit"
          name="page"
          value={String(page - 1)}
          variant="outline"
          disabled={page <= 1 || busy}
          onClick={turn(page - 1)}
        >
          {copy.shop.previous}
        </Button>
        <Text>{copy.shop.pageOf(page, pages)}</Text>
        <Button
          type="submit"
          name="page"
          value={String(page + 1)}
          variant="outline"
          disabled={page >= pages || busy}
          onClick={turn(page + 1)}
        >
          {copy.shop.next}
        </Button>
      </HStack>
    </nav>
  );
}

export default function CategoryPage() {
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const query = useMemo(() => parseCatalogQuery(params), [params]);
  const filter = useMemo(() => catalogFilter(slug, query), [slug, query]);
  const category = useCategory(slug);
  const listing = useCategoryListing(filter, query.page);
  const prices = useMyCardPrices({ filter, page: query.page, pageSize: CATEGORY_PAGE_SIZE });

  // Each filter is its own history entry: Back returns to the one before.
  const go = (next: CatalogQuery) => {
    const search = buildCatalogQuery(next);
    void navigate({ search: search ? `?${search}` : '' });
  };

  if (category.loading && !category.data) return <PageSpinner />;
  if (category.error && ['NOT_FOUND', 'BAD_USER_INPUT'].includes(errorCode(category.error) ?? ''))
    return <NotFoundPage />;
  if (category.error || !category.data)
    return <ErrorAlert error={category.error} onRetry={() => void category.refetch()} />;

  const { name, description, breadcrumbs, children } = category.data.category;
  const data = listing.data ?? listing.previousData;
  const current = listing.data;
  const total = data?.products.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / CATEGORY_PAGE_SIZE));
  const items = data?.products.items ?? [];
  const outOfRange = Boolean(current) && total > 0 && query.page > pages;
  const active = activeFilterCount(query);
  // The last count stays while the next loads: the region changes (and is read out) only when the answer does.
  const countText = data && !listing.error ? t.count(data.catalogFacets.totalCount) : '';
  const clear = (
    <Button size="sm" variant="outline" onClick={() => go(EMPTY_QUERY)}>
      {t.clearFilters}
    </Button>
  );
  const panel = data && (
    <FilterPanel action={pathname} facets={data.catalogFacets} query={query} onChange={go} />
  );

  return (
    <Stack gap="6">
      <Breadcrumbs
        trail={breadcrumbs.slice(0, -1).map((c) => ({ name: c.name, to: `/category/${c.slug}` }))}
        current={name}
      />
      <Stack gap="2">
        <Heading as="h1" size="3xl">
          {name}
        </Heading>
        {description && <Text color="fg.muted">{description}</Text>}
      </Stack>
      <Subcategories items={children} />
      <Grid templateColumns={{ base: '1fr', lg: '16rem 1fr' }} gap="8" alignItems="start">
        <Box as="aside" aria-labelledby="category-filters" display={{ base: 'none', lg: 'block' }}>
          <Heading as="h2" id="category-filters" size="lg" mb="4">
            {t.filters}
          </Heading>
          {/* Hidden on a phone, which then neither hydrates nor renders this column (its filters open below the
              Filters button instead). */}
          <WhenWide from="lg">{panel}</WhenWide>
        </Box>
        <Stack gap="4" minW="0">
          <HStack justify="space-between" wrap="wrap" gap="3">
            <LiveStatus>{countText && <Text fontWeight="medium">{countText}</Text>}</LiveStatus>
            <FiltersDisclosure active={active} total={data?.catalogFacets.totalCount ?? total}>
              {panel}
            </FiltersDisclosure>
          </HStack>
          {listing.error && (
            <FormErrorAlert
              title={t.refused}
              revealKey={listing.error}
              action={active > 0 ? clear : undefined}
            >
              {errorMessage(listing.error)}
            </FormErrorAlert>
          )}
          {listing.loading && !data && <PageSpinner />}
          {outOfRange && (
            <Stack gap="2" role="status">
              <Text>{copy.shop.noSuchPage(query.page, pages)}</Text>
              <Button variant="outline" alignSelf="flex-start" onClick={() => go(withPage(query, 1))}>
                {copy.shop.firstPage}
              </Button>
            </Stack>
          )}
          {data && !listing.error && !outOfRange && (
            <SimpleGrid
              columns={{ base: 1, md: 2, xl: 3 }}
              gap="6"
              opacity={listing.loading ? 0.6 : 1}
              aria-busy={listing.loading}
            >
              {items.map((p, i) => (
                <Stack key={p.id} gap="2">
                  <ProductCard product={p} first={i === 0} contract={prices.get(p.id)} />
                  <CompareToggle id={p.id} name={p.name} />
                </Stack>
              ))}
            </SimpleGrid>
          )}
          {pages > 1 && !outOfRange && !listing.error && (
            <Pager
              action={pathname}
              query={query}
              pages={pages}
              busy={listing.loading}
              onPage={(p) => go(withPage(query, p))}
            />
          )}
        </Stack>
      </Grid>
    </Stack>
  );
}
