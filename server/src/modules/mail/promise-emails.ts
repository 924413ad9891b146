/**
 * The e-mail telling a buyer that lines of their order are now promised later than the day they asked for
 * (docs/decisions/110): which lines, the day promised before and now, and why it moved.
 */
import { formatDay } from '@gluegun/common';

/** A moved line as its event carries it. */
export interface MovedLineFacts {
  sku: string;
  productName: string;
  requestedDeliveryDate: string;
  previousPromisedDeliveryDate: string | null;
  promisedDeliveryDate: string;
}

const WHY: Record<string, string> = {
  stock_arrived: 'The stock they were waiting for arrived later than we expected.',
  holiday_added: 'Our warehouse will be closed on a day we had counted as a working day.',
  holiday_removed: 'Our working days have changed.',
  restock_changed: 'The day we expect the stock they are waiting for has changed.',
  lead_time_changed: 'The time we need to prepare them for delivery has changed.',
};

/** One line in words: "Hot melt sticks (HM-1): now January 20, 2027 (was January 14, 2027); you asked for January 15, 2027". */
export const movedLineText = (l: MovedLineFacts) =>
  `${l.productName} (${l.sku}): now ${formatDay(l.promisedDeliveryDate)}${
    l.previousPromisedDeliveryDate ? ` (was ${formatDay(l.previousPromisedDeliveryDate)})` : ''
  }; you asked for ${formatDay(l.requestedDeliveryDate)}`;

/** The subject, heading and paragraphs of the e-mail (templates.ts draws it as every order e-mail). */
export function promiseChangedParts(
  order: string,
  poNumber: string | null,
  reason: string | undefined,
  moved: readonly MovedLineFacts[],
) {
  return {
    subject: `New delivery date for items of order ${order}`,
    heading: 'Some of your items will arrive later than you asked',
    intro: [
      `We have had to move the delivery date of items of order ${order}${poNumber ? ` (your PO ${poNumber})` : ''}: they now arrive later than the day you asked for.`,
      ...(reason && WHY[reason] ? [WHY[reason]] : []),
      ...moved.map(movedLineText),
      'We are sorry; reply to this e-mail if that does not work for you.',
    ],
    showLines: false,
    summary: [['Order', order]] as Array<[string, string]>,
  };
}
