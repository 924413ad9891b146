/**
 * The one presenter of a purchase order: every value a person or an integrator reads about an order that
 * is not stored as such (its number as text, balance, payment status now, its label, whole days overdue, the issue
 * and due days, the fulfilment moves an admin is offered) and what of its payments and events a viewer may see.
 * GraphQL field resolvers, the REST answers, both CSV exports and the invoice (web and PDF) all read these, so the
 * same order says the same thing on every surface.
 */
import {
  FULFILMENT_MOVES,
  FULFILMENT_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
  balanceOf,
  daysOverdue,
  isoDay,
  orderCancellable,
  orderNumberText,
  paymentStatusAt,
  promisedAfterRequested,
  type FulfilmentStatusName,
  type PaymentStatusName,
} from '@gluegun/common';
import type { PurchaseOrder } from '../../generated/prisma/client';

type OrderFacts = Pick<
  PurchaseOrder,
  | 'number'
  | 'totalCents'
  | 'paidCents'
  | 'creditedCents'
  | 'paymentStatus'
  | 'fulfilmentStatus'
  | 'dueAt'
  | 'issuedAt'
  | 'freightPending'
  | 'billToName'
  | 'billToTaxId'
  | 'companyName'
  | 'buyerName'
  | 'billToLine1'
  | 'billToLine2'
  | 'billToCity'
  | 'billToRegion'
  | 'billToPostalCode'
  | 'billToCountry'
>;

export interface PurchaseOrderFigures {
  orderNumber: string;
  balanceCents: number;
  paymentStatus: PaymentStatusName;
  paymentStatusLabel: string;
  fulfilmentStatusLabel: string;
  daysOverdue: number;
  issuedOn: string;
  dueOn: string;
  /** Bill to: the buying company's legal name when the order was placed. */
  billToName: string;
  /** That company's tax id, or null when it had none. */
  billToTaxId: string | null;
  /** That company's billing address when the order was placed, one printed line each; empty when it had none. */
  billToAddress: string[];
  /** The person who placed the order (its buyer), printed under the company. */
  orderedBy: string;
}

/** The legal name an order bills: the company's as frozen at checkout; very old rows fall back to what the buyer typed. */
function billToNameOf(po: OrderFacts): string {
  for (const name of [po.billToName, po.companyName, po.buyerName])
    if (name && name.trim() !== '') return name.trim();
  return po.buyerName;
}

/** The frozen billing address as printed lines (street, street, "city, region, postal code", country). */
function billToAddressOf(po: OrderFacts): string[] {
  const text = (v: string | null) => (v ?? '').trim();
  const cityLine = [po.billToCity, po.billToRegion, po.billToPostalCode].map(text).filter(Boolean).join(', ');
  return [text(po.billToLine1), text(po.billToLine2), cityLine, text(po.billToCountry)].filter(Boolean);
}

/** What an order's derived values are at `now` (the request's clock). */
export function figuresOf(po: OrderFacts, now: Date): PurchaseOrderFigures {
  const paymentStatus = paymentStatusAt(po.paymentStatus, po.dueAt, now);
  return {
    orderNumber: orderNumberText(po.number),
    balanceCents: balanceOf(po),
    paymentStatus,
    paymentStatusLabel: PAYMENT_STATUS_LABELS[paymentStatus],
    fulfilmentStatusLabel: FULFILMENT_STATUS_LABELS[po.fulfilmentStatus as FulfilmentStatusName],
    // An invoice whose freight we still quote is not asked to be paid (docs/decisions/076): never overdue.
    daysOverdue:
      po.paymentStatus === 'AWAITING_PAYMENT' && !po.freightPending ? daysOverdue(po.dueAt, now) : 0,
    issuedOn: isoDay(po.issuedAt),
    dueOn: isoDay(po.dueAt),
    billToName: billToNameOf(po),
    billToTaxId: po.billToTaxId && po.billToTaxId.trim() !== '' ? po.billToTaxId.trim() : null,
    billToAddress: billToAddressOf(po),
    orderedBy: po.buyerName,
  };
}

/** The fulfilment moves an admin is offered: cancel only where it would be accepted (nothing paid or shipped). */
export function fulfilmentMovesOf(
  po: Pick<PurchaseOrder, 'fulfilmentStatus' | 'paidCents' | 'creditedCents'>,
  admin: boolean,
): FulfilmentStatusName[] {
  if (!admin) return [];
  return FULFILMENT_MOVES[po.fulfilmentStatus as FulfilmentStatusName].filter(
    (to) => to !== 'CANCELLED' || orderCancellable(po),
  );
}

/** A payment as the viewer may see it: the day it arrived as YYYY-MM-DD; who recorded it for admins only. */
export function visiblePayment<
  P extends { receivedOn: Date; recordedByEmail?: string | null; recordedById?: string | null },
>(p: P, admin: boolean) {
  return {
    ...p,
    receivedOn: isoDay(p.receivedOn),
    recordedByEmail: admin ? (p.recordedByEmail ?? null) : null,
    recordedById: admin ? (p.recordedById ?? null) : null,
  };
}

/** An event as the viewer may see it: customers see who did it as a role, never an admin's e-mail or id. */
export function visibleEvent<E extends { actorEmail: string | null; actorId?: string | null }>(
  e: E,
  admin: boolean,
) {
  return { ...e, actorEmail: admin ? e.actorEmail : null, actorId: admin ? (e.actorId ?? null) : null };
}

/** Where an order goes, one printed line each (the invoice's Deliver to, a packing slip's). */
export function addressLines(po: PurchaseOrder): string[] {
  if (!po.addressLine1) return ['To be confirmed'];
  const cityLine = [po.city, po.region, po.postalCode].filter(Boolean).join(', ');
  return [po.companyName, po.addressLine1, po.addressLine2, cityLine, po.country].filter((l): l is string =>
    Boolean(l),
  );
}

/** An order's delivery days as every surface reads them: YYYY-MM-DD or null, and whether the promise is later than asked. */
export function deliveryDaysOf(po: Pick<PurchaseOrder, 'requestedDeliveryDate' | 'promisedDeliveryDate'>) {
  const requestedDeliveryOn = po.requestedDeliveryDate ? isoDay(po.requestedDeliveryDate) : null;
  const promisedDeliveryOn = po.promisedDeliveryDate ? isoDay(po.promisedDeliveryDate) : null;
  return {
    requestedDeliveryOn,
    promisedDeliveryOn,
    promisedLate: promisedAfterRequested(requestedDeliveryOn, promisedDeliveryOn),
  };
}

/**
 * A line's delivery days (docs/decisions/101), both kept at checkout: the day asked for it (its own, else the
 * order's), the day the shop promised it, and whether that promise is later than asked.
 */
export function lineDeliveryDaysOf(line: {
  requestedDeliveryDate?: Date | null;
  promisedDeliveryDate?: Date | null;
}) {
  const requestedDeliveryOn = line.requestedDeliveryDate ? isoDay(line.requestedDeliveryDate) : null;
  const promisedDeliveryOn = line.promisedDeliveryDate ? isoDay(line.promisedDeliveryDate) : null;
  return {
    requestedDeliveryOn,
    promisedDeliveryOn,
    promisedLate: promisedAfterRequested(requestedDeliveryOn, promisedDeliveryOn),
  };
}
