/**
 * Webhook endpoints (issue #30), admins only: register (the secret is returned once), list, delete, and read the
 * delivery log. The URL is checked for shape and for where it resolves (ssrf.ts) when registered, and again at
 * every delivery (DNS can change).
 */
import type { Context } from '../../context';
import { allowUser } from '../../auth/access';
import { badInput, notFound } from '../../errors';
import { normalizeId } from '../../lib/validate';
import { EVENT_TYPES } from '../events/event-types';
import { UnsafeUrlError, checkedAddresses, urlProblem } from './ssrf';
import { newSecret } from './signing';

const MAX_ENDPOINTS = 50;
const isEventType = (t: string): boolean => (EVENT_TYPES as readonly string[]).includes(t);

export async function createWebhookEndpoint(ctx: Context, input: { url?: unknown; eventTypes?: unknown; description?: unknown }) {
  const admin = allowUser(ctx, 'createWebhookEndpoint');
  const url = typeof input?.url === 'string' ? input.url.trim() : '';
  const problem = urlProblem(url);
  if (problem) throw badInput(problem, 'url');
  const rawTypes = input?.eventTypes ?? [];
  if (!Array.isArray(rawTypes) || rawTypes.some((t) => typeof t !== 'string')) throw badInput('Event types must be a list of names', 'eventTypes');
  const unknown = (rawTypes as string[]).filter((t) => !isEventType(t));
  if (unknown.length) throw badInput(`Unknown event type ${unknown[0]}; known types: ${EVENT_TYPES.join(', ')}`, 'eventTypes');
  const description = typeof input?.description === 'string' && input.description.trim() ? input.description.trim() : null;
  if (description && description.length > 200) throw badInput('The description must be at most 200 characters', 'description');
  try {
    await checkedAddresses(new URL(url).hostname, ctx.config.notify.webhookAllowPrivate);
  } catch (e) {
    throw badInput(e instanceof UnsafeUrlError ? e.message : `${new URL(url).hostname} could not be found`, 'url');
  }
  if ((await ctx.db.webhookEndpoint.count()) >= MAX_ENDPOINTS) throw badInput(`At most ${MAX_ENDPOINTS} endpoints; delete one first`, 'url');
  const secret = newSecret();
  const endpoint = await ctx.db.webhookEndpoint.create({
    data: { url, eventTypes: [...new Set(rawTypes as string[])], description, secret, createdById: admin.id },
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
  return ctx.db.webhookDelivery.findMany({ where: { endpointId: id }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take });
}
