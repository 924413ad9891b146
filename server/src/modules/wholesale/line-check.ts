/**
 * The one verdict on a list of order lines, shared by quote, the quick-order preview and the bulk add: which
 * product each line names, and every reason it cannot be ordered (unreadable, unknown product, on two lines,
 * already in My Orders, then the product's quantity rule, stock and line bound from @gluegun/common's quoteLine).
 */
import {
  MESSAGES,
  SKU_PATTERN,
  isNudgeWorthy,
  nextBreakNudge,
  quoteLine,
  type LineQuote,
} from '@gluegun/common';
import type { Prisma, Product } from '../../generated/prisma/client';
import { normalizeId } from '../../lib/validate';
import { contractEntriesFor, contractPriced, visibleIdsFor, type Pricing } from '../prices/contract-entries';
import { keysOf, productsByPartNumber } from '../companies/part-numbers';
import type { ContractEntry } from '@gluegun/common';

type Reader = Pick<
  Prisma.TransactionClient,
  'product' | 'orderItem' | '$queryRaw' | '$queryRawUnsafe' | '$executeRawUnsafe'
>;

export interface CandidateLine {
  lineNumber: number;
  reference: string;
  quantityText: string;
  quantity: number | null;
  /** A problem found before any product was looked up (unreadable cell), or null. */
  problem: string | null;
}

export type CheckCode =
  | LineQuote['problems'][number]['code']
  | 'UNREADABLE'
  | 'UNKNOWN_PRODUCT'
  | 'AMBIGUOUS_NAME'
  | 'DUPLICATE_LINE'
  | 'ALREADY_ORDERED';

export interface CheckedLine extends CandidateLine {
  product: Product | null;
  quote: LineQuote | null;
  problems: Array<{ code: CheckCode; message: string }>;
  /** "Add 25 more units for $6.10/unit" when the next break is within 20 %, else null. */
  nudge: string | null;
}

export interface CheckOptions {
  /** Only product ids name products (quote, bulk add); otherwise also SKUs and exact names (files). */
  idsOnly?: boolean;
  /** The buyer, whose open items (not yet checked out) already holding a product refuse the line (one open item per product). */
  userId?: string;
  /** A product on two lines refuses both. */
  refuseDuplicates?: boolean;
  /** The buyer's company, whose own part numbers also name products (files only). */
  companyId?: string;
  /** Price the lines at this company's contract prices of the day (docs/decisions/057); else list prices. */
  pricing?: Pricing;
  /**
   * Whose price lists may hide products (catalogViewerOf, docs/decisions/129): a product they hide names nothing, as
   * if it did not exist; null or left out, every product.
   */
  viewer?: Pricing | null;
}

/** What a file's references find besides ids and exact SKUs: the company's own numbers, and SKUs written another way. */
interface KeyMatches {
  /** Reference -> product id of the company's own number. */
  customer: Map<string, string>;
  /** Reference -> product id of the shop's SKU with the reference's key. */
  shop: Map<string, string>;
}

/**
 * Every product the lines may name: by id, by SKU (exact, or written with other case, spaces, hyphens or dots), by
 * the company's own part number, by exact name.
 */
async function findProducts(
  db: Reader,
  lines: CandidateLine[],
  idsOnly: boolean,
  companyId?: string,
): Promise<{ products: Product[]; keys: KeyMatches }> {
  const refs = lines.filter((l) => !l.problem).map((l) => l.reference);
  const keys: KeyMatches = { customer: new Map(), shop: new Map() };
  if (!idsOnly && refs.length > 0) {
    const typed = await keysOf(db, refs);
    const shop = await db.$queryRaw<Array<{ partKey: string; id: string }>>`
      SELECT "partKey", "id"::text AS "id" FROM "Product" WHERE "partKey" = ANY(${[...new Set(typed.values())].filter((k) => k !== '')}::text[])`;
    const byKey = new Map(shop.map((r) => [r.partKey, r.id]));
    keys.shop = new Map(
      refs.flatMap((r) =>
        byKey.has(typed.get(r)!) ? [[r, byKey.get(typed.get(r)!)!] as [string, string]] : [],
      ),
    );
    if (companyId) keys.customer = await productsByPartNumber(db, companyId, refs);
  }
  const ids = [
    ...refs.map(normalizeId).filter((id): id is string => id !== null),
    ...keys.shop.values(),
    ...keys.customer.values(),
  ];
  const skus = idsOnly ? [] : refs.map((r) => r.toUpperCase()).filter((r) => SKU_PATTERN.test(r));
  const names = idsOnly ? [] : refs;
  if (ids.length + skus.length + names.length === 0) return { products: [], keys };
  return {
    products: await db.product.findMany({
      where: { OR: [{ id: { in: ids } }, { sku: { in: skus } }, { name: { in: names } }] },
    }),
    keys,
  };
}

/** The product a reference names: its id, its exact SKU, the company's own number, the SKU's key, then an exact name. */
function productFor(
  reference: string,
  found: { products: Product[]; keys: KeyMatches },
  idsOnly: boolean,
): Product | 'UNKNOWN' | 'AMBIGUOUS' {
  const { products, keys } = found;
  const id = normalizeId(reference);
  const byId = id ? products.find((p) => p.id === id) : undefined;
  if (byId) return byId;
  if (idsOnly) return 'UNKNOWN';
  const bySku = products.find((p) => p.sku === reference.toUpperCase());
  if (bySku) return bySku;
  const keyed = keys.customer.get(reference) ?? keys.shop.get(reference);
  const byKey = keyed ? products.find((p) => p.id === keyed) : undefined;
  if (byKey) return byKey;
  const byName = products.filter((p) => p.name === reference);
  if (byName.length > 1) return 'AMBIGUOUS';
  return byName[0] ?? 'UNKNOWN';
}

