/**
 * Quotes (docs/decisions/065): a buyer asks for prices on products and quantities, the shop answers with unit
 * prices, a freight note and an expiry day, either side counters, and the buyer accepts the shop's current version.
 * The statuses, who may make which move, the discount that needs a second staff member and the forms' rules live
 * here once; the server enforces them and the client shows them early.
 */
import * as yup from 'yup';
import { isCalendarDay } from './dates';
import { MAX_LINE_TOTAL_CENTS } from './rules';
import { text } from './purchase-orders';

export const QUOTE_STATUSES = [
  'REQUESTED',
  'COUNTERED',
  'APPROVAL_NEEDED',
  'SENT',
  'ACCEPTED',
  'EXPIRED',
  'DECLINED',
  'WITHDRAWN',
] as const;
export type QuoteStatusName = (typeof QUOTE_STATUSES)[number];

export const QUOTE_STATUS_LABELS: Record<QuoteStatusName, string> = {
  REQUESTED: 'Requested',
  COUNTERED: 'Countered by the buyer',
  APPROVAL_NEEDED: 'Waiting for a second approval',
  SENT: 'Sent to the buyer',
  ACCEPTED: 'Accepted',
  EXPIRED: 'Expired',
  DECLINED: 'Declined',
  WITHDRAWN: 'Withdrawn',
};

/** Who moves a quote: its company's buyer, the shop's staff, or the shop's expiry job. */
export type QuoteActor = 'BUYER' | 'STAFF' | 'SYSTEM';
export type QuoteMove =
  'SEND' | 'HOLD_FOR_APPROVAL' | 'APPROVE' | 'COUNTER' | 'ACCEPT' | 'DECLINE' | 'WITHDRAW' | 'EXPIRE';

/** The statuses where it is the shop's turn to price (a first request, a buyer's counter, a price waiting for approval). */
const SHOP_TURN: readonly QuoteStatusName[] = ['REQUESTED', 'COUNTERED', 'APPROVAL_NEEDED'];
/** Every status from which nothing moves any more. */
export const FINAL_QUOTE_STATUSES: readonly QuoteStatusName[] = [
  'ACCEPTED',
  'EXPIRED',
  'DECLINED',
  'WITHDRAWN',
];

interface MoveRule {
  actor: QuoteActor;
  from: readonly QuoteStatusName[];
  to: QuoteStatusName;
}

/**
 * The one table of moves. The shop prices (SEND, or HOLD_FOR_APPROVAL when a discount is too deep) whenever it is its
 * turn and also over its own sent version (its counter-offer); the buyer counters, accepts or declines a sent version
 * and may decline while waiting; only a sent version expires.
 */
export const QUOTE_MOVES: Record<QuoteMove, MoveRule> = {
  SEND: { actor: 'STAFF', from: [...SHOP_TURN, 'SENT'], to: 'SENT' },
  HOLD_FOR_APPROVAL: { actor: 'STAFF', from: [...SHOP_TURN, 'SENT'], to: 'APPROVAL_NEEDED' },
  APPROVE: { actor: 'STAFF', from: ['APPROVAL_NEEDED'], to: 'SENT' },
  WITHDRAW: { actor: 'STAFF', from: [...SHOP_TURN, 'SENT'], to: 'WITHDRAWN' },
  COUNTER: { actor: 'BUYER', from: ['SENT'], to: 'COUNTERED' },
  ACCEPT: { actor: 'BUYER', from: ['SENT'], to: 'ACCEPTED' },
  DECLINE: { actor: 'BUYER', from: [...SHOP_TURN, 'SENT'], to: 'DECLINED' },
  EXPIRE: { actor: 'SYSTEM', from: ['SENT'], to: 'EXPIRED' },
};

/** Where `move` by `actor` takes a quote in `from`, or null when that move is not allowed. */
export function quoteMoveTo(
  from: QuoteStatusName,
  move: QuoteMove,
  actor: QuoteActor,
): QuoteStatusName | null {
  const rule = QUOTE_MOVES[move];
  return rule.actor === actor && rule.from.includes(from) ? rule.to : null;
}

/** The moves `actor` may make on a quote in `from` (what the pages offer). */
export function quoteMovesFor(from: QuoteStatusName, actor: QuoteActor): QuoteMove[] {
  return (Object.keys(QUOTE_MOVES) as QuoteMove[]).filter((m) => quoteMoveTo(from, m, actor) !== null);
}

/** A quoted unit price more than this far below the buyer's own price (contract or list) needs a second staff member. */
export const QUOTE_APPROVAL_DISCOUNT_BP = 2000;

/** Whether a quoted unit price is deeper than the threshold below the buyer's resolved price (integer arithmetic). */
export function discountNeedsApproval(unitPriceCents: number, referencePriceCents: number): boolean {
  return unitPriceCents * 10_000 < referencePriceCents * (10_000 - QUOTE_APPROVAL_DISCOUNT_BP);
}

