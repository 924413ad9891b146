/**
 * An 810 invoice (docs/decisions/075) for a purchase order an 850 made: the invoice the shop issued at checkout, as
 * stored (number, date, terms, lines at their prices, tax and total), never recomputed, so it says what the PDF says.
 */
import type { InvoiceLine, PurchaseOrder } from '../../generated/prisma/client';
import type { Interchange } from './x12-read';
import { ccyymmdd, envelope, generate, money } from './x12-write';

type Invoiced = Pick<
  PurchaseOrder,
  | 'invoiceNumber'
  | 'issuedAt'
  | 'dueAt'
  | 'termsDays'
  | 'poNumber'
  | 'createdAt'
  | 'companyName'
  | 'subtotalCents'
  | 'taxCents'
  | 'taxRateMillionths'
  | 'totalCents'
  | 'freightCents'
> & {
  lines: Array<Pick<InvoiceLine, 'position' | 'quantity' | 'unitPriceCents' | 'sku' | 'customerPartNumber'>>;
};

/** Tax percent from millionths (200000 -> "20"), without trailing zeros. */
const percent = (millionths: number) => String(Number((millionths / 10_000).toFixed(4)));

export function invoice810(to: Interchange, po: Invoiced, control: number, now: Date): string {
  const { jsen, group } = envelope(to, control, 'IN', now);
  const set = group.addTransaction(['810', '0001']);
  set.addSegment('BIG', [ccyymmdd(po.issuedAt), po.invoiceNumber, ccyymmdd(po.createdAt), po.poNumber ?? '']);
  if (po.companyName) set.addSegment('N1', ['ST', po.companyName]);
  // Basic terms from the invoice date: the net due date and the net days, as on the invoice.
  set.addSegment('ITD', ['01', '3', '', '', '', ccyymmdd(po.dueAt), String(po.termsDays)]);
  for (const l of [...po.lines].sort((a, b) => a.position - b.position)) {
    set.addSegment('IT1', [
      String(l.position),
      String(l.quantity),
      'EA',
      money(l.unitPriceCents),
      '',
      'VP',
      l.sku,
      ...(l.customerPartNumber ? ['BP', l.customerPartNumber] : []),
    ]);
  }
  // TDS01 is the invoice total in cents (an implied two decimals).
  set.addSegment('TDS', [String(po.totalCents)]);
  if (po.taxCents > 0) set.addSegment('TXI', ['TX', money(po.taxCents), percent(po.taxRateMillionths)]);
  // Freight as a charge (SAC C, D240 Freight; docs/decisions/076), its amount in cents like TDS01; its tax is in TXI.
  if (po.freightCents > 0) set.addSegment('SAC', ['C', 'D240', '', '', String(po.freightCents)]);
  set.addSegment('CTT', [String(po.lines.length)]);
  return generate(jsen);
}
