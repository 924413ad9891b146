/**
 * The bank-statement tests' world: seven companies (named, so each has a legal name) with one open invoice each (A to G), and the two real-shaped
 * statement fixtures (a semicolon CSV with a BOM and European amounts; a camt.053.001.08 document with a batched
 * entry and a debit) filled in with those invoices' references and amounts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { creditorReferenceFor, isoDay, paymentReferenceFor } from '@gluegun/common';
import type { Harness } from '../support/harness';
import { ctxFor } from '../support/context';
import * as orders from '../../src/modules/orders/order.service';
import * as pos from '../../src/modules/purchase-orders/purchase-order.service';

const PRICES = { A: 1234, B: 2000, C: 1500, D: 999, E: 500, F: 700, G: 888 } as const;
const NAMES = {
  A: 'Alpha Crafts Ltd',
  B: 'Beta Buying Co',
  C: 'Charlie Depot',
  D: 'Delta Depot',
  E: 'Echo Hobbies',
  F: 'Foxtrot Fabrics',
  G: 'Gamma Supplies Ltd',
} as const;
export type Key = keyof typeof PRICES;

export interface Invoice {
  id: string;
  invoiceNumber: string;
  totalCents: number;
  buyerId: string;
}

export async function makeWorld(h: Harness) {
  const invoices = {} as Record<Key, Invoice>;
  for (const key of Object.keys(PRICES) as Key[]) {
    const buyer = await h.factories.createUser(h.db, { displayName: `${NAMES[key]} buyer` });
    // Payer names are matched on the company's legal name (docs/decisions/047), never on the name typed at checkout.
    await h.db.company.update({
      where: { id: buyer.companyId },
      data: { name: NAMES[key], personal: false },
    });
    const product = await h.factories.createProduct(h.db, { quantity: 10_000, priceCents: PRICES[key] });
    const item = await orders.placeOrder(ctxFor(h, buyer), {
      productId: product.id,
      quantity: 100,
      phone: '5550100',
    });
    const po = await pos.checkout(ctxFor(h, buyer), {
      itemIds: [item.id],
      details: {
        companyName: NAMES[key],
        addressLine1: '1 Road',
        city: 'Leeds',
        postalCode: 'LS1 1AA',
        country: 'GB',
        contactPhone: '+44 113 496 0000',
      },
    });
    invoices[key] = {
      id: po.id,
      invoiceNumber: po.invoiceNumber,
      totalCents: po.totalCents,
      buyerId: buyer.id,
    };
  }
  const admin = await h.signedIn('ADMIN');
  return { invoices, admin };
}

/** "1.234,50": the CSV's European amount with a thousands separator. */
export const eu = (cents: number) =>
  `${Math.floor(cents / 100).toLocaleString('de-DE')},${String(cents % 100).padStart(2, '0')}`;
/** "1234.50": ISO 20022's amount. */
export const iso = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** A reference with its check digits changed (one digit mistyped): it must not match. */
export const wrongCheckDigits = (invoiceNumber: string) => {
  const ref = creditorReferenceFor(invoiceNumber);
  const check = (Number(ref.slice(2, 4)) + 1) % 100;
  return `RF${String(check).padStart(2, '0')} ${ref.slice(4)}`;
};

export const amounts = (inv: Record<Key, Invoice>) => ({
  A: inv.A.totalCents,
  B_PART: 50_000,
  CD: inv.C.totalCents + inv.D.totalCents,
  E_OVER: inv.E.totalCents + 1_000,
  F: 12_345,
  G: inv.G.totalCents,
});

export function fixture(name: 'statement.csv' | 'camt053.xml', inv: Record<Key, Invoice>): string {
  const a = amounts(inv);
  const money = name.endsWith('.csv') ? eu : iso;
  const values: Record<string, string> = {
    DAY: isoDay(new Date()),
    A_AMOUNT: money(a.A),
    A_REF: paymentReferenceFor(inv.A.invoiceNumber),
    B_PART: money(a.B_PART),
    B_REF: paymentReferenceFor(inv.B.invoiceNumber),
    CD_AMOUNT: money(a.CD),
    C_REF: paymentReferenceFor(inv.C.invoiceNumber),
    D_REF: creditorReferenceFor(inv.D.invoiceNumber),
    E_OVER: money(a.E_OVER),
    E_REF: paymentReferenceFor(inv.E.invoiceNumber),
    F_AMOUNT: money(a.F),
    F_BADREF: wrongCheckDigits(inv.F.invoiceNumber),
    G_AMOUNT: money(a.G),
    BATCH_TOTAL: iso(a.B_PART + a.CD),
  };
  const text = fs.readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');
  return text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => {
    if (!(k in values)) throw new Error(`fixture ${name}: no value for {{${k}}}`);
    return values[k];
  });
}
