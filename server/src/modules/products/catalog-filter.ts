/**
 * Which products a list shows besides the search (docs/decisions/055): a category with everything below it, values of
 * specifications, in stock, a price range. Checked and resolved once per request against the category tree and the
 * specifications, then written as SQL conditions over "Product" for the lists, their counts and the facets; a facet
 * leaves out its own condition, so its counts say what choosing another of its values would give.
 */
import type { Context } from '../../context';
import { AppError, badInput } from '../../errors';
import type { Specification } from '../../generated/prisma/client';
import { escapeLike, unstorable } from '../../lib/text';
import { limitingViewer, visibleCondition, type CatalogViewer } from '../../db/catalog-visibility';

const MAX_SPEC_FILTERS = 10;
const MAX_VALUES = 20;
const MAX_VALUE_LENGTH = 60;
const MAX_CENTS = 2_147_483_647;

/** A filter as a caller sends it (GraphQL's CatalogFilterInput, REST's query string). */
export interface CatalogFilterInput {
  category?: string | null;
  specs?: Array<{ key?: unknown; values?: unknown }> | null;
  inStock?: boolean | null;
  minPriceCents?: number | null;
  maxPriceCents?: number | null;
}

export interface SpecCondition {
  spec: Specification;
  values: string[];
}

/** A filter checked against the catalog: the category, each specification's values. */
export interface ResolvedFilter {
  category: { id: string; slug: string } | null;
  specs: SpecCondition[];
  inStock: boolean;
  minPriceCents: number | null;
  maxPriceCents: number | null;
  /** Whose price lists may limit the products seen (docs/decisions/129); null: every product. */
  viewer: CatalogViewer | null;
}

export const NO_FILTER: ResolvedFilter = {
  category: null,
  specs: [],
  inStock: false,
  minPriceCents: null,
  maxPriceCents: null,
  viewer: null,
};

/**
 * The entries of a product's "catalogKeys" (kept by the database: migration 20261210000000_catalog_keys): one per
 * category it sits in or below, one per specification value.
 */
export const categoryKey = (categoryId: string) => `c:${categoryId}`;
export const specKey = (specificationId: string, value: string) => `s:${specificationId}=${value}`;
/** A specification key's prefix is `s:` and the 36-character id: the value starts after the `=`. */
export const SPEC_KEY_PREFIX = 39;

/** `$n` placeholders handed out in order, with their values. */
export class SqlParams {
  readonly values: unknown[] = [];
  constructor(private readonly first = 1) {}
  /** The placeholder the next value will get. */
  get next(): number {
    return this.first + this.values.length;
  }
  /** Values whose placeholders were written elsewhere, from `next` on. */
  addAll(values: unknown[]): void {
    this.values.push(...values);
  }
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.first + this.values.length - 1}`;
  }
}

/** A number as a specification's value: its shortest decimal form ("11", "2.5"), or null when it is not a number. */
export function numberValue(raw: string): { value: string; number: number } | null {
  const t = raw.trim().replace(',', '.');
  if (!/^-?\d{1,9}(\.\d{1,4})?$/.test(t)) return null;
  const number = Number(t);
  return { value: String(number), number };
}

/** One value of a specification as stored and filtered on, or why it cannot be one. */
export function specValue(
  spec: Pick<Specification, 'name' | 'kind' | 'choices' | 'unit'>,
  raw: unknown,
): { value: string; number: number | null } | { problem: string } {
  if (typeof raw !== 'string' && typeof raw !== 'number') return { problem: `${spec.name} needs a value` };
  const text = String(raw).trim();
  if (text === '') return { problem: `${spec.name} needs a value` };
  if (text.length > MAX_VALUE_LENGTH)
    return { problem: `${spec.name} is too long: at most ${MAX_VALUE_LENGTH} characters` };
  const problem = unstorable(text);
  if (problem) return { problem: `${spec.name}: ${problem}` };
  if (spec.kind === 'NUMBER') {
    const n = numberValue(
      text.replace(new RegExp(`\\s*${(spec.unit ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'i'), ''),
    );
    return n
      ? { value: n.value, number: n.number }
      : {
          problem: `${spec.name} must be a number${spec.unit ? ` of ${spec.unit}` : ''}, not "${text.slice(0, 20)}"`,
        };
  }
  if (spec.kind === 'CHOICE') {
    const choice = spec.choices.find((c) => c.toLowerCase() === text.toLowerCase());
    return choice
      ? { value: choice, number: null }
      : { problem: `${spec.name} is one of ${spec.choices.join(', ')}; "${text.slice(0, 20)}" is not` };
  }
  return { value: text, number: null };
}

