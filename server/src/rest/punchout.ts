import { Router } from 'express';
import { handle } from './handler';
import { bodyOf, optionalText, type Body } from './body';
import * as identities from '../modules/punchout/identity.service';

const TEXT_FIELDS = [
  'fromDomain',
  'fromIdentity',
  'toDomain',
  'toIdentity',
  'senderDomain',
  'senderIdentity',
  'sharedSecret',
  'ociUsername',
  'ociPassword',
  'punchOutUserId',
] as const;

/** A PunchOut identity's body as the GraphQL input takes it (secrets left out keep the stored ones). */
const identityBody = (body: Body) => ({
  ...Object.fromEntries(TEXT_FIELDS.map((f) => [f, optionalText(body, f)])),
  enabled: body.enabled === undefined || body.enabled === null ? undefined : body.enabled,
});

const present = (i: identities.PresentedIdentity) => ({
  ...i,
  createdAt: i.createdAt.toISOString(),
  updatedAt: i.updatedAt.toISOString(),
});

/** Procurement PunchOut over REST (docs/decisions/064): the identity a shop admin sets per company. */
export function punchOutRoutes(): Router {
  const r = Router({ caseSensitive: true });
  r.get(
    '/admin/companies/:id/punchout',
    handle('punchOutIdentity', async (ctx, req) => {
      const identity = await identities.punchOutIdentity(ctx, String(req.params.id));
      return { identity: identity ? present(identity) : null };
    }),
  );
  r.put(
    '/admin/companies/:id/punchout',
    handle('savePunchOutIdentity', async (ctx, req) => ({
      success: true,
      identity: present(
        await identities.savePunchOutIdentity(ctx, String(req.params.id), identityBody(bodyOf(req))),
      ),
    })),
  );
  return r;
}
