/** Webhook endpoints and one endpoint's delivery log as cursor pages (docs/decisions/029-cursor-pages.md). */
import type { Context } from '../../context';
import { notFound } from '../../errors';
import { allowUser } from '../../auth/access';
import { keysetPage, withKey, type PageArgs } from '../../lib/connection';
import { connectionOf } from '../../lib/connection-type';
import { normalizeId } from '../../lib/validate';
import { WebhookDelivery, WebhookEndpoint } from './webhook.type';

export const WebhookEndpointConnection = connectionOf(
  WebhookEndpoint,
  'WebhookEndpoint',
  'A page of webhook endpoints, newest first, by cursor',
);
export const WebhookDeliveryConnection = connectionOf(
  WebhookDelivery,
  'WebhookDelivery',
  "A page of one endpoint's deliveries, newest first, by cursor",
);

/** Registered endpoints, newest first like `webhookEndpoints`. */
export async function webhookEndpointConnection(ctx: Context, args: PageArgs) {
  allowUser(ctx, 'webhookEndpointConnection');
  const page = await keysetPage(args, 'webhookEndpoints', {
    rows: (past, orderBy, take) =>
      ctx.db.webhookEndpoint.findMany({ where: withKey({}, past), orderBy, take }),
    any: async (past) =>
      (await ctx.db.webhookEndpoint.findFirst({ where: past, select: { id: true } })) !== null,
  });
  return { ...page, count: () => ctx.db.webhookEndpoint.count() };
}

/** One endpoint's delivery log, newest first like `webhookDeliveries` (seeks on (endpointId, createdAt)). */
export async function webhookDeliveryConnection(ctx: Context, rawEndpointId: string, args: PageArgs) {
  allowUser(ctx, 'webhookDeliveryConnection');
  const endpointId = normalizeId(rawEndpointId);
  if (
    !endpointId ||
    !(await ctx.db.webhookEndpoint.findUnique({ where: { id: endpointId }, select: { id: true } }))
  )
    throw notFound('Webhook endpoint');
  const where = { endpointId };
  const page = await keysetPage(args, 'webhookDeliveries', {
    rows: (past, orderBy, take) =>
      ctx.db.webhookDelivery.findMany({ where: withKey(where, past), orderBy, take }),
    any: async (past) =>
      (await ctx.db.webhookDelivery.findFirst({ where: withKey(where, past), select: { id: true } })) !==
      null,
  });
  return { ...page, count: () => ctx.db.webhookDelivery.count({ where }) };
}
