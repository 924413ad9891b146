/**
 * Returns (RMA): a buyer asks to send back delivered units, the shop approves (with a restocking fee or none) or
 * rejects, then receives the goods, restocks or scraps them, and the credit note follows from the receipt. The
 * moves, the numbers and the inputs, shared by the server (which enforces them) and the client.
 */
import * as yup from 'yup';
import { isAcceptableTrackingUrl } from './shipments';
import { requiredText, text } from './purchase-orders';
import { divideHalfUp } from './tax';

export const RETURN_STATUSES = ['REQUESTED', 'APPROVED', 'REJECTED', 'CANCELLED', 'RECEIVED'] as const;
export type ReturnStatusName = (typeof RETURN_STATUSES)[number];
export const RETURN_STATUS_LABELS: Record<ReturnStatusName, string> = {
  REQUESTED: 'Requested',
  APPROVED: 'Approved: send the goods back',
  REJECTED: 'Rejected',
  CANCELLED: 'Withdrawn',
  RECEIVED: 'Received and credited',
};
/** Where a return may go next: the buyer withdraws a request; the shop approves or rejects it, then receives the goods. */
export const RETURN_MOVES: Record<ReturnStatusName, readonly ReturnStatusName[]> = {
  REQUESTED: ['APPROVED', 'REJECTED', 'CANCELLED'],
  APPROVED: ['RECEIVED', 'CANCELLED'],
  REJECTED: [],
  CANCELLED: [],
  RECEIVED: [],
};
/** What happens to received goods: back on the shelf, or written off. */
export const RETURN_DISPOSITIONS = ['RESTOCK', 'SCRAP'] as const;
export type ReturnDisposition = (typeof RETURN_DISPOSITIONS)[number];

/** RMA-000123: return n. */
export const returnNumberText = (n: number): string => `RMA-${String(n).padStart(6, '0')}`;

export const MAX_RETURN_REASON_LENGTH = 500;
export const MAX_RETURN_LINES = 200;
export const MAX_RETURN_PHOTO_LINKS = 5;
/** Most returns one order may have (open or done): goods come back in a few lots, and a page of orders is charged for them. */
export const MAX_RETURNS_PER_ORDER = 20;
/** Most returns the shop's queue shows at once (newest first). */
export const MAX_RETURN_QUEUE = 100;
/** The highest restocking fee, in basis points (50 %): a fee above half the goods' value is a refusal in disguise. */
export const MAX_RESTOCKING_FEE_BP = 5_000;

/**
 * Units of a line that may still be asked back: delivered, less those in returns not rejected or withdrawn, less
 * those credited beyond what was cancelled before shipping (a credit note of shipped goods already gave them back).
 */
export function returnableUnits(line: {
  delivered: number;
  inReturns: number;
  credited: number;
  cancelled: number;
}): number {
  const creditedShipped = Math.max(0, line.credited - line.cancelled);
  return Math.max(0, line.delivered - line.inReturns - creditedShipped);
}

/** The restocking fee on credited goods of `netCents` and `taxCents`: the same share of each, half cents up. */
export function restockingFee(
  netCents: number,
  taxCents: number,
  feeBp: number,
): { netCents: number; taxCents: number } {
  return {
    netCents: divideHalfUp(netCents * feeBp, 10_000),
    taxCents: divideHalfUp(taxCents * feeBp, 10_000),
  };
}

const photoLink = yup
  .string()
  .typeError('A photo link must be text')
  .transform((v: unknown) => (typeof v === 'string' ? v.trim() : v))
  .test('https', 'A photo link must be an https:// address', (v) => v == null || isAcceptableTrackingUrl(v));

/** What a buyer sends to ask for a return. */
export const returnRequestSchema = yup.object({
  lines: yup
    .array(
      yup.object({
        invoiceLineId: yup.string().typeError('Line must be text').required('Line is required'),
        quantity: yup
          .number()
          .typeError('Quantity must be a number')
          .required('Quantity is required')
          .integer('Quantity must be a whole number')
          .min(1, 'Quantity must be at least 1')
          .max(10_000_000, 'Quantity is too large'),
      }),
    )
    .typeError('Name the lines to return')
    .required('Name at least one line to return')
    .min(1, 'Name at least one line to return')
    .max(MAX_RETURN_LINES, `At most ${MAX_RETURN_LINES} lines in one return`),
  reason: requiredText('Reason', MAX_RETURN_REASON_LENGTH),
  photoLinks: yup
    .array(photoLink.required('A photo link is empty'))
    .typeError('Photo links must be a list')
    .max(MAX_RETURN_PHOTO_LINKS, `At most ${MAX_RETURN_PHOTO_LINKS} photo links`)
    .default([]),
});
export type ReturnRequestInput = yup.InferType<typeof returnRequestSchema>;

/** The shop's approval: a restocking fee in percent (0 to 50, two decimals at most). */
export const returnApprovalSchema = yup.object({
  restockingFeePercent: yup
    .number()
    .typeError('Restocking fee must be a number')
    .default(0)
    .min(0, 'Restocking fee cannot be negative')
    .max(MAX_RESTOCKING_FEE_BP / 100, `Restocking fee must be at most ${MAX_RESTOCKING_FEE_BP / 100} %`)
    .test(
      'cents',
      'Restocking fee may have at most two decimals',
      (v) =>
        v == null ||
        (Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6),
    ),
});

/** The shop's rejection: why, told to the buyer. */
export const returnRejectionSchema = yup.object({ reason: requiredText('Reason', MAX_RETURN_REASON_LENGTH) });

/** The shop's receipt: what happens to the goods, and a note. */
export const returnReceiptSchema = yup.object({
  disposition: yup
    .string()
    .typeError('Say what happens to the goods')
    .required('Say what happens to the goods')
    .oneOf([...RETURN_DISPOSITIONS], 'The goods are restocked (RESTOCK) or scrapped (SCRAP)'),
  note: text('Note', MAX_RETURN_REASON_LENGTH).default(''),
});
