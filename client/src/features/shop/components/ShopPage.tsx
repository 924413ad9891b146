/** Product grid (spec §2): three columns at large width, one on phones; name search; pagination. */
import { useEffect, useRef, useState } from 'react';
import { Button, Field, HStack, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ProductCard } from '../../../components/ProductCard';
import { PageSpinner } from '../../../components/PageSpinner';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { LiveStatus } from '../../../components/LiveStatus';
import { copy } from '../../../lib/copy';
import { useMyCardPrices } from '../../../lib/cardPrices';
import { SHOP_PAGE_SIZE, shopParams, shopVariables, useShopProducts } from '../api/products';
import { SearchCombobox } from './SearchCombobox';

export default function ShopPage() {
  const [params, setParams] = useSearchParams();
  const { search, page } = shopParams(params);
  const [draft, setDraft] = useState(search);
  const searchBox = useRef<HTMLInputElement>(null);
  // The page arrives rendered: a name typed before the app took it over is in the box but not in the
  // state. Take it over too, so the search runs for it rather than ignoring what the visitor typed.
  useEffect(() => {
    const typed = searchBox.current?.value;
    if (typed !== undefined && typed !== search) setDraft(typed);
  }, []); // once, when the app takes the page over
  const { data: current, previousData, loading, error, refetch } = useShopProducts(search, page);
  // While the next page or search loads, the grid keeps the last answer (no flash, no jump), dimmed.
  const data = current ?? previousData;
  const prices = useMyCardPrices(shopVariables(search, page));

  // Search as the user types, but wait for a pause so every keystroke is not a request.
  useEffect(() => {
    if (draft.trim() === search) return;
    // replace: each pause in typing is not a page of its own (Back leaves the shop; the page does not scroll up).
    const timer = setTimeout(
      () => setParams(draft.trim() ? { q: draft.trim() } : {}, { replace: true }),
      300,
    );
    return () => clearTimeout(timer);
  }, [draft, search, setParams]);

  const total = data?.products.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / SHOP_PAGE_SIZE));
  const goTo = (p: number) => setParams({ ...(search ? { q: search } : {}), page: String(p) });
  const items = data?.products.items ?? [];
  // /shop?page=99 with 2 pages: say so and link back, instead of "Page 99 of 2".
  const outOfRange = Boolean(current) && total > 0 && page > pages;
  const firstPage = search ? `/shop?q=${encodeURIComponent(search)}` : '/shop';

  return (
    <Stack gap="6">
      <Heading as="h1" size="3xl">
        {copy.shop.title}
      </Heading>
      <Field.Root maxW="md">
        <Field.Label>{copy.shop.searchLabel}</Field.Label>
        <SearchCombobox
          inputRef={searchBox}
          value={draft}
          placeholder={copy.shop.searchPlaceholder}
          onChange={setDraft}
          onSearch={(typed) => setParams(typed.trim() ? { q: typed.trim() } : {}, { replace: true })}
        />
      </Field.Root>
      {error && <ErrorAlert error={error} onRetry={() => void refetch()} />}
      {loading && !data && <PageSpinner />}
      {outOfRange && (
        <Stack gap="2" role="status">
          <Text>{copy.shop.noSuchPage(page, pages)}</Text>
          <Link asChild color="blue.700" textDecoration="underline" alignSelf="flex-start">
            <RouterLink to={firstPage}>{copy.shop.firstPage}</RouterLink>
          </Link>
        </Stack>
      )}
      <LiveStatus>
        {current && !error && !outOfRange && items.length === 0 && <Text>{copy.shop.empty}</Text>}
      </LiveStatus>
      {data && !outOfRange && (
        <SimpleGrid
          columns={{ base: 1, md: 2, lg: 3 }}
          gap="6"
          opacity={loading ? 0.6 : 1}
          aria-busy={loading}
        >
          {items.map((p, i) => (
            <ProductCard key={p.id} product={p} first={i === 0} contract={prices.get(p.id)} />
          ))}
        </SimpleGrid>
      )}
      {pages > 1 && !outOfRange && (
        <nav aria-label={copy.shop.pagination}>
          {/* A GET form: the page arrives rendered, and a click on Next before the app has taken it over
              still opens the next page (/shop?page=2) instead of doing nothing. Once the app runs, it turns the page
              itself. */}
          <HStack
            as="form"
            {...{ method: 'get', action: '/shop' }}
            justify="center"
            gap="4"
            onSubmit={(e) => e.preventDefault()}
          >
            {search && <input type="hidden" name="q" value={search} />}
            <Button
              type="submit"
              name="page"
              value={String(page - 1)}
              variant="outline"
              disabled={page <= 1 || loading}
              onClick={(e) => {
                e.preventDefault();
                goTo(page - 1);
              }}
            >
              {copy.shop.previous}
            </Button>
            <Text>{copy.shop.pageOf(page, pages)}</Text>
            <Button
              type="submit"
              name="page"
              value={String(page + 1)}
              variant="outline"
              disabled={page >= pages || loading}
              onClick={(e) => {
                e.preventDefault();
                goTo(page + 1);
              }}
            >
              {copy.shop.next}
            </Button>
          </HStack>
        </nav>
      )}
    </Stack>
  );
}
