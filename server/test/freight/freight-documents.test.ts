/**
 * Freight on the invoice's documents (docs/decisions/076): the PDF prints Net, Freight, Tax and Total; the UBL and
 * CII carry the freight as a document-level charge in the lines' tax category, pass the EN 16931 rules and state the
 * PDF's totals to the cent; the CSV export and the invoice e-mail name it; a quoted freight reads "to be quoted".
 */
import { formatCents } from '@gluegun/common';
import { createHarness, type Harness } from '../support/harness';
import { ctxFor } from '../support/context';
import { pdfText } from '../support/read-pdf';
import * as orders from '../../src/modules/orders/order.service';
import * as pos from '../../src/modules/purchase-orders/purchase-order.service';
import { invoiceDocumentOf, renderInvoicePdf } from '../../src/modules/invoices/invoices.service';
import { invoicesCsv } from '../../src/modules/invoices/exports';
import { invoiceEInvoice } from '../../src/modules/einvoice/einvoice.service';
import { renderEmail } from '../../src/modules/mail/templates';
import type { User } from '../../src/generated/prisma/client';
import { ciiSchemaErrors, schematron } from '../einvoice/validate';
import { ciiTotals, ublTotals } from '../einvoice/xml-totals';

let h: Harness;
let admin: { user: User; token: string };
const methodIds: Record<string, string> = {};

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
  methodIds.weight = (
    await h.db.shippingMethod.create({
      data: {
        name: 'Road by weight',
        kind: 'WEIGHT',
        isDefault: true,
        bands: [{ upToGrams: 50_000, priceCents: 1_999 }],
      },
    })
  ).id;
  methodIds.quoted = (
    await h.db.shippingMethod.create({ data: { name: 'Oversize, quoted', kind: 'QUOTED' } })
  ).id;
});
afterAll(async () => {
  await h.db.shippingMethod.deleteMany();
  await h.db.taxRate.deleteMany();
  await h.close();
});

async function orderOf(buyer: User, method: string) {
  const product = await h.factories.createProduct(h.db, {
    quantity: 100_000,
    priceCents: 333,
    weightGrams: 100,
  });
  const item = await orders.placeOrder(ctxFor(h, buyer), {
    productId: product.id,
    quantity: 107,
    phone: '5550100',
  });
  return pos.checkout(ctxFor(h, buyer), {
    itemIds: [item.id],
    shippingMethodId: method,
    details: {
      poNumber: 'PO-77',
      companyName: 'Freight Docs Co',
      addressLine1: '1 Road',
      city: 'Town',
      postalCode: '12345',
      country: 'GB',
      contactPhone: '+44 1 555 0100',
    },
  });
}

describe('an invoice with freight', () => {
  it('prints Net, Freight, Tax and Total; its e-invoices carry the freight as a charge and equal the PDF', async () => {
    const buyer = await h.signedIn();
    await h.db.company.update({
      where: { id: buyer.user.companyId as string },
      data: { taxId: 'DE811907980' },
    });
    const po = await orderOf(buyer.user, methodIds.weight);
    const doc = await invoiceDocumentOf(
      ctxFor(h, admin.user),
      await h.db.purchaseOrder.findUniqueOrThrow({ where: { id: po.id } }),
    );
    expect(doc).toMatchObject({
      subtotalCents: 35_631,
      freightCents: 1_999,
      freightTaxCents: 400,
      shippingMethodName: 'Road by weight',
    });
    expect(doc.totalCents).toBe(doc.subtotalCents + doc.freightCents + doc.taxCents);
    const printed = await pdfText(await renderInvoicePdf(doc));
    for (const label of ['Net', 'Freight', 'Tax (VAT 20%)', 'Total']) expect(printed).toContain(label);
    for (const cents of [doc.subtotalCents, doc.freightCents, doc.taxCents, doc.totalCents])
      expect(printed).toContain(formatCents(cents));

    const ctx = ctxFor(h, buyer.user);
    const [ubl, cii] = [
      (await invoiceEInvoice(ctx, po.id, 'ubl')).content.toString('utf8'),
      (await invoiceEInvoice(ctx, po.id, 'CII')).content.toString('utf8'),
    ];
    expect(schematron('ubl', ubl).fatal).toEqual([]);
    expect(schematron('cii', cii).fatal).toEqual([]);
    expect(await ciiSchemaErrors(cii)).toEqual([]);
    expect(ubl).toContain('<cbc:AllowanceChargeReasonCode>FC</cbc:AllowanceChargeReasonCode>');
    expect(ubl).toContain('<cbc:ChargeTotalAmount currencyID="USD">19.99</cbc:ChargeTotalAmount>');
    const totals = ublTotals(ubl);
    expect(ciiTotals(cii)).toEqual(totals);
    // The XML's tax-exclusive amount is net + freight; its total and amount due are the PDF's.
    expect(totals).toMatchObject({
      netCents: doc.subtotalCents + doc.freightCents,
      taxCents: doc.taxCents,
      totalCents: doc.totalCents,
      payableCents: doc.balanceCents,
    });

    const csv = invoicesCsv([doc]).split('\r\n');
    // Freight, then each line's delivery days (docs/decisions/101).
    expect(csv[0].split(',').slice(-5, -2)).toEqual([
      'Invoice freight',
      'Invoice freight tax',
      'Shipping method',
    ]);
    expect(csv[1].split(',').slice(-5, -2)).toEqual(['19.99', '4.00', 'Road by weight']);

    const mail = renderEmail('invoice', doc, {}, 'Glue Gun Wholesale');
    expect(mail.text).toContain(`Freight: ${formatCents(1_999)}`);
    expect(renderEmail('order_confirmation', doc, {}, 'Glue Gun Wholesale').text).toContain(
      `Freight: ${formatCents(1_999)}`,
    );
  });

  it('a quoted freight reads "to be quoted" until staff set it, then the invoice e-mail says so', async () => {
    const buyer = await h.signedIn();
    const po = await orderOf(buyer.user, methodIds.quoted);
    const pending = await invoiceDocumentOf(
      ctxFor(h, admin.user),
      await h.db.purchaseOrder.findUniqueOrThrow({ where: { id: po.id } }),
    );
    expect(await pdfText(await renderInvoicePdf(pending))).toContain('Freight (to be quoted)');
    const waiting = renderEmail('invoice', pending, {}, 'Glue Gun Wholesale');
    expect(waiting.text).toContain('nothing is due before then');
    const set = await h.gql(
      'mutation($id: ID!) { setOrderFreight(purchaseOrderId: $id, freightCents: 5000) { totalCents } }',
      { id: po.id },
      admin.token,
    );
    expect(set.errors).toBeUndefined();
    const after = await invoiceDocumentOf(
      ctxFor(h, admin.user),
      await h.db.purchaseOrder.findUniqueOrThrow({ where: { id: po.id } }),
    );
    const told = renderEmail('invoice', after, {}, 'Glue Gun Wholesale');
    expect(told.subject).toBe(`Freight set: Invoice ${after.invoiceNumber} for order ${after.orderNumber}`);
    expect(told.text).toContain(
      `We set the freight of order ${after.orderNumber}: $50.00 (Oversize, quoted).`,
    );
    expect(told.text).toContain(`Total: ${formatCents(after.totalCents)}`);
  });
});