/** The discount of a quoted price off the reference, in basis points (0 when not cheaper). */
export function quoteDiscountBp(unitPriceCents: number, referencePriceCents: number): number {
  if (referencePriceCents <= 0 || unitPriceCents >= referencePriceCents) return 0;
  return Math.round(((referencePriceCents - unitPriceCents) * 10_000) / referencePriceCents);
}

/** Q-000123. */
export const quoteNumberText = (n: number): string => `Q-${String(n).padStart(6, '0')}`;

export const MAX_QUOTE_LINES = 100;
export const MAX_QUOTE_NOTE_LENGTH = 1000;
export const MAX_QUOTE_LINE_NOTE_LENGTH = 300;
/** A quote may be valid for at most this many days from the day it is sent. */
export const MAX_QUOTE_VALID_DAYS = 180;
/** The buyer is reminded this many days before a sent quote expires. */
export const QUOTE_REMINDER_DAYS = 3;
/** A buyer has at most this many quotes waiting for the shop at once. */
export const MAX_OPEN_QUOTE_REQUESTS = 20;
/** Most quotes one list answer holds (each with its versions and lines). */
export const MAX_QUOTES_PAGE = 50;

const quantity = yup
  .number()
  .typeError('Quantity must be a number')
  .required('Quantity is required')
  .integer('Quantity must be a whole number')
  .min(1, 'Quantity must be at least 1')
  .max(10_000_000, 'Quantity is too large');
const cents = (label: string) =>
  yup
    .number()
    .typeError(`${label} must be a number`)
    .integer(`${label} must be in whole cents`)
    .min(1, `${label} must be at least one cent`)
    .max(MAX_LINE_TOTAL_CENTS, `${label} is too large`);
const lineNote = text('Line note', MAX_QUOTE_LINE_NOTE_LENGTH).default('');
const lines = <T extends yup.AnyObject>(line: yup.ObjectSchema<T>) =>
  yup
    .array(line)
    .required('Name at least one product')
    .min(1, 'Name at least one product')
    .max(MAX_QUOTE_LINES, `At most ${MAX_QUOTE_LINES} products in one quote`);

/** A buyer's request or counter-offer: products and quantities, each with a note and an optional target price. */
export const quoteRequestSchema = yup.object({
  lines: lines(
    yup.object({
      productId: yup.string().typeError('Product must be text').required('Product is required'),
      quantity,
      note: lineNote,
      targetPriceCents: cents('Target price').nullable().default(null),
    }),
  ),
  note: text('Note', MAX_QUOTE_NOTE_LENGTH).default(''),
});
export type QuoteRequestInput = yup.InferType<typeof quoteRequestSchema>;

/** The shop's priced version: a unit price for every line, a freight note and the last day it can be accepted. */
export const quotePriceSchema = yup.object({
  lines: lines(
    yup.object({
      productId: yup.string().typeError('Product must be text').required('Product is required'),
      quantity,
      note: lineNote,
      unitPriceCents: cents('Unit price').required('Give every line a unit price'),
    }),
  ),
  note: text('Note', MAX_QUOTE_NOTE_LENGTH).default(''),
  freightNote: text('Freight note', MAX_QUOTE_NOTE_LENGTH).default(''),
  validUntil: yup
    .string()
    .typeError('Valid until must be a day')
    .required('Valid until is required')
    .test('day', 'Valid until must be a day (YYYY-MM-DD)', (v) => typeof v === 'string' && isCalendarDay(v)),
});
export type QuotePriceInput = yup.InferType<typeof quotePriceSchema>;

/** The moment a quote valid until `day` (inclusive, the shop's UTC calendar) stops being acceptable. */
export function quoteExpiresAt(day: string): Date {
  const d = new Date(`${day}T00:00:00.000Z`);
  return new Date(d.getTime() + 86_400_000);
}

/** Whether the last acceptable day is from today to MAX_QUOTE_VALID_DAYS ahead. */
export function validUntilProblem(day: string, now: Date): string | null {
  const expires = quoteExpiresAt(day).getTime();
  if (expires <= now.getTime()) return 'Valid until cannot be in the past';
  if (expires > now.getTime() + (MAX_QUOTE_VALID_DAYS + 1) * 86_400_000)
    return `A quote can be valid for at most ${MAX_QUOTE_VALID_DAYS} days`;
  return null;
}

/** Whether a quote expiring at `expiresAt` can still be accepted or ordered at `now`. */
export const quoteStillValid = (expiresAt: Date | null, now: Date): boolean =>
  expiresAt !== null && now.getTime() < expiresAt.getTime();

/** How an item from a quote explains its price. */
export const quotedPriceText = (quoteNumber: number): string =>
  `Quoted price, ${quoteNumberText(quoteNumber)}`;
