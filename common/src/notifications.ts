/**
 * The shop's e-mails and unpaid-invoice reminders: which e-mails a person may turn off, and which
 * reminder step an unpaid invoice is at on a given day. One rule for the server (the schedule, the mail job) and
 * the dashboard (the settings page). The calendar is UTC, as every other invoice date (see overdueCutoff).
 */
import { overdueCutoff } from './purchase-orders';

/** Every e-mail the shop sends to buyers. */
export type EmailKind =
  | 'order_confirmation'
  | 'invoice'
  | 'payment_receipt'
  | 'shipping_notice'
  | 'payment_reminder'
  | 'delivery_promised'
  | 'backorder_filled'
  | 'promise_changed';

/**
 * The optional e-mails and the setting that turns each off. Everything else is transactional (the order
 * confirmation, the invoice, the payment receipt): it always goes.
 */
export const OPTIONAL_EMAILS = {
  payment_reminder: { setting: 'paymentReminders', label: 'Payment reminders for unpaid invoices' },
  shipping_notice: { setting: 'shippingNotices', label: 'Shipping notices' },
} as const satisfies Partial<Record<EmailKind, { setting: string; label: string }>>;

export type NotificationSetting = (typeof OPTIONAL_EMAILS)[keyof typeof OPTIONAL_EMAILS]['setting'];
export type NotificationSettings = Record<NotificationSetting, boolean>;

/** True for an e-mail that a person's settings may turn off. */
export const isOptionalEmail = (kind: EmailKind): kind is keyof typeof OPTIONAL_EMAILS =>
  kind in OPTIONAL_EMAILS;

/** Days before the due day of the "due soon" reminder. */
export const REMINDER_DAYS_BEFORE_DUE = 3;
/** Overdue reminders: the first on the first day late, then one every this many days while unpaid. */
export const OVERDUE_REMINDER_EVERY_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Whole UTC calendar days from a's day to b's day. */
const daysBetween = (a: Date, b: Date): number =>
  Math.round((overdueCutoff(b).getTime() - overdueCutoff(a).getTime()) / DAY_MS);

/**
 * The reminder step an unpaid invoice is at on `now`'s day, or null (none is due):
 * - `due_soon` from REMINDER_DAYS_BEFORE_DUE days before the due day until the day before it;
 * - `due_today` on the due day;
 * - `overdue_1` on days 1 to 7 late, `overdue_2` on days 8 to 14, ... (weekly while overdue).
 * No step on the issue day itself: the invoice e-mail has just gone (a "due on receipt" invoice is not reminded
 * on the day it was sent). A step that was missed (no instance ran that day) is not sent late once the next one
 * is due: each step is sent at most once (the schedule's unique (invoice, step) row), the latest one due.
 */
export function reminderStepAt(issuedAt: Date, dueAt: Date, now: Date): string | null {
  if (daysBetween(issuedAt, now) <= 0) return null;
  const untilDue = daysBetween(now, dueAt);
  if (untilDue > REMINDER_DAYS_BEFORE_DUE) return null;
  if (untilDue > 0) return 'due_soon';
  if (untilDue === 0) return 'due_today';
  return `overdue_${Math.floor((-untilDue - 1) / OVERDUE_REMINDER_EVERY_DAYS) + 1}`;
}

/** The earliest due date an invoice can have and still have a step due on `now`'s day (for the schedule's query). */
export const reminderHorizon = (now: Date): Date =>
  new Date(overdueCutoff(now).getTime() + (REMINDER_DAYS_BEFORE_DUE + 1) * DAY_MS);
