/**
 * Contract prices (docs/decisions/057): a company's price lists replace the list price of the products they name.
 * An entry is a fixed unit price with its own breaks, or a percentage off the list price (and off each list break).
 * Where several lists name a product, the highest priority wins, and among lists of that priority the lowest unit
 * price at the quantity ordered. Resolved here once, into the same shape as a list price (a base price and breaks),
 * so the one line check (quoteLine) prices a contract line exactly as a list line; each tier says where it comes from.
 */
import * as yup from 'yup';
import { isCalendarDay } from './dates';
import { MAX_ORDER_QUANTITY, formatCents } from './rules';
import { sortedBreaks, tierFor, type PriceBreak } from './price-breaks';
import { optionalText, requiredText } from './purchase-orders';

/** Most entries one list may hold (a distributor's whole catalog). */
export const MAX_PRICE_LIST_ENTRIES = 10_000;
/** Most price lists a company may be given: a buyer's price stays explainable. */
export const MAX_LISTS_PER_COMPANY = 25;
/** Most steps a resolved contract price can have: each list's breaks, the list price's, and the minimum. */
export const MAX_CONTRACT_TIERS = MAX_LISTS_PER_COMPANY * 10 + 10 + 1;
/** Percentages are kept in basis points (1 % = 100): 12.5 % off is 1250. */
export const MAX_PERCENT_OFF_BP = 9_999;

/** Most breaks an entry's own terms may carry, fixed or percentage. */
export const MAX_ENTRY_BREAKS = 10;

/** A percentage entry's own break: from `minQuantity` units on, `percentOffBp` off the list price there. */
export interface PercentBreak {
  minQuantity: number;
  percentOffBp: number;
}

/**
 * A fixed price with its own breaks, or a percentage off the list price at the quantity (the list's breaks included);
 * a percentage with breaks of its own takes more off from each break's quantity (docs/decisions/133).
 */
export type ContractTerms =
  | { kind: 'FIXED'; unitPriceCents: number; breaks: readonly PriceBreak[] }
  | { kind: 'PERCENT'; percentOffBp: number; breaks?: readonly PercentBreak[] };

/** One list's entry for one product, as it applies to the asking company today. */
export interface ContractEntry {
  priceListId: string;
  priceListName: string;
  /** Higher wins; equal priorities compete on price. */
  priority: number;
  terms: ContractTerms;
}

/** The list price of a product: its base price (from the minimum) and its breaks. */
export interface ListPrice {
  priceCents: number;
  priceBreaks: readonly PriceBreak[];
  /** The product's minimum order: the first tier starts there. */
  minimum: number;
}

/** One step of a resolved contract price: from `minQuantity` units on, `unitPriceCents` from this list's entry. */
export interface ContractTier extends PriceBreak {
  priceListId: string;
  priceListName: string;
  percentOffBp: number | null;
  /** The quantity of the percentage entry's own break this step's percentage comes from; null: its base percentage. */
  percentFrom?: number | null;
}

/** Percentage breaks by rising quantity. */
export const sortedPercentBreaks = (breaks: readonly PercentBreak[]): PercentBreak[] =>
  [...breaks].sort((a, b) => a.minQuantity - b.minQuantity);

/** The percentage a percentage entry takes off at `quantity`, and the own break it comes from (null: the base). */
export function percentAt(
  terms: { percentOffBp: number; breaks?: readonly PercentBreak[] },
  quantity: number,
): { percentOffBp: number; from: number | null } {
  let at = { percentOffBp: terms.percentOffBp, from: null as number | null };
  for (const b of sortedPercentBreaks(terms.breaks ?? []))
    if (b.minQuantity <= quantity) at = { percentOffBp: b.percentOffBp, from: b.minQuantity };
  return at;
}

/** A percentage entry's stored breaks (a JSON array) as breaks by rising quantity; anything else is left out. */
export function percentBreaksOf(raw: unknown): PercentBreak[] {
  const rows = Array.isArray(raw) ? raw : [];
  return sortedPercentBreaks(
    rows.flatMap((b) => {
      const o = b as { minQuantity?: unknown; percentOffBp?: unknown } | null;
      return o && Number.isSafeInteger(o.minQuantity) && Number.isSafeInteger(o.percentOffBp)
        ? [{ minQuantity: o.minQuantity as number, percentOffBp: o.percentOffBp as number }]
        : [];
    }),
  );
}

/** Unit price of `terms` at `quantity`: a percentage rounds to the nearest cent, never below one cent. */
export function entryUnitPrice(list: ListPrice, terms: ContractTerms, quantity: number): number {
  if (terms.kind === 'FIXED') return tierFor(terms.unitPriceCents, terms.breaks, quantity).unitPriceCents;
  const listed = tierFor(list.priceCents, list.priceBreaks, quantity).unitPriceCents;
  const { percentOffBp } = percentAt(terms, quantity);
  return Math.max(1, Math.round((listed * (10_000 - percentOffBp)) / 10_000));
}

