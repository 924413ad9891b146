/**
 * Webhook endpoints, admins only: register (the secret is returned once), list, delete, and read the
 * delivery log, rotate the secret with an overlap, enable an endpoint the retries disabled, and redeliver one
 * delivery by hand. The URL is checked for shape and for where it resolves (ssrf.ts) when registered, and again at
 * every delivery (DNS can change).
 */
import type { Context } from '../../context';
import { allowUser } from '../../auth/access';
import { badInput, conflict, notFound } from '../../errors';
import { nowOf } from '../../lib/clock';
import { normalizeId } from '../../lib/validate';
import { EVENT_TYPES } from '../events/event-types';
import { outboxHealth as readOutboxHealth } from '../events/health';
import { UnsafeUrlError, checkedAddresses, urlProblem } from './ssrf';
import { newSecret } from './signing';
import { openSecret, sealSecret } from './secret-box';
import { inTransaction } from '../../db/retry';

const MAX_ENDPOINTS = 50;
const isEventType = (t: string): boolean => (EVENT_TYPES as readonly string[]).includes(t);

export async function createWebhookEndpoint(
  ctx: Context,
  input: { url?: unknown; eventTypes?: unknown; description?: unknown },
) {
  const admin = allowUser(ctx, 'createWebhookEndpoint');
  const url = typeof input?.url === 'string' ? input.url.trim() : '';
  const problem = urlProblem(url);
  if (problem) throw badInput(problem, 'url');
  const rawTypes = input?.eventTypes ?? [];
  if (!Array.isArray(rawTypes) || rawTypes.some((t) => typeof t !== 'string'))
    throw badInput('Event types must be a list of names', 'eventTypes');
  const unknown = (rawTypes as string[]).filter((t) => !isEventType(t));
  if (unknown.length)
    throw badInput(`Unknown event type ${unknown[0]}; known types: ${EVENT_TYPES.join(', ')}`, 'eventTypes');
  const description =
    typeof input?.description === 'string' && input.description.trim() ? input.description.trim() : null;
  if (description && description.length > 200)
    throw badInput('The description must be at most 200 characters', 'description');
  try {
    await checkedAddresses(new URL(url).hostname, ctx.config.notify.webhookAllowPrivate);
  } catch (e) {
    throw badInput(
      e instanceof UnsafeUrlError ? e.message : `${new URL(url).hostname} could not be found`,
      'url',
    );
  }
  if ((await ctx.db.webhookEndpoint.count()) >= MAX_ENDPOINTS)
    throw badInput(`At most ${MAX_ENDPOINTS} endpoints; delete one first`, 'url');
  const secret = newSecret();
  const endpoint = await ctx.db.webhookEndpoint.create({
    data: {
      url,
      eventTypes: [...new Set(rawTypes as string[])],
      description,
      secret: sealSecret(secret, ctx.config.sessionSecret),
      createdById: admin.id,
    },
  });
  return { endpoint, secret };
}

