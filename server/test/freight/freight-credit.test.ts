/**
 * Crediting freight: a credit note may give back the invoice's freight (alone or with lines), its tax following at the
 * invoice's rate over every note so the whole freight gives back exactly its tax; never more than is left, never a
 * freight not set yet. The PDF prints it, the UBL and CII carry it as a line of its own and pass EN 16931.
 */
import { formatCents } from '@gluegun/common';
import { createHarness, type Harness } from '../support/harness';
import { ctxFor } from '../support/context';
import { pdfText } from '../support/read-pdf';
import * as orders from '../../src/modules/orders/order.service';
import * as pos from '../../src/modules/purchase-orders/purchase-order.service';
import { issueCreditNote } from '../../src/modules/credit-notes/credit-note.service';
import { creditNoteDocumentOf } from '../../src/modules/credit-notes/reads';
import { renderCreditNotePdf } from '../../src/modules/credit-notes/credit-note-pdf';
import { creditNoteEInvoice } from '../../src/modules/einvoice/einvoice.service';
import type { User } from '../../src/generated/prisma/client';
import { ciiSchemaErrors, schematron } from '../einvoice/validate';
import { ciiTotals, ublTotals } from '../einvoice/xml-totals';

let h: Harness;
let admin: { user: User; token: string };
const methods: Record<string, string> = {};
const ISSUE = `mutation($id: ID!, $i: CreditNoteInput!) { issueCreditNote(purchaseOrderId: $id, input: $i) {
  id amountCents taxCents freightCents freightTaxCents lines { quantity } } }`;

beforeAll(async () => {
  h = await createHarness({
    SHOP_TAX_ID: 'GB 123 4567 89',
    SHOP_COUNTRY: 'GB',
    SHOP_BANK_IBAN: 'GB82 WEST 1234 5698 7654 32',
    SHOP_BANK_BIC: 'WESTGB22',
  });
  await h.reset();
  admin = await h.signedIn('ADMIN');
  expect(
    (
      await h.gql(
        'mutation($i: TaxRateInput!) { setTaxRate(input: $i) { id } }',
        { i: { country: 'GB', name: 'VAT', ratePercent: '20' } },
        admin.token,
      )
    ).errors,
  ).toBeUndefined();
  methods.weight = (
    await h.db.shippingMethod.create({
      data: {
        name: 'Road by weight',
        kind: 'WEIGHT',
        isDefault: true,
        bands: [{ upToGrams: 50_000, priceCents: 1_999 }],
      },
    })
  ).id;
  methods.quoted = (
    await h.db.shippingMethod.create({ data: { name: 'Oversize, quoted', kind: 'QUOTED' } })
  ).id;
});
afterAll(async () => {
  // Later files in this worker check out with no shipping method and no tax, as before freight existed.
  await h.db.shippingMethod.deleteMany();
  await h.db.taxRate.deleteMany();
  await h.close();
});

async function orderWith(method: string) {
  const buyer = await h.signedIn();
  const product = await h.factories.createProduct(h.db, {
    quantity: 100_000,
    priceCents: 333,
    weightGrams: 100,
  });
  const item = await orders.placeOrder(ctxFor(h, buyer.user), {
    productId: product.id,
    quantity: 107,
    phone: '5550100',
  });
  const po = await pos.checkout(ctxFor(h, buyer.user), {
    itemIds: [item.id],
    shippingMethodId: method,
    details: {
      companyName: 'Freight Credit Co',
      addressLine1: '1 Road',
      city: 'Town',
      postalCode: '12345',
      country: 'GB',
      contactPhone: '+44 1 555 0100',
    },
  });
  return { buyer, po: await h.db.purchaseOrder.findUniqueOrThrow({ where: { id: po.id } }) };
}

const issue = (poId: string, input: Record<string, unknown>) =>
  h.gql(ISSUE, { id: poId, i: { reason: 'Late delivery', settlement: 'HOLD', ...input } }, admin.token);

