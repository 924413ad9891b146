/**
 * A cXML OrderRequest (docs/decisions/064) becomes a purchase order through the same path checkout uses
 * (submitOrder: approval rules, stock, credit), acting as the buyer of the punch-out session whose transferred cart
 * its lines name (SupplierPartAuxiliaryID "session:item", the SupplierPartID and quantity as transferred). Prices
 * are the items' own, set by the server; the document's are not read. Refused documents create nothing.
 */
import { mayPunchOut } from '@gluegun/common';
import { createContext, nowOf, type Context } from '../../context';
import { inTransaction } from '../../db/retry';
import { Prisma, type PunchOutIdentity } from '../../generated/prisma/client';
import { sessionUserOf } from '../../auth/resolve-user';
import { submitOrder } from '../approvals/approvals.service';
import { CxmlRefusal, arr, attr, obj, path, text, type Node } from './cxml';
import { freshPayloadId, identityOf } from './credentials';
import type { TransferredLine } from './transfer';

const MAX_LINES = 500;

interface Wanted {
  sessionId: string;
  itemId: string;
  sku: string;
  quantity: number;
}

/** ItemOut lines naming items of a transferred cart (an OrderRequest's, or an edit's PunchOutSetupRequest's). */
export function linesOf(request: Node): Wanted[] {
  const items = arr(request.ItemOut);
  if (items.length === 0 || items.length > MAX_LINES)
    throw new CxmlRefusal(400, `The order must have 1 to ${MAX_LINES} ItemOut lines`);
  return items.map((item) => {
    const aux = text(path(item, 'ItemID', 'SupplierPartAuxiliaryID'));
    const m = aux.match(/^([0-9a-f-]{36}):([0-9a-f-]{36})$/i);
    const quantity = Number(attr(item, 'quantity'));
    if (!m || !Number.isInteger(quantity) || quantity <= 0)
      throw new CxmlRefusal(
        400,
        'Each ItemOut needs a whole quantity and the SupplierPartAuxiliaryID the cart was sent with',
      );
    return {
      sessionId: m[1].toLowerCase(),
      itemId: m[2].toLowerCase(),
      sku: text(path(item, 'ItemID', 'SupplierPartID')),
      quantity,
    };
  });
}

/** The ship-to as checkout's details: cXML ShipTo/Address with its PostalAddress and Phone. */
function detailsOf(header: Node) {
  const address = obj(path(header, 'ShipTo', 'Address'));
  const postal = obj(address.PostalAddress);
  const phone = obj(path(address, 'Phone', 'TelephoneNumber'));
  const streets = arr(postal.Street).map(text);
  const number = [
    text(phone.CountryCode) && `+${text(phone.CountryCode)}`,
    text(phone.AreaOrCityCode),
    text(phone.Number),
  ]
    .filter(Boolean)
    .join(' ');
  return {
    poNumber: attr(header, 'orderID') || null,
    companyName: text(address.Name),
    addressLine1: streets[0] ?? '',
    addressLine2: streets[1] ?? null,
    city: text(postal.City),
    region: text(postal.State) || null,
    postalCode: text(postal.PostalCode),
    country: attr(postal.Country, 'isoCountryCode'),
    contactPhone: number,
  };
}