export async function webhookEndpoints(ctx: Context) {
  allowUser(ctx, 'webhookEndpoints');
  return ctx.db.webhookEndpoint.findMany({ orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
}

export async function deleteWebhookEndpoint(ctx: Context, rawId: string) {
  allowUser(ctx, 'deleteWebhookEndpoint');
  const id = normalizeId(rawId);
  if (!id) throw notFound('Webhook endpoint');
  const gone = await ctx.db.webhookEndpoint.deleteMany({ where: { id } });
  if (gone.count === 0) throw notFound('Webhook endpoint');
  return true;
}

export async function webhookDeliveries(ctx: Context, rawEndpointId: string, take = 50) {
  allowUser(ctx, 'webhookDeliveries');
  const id = normalizeId(rawEndpointId);
  if (!id) throw notFound('Webhook endpoint');
  if (!Number.isInteger(take) || take < 1 || take > 200) throw badInput('take must be from 1 to 200', 'take');
  const endpoint = await ctx.db.webhookEndpoint.findUnique({ where: { id }, select: { id: true } });
  if (!endpoint) throw notFound('Webhook endpoint');
  return ctx.db.webhookDelivery.findMany({
    where: { endpointId: id },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take,
  });
}

/** Longest overlap of a rotation: a week, time enough for any receiver to deploy the new secret. */
export const MAX_OVERLAP_HOURS = 168;

/**
 * A new signing secret, returned this once. For `overlapHours` the previous secret stays valid: deliveries carry
 * a signature with each (space-separated in webhook-signature), so receivers can switch at their own pace. 0 ends
 * the old secret at once. A rotation during an overlap drops the oldest secret (only two are ever valid).
 */
export async function rotateWebhookSecret(ctx: Context, rawId: string, overlapHours: unknown) {
  allowUser(ctx, 'rotateWebhookSecret');
  const id = normalizeId(rawId);
  if (!id) throw notFound('Webhook endpoint');
  if (
    typeof overlapHours !== 'number' ||
    !Number.isInteger(overlapHours) ||
    overlapHours < 0 ||
    overlapHours > MAX_OVERLAP_HOURS
  ) {
    throw badInput(
      `The overlap must be a whole number of hours from 0 to ${MAX_OVERLAP_HOURS}`,
      'overlapHours',
    );
  }
  const now = nowOf(ctx);
  const secret = newSecret();
  const endpoint = await inTransaction(ctx.db, async (tx) => {
    const [current] = await tx.$queryRaw<
      Array<{ secret: string }>
    >`SELECT "secret" FROM "WebhookEndpoint" WHERE "id" = ${id}::uuid FOR UPDATE`;
    if (!current) return null;
    return tx.webhookEndpoint.update({
      where: { id },
      data: {
        secret: sealSecret(secret, ctx.config.sessionSecret),
        secretRotatedAt: now,
        previousSecret:
          overlapHours > 0
            ? sealSecret(openSecret(current.secret, ctx.config.sessionSecret), ctx.config.sessionSecret)
            : null,
        previousSecretExpiresAt: overlapHours > 0 ? new Date(now.getTime() + overlapHours * 3_600_000) : null,
      },
    });
  });
  if (!endpoint) throw notFound('Webhook endpoint');
  return { endpoint, secret };
}

/** Turns an endpoint back on (after retries disabled it): new events are delivered again; missed ones can be redelivered. */
export async function enableWebhookEndpoint(ctx: Context, rawId: string) {
  allowUser(ctx, 'enableWebhookEndpoint');
  const id = normalizeId(rawId);
  if (!id) throw notFound('Webhook endpoint');
  const updated = await ctx.db.webhookEndpoint.updateMany({
    where: { id },
    data: { enabled: true, disabledAt: null, disabledReason: null },
  });
  if (updated.count === 0) throw notFound('Webhook endpoint');
  return ctx.db.webhookEndpoint.findUniqueOrThrow({ where: { id } });
}

/**
 * Sends one delivery again, by hand: one new attempt with the same webhook-id (receivers de-duplicate by it). The
 * request is recorded on the delivery row and the dispatcher makes the job (the same transaction rule as events:
 * no job for a request that rolled back, none lost after commit). Refused while the delivery is still being tried
 * and while its endpoint is disabled.
 */
export async function redeliverWebhook(ctx: Context, rawDeliveryId: string) {
  allowUser(ctx, 'redeliverWebhook');
  const id = normalizeId(rawDeliveryId);
  if (!id) throw notFound('Webhook delivery');
  const now = nowOf(ctx);
  const result = await inTransaction(ctx.db, async (tx) => {
    const [row] = await tx.$queryRaw<
      Array<{ status: string; redeliverRequestedAt: Date | null; enabled: boolean }>
    >`
      SELECT d."status", d."redeliverRequestedAt", w."enabled" FROM "WebhookDelivery" d JOIN "WebhookEndpoint" w ON w."id" = d."endpointId"
      WHERE d."id" = ${id}::uuid FOR UPDATE OF d`;
    if (!row) return 'missing' as const;
    if (!row.enabled) return 'disabled' as const;
    if (row.redeliverRequestedAt || row.status === 'PENDING' || row.status === 'RETRYING')
      return 'busy' as const;
    return tx.webhookDelivery.update({
      where: { id },
      data: { status: 'PENDING', redeliverRequestedAt: now },
    });
  });
  if (result === 'missing') throw notFound('Webhook delivery');
  if (result === 'disabled') throw conflict('The endpoint is disabled: enable it first, then redeliver');
  if (result === 'busy') throw conflict('This delivery is still being sent; wait until it succeeds or fails');
  return result;
}

/** The outbox's health for the admin dashboard: the /readyz figures. */
export async function outboxHealth(ctx: Context) {
  allowUser(ctx, 'outboxHealth');
  return readOutboxHealth(ctx.db);
}

/** The event types an endpoint may subscribe to, for the dashboard's endpoint form. */
export function webhookEventTypes(ctx: Context): string[] {
  allowUser(ctx, 'webhookEventTypes');
  return [...EVENT_TYPES];
}
