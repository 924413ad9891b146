/**
 * Purchase orders, invoices, payment terms and credit (docs/decisions/016): the rules the server
 * enforces and the client reads for early feedback and labels.
 */
import * as yup from 'yup';
import { isCalendarDay } from './dates';
import { MAX_PHONE_LENGTH, PAYMENT_TERMS_DAYS, formatCents } from './rules';
import { withKnownRegion } from './regions';
import { taxIdLine } from './remittance';
import { trimmedString } from './text';

/** Net 30 unless an admin sets other terms for a customer. */
export const DEFAULT_PAYMENT_TERMS_DAYS = PAYMENT_TERMS_DAYS;
/** Terms an admin may give: 0 (due on receipt) to 120 days. */
export const MAX_PAYMENT_TERMS_DAYS = 120;
/** Most one purchase order may be worth ($10,000,000.00): totals and balances fit a 32-bit GraphQL Int. */
export const MAX_ORDER_TOTAL_CENTS = 1_000_000_000;
/** Most lines one checkout takes. */
export const MAX_CHECKOUT_LINES = 200;
export const MAX_PO_NUMBER_LENGTH = 64;
export const MAX_COMPANY_LENGTH = 200;
export const MAX_ADDRESS_LINE_LENGTH = 200;
export const MAX_CITY_LENGTH = 100;
export const MAX_POSTAL_CODE_LENGTH = 16;
export const MAX_NOTES_LENGTH = 1000;
export const MAX_PAYMENT_REFERENCE_LENGTH = 100;

export const PAYMENT_STATUSES = ['AWAITING_PAYMENT', 'PAID', 'OVERDUE', 'VOID'] as const;
export type PaymentStatusName = (typeof PAYMENT_STATUSES)[number];
export const FULFILMENT_STATUSES = [
  'UNFULFILLED',
  'PARTLY_SHIPPED',
  'SHIPPED',
  'DELIVERED',
  'CANCELLED',
] as const;
export type FulfilmentStatusName = (typeof FULFILMENT_STATUSES)[number];

