/**
 * Per-user settings for the optional e-mails (common OPTIONAL_EMAILS): payment reminders and shipping
 * notices. Transactional e-mails (order confirmation, invoice, payment receipt) always go and have no setting.
 * The mail job reads them through mail/preferences.ts, with the company's own (a company admin sets those).
 */
import { Field, InputType, ObjectType } from 'type-graphql';
import type { Context } from '../../context';
import { allowUser } from '../../auth/access';
import { badInput, notFound } from '../../errors';
import { settingsOf } from '../mail/preferences';

@ObjectType({
  description:
    'Which optional e-mails you get. Order confirmations, invoices and payment receipts always go.',
})
export class NotificationSettings {
  @Field({
    description: 'Reminders before an unpaid invoice is due, on its due day, and weekly while it is overdue',
  })
  paymentReminders!: boolean;

  @Field({ description: 'An e-mail when an order ships' })
  shippingNotices!: boolean;
}

@InputType({ description: 'Settings to change; a field left out keeps its value' })
export class NotificationSettingsInput {
  @Field(() => Boolean, { nullable: true })
  paymentReminders?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  shippingNotices?: boolean | null;
}

const SELECT = { emailPaymentReminders: true, emailShippingNotices: true } as const;

function changesOf(input: { paymentReminders?: unknown; shippingNotices?: unknown } | null | undefined) {
  const data: { emailPaymentReminders?: boolean; emailShippingNotices?: boolean } = {};
  for (const [field, column] of [
    ['paymentReminders', 'emailPaymentReminders'],
    ['shippingNotices', 'emailShippingNotices'],
  ] as const) {
    const v = input?.[field];
    if (v === undefined || v === null) continue;
    if (typeof v !== 'boolean') throw badInput(`${field} must be true or false`, field);
    data[column] = v;
  }
  return data;
}

/** The company's settings: any member reads them; a company admin changes them for everyone. */
export async function companyNotificationSettings(ctx: Context): Promise<NotificationSettings> {
  const me = allowUser(ctx, 'companyNotificationSettings');
  return settingsOf(await ctx.db.company.findUniqueOrThrow({ where: { id: me.companyId }, select: SELECT }));
}

export async function updateCompanyNotificationSettings(
  ctx: Context,
  input: { paymentReminders?: unknown; shippingNotices?: unknown } | null | undefined,
) {
  const me = allowUser(ctx, 'updateCompanyNotificationSettings');
  return settingsOf(
    await ctx.db.company.update({ where: { id: me.companyId }, data: changesOf(input), select: SELECT }),
  );
}

export async function myNotificationSettings(ctx: Context): Promise<NotificationSettings> {
  const me = allowUser(ctx, 'myNotificationSettings');
  const user = await ctx.db.user.findUnique({ where: { id: me.id }, select: SELECT });
  if (!user) throw notFound('User');
  return settingsOf(user);
}

export async function updateNotificationSettings(
  ctx: Context,
  input: { paymentReminders?: unknown; shippingNotices?: unknown } | null | undefined,
): Promise<NotificationSettings> {
  const me = allowUser(ctx, 'updateNotificationSettings');
  const data = changesOf(input);
  const user = await ctx.db.user.update({ where: { id: me.id }, data, select: SELECT }).catch(() => null);
  if (!user) throw notFound('User');
  return settingsOf(user);
}
