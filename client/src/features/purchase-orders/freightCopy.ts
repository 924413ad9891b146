/** Visible strings of freight at checkout and on invoices (docs/decisions/076). */
import { SHIPPING_KIND_LABELS, type ShippingKind } from '@gluegun/common';

export const freightCopy = {
  legend: 'Shipping method',
  freight: 'Freight',
  toBeQuoted: 'To be quoted',
  kind: (k: ShippingKind) => SHIPPING_KIND_LABELS[k],
  quotedNote: 'We quote the freight after you order and e-mail you the figure; nothing is due before then.',
  setFreight: 'Set freight',
  freightLabel: 'Freight ($)',
  freightPending: 'Freight to be quoted',
  loadFailed: "The shipping methods could not be loaded: the shop's default is used.",
};
