/**
 * Transfer cart (docs/decisions/064): the buyer's open items, at the prices the server set when they were added
 * (the contract price resolver; nothing the browser sends), go back to the purchasing system as a cXML
 * PunchOutOrderMessage (the cxml-urlencoded field, as cXML's BrowserFormPost says) or as OCI NEW_ITEM-* fields,
 * in an HTML form that submits itself to the BrowserFormPost URL / HOOK_URL. The lines are kept on the session:
 * the later OrderRequest must match them.
 */
import { randomBytes } from 'node:crypto';
import { nowOf, type Context } from '../../context';
import { resolveUser } from '../../auth/resolve-user';
import { CxmlRefusal, cxmlDocument, x } from './cxml';

export interface TransferredLine {
  itemId: string;
  sku: string;
  name: string;
  quantity: number;
  unitPriceCents: number;
}
const CURRENCY = 'USD';
const money = (cents: number) =>
  `${Math.trunc(cents / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/** The signed-in buyer (the session token the form posts) and their punch-out session, or a refusal. */
async function sessionOf(ctx: Context, token: string, sessionId: string) {
  const { user } = await resolveUser(ctx, { authorization: `Bearer ${token}` });
  if (!user) throw new CxmlRefusal(401, 'Your session has ended: start again from your purchasing system');
  const session = /^[0-9a-f-]{36}$/i.test(sessionId)
    ? await ctx.db.punchOutSession.findFirst({
        where: { id: sessionId, userId: user.id, startedAt: { not: null }, orderedAt: null },
        include: { identity: true },
      })
    : null;
  if (!session)
    throw new CxmlRefusal(
      404,
      'This punch-out session is unknown or has ended: start again from your purchasing system',
    );
  return { user, session };
}

async function openLines(ctx: Context, userId: string): Promise<TransferredLine[]> {
  const items = await ctx.db.orderItem.findMany({
    where: { userId, status: 'PENDING', purchaseOrderId: null, approvalRequestId: null },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    take: 500,
    select: {
      id: true,
      productName: true,
      quantity: true,
      unitPriceCents: true,
      product: { select: { sku: true } },
    },
  });
  return items.map((i) => ({
    itemId: i.id,
    sku: i.product?.sku ?? '',
    name: i.productName,
    quantity: i.quantity,
    unitPriceCents: i.unitPriceCents,
  }));
}

function orderMessage(
  session: {
    id: string;
    buyerCookie: string;
    operation: string;
    identity: { fromDomain: string; fromIdentity: string; toDomain: string; toIdentity: string };
  },
  lines: TransferredLine[],
): string {
  const total = lines.reduce((s, l) => s + l.unitPriceCents * l.quantity, 0);
  const items = lines
    .map(
      (l) =>
        x`<ItemIn quantity="${l.quantity}"><ItemID><SupplierPartID>${l.sku}</SupplierPartID><SupplierPartAuxiliaryID>${`${session.id}:${l.itemId}`}</SupplierPartAuxiliaryID></ItemID>` +
        x`<ItemDetail><UnitPrice><Money currency="${CURRENCY}">${money(l.unitPriceCents)}</Money></UnitPrice><Description xml:lang="en">${l.name}</Description><UnitOfMeasure>EA</UnitOfMeasure></ItemDetail></ItemIn>`,
    )
    .join('');
  const { identity: i } = session;
  // The message goes back to the buyer: their organisation is To, the shop From and Sender.
  const header =
    x`<Header><From><Credential domain="${i.toDomain}"><Identity>${i.toIdentity}</Identity></Credential></From><To><Credential domain="${i.fromDomain}"><Identity>${i.fromIdentity}</Identity></Credential></To>` +
    x`<Sender><Credential domain="${i.toDomain}"><Identity>${i.toIdentity}</Identity></Credential><UserAgent>Glue gun shop</UserAgent></Sender></Header>`;
  return cxmlDocument(
    `${header}<Message><PunchOutOrderMessage>${x`<BuyerCookie>${session.buyerCookie}</BuyerCookie><PunchOutOrderMessageHeader operationAllowed="edit"><Total><Money currency="${CURRENCY}">${money(total)}</Money></Total></PunchOutOrderMessageHeader>`}${items}</PunchOutOrderMessage></Message>`,
  );
}

/** SAP OCI 4.0/5.0 NEW_ITEM-* fields, one index per line (1-based, as OCI counts). */
function ociFields(lines: TransferredLine[], sessionId: string): Array<[string, string]> {
  return lines.flatMap((l, n) => {
    const i = `[${n + 1}]`;
    return [
      [`NEW_ITEM-DESCRIPTION${i}`, l.name.slice(0, 40)],
      [`NEW_ITEM-QUANTITY${i}`, String(l.quantity)],
      [`NEW_ITEM-UNIT${i}`, 'EA'],
      [`NEW_ITEM-PRICE${i}`, money(l.unitPriceCents)],
      [`NEW_ITEM-PRICEUNIT${i}`, '1'],
      [`NEW_ITEM-CURRENCY${i}`, CURRENCY],
      [`NEW_ITEM-VENDORMAT${i}`, l.sku],
      [`NEW_ITEM-EXT_PRODUCT_ID${i}`, `${sessionId}:${l.itemId}`],
      [`NEW_ITEM-LEADTIME${i}`, '1'],
    ] as Array<[string, string]>;
  });
}

/** The page that posts the cart back, and the nonce its one script runs under (the route sets the CSP). */
export function autoPostPage(url: string, fields: Array<[string, string]>, nonce: string): string {
  const inputs = fields
    .map(([name, value]) => x`<input type="hidden" name="${name}" value="${value}">`)
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Transferring your cart</title></head><body>
${x`<form id="punchout" method="post" action="${url}">`}
${inputs}
<p>Your cart is being sent back to your purchasing system.</p><button type="submit">Send the cart</button>
</form>
${x`<script nonce="${nonce}">`}document.getElementById('punchout').submit();</script></body></html>`;
}

/** The cart as a self-posting form to the session's return URL; the lines are kept on the session. */
export async function transferCart(
  ctx: Context,
  token: string,
  sessionId: string,
): Promise<{ html: string; nonce: string; returnUrl: string }> {
  const { user, session } = await sessionOf(ctx, token, sessionId);
  const lines = (await openLines(ctx, user.id)).filter((l) => l.sku);
  await ctx.db.punchOutSession.update({
    where: { id: session.id },
    data: { transferredAt: nowOf(ctx), transferred: lines as unknown as object },
  });
  const fields: Array<[string, string]> =
    session.protocol === 'OCI'
      ? ociFields(lines, session.id)
      : [['cxml-urlencoded', orderMessage(session, lines)]];
  const nonce = randomBytes(16).toString('base64');
  return { html: autoPostPage(session.returnUrl, fields, nonce), nonce, returnUrl: session.returnUrl };
}
