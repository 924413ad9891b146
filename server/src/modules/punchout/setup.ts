/**
 * cXML PunchOutSetupRequest (operation create or edit) and the one-time start link it answers with
 * (docs/decisions/064, 122). The buyer is the member named in the request (Contact Email, or the UserEmail extrinsic
 * Ariba and Coupa send), else the company's designated punch-out user. The start link is a random token whose
 * SHA-256 is stored; it signs in once, within START_LINK_SECONDS. An edit's ItemOut lines put the items the buyer
 * transferred back into their cart (restoreCart).
 */
import { createHash, randomBytes } from 'node:crypto';
import { PUNCHOUT_COMPANY_ROLES, isHttpUrl } from '@gluegun/common';
import { createContext, nowOf, type Context } from '../../context';
import { signSession } from '../../auth/session';
import { sessionUserOf } from '../../auth/resolve-user';
import { deleteOrderItem, placeValidOrder } from '../orders/order.service';
import { normalizeEmail } from '../../lib/validate';
import { inTransaction } from '../../db/retry';
import { Prisma, type PunchOutIdentity } from '../../generated/prisma/client';
import { CxmlRefusal, arr, attr, obj, path, refusalOf, text, x, type Node } from './cxml';
import { freshPayloadId, identityOf } from './credentials';
import { linesOf } from './order';
import type { TransferredLine } from './transfer';

export const START_LINK_SECONDS = 300;
const MAX_URL = 2_000;
export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** The member to sign in: the one named in the request, else the company's designated punch-out user. */
export async function buyerOf(ctx: Context, identity: PunchOutIdentity, named: string[]): Promise<string> {
  const emails = named
    .map((e) => {
      try {
        return normalizeEmail(e);
      } catch {
        return '';
      }
    })
    .filter(Boolean);
  // Members are read now, not as they were when the identity was saved: someone who left or changed role is no one's.
  const allowed = {
    companyId: identity.companyId,
    role: 'CUSTOMER' as const,
    companyRole: { in: [...PUNCHOUT_COMPANY_ROLES] },
  };
  const member = emails.length
    ? await ctx.db.user.findFirst({ where: { ...allowed, email: { in: emails } }, select: { id: true } })
    : null;
  const designated =
    !member && identity.punchOutUserId
      ? await ctx.db.user.findFirst({
          where: { ...allowed, id: identity.punchOutUserId },
          select: { id: true },
        })
      : null;
  const id = member?.id ?? designated?.id;
  if (!id)
    throw new CxmlRefusal(
      403,
      'The request names no buyer or requester of the company, and the company has no punch-out user who still is one',
    );
  return id;
}

export function returnUrlOf(raw: string, what: string): string {
  let absolute = false;
  try {
    absolute = /^https?:$/.test(new URL(raw).protocol);
  } catch {
    absolute = false;
  }
  if (!raw || raw.length > MAX_URL || !isHttpUrl(raw) || !absolute)
    throw new CxmlRefusal(400, `The ${what} must be an absolute http(s) URL`);
  return raw;
}

/** A session row and its start link's token, with the payloadID kept in the same transaction (a replay loses the race). */
export async function openSession(
  ctx: Context,
  data: {
    identity: PunchOutIdentity;
    userId: string;
    protocol: 'CXML' | 'OCI';
    operation: string;
    returnUrl: string;
    buyerCookie: string;
    payloadId: string | null;
  },
) {
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(nowOf(ctx).getTime() + START_LINK_SECONDS * 1000);
  try {
    await inTransaction(ctx.db, async (tx) => {
      if (data.payloadId)
        await tx.punchOutPayload.create({
          data: { identityId: data.identity.id, payloadId: data.payloadId },
        });
      await tx.punchOutSession.create({
        data: {
          identityId: data.identity.id,
          userId: data.userId,
          protocol: data.protocol,
          operation: data.operation,
          returnUrl: data.returnUrl,
          buyerCookie: data.buyerCookie,
          startHash: hashToken(token),
          startExpiresAt: expires,
        },
      });
    });
  } catch (e) {
    if (e instanceof Prisma.PrismaClientKnownRequestError && e.code === 'P2002')
      throw new CxmlRefusal(409, 'This document (its payloadID) was already received');
    throw e;
  }
  return token;
}

/**
 * An edit's ItemOut lines (each with the SupplierPartAuxiliaryID its cart was transferred with) put the transferred
 * items back into the buyer's cart, so they can change them: a line still open in the cart stays as it is; one
 * removed or ordered since is added again at the requisition's quantity, priced and checked as any line is now.
 * Lines of another buyer's cart, or of no cart this identity transferred, are refused; a line that can no longer be
 * added takes back the lines this request added, so a refused edit leaves the cart as it was.
 */
