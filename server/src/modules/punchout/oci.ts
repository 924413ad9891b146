/**
 * SAP OCI 4.0/5.0 setup (docs/decisions/064): the buyer's SAP system opens the catalog with USERNAME, PASSWORD and
 * HOOK_URL (GET or a form POST). The password is checked against its scrypt hash in constant time; the session is
 * the one cXML opens, and Transfer cart posts NEW_ITEM-* fields to HOOK_URL.
 */
import type { Context } from '../../context';
import { CxmlRefusal } from './cxml';
import { secretMatches } from './secrets';
import { buyerOf, openSession, returnUrlOf, startSession } from './setup';

const field = (fields: Record<string, unknown>, name: string): string => {
  const v = fields[name] ?? fields[name.toLowerCase()];
  return typeof v === 'string' ? v.trim() : '';
};

export async function ociSetup(
  ctx: Context,
  fields: Record<string, unknown>,
): Promise<{ token: string; sessionId: string }> {
  const username = field(fields, 'USERNAME');
  const password = field(fields, 'PASSWORD');
  if (!username || !password || username.length > 200 || password.length > 200)
    throw new CxmlRefusal(401, 'Send USERNAME and PASSWORD');
  // Opened from a person's browser: every attempt counts against their address, before the password is hashed.
  await ctx.signInLimit?.take(ctx.ip);
  const identity = await ctx.db.punchOutIdentity.findUnique({ where: { ociUsername: username } });
  const matches = await secretMatches(password, identity?.ociPasswordHash ?? null);
  if (!identity || !matches) throw new CxmlRefusal(401, 'The OCI user name or password was not accepted');
  if (!identity.enabled) throw new CxmlRefusal(403, 'PunchOut is turned off for this company');
  const returnUrl = returnUrlOf(field(fields, 'HOOK_URL'), 'HOOK_URL');
  const userId = await buyerOf(
    ctx,
    identity,
    [field(fields, 'EMAIL'), field(fields, 'USER_EMAIL')].filter(Boolean),
  );
  const token = await openSession(ctx, {
    identity,
    userId,
    protocol: 'OCI',
    operation: 'create',
    returnUrl,
    buyerCookie: '',
    payloadId: null,
  });
  const started = await startSession(ctx, token);
  if (!started) throw new CxmlRefusal(409, 'The session could not be started');
  return started;
}