describe('freight on a credit note', () => {
  it("credits freight alone in parts, its tax in proportion, to exactly the invoice's freight and freight tax; then refuses more", async () => {
    const { po } = await orderWith(methods.weight);
    expect(po).toMatchObject({ freightCents: 1_999, freightTaxCents: 400 });
    const first = await issue(po.id, { lines: [], freightCents: 1_000 });
    expect(first.errors).toBeUndefined();
    // 400 x 1000 / 1999 = 200.1: 200 of tax.
    expect(first.data!.issueCreditNote).toMatchObject({
      freightCents: 1_000,
      freightTaxCents: 200,
      taxCents: 200,
      amountCents: 1_200,
      lines: [],
    });

    const tooMuch = await issue(po.id, { lines: [], freightCents: 1_000 });
    expect(tooMuch.errors?.[0]).toMatchObject({
      message: `Only $9.99 of freight is left to credit on ${po.invoiceNumber}`,
      extensions: { code: 'CONFLICT', field: 'freightCents' },
    });

    const rest = await issue(po.id, { lines: [], freightCents: 999 });
    expect(rest.data!.issueCreditNote).toMatchObject({
      freightCents: 999,
      freightTaxCents: 200,
      amountCents: 1_199,
    });
    const after = await h.db.purchaseOrder.findUniqueOrThrow({ where: { id: po.id } });
    expect(after.creditedCents).toBe(po.freightCents + po.freightTaxCents);

    const none = await issue(po.id, { lines: [], freightCents: 1 });
    expect(none.errors?.[0]).toMatchObject({
      message: `The freight of ${po.invoiceNumber} is already credited in full`,
      extensions: { field: 'freightCents' },
    });
    expect(await h.db.creditNote.count({ where: { purchaseOrderId: po.id } })).toBe(2);
  });

  it("credits lines and freight in one note: the amount is the lines' net and tax plus the freight and its tax", async () => {
    const { po } = await orderWith(methods.weight);
    const line = await h.db.invoiceLine.findFirstOrThrow({ where: { purchaseOrderId: po.id } });
    const res = await issue(po.id, { lines: [{ invoiceLineId: line.id, quantity: 7 }], freightCents: 1_999 });
    expect(res.errors).toBeUndefined();
    // 7 x 3.33 = 23.31 net; the line's tax in proportion (7126 x 7 / 107 = 466.2 -> 466); the freight and all its tax.
    expect(res.data!.issueCreditNote).toMatchObject({
      freightCents: 1_999,
      freightTaxCents: 400,
      taxCents: 466 + 400,
      amountCents: 2_331 + 466 + 1_999 + 400,
    });
  });

  it('refuses a freight not set yet, and no lines with no freight, changing nothing', async () => {
    const { po } = await orderWith(methods.quoted);
    const pending = await issue(po.id, { lines: [], freightCents: 500 });
    expect(pending.errors?.[0]).toMatchObject({
      message: `The freight of ${po.invoiceNumber} is not set yet: there is no freight to credit`,
      extensions: { code: 'CONFLICT' },
    });
    const nothing = await issue(po.id, { lines: [] });
    expect(nothing.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'lines' } });
    const negative = await issue(po.id, { freightCents: -1 });
    expect(negative.errors?.[0]).toMatchObject({
      message: 'Freight to credit cannot be negative',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await h.db.creditNote.count({ where: { purchaseOrderId: po.id } })).toBe(0);
  });

  it('prints "Freight credited" on the PDF; the UBL and CII carry it as a line, pass EN 16931 and state the PDF\'s totals', async () => {
    const { buyer, po } = await orderWith(methods.weight);
    await h.db.company.update({
      where: { id: buyer.user.companyId as string },
      data: { taxId: 'DE811907980' },
    });
    const line = await h.db.invoiceLine.findFirstOrThrow({ where: { purchaseOrderId: po.id } });
    const note = await issueCreditNote(ctxFor(h, admin.user), po.id, {
      reason: 'Damaged',
      settlement: 'HOLD',
      lines: [{ invoiceLineId: line.id, quantity: 2 }],
      freightCents: 1_500,
    });
    const doc = creditNoteDocumentOf(
      ctxFor(h, admin.user),
      po,
      await h.db.creditNote.findUniqueOrThrow({ where: { id: note.id }, include: { lines: true } }),
    );
    const printed = await pdfText(await renderCreditNotePdf(doc));
    for (const [label, cents] of [
      ['Goods credited', 666],
      ['Freight credited', 1_500],
      ['Net credited', 2_166],
      ['Credit total', note.amountCents],
    ] as const) {
      expect(printed).toContain(label);
      expect(printed).toContain(formatCents(cents));
    }
    const ctx = ctxFor(h, buyer.user);
    const ubl = (await creditNoteEInvoice(ctx, po.id, note.id, 'ubl')).content.toString('utf8');
    const cii = (await creditNoteEInvoice(ctx, po.id, note.id, 'CII')).content.toString('utf8');
    expect(schematron('ubl', ubl).fatal).toEqual([]);
    expect(schematron('cii', cii).fatal).toEqual([]);
    expect(await ciiSchemaErrors(cii)).toEqual([]);
    const totals = ublTotals(ubl);
    expect(ciiTotals(cii)).toEqual(totals);
    expect(totals).toMatchObject({
      netCents: 2_166,
      taxCents: note.taxCents,
      totalCents: note.amountCents,
      lineNetCents: [666, 1_500],
    });
  });
});