export const PAYMENT_STATUS_LABELS: Record<PaymentStatusName, string> = {
  AWAITING_PAYMENT: 'Awaiting payment',
  PAID: 'Paid',
  OVERDUE: 'Overdue',
  VOID: 'Void',
};
export const FULFILMENT_STATUS_LABELS: Record<FulfilmentStatusName, string> = {
  UNFULFILLED: 'Unfulfilled',
  PARTLY_SHIPPED: 'Partly shipped',
  SHIPPED: 'Shipped',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** SO-000123: the shop's order number. */
export const orderNumberText = (n: number): string => `SO-${String(n).padStart(6, '0')}`;
/** INV-000123: the invoice issued for order n. */
export const invoiceNumberFor = (n: number): string => `INV-${String(n).padStart(6, '0')}`;

/** Due date: `termsDays` after the issue moment. */
export function dueDateFor(issuedAt: Date, termsDays: number): Date {
  return new Date(issuedAt.getTime() + termsDays * DAY_MS);
}

/** "Net 30", or "Due on receipt" for 0 days. */
export const termsLabel = (days: number): string => (days === 0 ? 'Due on receipt' : `Net ${days}`);

/**
 * The first moment an invoice due at `dueAt` counts as late: the start of the UTC day after its due day. An
 * invoice is due, never late, on its due day, so "due on receipt" (0 days) is not overdue on its issue day.
 * Every overdue rule (status, days, credit hold, filters, SQL) compares against this one cut-off.
 */
export function overdueCutoff(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** True when an unpaid invoice due at `dueAt` is late at `now` (its due day is over). */
export const isPastDue = (dueAt: Date, now: Date): boolean => dueAt.getTime() < overdueCutoff(now).getTime();

/** The payment status a person sees: an unpaid invoice whose due day has passed is OVERDUE. */
export function paymentStatusAt(
  stored: 'AWAITING_PAYMENT' | 'PAID' | 'VOID',
  dueAt: Date,
  now: Date,
): PaymentStatusName {
  return stored === 'AWAITING_PAYMENT' && isPastDue(dueAt, now) ? 'OVERDUE' : stored;
}

/** Whole calendar days (UTC) since the due day, for an invoice that is past due (0 otherwise). */
export function daysOverdue(dueAt: Date, now: Date): number {
  if (!isPastDue(dueAt, now)) return 0;
  return Math.round((overdueCutoff(now).getTime() - overdueCutoff(dueAt).getTime()) / DAY_MS);
}

/**
 * What is still owed on an invoice: invoiced - credited - paid (docs/decisions/038), nothing on a void one (it no
 * longer asks for money). Never negative: money past it is held as the company's credit.
 */
export function balanceOf(po: {
  paymentStatus: string;
  totalCents: number;
  paidCents: number;
  creditedCents?: number;
}): number {
  return po.paymentStatus === 'VOID' ? 0 : po.totalCents - (po.creditedCents ?? 0) - po.paidCents;
}

/**
 * balanceOf as a SQL expression over the "PurchaseOrder" row named `po` (an alias), for a statement that sums
 * balances in the database; a test holds the two equal.
 */
export const balanceSql = (po: string) =>
  `(CASE WHEN ${po}."paymentStatus" = 'VOID' THEN 0 ELSE ${po}."totalCents" - ${po}."creditedCents" - ${po}."paidCents" END)`;

/**
 * A purchase order's fulfilment from its lines' statuses: CANCELLED when every line is; DELIVERED when every
 * line still going is delivered; SHIPPED when every such line left the warehouse; else UNFULFILLED.
 */
export function fulfilmentOf(lineStatuses: readonly string[]): FulfilmentStatusName {
  const live = lineStatuses.filter((s) => s !== 'CANCELLED');
  if (live.length === 0) return 'CANCELLED';
  if (live.every((s) => s === 'DELIVERED')) return 'DELIVERED';
  if (live.every((s) => s === 'SHIPPED' || s === 'DELIVERED')) return 'SHIPPED';
  return 'UNFULFILLED';
}

/**
 * Fulfilment moves an admin makes on a whole order, from where it is (docs/decisions/061): SHIPPED ships everything
 * still open in one shipment; from PARTLY_SHIPPED, CANCELLED cancels only what has not shipped.
 */
export const FULFILMENT_MOVES: Record<FulfilmentStatusName, readonly FulfilmentStatusName[]> = {
  UNFULFILLED: ['SHIPPED', 'CANCELLED'],
  PARTLY_SHIPPED: ['SHIPPED', 'CANCELLED'],
  SHIPPED: ['DELIVERED'],
  DELIVERED: [],
  CANCELLED: [],
};

/**
 * Whether a whole purchase order may be cancelled: nothing paid on it (a payment would have
 * to be refunded first) and still unfulfilled. The server's cancel refuses the other cases; Cancel buttons are
 * offered only when this says yes.
 */
export function orderCancellable(order: {
  paidCents: number;
  creditedCents?: number;
  fulfilmentStatus: string;
}): boolean {
  const moves = FULFILMENT_MOVES[order.fulfilmentStatus as FulfilmentStatusName] ?? [];
  // The open rest of a partly shipped order is cancelled without touching its invoice (a credit note credits it).
  if (order.fulfilmentStatus === 'PARTLY_SHIPPED') return true;
  // A credited order keeps its invoice: cancelling would void the credit note's invoice (and return stock twice).
  return order.paidCents === 0 && (order.creditedCents ?? 0) === 0 && moves.includes('CANCELLED');
}

/**
 * Whether one line of a purchase order may be cancelled by itself. Cancelling a line cancels its whole order (void
 * invoice, stock back), so only the order's last live line (others: lines not cancelled) of a cancellable order.
 */
export function orderLineCancellable(
  order: { paidCents: number; creditedCents?: number; fulfilmentStatus: string },
  otherLiveLines: number,
): boolean {
  return otherLiveLines === 0 && orderCancellable(order);
}

/** Letters, digits and the punctuation of addresses and names; no control characters (tabs and newlines only in notes). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_EXCEPT_NEWLINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** ISO 3166-1 alpha-2 codes of the countries we deliver to (all assigned codes). */
export const COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO ' +
  'FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE ' +
  'JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO ' +
  'MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW ' +
  'PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM ' +
  'TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

export { trimmedString } from './text';

export const text = (label: string, max: number) =>
  trimmedString(label)
    .max(max, `${label} must be at most ${max} characters`)
    .test('no-control', `${label} cannot contain control characters`, (v) => v == null || !CONTROL.test(v));

export const requiredText = (label: string, max: number) => text(label, max).required(`${label} is required`);
export const optionalText = (label: string, max: number) =>
  text(label, max)
    .transform((v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v))
    .nullable()
    .default(null);

/** The delivery and contact details a buyer gives at checkout (the item ids come separately). */
export const checkoutDetailsSchema = withKnownRegion(
  yup.object({
    poNumber: optionalText('PO number', MAX_PO_NUMBER_LENGTH),
    companyName: requiredText('Company name', MAX_COMPANY_LENGTH),
    addressLine1: requiredText('Address', MAX_ADDRESS_LINE_LENGTH),
    addressLine2: optionalText('Address line 2', MAX_ADDRESS_LINE_LENGTH),
    city: requiredText('City', MAX_CITY_LENGTH),
    region: optionalText('State or region', MAX_CITY_LENGTH),
    postalCode: requiredText('Postal code', MAX_POSTAL_CODE_LENGTH).matches(
      /^[A-Za-z0-9][A-Za-z0-9 -]*$/,
      'Postal code may only hold letters, digits, spaces and hyphens',
    ),
    country: trimmedString('Country')
      .transform((v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() : v))
      .required('Country is required')
      .oneOf(COUNTRY_CODES, 'Choose a country from the list'),
    contactPhone: trimmedString('Contact phone')
      .required('Contact phone is required')
      .max(MAX_PHONE_LENGTH, 'Phone number is too long')
      .matches(/^\+?[0-9][0-9 ()-]{3,}$/, 'Contact phone must be a phone number'),
    notes: trimmedString('Notes')
      .max(MAX_NOTES_LENGTH, `Notes must be at most ${MAX_NOTES_LENGTH} characters`)
      .test(
        'no-control',
        'Notes cannot contain control characters',
        (v) => v == null || !CONTROL_EXCEPT_NEWLINES.test(v),
      )
      .transform((v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v))
      .nullable()
      .default(null),
    // The day the buyer asks to receive the order (YYYY-MM-DD, UTC); whether it can be met is checked against the lines' lead times.
    requestedDeliveryDate: trimmedString('Requested delivery date')
      .transform((v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v))
      .test(
        'real-day',
        'Requested delivery date must be a day written YYYY-MM-DD',
        (v) => v == null || isCalendarDay(v),
      )
      .nullable()
      .default(null),
  }),
  'region',
  'country',
);
export type CheckoutDetails = yup.InferType<typeof checkoutDetailsSchema>;

/** YYYY-MM-DD of a date, in UTC (the shop's calendar, see dates.ts). */
export const isoDay = (d: Date): string => d.toISOString().slice(0, 10);

/** A payment an admin records: amount in cents, the day it arrived (YYYY-MM-DD, not in the future), a reference. */
export const paymentInputSchema = yup.object({
  amountCents: yup
    .number()
    .typeError('Amount must be a number')
    .required('Amount is required')
    .integer('Amount must be whole cents')
    .min(1, 'Amount must be more than $0.00')
    .max(MAX_ORDER_TOTAL_CENTS, `Amount must be at most ${formatCents(MAX_ORDER_TOTAL_CENTS)}`),
  receivedOn: trimmedString('Date received')
    .required('Date received is required')
    .matches(/^\d{4}-\d{2}-\d{2}$/, 'Date received must be a date like 2026-11-23')
    .test('real-date', 'Date received must be a real date', (v) => v == null || isCalendarDay(v)),
  reference: requiredText('Payment reference', MAX_PAYMENT_REFERENCE_LENGTH),
});

/** Credit terms an admin sets for a customer: null = the shop's default. */
export const creditTermsSchema = yup.object({
  creditLimitCents: yup
    .number()
    .typeError('Credit limit must be a number')
    .integer('Credit limit must be whole cents')
    .min(0, 'Credit limit cannot be negative')
    .max(MAX_ORDER_TOTAL_CENTS, `Credit limit must be at most ${formatCents(MAX_ORDER_TOTAL_CENTS)}`)
    .nullable()
    .default(null),
  paymentTermsDays: yup
    .number()
    .typeError('Payment terms must be a number of days')
    .integer('Payment terms must be whole days')
    .min(0, 'Payment terms cannot be negative')
    .max(MAX_PAYMENT_TERMS_DAYS, `Payment terms must be at most ${MAX_PAYMENT_TERMS_DAYS} days`)
    .nullable()
    .default(null),
});

/** A one-line summary of a customer's credit: "$12,000.00 of $50,000.00 available". */
export const creditSummary = (availableCents: number, limitCents: number): string =>
  `${formatCents(availableCents)} of ${formatCents(limitCents)} available`;

/**
 * The lines an invoice's "Bill to" prints under the buying company's legal name, in the same order on the web
 * invoice and the PDF: its billing address as frozen at checkout, its tax id when it has one, then who ordered.
 */
export function billToLines(billTo: {
  billToAddress: readonly string[];
  billToTaxId: string | null;
  orderedBy: string;
}): string[] {
  const lines: string[] = billTo.billToAddress.filter((l) => l.trim() !== '');
  if (billTo.billToTaxId) lines.push(taxIdLine(billTo.billToTaxId));
  if (billTo.orderedBy.trim() !== '') lines.push(`Ordered by: ${billTo.orderedBy}`);
  return lines;
}

/** What an invoice's totals block is made of (web invoice, PDF and e-mail alike). */
export interface InvoiceTotalsFacts {
  subtotalCents: number;
  /** Freight before tax (docs/decisions/076); a Freight row shows when there is any, or while it is to be quoted. */
  freightCents?: number;
  freightPending?: boolean;
  taxCents: number;
  /** "VAT 20%", or null when no rate applied (no tax row then). */
  taxLabel: string | null;
  totalCents: number;
  creditedCents: number;
  /** What the buyer paid on it: payments received plus customer credit applied. */
  receivedCents: number;
  /** Of that, what credit notes gave back (refunded or held as the company's credit). */
  givenBackCents: number;
  balanceCents: number;
}

export interface InvoiceTotalRow {
  label: string;
  cents: number;
  strong: boolean;
}

/**
 * The totals block of an invoice, in one order everywhere: Net, Freight (when any), Tax, Total, Credited (when any), Paid (what was
 * received), Given back (when a credit note returned paid money), Balance. Balance = Total - Credited - Paid +
 * Given back, which is balanceOf's total - credited - paid with paid counted net of what was given back.
 */
export function invoiceTotalRows(f: InvoiceTotalsFacts): InvoiceTotalRow[] {
  return [
    { label: 'Net', cents: f.subtotalCents, strong: false },
    ...(f.freightPending
      ? [{ label: 'Freight (to be quoted)', cents: 0, strong: false }]
      : (f.freightCents ?? 0) > 0
        ? [{ label: 'Freight', cents: f.freightCents ?? 0, strong: false }]
        : []),
    ...(f.taxLabel ? [{ label: `Tax (${f.taxLabel})`, cents: f.taxCents, strong: false }] : []),
    { label: 'Total', cents: f.totalCents, strong: true },
    ...(f.creditedCents > 0 ? [{ label: 'Credited', cents: f.creditedCents, strong: false }] : []),
    { label: 'Paid', cents: f.receivedCents, strong: false },
    ...(f.givenBackCents > 0
      ? [{ label: 'Given back (refund or credit)', cents: f.givenBackCents, strong: false }]
      : []),
    { label: 'Balance', cents: f.balanceCents, strong: true },
  ];
}

/**
 * The buyer reference an order's e-invoices carry (BT-10), frozen when it was placed, when it tells the reader
 * something: without the company's own reference it is the PO number or the order number, which the order already
 * shows under their own labels. The web pages and the PDF invoice show it by this one rule.
 */
export function shownBuyerReference(po: {
  buyerReference?: string | null;
  poNumber?: string | null;
  orderNumber: string;
}): string | null {
  const reference = po.buyerReference?.trim();
  if (!reference || reference === po.poNumber?.trim() || reference === po.orderNumber) return null;
  return reference;
}
