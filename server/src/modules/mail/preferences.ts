/**
 * Whether an optional e-mail goes to the buyer of an order: transactional e-mails always go; payment
 * reminders and shipping notices go only when both the buyer and the buyer's company want them (common
 * OPTIONAL_EMAILS; a company admin sets the company's). The mail job asks only this function.
 */
import { OPTIONAL_EMAILS, isOptionalEmail, type EmailKind, type NotificationSettings } from '@gluegun/common';
import type { Db } from '../../db/prisma';

/** The stored settings of a user, in the shared names. */
export const settingsOf = (u: {
  emailPaymentReminders: boolean;
  emailShippingNotices: boolean;
}): NotificationSettings => ({
  paymentReminders: u.emailPaymentReminders,
  shippingNotices: u.emailShippingNotices,
});

export async function buyerWants(db: Db, userId: string | null, kind: EmailKind): Promise<boolean> {
  if (!isOptionalEmail(kind)) return true;
  // An order whose buyer was deleted keeps its e-mail snapshot; nobody is left to have asked for less.
  if (!userId) return true;
  const user = await db.user.findUnique({
    where: { id: userId },
    select: {
      emailPaymentReminders: true,
      emailShippingNotices: true,
      company: { select: { emailPaymentReminders: true, emailShippingNotices: true } },
    },
  });
  if (!user) return true;
  const setting = OPTIONAL_EMAILS[kind].setting;
  return settingsOf(user)[setting] && settingsOf(user.company)[setting];
}
