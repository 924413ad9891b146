/**
 * Documents the shop sends a company set up for EDI without being asked (docs/decisions/079): an 856 for each
 * shipment, and the 810 of an 850's order that waited for the company's approval. Each is written in the transaction
 * that makes its shipment or places its order, so it exists exactly when they do, numbered from the shop's
 * control-number sequence and kept beside the documents received.
 */
import type { Config } from '../../config';
import type { Prisma, PurchaseOrder } from '../../generated/prisma/client';
import type { ShippedView } from './x12-ship-notice';

type Tx = Prisma.TransactionClient;
import type { Interchange } from './x12-read';
import { shipNotice856 } from './x12-ship-notice';
import { invoice810 } from './x12-invoice';

/** The company's partner when it is set up and turned on; null for every other company. */
async function partnerFor(tx: Tx, companyId: string | null) {
  if (!companyId) return null;
  const partner = await tx.ediPartner.findUnique({ where: { companyId } });
  return partner?.enabled ? partner : null;
}

/** The envelope's two parties as if the partner had written to the shop, so the answer-writers address it back. */
const addressedBy = (
  partner: { qualifier: string; senderId: string },
  shop: Config['ediInterchangeId'],
): Interchange => ({
  senderQualifier: partner.qualifier,
  senderId: partner.senderId,
  receiverQualifier: shop.qualifier,
  receiverId: shop.id,
  control: '',
  test: false,
  groups: [],
});

const nextControl = async (tx: Tx) =>
  Number((await tx.$queryRaw<Array<{ n: bigint }>>`SELECT nextval('"EdiControlNumber"') AS n`)[0].n);

/** The 856 of a shipment just made, when the order's company takes EDI; nothing otherwise. */
export async function recordShipNotice(
  tx: Tx,
  config: Config,
  po: PurchaseOrder,
  shipment: ShippedView,
  now: Date,
): Promise<void> {
  const partner = await partnerFor(tx, po.companyId);
  if (!partner) return;
  const shop = config.ediInterchangeId;
  const control = await nextControl(tx);
  await tx.ediDocument.create({
    data: {
      companyId: partner.companyId,
      direction: 'OUT',
      kind: '856',
      sender: `${shop.qualifier}:${shop.id}`,
      controlNumber: String(control),
      content: shipNotice856(addressedBy(partner, shop), po, shipment, control, now),
      purchaseOrderId: po.id,
    },
  });
}

/**
 * The 810 of an order placed when its approval completed, when that order came as an 850 (its 855 names the
 * request); the request's documents then name the purchase order too. Orders from the web shop get none.
 */
export async function recordApprovedInvoice(
  tx: Tx,
  config: Config,
  approvalRequestId: string,
  purchaseOrderId: string,
  now: Date,
): Promise<void> {
  const ack = await tx.ediDocument.findFirst({
    where: { approvalRequestId, direction: 'OUT', kind: '855' },
    select: { companyId: true },
  });
  if (!ack) return;
  const partner = await partnerFor(tx, ack.companyId);
  if (!partner) return;
  await tx.ediDocument.updateMany({
    where: { approvalRequestId, purchaseOrderId: null },
    data: { purchaseOrderId },
  });
  const po = await tx.purchaseOrder.findUniqueOrThrow({
    where: { id: purchaseOrderId },
    include: { lines: true },
  });
  const shop = config.ediInterchangeId;
  const control = await nextControl(tx);
  await tx.ediDocument.create({
    data: {
      companyId: partner.companyId,
      direction: 'OUT',
      kind: '810',
      sender: `${shop.qualifier}:${shop.id}`,
      controlNumber: String(control),
      content: invoice810(addressedBy(partner, shop), po, control, now),
      purchaseOrderId,
      approvalRequestId,
    },
  });
}