async function buyerContext(ctx: Context, identity: PunchOutIdentity, lines: Wanted[]) {
  const sessionId = lines[0].sessionId;
  if (lines.some((l) => l.sessionId !== sessionId))
    throw new CxmlRefusal(400, 'The lines come from more than one transferred cart');
  const session = await ctx.db.punchOutSession.findFirst({
    where: { id: sessionId, identityId: identity.id, orderedAt: null, transferredAt: { not: null } },
  });
  if (!session) throw new CxmlRefusal(404, 'No transferred cart of this buyer matches the order');
  const sent = (session.transferred ?? []) as unknown as TransferredLine[];
  for (const l of lines) {
    const t = sent.find((s) => s.itemId === l.itemId);
    if (!t || t.sku !== l.sku || t.quantity !== l.quantity)
      throw new CxmlRefusal(409, `Line ${l.sku || l.itemId} is not in the transferred cart as ordered`);
  }
  const user = await ctx.db.user.findUnique({ where: { id: session.userId } });
  if (!user) throw new CxmlRefusal(404, 'The buyer of this cart is no longer a customer');
  // The buyer must still buy for this identity's company: one who left or changed role orders nothing for it.
  if (user.companyId !== identity.companyId || !mayPunchOut(user))
    throw new CxmlRefusal(403, 'The buyer of this cart no longer buys for the company');
  // What is ordered is what was transferred: an item changed since (a quote accepted onto it) is refused, not ordered.
  const items = await ctx.db.orderItem.findMany({
    where: { id: { in: lines.map((l) => l.itemId) } },
    select: { id: true, quantity: true, unitPriceCents: true },
  });
  for (const l of lines) {
    const t = sent.find((s) => s.itemId === l.itemId)!;
    const now = items.find((i) => i.id === l.itemId);
    if (!now || now.quantity !== t.quantity || now.unitPriceCents !== t.unitPriceCents)
      throw new CxmlRefusal(
        409,
        `Line ${l.sku || l.itemId} changed after the cart was transferred: transfer it again`,
      );
  }
  return { session, buyer: createContext(ctx, sessionUserOf(user), false, ctx.ip) };
}

async function claim(ctx: Context, identityId: string, payloadId: string, sessionId: string) {
  try {
    await inTransaction(ctx.db, async (tx) => {
      await tx.punchOutPayload.create({ data: { identityId, payloadId } });
      const taken = await tx.punchOutSession.updateMany({
        where: { id: sessionId, orderedAt: null },
        data: { orderedAt: nowOf(ctx) },
      });
      if (taken.count !== 1) throw new CxmlRefusal(409, 'This cart was already ordered');
    });
  } catch (e) {
    if (e instanceof Prisma.PrismaClientKnownRequestError && e.code === 'P2002')
      throw new CxmlRefusal(409, 'This document (its payloadID) was already received');
    throw e;
  }
}

/** The OrderRequest's answer: a purchase order placed, or waiting for the company's approval; a 200 Status either way. */
export async function cxmlOrder(ctx: Context, root: Node): Promise<string> {
  const request = obj(path(root, 'Request', 'OrderRequest'));
  if (Object.keys(request).length === 0) throw new CxmlRefusal(400, 'The document holds no OrderRequest');
  const identity = await identityOf(ctx, root);
  const payloadId = await freshPayloadId(ctx, identity.id, root);
  const header = obj(request.OrderRequestHeader);
  if (attr(header, 'type') && attr(header, 'type') !== 'new')
    throw new CxmlRefusal(400, 'Only new orders are taken (type="new")');
  const lines = linesOf(request);
  const { session, buyer } = await buyerContext(ctx, identity, lines);
  // The document and the cart are claimed first, in one transaction: a second copy or a second order of the cart
  // loses here (409); if the order is then refused, the claim is let go so a corrected document can follow.
  await claim(ctx, identity.id, payloadId, session.id);
  let placed: Awaited<ReturnType<typeof submitOrder>>;
  try {
    placed = await submitOrder(buyer, { itemIds: lines.map((l) => l.itemId), details: detailsOf(header) });
  } catch (e) {
    await inTransaction(ctx.db, async (tx) => {
      await tx.punchOutPayload.deleteMany({ where: { identityId: identity.id, payloadId } });
      await tx.punchOutSession.updateMany({ where: { id: session.id }, data: { orderedAt: null } });
    });
    throw e;
  }
  const reference = placed.purchaseOrder
    ? `purchase order ${String((placed.purchaseOrder as { number?: number }).number ?? placed.purchaseOrder.id)}`
    : "waiting for your company's approval";
  return `Order received: ${reference}`;
}
