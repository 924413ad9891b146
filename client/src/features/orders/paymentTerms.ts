/** Invoice terms (net PAYMENT_TERMS_DAYS): the dates the server gives, formatted one way everywhere. */
import { PAYMENT_TERMS_DAYS, paymentDueDate } from '@gluegun/common';

export { PAYMENT_TERMS_DAYS };

export function dueDate(issued: Date): Date {
  return paymentDueDate(issued);
}

export function formatDate(date: Date | string): string {
  return new Date(date).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

interface Invoiced { invoicedAt?: string | null; paymentDueAt?: string | null }

/** When the invoice was issued and when it is due (the server's invoicedAt / paymentDueAt), or null before Pay. */
export function invoiceDates(item: Invoiced): { issued: Date; due: Date } | null {
  if (!item.invoicedAt) return null;
  const issued = new Date(item.invoicedAt);
  return { issued, due: item.paymentDueAt ? new Date(item.paymentDueAt) : dueDate(issued) };
}