function cents(raw: unknown, field: string): number | null {
  if (raw === null || raw === undefined) return null;
  if (!Number.isInteger(raw) || (raw as number) < 0 || (raw as number) > MAX_CENTS)
    throw badInput(`${field} must be a whole number of cents from 0`, field);
  return raw as number;
}

/** A request's filters already resolved: a category page asks for its list and its facets with the same filter. */
const resolvedIn = new WeakMap<object, Map<string, Promise<ResolvedFilter>>>();

/** Checks a filter and resolves its category (with every category below it) and specifications; unknown names are refused in words. */
export function resolveFilter(
  ctx: Context,
  input: CatalogFilterInput | null | undefined,
): Promise<ResolvedFilter> {
  if (!input) return limitingViewer(ctx).then((viewer) => ({ ...NO_FILTER, viewer }));
  const seen = resolvedIn.get(ctx) ?? new Map<string, Promise<ResolvedFilter>>();
  resolvedIn.set(ctx, seen);
  const key = JSON.stringify(input);
  const found = seen.get(key) ?? readFilter(ctx, input);
  seen.set(key, found);
  return found;
}

async function readFilter(ctx: Context, input: CatalogFilterInput): Promise<ResolvedFilter> {
  const minPriceCents = cents(input.minPriceCents, 'minPriceCents');
  const maxPriceCents = cents(input.maxPriceCents, 'maxPriceCents');
  if (minPriceCents !== null && maxPriceCents !== null && minPriceCents > maxPriceCents)
    throw badInput('The lowest price is above the highest', 'minPriceCents');
  let category: ResolvedFilter['category'] = null;
  if (input.category !== null && input.category !== undefined && input.category !== '') {
    if (typeof input.category !== 'string' || input.category.length > 60)
      throw badInput("category must be a category's name in the address", 'category');
    const found = await ctx.db.category.findUnique({
      where: { slug: input.category },
      select: { id: true, slug: true },
    });
    if (!found)
      throw new AppError('NOT_FOUND', `No category is called "${input.category.slice(0, 60)}"`, {
        field: 'category',
      });
    category = found;
  }
  const specs: SpecCondition[] = [];
  const given = input.specs ?? [];
  if (!Array.isArray(given)) throw badInput('specs must be a list of {key, values}', 'specs');
  if (given.length > MAX_SPEC_FILTERS)
    throw badInput(`At most ${MAX_SPEC_FILTERS} specifications at once`, 'specs');
  if (given.length > 0) {
    const keys = given.map((g) => g?.key);
    if (keys.some((k) => typeof k !== 'string'))
      throw badInput('Each specification filter needs a key', 'specs');
    const defs = await ctx.db.specification.findMany({ where: { key: { in: keys as string[] } } });
    for (const g of given) {
      const spec = defs.find((d) => d.key === g.key);
      if (!spec)
        throw new AppError('NOT_FOUND', `No specification is called "${String(g.key).slice(0, 40)}"`, {
          field: 'specs',
        });
      if (specs.some((s) => s.spec.id === spec.id))
        throw badInput(`${spec.name} is given twice: put its values in one list`, 'specs');
      const raw = g.values;
      if (!Array.isArray(raw) || raw.length === 0)
        throw badInput(`${spec.name} needs at least one value`, 'specs');
      if (raw.length > MAX_VALUES)
        throw badInput(`At most ${MAX_VALUES} values of ${spec.name} at once`, 'specs');
      const values = raw.map((v) => {
        const checked = specValue(spec, v);
        if ('problem' in checked) throw badInput(checked.problem, 'specs');
        return checked.value;
      });
      specs.push({ spec, values: [...new Set(values)] });
    }
  }
  return {
    category,
    specs,
    inStock: input.inStock === true,
    minPriceCents,
    maxPriceCents,
    viewer: await limitingViewer(ctx),
  };
}

/** Which condition a facet leaves out: its own specification, in stock, or the price range. */
export type Except = { spec: string } | 'inStock' | 'price' | null;

/**
 * The filter's conditions over "Product" (columns unqualified), each with its values in `params`: index conditions on
 * the product's "catalogKeys" (a category holds the products of every category below it, which carry its key too),
 * and the caller's price lists' limit on which products it sees (never left out: no facet counts a hidden product).
 */
export function filterConditions(f: ResolvedFilter, params: SqlParams, except: Except = null): string[] {
  const out: string[] = [];
  if (f.category) out.push(`"catalogKeys" @> ARRAY[${params.add(categoryKey(f.category.id))}]::text[]`);
  for (const s of f.specs) {
    if (except && typeof except === 'object' && except.spec === s.spec.id) continue;
    out.push(`"catalogKeys" && ${params.add(s.values.map((v) => specKey(s.spec.id, v)))}::text[]`);
  }
  if (f.inStock && except !== 'inStock') out.push(IN_STOCK);
  if (except !== 'price') out.push(...priceConditions(f, params));
  const visible = visibleCondition(f.viewer, (v) => params.add(v));
  if (visible) out.push(visible);
  return out;
}

