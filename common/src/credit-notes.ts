/**
 * Credit notes, refunds and customer credit (docs/decisions/038): the numbers, the split of a
 * credit note's amount and the inputs an admin gives, shared by the server (which enforces them) and the client.
 */
import * as yup from 'yup';
import { isCalendarDay } from './dates';
import { formatCents } from './rules';
import {
  MAX_ORDER_TOTAL_CENTS,
  MAX_PAYMENT_REFERENCE_LENGTH,
  requiredText,
  trimmedString,
} from './purchase-orders';

/** CN-000123: credit note n. */
export const creditNoteNumberText = (n: number): string => `CN-${String(n).padStart(6, '0')}`;

/** Where the money a credit note gives back (past the invoice's balance) goes. */
export const CREDIT_SETTLEMENTS = ['HOLD', 'APPLY', 'REFUND'] as const;
export type CreditSettlement = (typeof CREDIT_SETTLEMENTS)[number];
export const CREDIT_SETTLEMENT_LABELS: Record<CreditSettlement, string> = {
  HOLD: 'Hold as customer credit',
  APPLY: 'Pay down other open invoices',
  REFUND: 'Refund',
};

export const REFUND_METHODS = ['BANK_TRANSFER', 'CARD', 'CHEQUE', 'OTHER'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];
export const REFUND_METHOD_LABELS: Record<RefundMethod, string> = {
  BANK_TRANSFER: 'Bank transfer',
  CARD: 'Card',
  CHEQUE: 'Cheque',
  OTHER: 'Other',
};

export const MAX_CREDIT_REASON_LENGTH = 500;
export const MAX_CREDIT_NOTE_LINES = 200;

/**
 * How a credit note of `amountCents` on an invoice owing `balanceCents` splits: what lowers the balance (up to
 * all of it) and what it releases of money already paid (the rest), which becomes customer credit.
 */
export function creditNoteSplit(
  balanceCents: number,
  amountCents: number,
): { appliedToInvoiceCents: number; releasedCents: number } {
  const applied = Math.max(0, Math.min(balanceCents, amountCents));
  return { appliedToInvoiceCents: applied, releasedCents: amountCents - applied };
}

const money = (label: string) =>
  yup
    .number()
    .typeError(`${label} must be a number`)
    .required(`${label} is required`)
    .integer(`${label} must be whole cents`)
    .min(1, `${label} must be more than $0.00`)
    .max(MAX_ORDER_TOTAL_CENTS, `${label} must be at most ${formatCents(MAX_ORDER_TOTAL_CENTS)}`);

const day = (label: string) =>
  trimmedString(label)
    .required(`${label} is required`)
    .matches(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date like 2026-11-23`)
    .test('real-date', `${label} must be a real date`, (v) => v == null || isCalendarDay(v));

/** A refund: how much, the day it was paid out, how, and its reference. */
export const refundInputSchema = yup.object({
  amountCents: money('Amount'),
  paidOn: day('Date paid'),
  method: yup
    .string()
    .required('Method is required')
    .oneOf(
      [...REFUND_METHODS],
      `Method must be one of ${REFUND_METHODS.map((m) => REFUND_METHOD_LABELS[m]).join(', ')}`,
    ),
  reference: requiredText('Refund reference', MAX_PAYMENT_REFERENCE_LENGTH),
});
export type RefundInput = yup.InferType<typeof refundInputSchema>;

/** A credit note: the lines (none = every line's remaining quantity), why, stock back or not, where the money goes. */
export const creditNoteInputSchema = yup.object({
  reason: requiredText('Reason', MAX_CREDIT_REASON_LENGTH),
  returnStock: yup.boolean().typeError('Return stock must be true or false').default(false),
  settlement: yup
    .string()
    .required('Choose what happens to the credit')
    .oneOf([...CREDIT_SETTLEMENTS], 'Choose hold, apply or refund'),
  lines: yup
    .array(
      yup
        .object({
          invoiceLineId: trimmedString('Invoice line').required('Each line needs its invoice line'),
          quantity: yup
            .number()
            .typeError('Quantity must be a number')
            .required('Quantity is required')
            .integer('Quantity must be a whole number')
            .min(1, 'Quantity must be at least 1')
            .max(1_000_000, 'Quantity is too large'),
        })
        .typeError('Each line must be { invoiceLineId, quantity }'),
    )
    .typeError('Lines must be a list of { invoiceLineId, quantity }')
    .max(MAX_CREDIT_NOTE_LINES, `At most ${MAX_CREDIT_NOTE_LINES} lines`)
    .nullable()
    .default(null),
  /** Of the invoice's freight, net: what this note credits too (tax follows at the invoice's rate); 0 = none. */
  freightCents: yup
    .number()
    .typeError('Freight to credit must be an amount in cents')
    .integer('Freight to credit must be whole cents')
    .min(0, 'Freight to credit cannot be negative')
    .max(100_000_000, 'Freight to credit is too large')
    .default(0),
  /** With REFUND: the refund's facts (its amount is the money released). */
  refund: yup
    .object({
      paidOn: day('Date paid'),
      method: yup
        .string()
        .required('Method is required')
        .oneOf([...REFUND_METHODS], 'Choose a refund method'),
      reference: requiredText('Refund reference', MAX_PAYMENT_REFERENCE_LENGTH),
    })
    .typeError('Refund must be { paidOn, method, reference }')
    .nullable()
    .default(null)
    .when('settlement', {
      is: 'REFUND',
      then: (s) =>
        s
          .nonNullable("Give the refund's date, method and reference")
          .required("Give the refund's date, method and reference"),
    }),
});
export type CreditNoteInput = yup.InferType<typeof creditNoteInputSchema>;