/** The entries that compete: those of the highest priority present. */
function winners(entries: readonly ContractEntry[]): ContractEntry[] {
  const top = Math.max(...entries.map((e) => e.priority));
  // Ties at one price go to the list named first by id, so the same rows always explain a price the same way.
  return entries
    .filter((e) => e.priority === top)
    .sort((a, b) => (a.priceListId < b.priceListId ? -1 : a.priceListId > b.priceListId ? 1 : 0));
}

/** The entry and price that apply at `quantity`, or null without entries. */
export function contractTierAt(
  list: ListPrice,
  entries: readonly ContractEntry[],
  quantity: number,
): ContractTier | null {
  if (entries.length === 0) return null;
  let best: ContractTier | null = null;
  for (const e of winners(entries)) {
    const unitPriceCents = entryUnitPrice(list, e.terms, quantity);
    if (!best || unitPriceCents < best.unitPriceCents) {
      const percent = e.terms.kind === 'PERCENT' ? percentAt(e.terms, quantity) : null;
      best = {
        minQuantity: quantity,
        unitPriceCents,
        priceListId: e.priceListId,
        priceListName: e.priceListName,
        percentOffBp: percent ? percent.percentOffBp : null,
        ...(percent?.from != null && { percentFrom: percent.from }),
      };
    }
  }
  return best;
}

/**
 * The contract price as steps from the product's minimum: every price is a step function of the quantity whose steps
 * are its breaks, so the lowest of several changes only where one of them does, and these steps price every quantity.
 * Null without entries (the list price applies).
 */
export function resolveContractPrice(
  list: ListPrice,
  entries: readonly ContractEntry[],
): ContractTier[] | null {
  if (entries.length === 0) return null;
  const steps = new Set<number>([list.minimum]);
  for (const e of winners(entries)) {
    const breaks =
      e.terms.kind === 'FIXED' ? e.terms.breaks : [...list.priceBreaks, ...(e.terms.breaks ?? [])];
    for (const b of breaks) if (b.minQuantity > list.minimum) steps.add(b.minQuantity);
  }
  const tiers: ContractTier[] = [];
  for (const q of [...steps].sort((a, b) => a - b)) {
    const tier = contractTierAt(list, entries, q)!;
    const last = tiers[tiers.length - 1];
    if (
      last &&
      last.unitPriceCents === tier.unitPriceCents &&
      last.priceListId === tier.priceListId &&
      last.percentOffBp === tier.percentOffBp &&
      last.percentFrom === tier.percentFrom
    )
      continue;
    tiers.push(tier);
  }
  return tiers;
}

/** A resolved contract price as a list price: what quoteLine and the price table read. */
export function contractAsListPrice(tiers: readonly ContractTier[]): {
  priceCents: number;
  priceBreaks: PriceBreak[];
} {
  const [first, ...rest] = tiers;
  return {
    priceCents: first.unitPriceCents,
    priceBreaks: sortedBreaks(
      rest.map((t) => ({ minQuantity: t.minQuantity, unitPriceCents: t.unitPriceCents })),
    ),
  };
}

/** A percentage's number as words show it ("12.5"): one formatter, since building one per call costs 25 us. */
const percentNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** "12.5 % off" from basis points. */
export function formatPercentOff(bp: number): string {
  return `${percentNumber.format(bp / 100)} % off`;
}

/**
 * What the buyer reads beside a contract price: "Your contract price: Acme 2027, 12 % off", and where the percentage
 * comes from a break of the entry's own, "Your contract price: Acme 2027, 12 % off from 1,000".
 */
export function explainContractTier(
  tier: Pick<ContractTier, 'priceListName' | 'percentOffBp' | 'unitPriceCents' | 'percentFrom'>,
): string {
  const how =
    tier.percentOffBp === null
      ? `${formatCents(tier.unitPriceCents)} a unit`
      : formatPercentOff(tier.percentOffBp) +
        (tier.percentFrom != null ? ` from ${tier.percentFrom.toLocaleString('en-US')}` : '');
  return `Your contract price: ${tier.priceListName}, ${how}`;
}

/** A percentage in words as an admin reads it: "12.5 %". */
const percentWords = (bp: number) => `${percentNumber.format(bp / 100)} %`;

/** What is wrong with an entry's terms as an admin typed them, or null. */
/** A break no order line can reach would only be stored to break every reader of the list's prices. */
const beyondALine = (kind: 'percentage' | 'price') =>
  `A ${kind} break's quantity must be at most ${MAX_ORDER_QUANTITY.toLocaleString('en-US')} units, the most one order line may hold`;

