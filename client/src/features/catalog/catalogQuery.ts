/**
 * A category page's filter as its address holds it, e.g. ?stick-diameter=11,15&power-source=Mains&inStock=1&minPrice=10&maxPrice=40&page=2:
 * one parameter a specification (its values joined by commas), in stock, a price range in dollars, and the page.
 * Pure, so the address and the filter map one to one and back (tested in __tests__/catalogQuery.test.ts).
 */

export interface CatalogQuery {
  /** Chosen values by specification key, in the order they were chosen. */
  specs: Record<string, string[]>;
  inStock: boolean;
  /** Dollars as typed in the address ("10", "12.5"); kept as text so an address round-trips unchanged. */
  minPrice: string | null;
  maxPrice: string | null;
  page: number;
}

export const EMPTY_QUERY: CatalogQuery = {
  specs: {},
  inStock: false,
  minPrice: null,
  maxPrice: null,
  page: 1,
};

const RESERVED = new Set(['page', 'inStock', 'minPrice', 'maxPrice']);
const SPEC_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

/** Reads the address's query; parameters that are not a specification key (utm_source=…) are left out. */
export function parseCatalogQuery(params: URLSearchParams): CatalogQuery {
  const specs: Record<string, string[]> = {};
  for (const [key, raw] of params) {
    if (RESERVED.has(key) || !SPEC_KEY.test(key)) continue;
    const values = raw
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
    if (values.length) specs[key] = unique([...(specs[key] ?? []), ...values]);
  }
  const price = (name: string) => {
    const v = params.get(name)?.trim();
    return v ? v : null;
  };
  const inStock = params.get('inStock');
  return {
    specs,
    inStock: inStock === '1' || inStock === 'true',
    minPrice: price('minPrice'),
    maxPrice: price('maxPrice'),
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
  };
}

/** The query string (no "?"), empty for no filter on page 1; commas between values stay readable. */
export function buildCatalogQuery(query: CatalogQuery): string {
  const parts: string[] = [];
  for (const [key, values] of Object.entries(query.specs)) {
    if (values.length) parts.push(`${key}=${values.map(encodeURIComponent).join(',')}`);
  }
  if (query.inStock) parts.push('inStock=1');
  if (query.minPrice) parts.push(`minPrice=${encodeURIComponent(query.minPrice)}`);
  if (query.maxPrice) parts.push(`maxPrice=${encodeURIComponent(query.maxPrice)}`);
  if (query.page > 1) parts.push(`page=${query.page}`);
  return parts.join('&');
}

/** Ticks or unticks one value; any change of filter goes back to page 1. */
export function toggleSpecValue(query: CatalogQuery, key: string, value: string): CatalogQuery {
  const current = query.specs[key] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const specs = { ...query.specs };
  if (next.length) specs[key] = next;
  else delete specs[key];
  return { ...query, specs, page: 1 };
}

export function withInStock(query: CatalogQuery, inStock: boolean): CatalogQuery {
  return { ...query, inStock, page: 1 };
}

export function withPrice(
  query: CatalogQuery,
  minPrice: string | null,
  maxPrice: string | null,
): CatalogQuery {
  return { ...query, minPrice: minPrice?.trim() || null, maxPrice: maxPrice?.trim() || null, page: 1 };
}

export function withPage(query: CatalogQuery, page: number): CatalogQuery {
  return { ...query, page };
}

/** "12.50" → 1250; null for anything that is not an amount of dollars with at most two decimals. */
export function dollarsToCents(dollars: string | null): number | null {
  if (dollars === null) return null;
  const t = dollars.trim().replace(/^\$/, '');
  if (!/^\d{1,7}(?:\.\d{1,2})?$/.test(t)) return null;
  return Math.round(Number(t) * 100);
}

/** How many filters are on: each chosen value, in stock, and each price bound. */
export function activeFilterCount(query: CatalogQuery): number {
  const values = Object.values(query.specs).reduce((n, v) => n + v.length, 0);
  return values + (query.inStock ? 1 : 0) + (query.minPrice ? 1 : 0) + (query.maxPrice ? 1 : 0);
}

export interface CatalogFilterVariables {
  category: string;
  specs?: { key: string; values: string[] }[];
  inStock?: boolean;
  minPriceCents?: number;
  maxPriceCents?: number;
}

/**
 * The server's CatalogFilter for this category and query. A price bound that is not an amount is left out (the panel
 * says so beside its field); an unknown key or value goes to the server, which refuses it in words.
 */
export function catalogFilter(category: string, query: CatalogQuery): CatalogFilterVariables {
  const filter: CatalogFilterVariables = { category };
  const specs = Object.entries(query.specs)
    .filter(([, values]) => values.length)
    .map(([key, values]) => ({ key, values }));
  if (specs.length) filter.specs = specs;
  if (query.inStock) filter.inStock = true;
  const min = dollarsToCents(query.minPrice);
  const max = dollarsToCents(query.maxPrice);
  if (min !== null) filter.minPriceCents = min;
  if (max !== null) filter.maxPriceCents = max;
  return filter;
}
