/**
 * Invoice terms: net 30 days. TODO(after main's security merge): use PAYMENT_TERMS_DAYS and the server's
 * invoicedAt / paymentDueAt fields; until then the issue date is the PAID event's time.
 */
export const PAYMENT_TERMS_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

export function dueDate(issued: Date): Date {
  return new Date(issued.getTime() + PAYMENT_TERMS_DAYS * DAY_MS);
}

export function formatDate(date: Date | string): string {
  return new Date(date).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

interface Invoiced {
  invoicedAt?: string | null;
  paymentDueAt?: string | null;
  events: ReadonlyArray<{ toStatus: string; createdAt: string }>;
}

/** When the invoice was issued and when it is due, or null before Pay. */
export function invoiceDates(item: Invoiced): { issued: Date; due: Date } | null {
  const paidAt = item.invoicedAt ?? item.events.find((e) => e.toStatus === 'PAID')?.createdAt;
  if (!paidAt) return null;
  const issued = new Date(paidAt);
  return { issued, due: item.paymentDueAt ? new Date(item.paymentDueAt) : dueDate(issued) };
}