export function contractTermsProblem(terms: ContractTerms): string | null {
  if (terms.kind === 'PERCENT') {
    if (
      !Number.isSafeInteger(terms.percentOffBp) ||
      terms.percentOffBp < 1 ||
      terms.percentOffBp > MAX_PERCENT_OFF_BP
    ) {
      return 'A percentage off must be from 0.01 % to 99.99 %';
    }
    const own = terms.breaks ?? [];
    if (own.length > MAX_ENTRY_BREAKS) return `At most ${MAX_ENTRY_BREAKS} percentage breaks`;
    let before = terms.percentOffBp;
    let lastQty = 0;
    for (const b of sortedPercentBreaks(own)) {
      if (!Number.isSafeInteger(b.minQuantity) || b.minQuantity < 1 || !Number.isSafeInteger(b.percentOffBp))
        return 'Percentage break quantities and percentages must be whole numbers (percentages in basis points)';
      const at = b.minQuantity.toLocaleString('en-US');
      if (b.minQuantity > MAX_ORDER_QUANTITY) return beyondALine('percentage');
      if (b.minQuantity === lastQty) return `Two percentage breaks are at ${at}: each needs its own quantity`;
      if (b.percentOffBp < 1 || b.percentOffBp > MAX_PERCENT_OFF_BP)
        return `The percentage break at ${at} must be from 0.01 % to 99.99 %`;
      if (b.percentOffBp <= before)
        return `The percentage break at ${at} (${percentWords(b.percentOffBp)}) must take more off than the ${percentWords(before)} before it`;
      before = b.percentOffBp;
      lastQty = b.minQuantity;
    }
    return null;
  }
  if (
    !Number.isSafeInteger(terms.unitPriceCents) ||
    terms.unitPriceCents < 1 ||
    terms.unitPriceCents > 100_000_000
  ) {
    return 'A contract price must be between $0.01 and $1,000,000';
  }
  if (terms.breaks.length > MAX_ENTRY_BREAKS) return `At most ${MAX_ENTRY_BREAKS} price breaks`;
  let before = terms.unitPriceCents;
  let lastQty = 0;
  for (const b of sortedBreaks(terms.breaks)) {
    if (!Number.isSafeInteger(b.minQuantity) || b.minQuantity < 1 || !Number.isSafeInteger(b.unitPriceCents))
      return 'Price break quantities and prices must be whole numbers (prices in cents)';
    if (b.minQuantity > MAX_ORDER_QUANTITY) return beyondALine('price');
    if (b.minQuantity === lastQty) return 'Each price break needs its own quantity';
    if (b.unitPriceCents < 1 || b.unitPriceCents >= before)
      return 'Each price break must cost less a unit than the price before it';
    before = b.unitPriceCents;
    lastQty = b.minQuantity;
  }
  return null;
}

/** Most companies one list is given to in one write (a list for more is a customer group's job). */
export const MAX_PRICE_LIST_COMPANIES = 100;
/** Most company locations one list is given to (docs/decisions/100). */
export const MAX_PRICE_LIST_LOCATIONS = 100;
/** Lists one read returns, and entries per list. */
export const MAX_PRICE_LISTS_READ = 50;
export const MAX_PRICE_LIST_ENTRIES_READ = 100;
const day = (label: string) =>
  optionalText(label, 10).test(
    'day',
    `${label} must be a date like 2027-03-31`,
    (v) => v == null || isCalendarDay(v),
  );

/** A price list's name, priority and days as an admin types them (the server checks the same). */
export const priceListSchema = yup.object({
  name: requiredText('Name', 80),
  priority: yup
    .number()
    .typeError('Priority must be a whole number')
    .integer('Priority must be a whole number')
    .min(-1000, 'Priority must be from -1000 to 1000')
    .max(1000, 'Priority must be from -1000 to 1000')
    .nullable()
    .default(0),
  validFrom: day('First day'),
  validTo: day('Last day').test('order', 'The last day cannot be before the first day', function check(v) {
    const from = (this.parent as { validFrom?: string | null }).validFrom;
    return v == null || from == null || from <= v;
  }),
  limitsProducts: yup.boolean().typeError('limitsProducts must be true or false').nullable(),
});
export type PriceListFields = yup.InferType<typeof priceListSchema>;

/** Most companies in one customer group, and groups one list is given to (docs/decisions/081). */
export const MAX_GROUP_COMPANIES = 500;
export const MAX_PRICE_LIST_GROUPS = 20;
/** Groups one read returns. */
export const MAX_CUSTOMER_GROUPS_READ = 100;

/** A customer group's name as an admin types it (the server checks the same). */
export const customerGroupSchema = yup.object({
  name: requiredText('Name', 80),
});
export type CustomerGroupFields = yup.InferType<typeof customerGroupSchema>;
