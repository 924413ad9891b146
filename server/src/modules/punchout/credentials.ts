/**
 * Whose document this is (docs/decisions/064): the Sender credential names the identity, its SharedSecret must match
 * the stored hash (compared in constant time, and the same work done for an unknown sender), and From and To must be
 * the identity's. A payloadID already accepted from the identity is a replay.
 */
import type { Context } from '../../context';
import type { PunchOutIdentity } from '../../generated/prisma/client';
import { CxmlRefusal, credentialOf, payloadIdOf, type Node } from './cxml';
import { secretMatches } from './secrets';

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export async function identityOf(ctx: Context, root: Node): Promise<PunchOutIdentity> {
  const sender = credentialOf(root, 'Sender');
  if (!sender.identity || !sender.secret)
    throw new CxmlRefusal(401, 'The Sender credential with its SharedSecret is required');
  const identity = sender.domain
    ? await ctx.db.punchOutIdentity.findUnique({
        where: {
          senderDomain_senderIdentity: { senderDomain: sender.domain, senderIdentity: sender.identity },
        },
      })
    : null;
  const matches = await secretMatches(sender.secret, identity?.secretHash ?? null);
  if (!identity || !matches) {
    // Wrong secrets count against the sender's address as failed sign-ins do: guessing stops at the sign-in limit.
    await ctx.signInLimit?.take(ctx.ip);
    throw new CxmlRefusal(401, 'The Sender credential was not accepted');
  }
  const from = credentialOf(root, 'From');
  const to = credentialOf(root, 'To');
  if (
    !same(from.domain, identity.fromDomain) ||
    from.identity !== identity.fromIdentity ||
    !same(to.domain, identity.toDomain) ||
    to.identity !== identity.toIdentity
  ) {
    throw new CxmlRefusal(401, "The From or To credential does not match the Sender's");
  }
  if (!identity.enabled) throw new CxmlRefusal(403, 'PunchOut is turned off for this company');
  return identity;
}

/** The document's payloadID, refused when missing or already accepted from this identity. */
export async function freshPayloadId(ctx: Context, identityId: string, root: Node): Promise<string> {
  const payloadId = payloadIdOf(root);
  if (!payloadId) throw new CxmlRefusal(400, 'The document has no payloadID');
  const seen = await ctx.db.punchOutPayload.findUnique({
    where: { identityId_payloadId: { identityId, payloadId } },
  });
  if (seen) throw new CxmlRefusal(409, 'This document (its payloadID) was already received');
  return payloadId;
}