/** Stock for the minimum order. */
export const IN_STOCK = 'quantity >= "minOrderQuantity"';

export function priceConditions(f: ResolvedFilter, params: SqlParams): string[] {
  return [
    ...(f.minPriceCents !== null ? [`"priceCents" >= ${params.add(f.minPriceCents)}::int`] : []),
    ...(f.maxPriceCents !== null ? [`"priceCents" <= ${params.add(f.maxPriceCents)}::int`] : []),
  ];
}

/** The catalog search's text, checked: trimmed, or null for no search. */
function productSearchText(raw: string | null | undefined): string | null {
  const search = (raw ?? '').trim();
  if (search.length > 200) throw badInput('search must be at most 200 characters', 'search');
  const problem = unstorable(search);
  if (problem) throw badInput(`search: ${problem}`, 'search');
  return search || null;
}

/** Most words of a search that count: a longer text is not a way to make one search cost more. */
const MAX_SEARCH_WORDS = 8;

/**
 * The words of a search as a full-text query: whole words, stemmed by PostgreSQL's English configuration, and the
 * last one as a prefix (`clear & stick:*`), since it may still be being typed. Only letters and digits reach it, so
 * nothing a person types is read as query syntax.
 */
function searchWords(text: string): string | null {
  const words = (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_SEARCH_WORDS);
  return words.length ? words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w)).join(' & ') : null;
}

/** The typed part number's key (gg_part_key: no case, spaces, hyphens, dots, slashes, underscores), as SQL. */
const partKey = (param: string) => `"gg_part_key"(${param}::text)`;
/** The key with LIKE's wildcards escaped, as the start of a pattern: "100%" is the start of a part number, not a pattern. */
const keyPrefix = (param: string) => `replace(replace(${partKey(param)}, '\\', '\\\\'), '%', '\\%') || '%'`;

/**
 * The items a discontinued part number typed is replaced by, and the items whose company's own number starts with or
 * is what was typed (null without a company), as SQL arrays of ids.
 */
export interface SearchArrays {
  replaced: string;
  minePrefix: string | null;
  mineExact: string | null;
}

export interface ProductSearchSql {
  /**
   * Matches a product whose part number is, or starts with, what was typed; a part of its name; or words of its name,
   * description and specification values ("white 11 mm").
   */
  where: string;
  /** ORDER BY terms that put the part number typed first: exact, then starting with it. */
  rank: string;
  /** The rank's two conditions: the part number (or the company's own) is what was typed; it starts with it. */
  exactMatch: string;
  prefixMatch: string;
  /**
   * The branches that are not part numbers (a part of the name, words, the item a discontinued part number is replaced
   * by): where `prefixMatch` is not true, a product matches `where` exactly when it matches this.
   */
  otherMatch: string;
  /**
   * A part of the name or words: where no product's part number (nor the company's own) starts with what was typed
   * (`anyPartNumber` false), a product matches `where` exactly when it matches this.
   */
  textMatch: string;
  /** The arrays of items the conditions read, each an ARRAY subquery. */
  arrays: SearchArrays;
  /** `exactMatch`, `prefixMatch` and `otherMatch` reading the arrays from elsewhere (a statement that reads each once). */
  matchesOver(arrays: SearchArrays): Pick<ProductSearchSql, 'exactMatch' | 'prefixMatch' | 'otherMatch'>;
  /** Whether any product's part number is, or starts with, what was typed (one probe of the key's index), on `probeParams`. */
  anyPartNumber: string;
  /** The probe's parameters ($1 on). */
  probeParams: unknown[];
  /** The parameters the SQL reads, from `$first` on. */
  params: unknown[];
}

/**
 * The catalog search (docs/decisions/052), one definition for every list of products: SQL over "Product" whose
 * parameters start at `$first`, or null when nothing is searched. Each branch has its index (migration
 * 20261207000000_catalog_search). Given a company, its own part numbers count as part numbers too (docs/decisions/116).
 */
