/**
 * Shipments (docs/decisions/061): an order leaves the warehouse in one or more shipments, each with its lines and
 * quantities, a carrier and service, a tracking number and link. The rules the server enforces and the Ship dialog
 * checks early: what a shipment may carry, which tracking links are accepted, and the order's fulfilment from them.
 */
import * as yup from 'yup';
import { inCalendar, isCalendarDay } from './dates';
import {
  orderNumberText,
  requiredText,
  text,
  trimmedString,
  type FulfilmentStatusName,
} from './purchase-orders';

export const MAX_CARRIER_LENGTH = 60;
export const MAX_SERVICE_LENGTH = 60;
export const MAX_TRACKING_NUMBER_LENGTH = 64;
export const MAX_TRACKING_URL_LENGTH = 500;
/** Most lines one shipment carries (an order has at most 200, MAX_CHECKOUT_LINES). */
export const MAX_SHIPMENT_LINES = 200;
/** Most shipments one order ships in: pallets and parcels in a few parts, never hundreds (lists of orders are charged for them). */
export const MAX_SHIPMENTS_PER_ORDER = 20;
/** The carrier a whole-order status change ships with when nobody named one. */
export const UNNAMED_CARRIER = 'Not given';

/**
 * Carriers whose tracking pages we know: a shipment with one of them and no link of its own links to the carrier's
 * page for its tracking number. `{n}` is the tracking number, URL-encoded.
 */
export const CARRIER_TRACKING_TEMPLATES: Readonly<Record<string, string>> = {
  UPS: 'https://www.ups.com/track?tracknum={n}',
  FedEx: 'https://www.fedex.com/fedextrack/?trknbr={n}',
  DHL: 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id={n}',
  USPS: 'https://tools.usps.com/go/TrackConfirmAction?tLabels={n}',
  DPD: 'https://track.dpd.co.uk/parcels/{n}',
  'Royal Mail': 'https://www.royalmail.com/track-your-item#/tracking-results/{n}',
};
export const KNOWN_CARRIERS = Object.keys(CARRIER_TRACKING_TEMPLATES);

/** The known carrier named (case aside), or undefined. */
export const knownCarrier = (carrier: string): string | undefined =>
  KNOWN_CARRIERS.find((c) => c.toLowerCase() === carrier.trim().toLowerCase());

/** The tracking page of a known carrier for a tracking number, or null. */
export function carrierTrackingUrl(
  carrier: string,
  trackingNumber: string | null | undefined,
): string | null {
  const known = knownCarrier(carrier);
  if (!known || !trackingNumber) return null;
  return CARRIER_TRACKING_TEMPLATES[known].replace('{n}', encodeURIComponent(trackingNumber));
}

/**
 * Whether a tracking link given by hand may be stored and shown as a link: https only, a host name (no address
 * literal, no user name or password in it), no spaces or control characters, at most 500 characters. It is put
 * into e-mails and pages as a link the buyer clicks, so anything else (javascript:, http:, data:) is refused.
 */
export function isAcceptableTrackingUrl(raw: string): boolean {
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  if (raw.length > MAX_TRACKING_URL_LENGTH || /[\s\u0000-\u001f\u007f-\u009f]/.test(raw)) return false;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname;
  return (
    /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/i.test(host) && !/^[0-9.]+$/.test(host)
  );
}

/** The link a shipment shows: the one given (checked), else the known carrier's page, else none. */
export function trackingUrlFor(
  carrier: string,
  trackingNumber: string | null,
  given: string | null | undefined,
): string | null {
  const typed = given?.trim();
  if (typed) return typed;
  return carrierTrackingUrl(carrier, trackingNumber);
}

const day = /^\d{4}-\d{2}-\d{2}$/;
/** A day (YYYY-MM-DD) or a moment (ISO 8601 with a zone) that is a real date. */
export const isDayOrMoment = (v: string): boolean =>
  isCalendarDay(v) ||
  (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(v) &&
    inCalendar(new Date(v)));

/** A day or moment as a Date (a day is its UTC midnight). */
export const momentOf = (v: string): Date => new Date(day.test(v) ? `${v}T00:00:00Z` : v);