function checkOne(
  line: CandidateLine,
  found: Product | 'UNKNOWN' | 'AMBIGUOUS' | null,
  contracts: Map<string, ContractEntry[]>,
): CheckedLine {
  const checked: CheckedLine = { ...line, product: null, quote: null, problems: [], nudge: null };
  if (line.problem) return { ...checked, problems: [{ code: 'UNREADABLE', message: line.problem }] };
  if (found === 'UNKNOWN' || found === null) {
    return {
      ...checked,
      problems: [
        {
          code: 'UNKNOWN_PRODUCT',
          message: `No product has the SKU, id, name or your part number "${line.reference.slice(0, 60)}"`,
        },
      ],
    };
  }
  if (found === 'AMBIGUOUS')
    return {
      ...checked,
      problems: [
        { code: 'AMBIGUOUS_NAME', message: `Several products are named "${line.reference}": use the SKU` },
      ],
    };
  if (line.quantity === null)
    return { ...checked, product: found, problems: [{ code: 'UNREADABLE', message: 'Quantity is missing' }] };
  const quote = quoteLine(contractPriced(found, contracts.get(found.id) ?? []), line.quantity);
  const nudge =
    quote.problems.length === 0 && isNudgeWorthy(line.quantity, quote.nextBreak)
      ? nextBreakNudge(quote.nextBreak)
      : null;
  return { ...checked, product: found, quote, problems: [...quote.problems], nudge };
}

/** Lines naming the same product: each gets a problem naming the other lines. */
function markDuplicates(lines: CheckedLine[]) {
  const byProduct = new Map<string, CheckedLine[]>();
  for (const l of lines)
    if (l.product) byProduct.set(l.product.id, [...(byProduct.get(l.product.id) ?? []), l]);
  for (const group of byProduct.values()) {
    if (group.length < 2) continue;
    for (const l of group) {
      const others = group
        .filter((o) => o !== l)
        .map((o) => o.lineNumber)
        .join(', ');
      l.problems.unshift({
        code: 'DUPLICATE_LINE',
        message: `${l.product!.name} is also on line ${others}: put it on one line`,
      });
    }
  }
}

export async function checkLines(
  db: Reader,
  lines: CandidateLine[],
  options: CheckOptions = {},
): Promise<CheckedLine[]> {
  const idsOnly = options.idsOnly ?? false;
  const all = await findProducts(db, lines, idsOnly, options.companyId);
  const seen = await visibleIdsFor(
    db,
    options.viewer ?? null,
    all.products.map((p) => p.id),
  );
  const found = { ...all, products: all.products.filter((p) => seen.has(p.id)) };
  const contracts = options.pricing
    ? await contractEntriesFor(
        db,
        options.pricing.companyId,
        found.products.map((p) => p.id),
        options.pricing.day,
        options.pricing.buyerId,
      )
    : new Map<string, ContractEntry[]>();
  const checked = lines.map((l) =>
    checkOne(l, l.problem ? null : productFor(l.reference, found, idsOnly), contracts),
  );
  if (options.refuseDuplicates) markDuplicates(checked);
  if (options.userId) {
    const productIds = [...new Set(checked.flatMap((l) => (l.product ? [l.product.id] : [])))];
    const ordered =
      productIds.length === 0
        ? []
        : await db.orderItem.findMany({
            where: { userId: options.userId, productId: { in: productIds }, purchaseOrderId: null },
            select: { productId: true },
          });
    const already = new Set(ordered.map((o) => o.productId));
    for (const l of checked)
      if (l.product && already.has(l.product.id))
        l.problems.unshift({ code: 'ALREADY_ORDERED', message: MESSAGES.orderDuplicate });
  }
  return checked;
}

/** Totals over the lines that can be ordered. */
export function totalsOf(lines: CheckedLine[]) {
  const ok = lines.filter((l) => l.problems.length === 0 && l.quote);
  return {
    okCount: ok.length,
    failedCount: lines.length - ok.length,
    totalUnits: ok.reduce((s, l) => s + l.quote!.quantity, 0),
    totalCents: ok.reduce((s, l) => s + l.quote!.lineTotalCents, 0),
  };
}

/** A checked line as the API shows it (GraphQL QuoteLine, REST the same JSON). */
export function lineView(l: CheckedLine) {
  return {
    lineNumber: l.lineNumber,
    reference: l.reference,
    quantityText: l.quantityText,
    product: l.product,
    quantity: l.quantity,
    unitPriceCents: l.quote?.unitPriceCents ?? null,
    lineTotalCents: l.quote?.lineTotalCents ?? null,
    priceBreak: l.quote?.tier ?? null,
    nextBreak: l.quote?.nextBreak ?? null,
    nudge: l.nudge,
    roundUpTo: l.quote?.roundUpTo ?? null,
    problems: l.problems,
    ok: l.problems.length === 0,
  };
}