async function restoreCart(ctx: Context, identity: PunchOutIdentity, userId: string, request: Node) {
  if (arr(request.ItemOut).length === 0) return;
  const lines = linesOf(request);
  const sessions = await ctx.db.punchOutSession.findMany({
    where: {
      id: { in: [...new Set(lines.map((l) => l.sessionId))] },
      identityId: identity.id,
      transferredAt: { not: null },
    },
    select: { id: true, userId: true, transferred: true },
  });
  for (const l of lines) {
    const session = sessions.find((s) => s.id === l.sessionId);
    const sent = ((session?.transferred ?? []) as unknown as TransferredLine[]).find(
      (t) => t.itemId === l.itemId,
    );
    if (!session || !sent || sent.sku !== l.sku)
      throw new CxmlRefusal(404, `Line ${l.sku || l.itemId} is not in a cart transferred from this shop`);
    if (session.userId !== userId)
      throw new CxmlRefusal(403, `Line ${l.sku} was transferred by another buyer: they must edit it`);
  }
  const user = await ctx.db.user.findUniqueOrThrow({ where: { id: userId } });
  const buyer = createContext(ctx, sessionUserOf(user), false, ctx.ip);
  const [open, products, last] = await Promise.all([
    ctx.db.orderItem.findMany({
      where: { userId, status: 'PENDING', purchaseOrderId: null, approvalRequestId: null },
      select: { productId: true },
    }),
    ctx.db.product.findMany({
      where: { sku: { in: lines.map((l) => l.sku) } },
      select: { id: true, sku: true },
    }),
    ctx.db.orderItem.findFirst({
      where: { userId },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      select: { userPhone: true },
    }),
  ]);
  const added: string[] = [];
  let sku = '';
  try {
    for (const l of lines) {
      sku = l.sku;
      const product = products.find((p) => p.sku === l.sku);
      if (!product) throw new CxmlRefusal(404, 'It is no longer sold here');
      if (open.some((o) => o.productId === product.id)) continue;
      const item = await placeValidOrder(buyer, buyer.user!, {
        productId: product.id,
        quantity: l.quantity,
        phone: last?.userPhone ?? '',
      });
      open.push({ productId: product.id });
      added.push(item.id);
    }
  } catch (e) {
    for (const id of added) await deleteOrderItem(buyer, id);
    const refusal = refusalOf(e);
    throw new CxmlRefusal(refusal.status, `${sku}: ${refusal.message}`);
  }
}

/** The setup request's answer: a PunchOutSetupResponse whose StartPage signs the buyer in once. */
export async function cxmlSetup(ctx: Context, root: Node, baseUrl: string): Promise<string> {
  const request = obj(path(root, 'Request', 'PunchOutSetupRequest'));
  if (Object.keys(request).length === 0)
    throw new CxmlRefusal(400, 'The document holds no PunchOutSetupRequest');
  const identity = await identityOf(ctx, root);
  const payloadId = await freshPayloadId(ctx, identity.id, root);
  const operation = attr(request, 'operation') || 'create';
  if (operation !== 'create' && operation !== 'edit')
    throw new CxmlRefusal(400, 'Only the create and edit operations are offered');
  const buyerCookie = text(request.BuyerCookie).slice(0, 500);
  if (!buyerCookie) throw new CxmlRefusal(400, 'The request has no BuyerCookie');
  const returnUrl = returnUrlOf(text(path(request, 'BrowserFormPost', 'URL')), 'BrowserFormPost URL');
  const named = [
    ...arr(request.Contact).flatMap((c) => arr(obj(c).Email).map(text)),
    ...arr(request.Extrinsic)
      .filter((e) => /^(UserEmail|User|UniqueName)$/i.test(attr(e, 'name')))
      .map(text),
  ];
  const userId = await buyerOf(ctx, identity, named);
  if (operation === 'edit') await restoreCart(ctx, identity, userId, request);
  const token = await openSession(ctx, {
    identity,
    userId,
    protocol: 'CXML',
    operation,
    returnUrl,
    buyerCookie,
    payloadId,
  });
  return `<PunchOutSetupResponse><StartPage>${x`<URL>${`${baseUrl}/punchout/start/${token}`}</URL>`}</StartPage></PunchOutSetupResponse>`;
}

/**
 * Uses a start link once: the buyer's session token and the punch-out session's id, or null when the link is
 * unknown, used or expired. The session is the shop's usual one (signSession), bound to the buyer's tokenVersion.
 */
export async function startSession(
  ctx: Context,
  token: string,
): Promise<{ token: string; sessionId: string } | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const now = nowOf(ctx);
  const used = await ctx.db.punchOutSession.updateManyAndReturn({
    where: { startHash: hashToken(token), startedAt: null, startExpiresAt: { gt: now } },
    data: { startedAt: now },
    select: { id: true, userId: true },
  });
  if (used.length !== 1) return null;
  const user = await ctx.db.user.findUniqueOrThrow({
    where: { id: used[0].userId },
    select: { id: true, tokenVersion: true },
  });
  return {
    token: signSession(ctx.config.sessionSecret, ctx.config.sessionTtlSeconds, {
      sub: user.id,
      v: user.tokenVersion,
    }),
    sessionId: used[0].id,
  };
}