export function productSearchSql(
  raw: string | null | undefined,
  first: number,
  companyId: string | null = null,
): ProductSearchSql | null {
  const text = productSearchText(raw);
  if (!text) return null;
  const [t, name, words] = [`$${first}`, `$${first + 1}`, `$${first + 2}`];
  const query = searchWords(text);
  const params: unknown[] = query ? [text, `%${escapeLike(text)}%`, query] : [text, `%${escapeLike(text)}%`];
  // A text with nothing but separators has an empty key, which would start every part number.
  const partNumberAt = (p: string) => `(length(${partKey(p)}) > 0 AND "partKey" LIKE ${keyPrefix(p)})`;
  const partNumber = partNumberAt(t);
  // A discontinued item's part number also finds the item that replaces it (docs/decisions/078); as an array read
  // once, so the match is one more probe of the primary key beside the other branches' indexes.
  const replaced = `ARRAY(SELECT r."relatedId" FROM "Product" o JOIN "ProductRelation" r ON r."productId" = o.id AND r.kind = 'REPLACED_BY'
    WHERE length(${partKey(t)}) > 0 AND o."partKey" LIKE ${keyPrefix(t)})`;
  // The company's own numbers, read once as arrays of items on its (companyId, partKey) index.
  const mineAt = (p: string, c: string, match: string) =>
    `ARRAY(SELECT m."productId" FROM "CustomerPartNumber" m WHERE m."companyId" = ${c}::uuid AND length(${partKey(p)}) > 0 AND m."partKey" ${match})`;
  const company = companyId ? `$${first + params.length}` : null;
  if (companyId) params.push(companyId);
  const mine = (match: string) => (company ? mineAt(t, company, match) : null);
  const arrays: SearchArrays = {
    replaced,
    minePrefix: mine(`LIKE ${keyPrefix(t)}`),
    mineExact: mine(`= ${partKey(t)}`),
  };
  const nameMatch = `name ILIKE ${name}`;
  const wordsMatch = query ? [`"searchDoc" @@ to_tsquery('english', ${words})`] : [];
  const exact = `"partKey" = ${partKey(t)}`;
  const prefix = `"partKey" LIKE ${keyPrefix(t)}`;
  const matchesOver = (a: SearchArrays) => ({
    exactMatch: a.mineExact ? `(${exact} OR id = ANY(${a.mineExact}))` : `(${exact})`,
    prefixMatch: a.minePrefix ? `(${prefix} OR id = ANY(${a.minePrefix}))` : `(${prefix})`,
    otherMatch: `(${[nameMatch, `id = ANY(${a.replaced})`, ...wordsMatch].join(' OR ')})`,
  });
  const { exactMatch, prefixMatch, otherMatch } = matchesOver(arrays);
  const branches = [
    nameMatch,
    partNumber,
    `id = ANY(${replaced})`,
    ...(arrays.minePrefix ? [`id = ANY(${arrays.minePrefix})`] : []),
    ...wordsMatch,
  ];
  const probe = partNumberAt('$1');
  return {
    where: `(${branches.join(' OR ')})`,
    rank: `${exactMatch} DESC, ${prefixMatch} DESC`,
    exactMatch,
    prefixMatch,
    otherMatch,
    textMatch: `(${[nameMatch, ...wordsMatch].join(' OR ')})`,
    arrays,
    matchesOver,
    anyPartNumber: companyId
      ? `SELECT (EXISTS (SELECT 1 FROM "Product" WHERE ${probe}) OR cardinality(${mineAt('$1', '$2', `LIKE ${keyPrefix('$1')}`)}) > 0) AS "any"`
      : `SELECT EXISTS (SELECT 1 FROM "Product" WHERE ${probe}) AS "any"`,
    probeParams: companyId ? [text, companyId] : [text],
    params,
  };
}

/**
 * The company whose own part numbers a caller's searches find (docs/decisions/116): a person's, or a key's that may
 * read the company's numbers; none for a visitor or other keys.
 */
export function partNumberCompany(ctx: Context): string | null {
  if (!ctx.user) return null;
  if (ctx.apiKey && !ctx.apiKey.scopes.some((s) => s === 'read:company' || s === 'manage:company'))
    return null;
  return ctx.apiKey?.companyId ?? ctx.user.companyId ?? null;
}

/** A list's conditions over "Product": the search (first, so its placeholders start at $1) and the filter. */
export interface ProductListSql {
  where: string;
  params: unknown[];
  /** The search's own SQL, for ranking the part number typed first. */
  search: ProductSearchSql | null;
}

/**
 * The search and the filter as one WHERE over "Product" (null: every product), for a list, its count or a facet;
 * given a company, the search finds its own part numbers too.
 */
export function productListSql(
  rawSearch: string | null | undefined,
  filter: ResolvedFilter,
  except: Except = null,
  companyId: string | null = null,
): ProductListSql | null {
  const params = new SqlParams(1);
  const search = productSearchSql(rawSearch, params.next, companyId);
  if (search) params.addAll(search.params);
  const conditions = [...(search ? [search.where] : []), ...filterConditions(filter, params, except)];
  return conditions.length === 0 ? null : { where: conditions.join(' AND '), params: params.values, search };
}