// trimmedString, not yup's .trim(): an array or an object sent for a date or a link fails the type check, never a TypeError.
const when = (label: string) =>
  trimmedString(label)
    .nullable()
    .default(null)
    .transform((v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v))
    .test('date', `${label} must be a date like 2026-11-23`, (v) => v == null || isDayOrMoment(v));

/** What the Ship dialog sends and the server checks (the lines are checked against the order by the server). */
export const shipmentInputSchema = yup.object({
  lines: yup
    .array(
      yup.object({
        invoiceLineId: yup.string().required('Line is required'),
        quantity: yup
          .number()
          .typeError('Quantity must be a number')
          .required('Quantity is required')
          .integer('Quantity must be a whole number')
          .min(1, 'Quantity must be at least 1')
          .max(10_000_000, 'Quantity is too large'),
      }),
    )
    .required('Name at least one line to ship')
    .min(1, 'Name at least one line to ship')
    .max(MAX_SHIPMENT_LINES, `At most ${MAX_SHIPMENT_LINES} lines in one shipment`),
  carrier: requiredText('Carrier', MAX_CARRIER_LENGTH),
  service: text('Service', MAX_SERVICE_LENGTH).default(''),
  trackingNumber: requiredText('Tracking number', MAX_TRACKING_NUMBER_LENGTH).matches(
    /^[A-Za-z0-9][A-Za-z0-9 ._/-]*$/,
    'Tracking number may only hold letters, digits, spaces and . _ / -',
  ),
  trackingUrl: trimmedString('Tracking link')
    .nullable()
    .default(null)
    .transform((v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v))
    .test(
      'https',
      'Tracking link must be an https:// address (or leave it empty for a known carrier)',
      (v) => v == null || isAcceptableTrackingUrl(v),
    ),
  shippedAt: when('Ship date'),
  /** The warehouse the load leaves from; left out, the lines ship from their warehouses in priority order. */
  warehouseId: trimmedString('Warehouse')
    .nullable()
    .default(null)
    .transform((v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v)),
});
export type ShipmentInput = yup.InferType<typeof shipmentInputSchema>;

export const deliveredInputSchema = yup.object({ deliveredAt: when('Delivery date') });

/** SO-000123-2: the second shipment of order 123. */
export const shipmentNumberText = (orderNumber: number, shipmentNumber: number): string =>
  `${orderNumberText(orderNumber)}-${shipmentNumber}`;

/** One invoice line as shipments see it: ordered, shipped in any shipment, delivered, and cancelled before shipping. */
export interface LineShipping {
  ordered: number;
  shipped: number;
  delivered: number;
  cancelled: number;
}

/** What of a line is still open to ship. */
export const openQuantity = (l: LineShipping): number => Math.max(0, l.ordered - l.cancelled - l.shipped);

/**
 * An order's fulfilment from its lines (docs/decisions/061): CANCELLED when nothing is left to ship or shipped;
 * UNFULFILLED before the first shipment; PARTLY_SHIPPED while something shipped and something is open; then SHIPPED,
 * and DELIVERED once every shipped unit is delivered.
 */
export function fulfilmentOfShipments(lines: readonly LineShipping[]): FulfilmentStatusName {
  const live = lines.filter((l) => l.ordered - l.cancelled > 0 || l.shipped > 0);
  if (live.length === 0) return 'CANCELLED';
  const shipped = live.reduce((s, l) => s + l.shipped, 0);
  const open = live.reduce((s, l) => s + openQuantity(l), 0);
  if (shipped === 0) return 'UNFULFILLED';
  if (open > 0) return 'PARTLY_SHIPPED';
  return live.every((l) => l.delivered >= l.shipped) ? 'DELIVERED' : 'SHIPPED';
}

/** A line's item status from its shipping (an item is one invoice line): SHIPPED once nothing is open, DELIVERED once all delivered. */
export function lineItemStatus(l: LineShipping): 'INVOICED' | 'SHIPPED' | 'DELIVERED' | 'CANCELLED' {
  if (l.shipped === 0) return l.ordered - l.cancelled > 0 ? 'INVOICED' : 'CANCELLED';
  if (openQuantity(l) > 0) return 'INVOICED';
  return l.delivered >= l.shipped ? 'DELIVERED' : 'SHIPPED';
}
