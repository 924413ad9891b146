/**
 * Documents the shop sends a company set up for EDI without being asked (docs/decisions/079): an 856 for each
 * shipment. Written in the transaction that makes the shipment, so each exists exactly when its shipment does,
 * numbered from the shop's control-number sequence and kept beside the ones received.
 */
import type { Config } from '../../config';
import type { PurchaseOrder } from '../../generated/prisma/client';
import type { Tx } from '../purchase-orders/po-common';
import type { ShipmentView } from '../shipments/shipping-state';
import type { Interchange } from './x12-read';
import { shipNotice856 } from './x12-ship-notice';

/** The company's partner when it is set up and turned on; null for every other company. */
async function partnerFor(tx: Tx, companyId: string | null) {
  if (!companyId) return null;
  const partner = await tx.ediPartner.findUnique({ where: { companyId } });
  return partner?.enabled ? partner : null;
}

/** The envelope's two parties as if the partner had written to the shop, so the answer-writers address it back. */
const addressedBy = (partner: { qualifier: string; senderId: string }, shop: Config['ediInterchangeId']): Interchange => ({
  senderQualifier: partner.qualifier, senderId: partner.senderId, receiverQualifier: shop.qualifier, receiverId: shop.id,
  control: '', test: false, groups: [],
});

const nextControl = async (tx: Tx) => Number((await tx.$queryRaw<Array<{ n: bigint }>>`SELECT nextval('"EdiControlNumber"') AS n`)[0].n);

/** The 856 of a shipment just made, when the order's company takes EDI; nothing otherwise. */
export async function recordShipNotice(tx: Tx, config: Config, po: PurchaseOrder, shipment: ShipmentView, now: Date): Promise<void> {
  const partner = await partnerFor(tx, po.companyId);
  if (!partner) return;
  const shop = config.ediInterchangeId;
  const control = await nextControl(tx);
  await tx.ediDocument.create({
    data: {
      companyId: partner.companyId, direction: 'OUT', kind: '856', sender: `${shop.qualifier}:${shop.id}`, controlNumber: String(control),
      content: shipNotice856(addressedBy(partner, shop), po, shipment, control, now), purchaseOrderId: po.id,
    },
  });
}
