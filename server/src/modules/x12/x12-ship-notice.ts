/**
 * An 856 advance ship notice (docs/decisions/079) for one shipment: shipment, order and item levels (BSN05 0004),
 * with the carrier, tracking number, ship date and ship-to as recorded, and each line's shipped quantity by the shop's
 * SKU and the buyer's own part number. Nothing is recomputed: it says what the shipment page says.
 */
import { orderNumberText } from '@gluegun/common';
import type { PurchaseOrder } from '../../generated/prisma/client';
import type { Interchange } from './x12-read';
import { ccyymmdd, envelope, generate } from './x12-write';

/** A shipment as its page shows it (the shipments module's view has these fields and more). */
export interface ShippedView {
  shipmentNumber: string;
  carrier: string;
  service: string;
  trackingNumber: string | null;
  shippedAt: Date;
  lines: Array<{ position: number; sku: string; customerPartNumber: string | null; quantity: number }>;
}

type Shipped = Pick<
  PurchaseOrder,
  | 'number'
  | 'poNumber'
  | 'createdAt'
  | 'companyName'
  | 'addressLine1'
  | 'addressLine2'
  | 'city'
  | 'region'
  | 'postalCode'
  | 'country'
>;

const two = (n: number) => String(n).padStart(2, '0');
const hhmm = (d: Date) => `${two(d.getUTCHours())}${two(d.getUTCMinutes())}`;
/** X12 elements may not hold the separators; a name typed with one keeps its words. */
const clean = (s: string, max: number) =>
  s
    .replace(/[*~>^|\r\n]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);

export function shipNotice856(
  to: Interchange,
  po: Shipped,
  shipment: ShippedView,
  control: number,
  now: Date,
): string {
  const { jsen, group } = envelope(to, control, 'SH', now);
  const set = group.addTransaction(['856', '0001']);
  set.addSegment('BSN', [
    '00',
    shipment.shipmentNumber,
    ccyymmdd(shipment.shippedAt),
    hhmm(shipment.shippedAt),
    '0004',
  ]);
  set.addSegment('HL', ['1', '', 'S']);
  set.addSegment('TD5', [
    'B',
    '',
    '',
    '',
    clean([shipment.carrier, shipment.service].filter(Boolean).join(' '), 35),
  ]);
  if (shipment.trackingNumber) set.addSegment('REF', ['CN', clean(shipment.trackingNumber, 30)]);
  set.addSegment('DTM', ['011', ccyymmdd(shipment.shippedAt)]);
  if (po.companyName) set.addSegment('N1', ['ST', clean(po.companyName, 60)]);
  if (po.addressLine1)
    set.addSegment('N3', [
      clean(po.addressLine1, 55),
      ...(po.addressLine2 ? [clean(po.addressLine2, 55)] : []),
    ]);
  // N402 is a two-letter state or province code: a longer region name is left out rather than cut.
  const region = /^[A-Za-z]{2}$/.test(po.region ?? '') ? po.region!.toUpperCase() : '';
  if (po.city)
    set.addSegment('N4', [clean(po.city, 30), region, clean(po.postalCode ?? '', 15), po.country ?? '']);
  set.addSegment('HL', ['2', '1', 'O']);
  set.addSegment('PRF', [
    clean(po.poNumber ?? orderNumberText(po.number), 22),
    '',
    '',
    ccyymmdd(po.createdAt),
  ]);
  set.addSegment('REF', ['VN', orderNumberText(po.number)]);
  shipment.lines.forEach((l, i) => {
    set.addSegment('HL', [String(i + 3), '2', 'I']);
    set.addSegment('LIN', [
      String(l.position),
      'VP',
      clean(l.sku, 48),
      ...(l.customerPartNumber ? ['BP', clean(l.customerPartNumber, 48)] : []),
    ]);
    set.addSegment('SN1', ['', String(l.quantity), 'EA']);
  });
  set.addSegment('CTT', [String(shipment.lines.length + 2)]);
  return generate(jsen);
}
