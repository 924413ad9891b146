/**
 * E-invoices (docs/decisions/067): every invoice and credit note made here, as UBL, as CII and inside a Factur-X PDF,
 * passes the official EN 16931 Schematron (0 fatal; warnings printed) and CII's XML schema, and states the totals
 * its PDF prints, to the cent: taxed (20% and 8.875%, rounded per line), exempt, outside tax, credited, part-paid.
 */
import { formatCents } from '@gluegun/common';
import { createHarness, type Harness } from '../support/harness';
import { ctxFor } from '../support/context';
import { pdfText } from '../support/read-pdf';
import * as orders from '../../src/modules/orders/order.service';
import * as pos from '../../src/modules/purchase-orders/purchase-order.service';
import * as payments from '../../src/modules/payments/payments';
import { invoiceDocumentOf, renderInvoicePdf } from '../../src/modules/invoices/invoices.service';
import { creditNoteEInvoice, invoiceEInvoice } from '../../src/modules/einvoice/einvoice.service';
import * as shipments from '../../src/modules/shipments/shipments';
import * as returns from '../../src/modules/returns/returns';
import { creditNoteDocument, renderCreditNotePdf } from '../../src/modules/credit-notes/credit-note.service';
import type { User } from '../../src/generated/prisma/client';
import { ISSUE, TODAY } from '../credit-notes/world';
import { ciiSchemaErrors, schematron, warningLines } from './validate';
import { ciiTotals, pdfStreams, ublTotals, type XmlTotals } from './xml-totals';

let h: Harness;
let admin: { user: User; token: string };
const warnings: string[] = [];
beforeAll(async () => {
  h = await createHarness({
    SHOP_TAX_ID: 'GB 123 4567 89',
    SHOP_COUNTRY: 'GB',
    SHOP_BANK_IBAN: 'GB82 WEST 1234 5698 7654 32',
    SHOP_BANK_BIC: 'WESTGB22',
  });
  await h.reset();
  admin = await h.signedIn('ADMIN');
  for (const i of [
    { country: 'GB', name: 'VAT', ratePercent: '20' },
    { country: 'US', region: 'New York', name: 'Sales tax', ratePercent: '8.875' },
  ]) {
    expect(
      (await h.gql('mutation($i: TaxRateInput!) { setTaxRate(input: $i) { id } }', { i }, admin.token))
        .errors,
    ).toBeUndefined();
  }
});
afterAll(async () => {
  // The Schematron's warnings, listed (none fail a test).
  console.log(
    warnings.length === 0
      ? 'EN 16931 Schematron: no warnings'
      : `EN 16931 Schematron warnings:\n${warnings.join('\n')}`,
  );
  await h.db.taxRate.deleteMany();
  await h.close();
});

async function orderTo(
  buyer: User,
  lines: Array<[number, number]>,
  country: string,
  region: string | null = null,
) {
  const ids: string[] = [];
  for (const [priceCents, quantity] of lines) {
    const product = await h.factories.createProduct(h.db, { quantity: 100_000, priceCents });
    ids.push(
      (await orders.placeOrder(ctxFor(h, buyer), { productId: product.id, quantity, phone: '5550100' })).id,
    );
  }
  return pos.checkout(ctxFor(h, buyer), {
    itemIds: ids,
    details: {
      poNumber: 'PO-4711',
      companyName: 'E-Invoice Co',
      addressLine1: '1 Road',
      city: 'Town',
      region,
      postalCode: '12345',
      country,
      contactPhone: '+1 555 0100',
    },
  });
}

/** Both syntaxes of one document pass the rules (and CII its schema); the totals they state. */
async function validated(label: string, ubl: Buffer, cii: Buffer): Promise<XmlTotals> {
  const ublReport = schematron('ubl', ubl.toString('utf8'));
  const ciiReport = schematron('cii', cii.toString('utf8'));
  warnings.push(...warningLines(`${label} UBL`, ublReport), ...warningLines(`${label} CII`, ciiReport));
  expect({ label, ubl: ublReport.fatal, cii: ciiReport.fatal }).toEqual({ label, ubl: [], cii: [] });
  expect(await ciiSchemaErrors(cii.toString('utf8'))).toEqual([]);
  const totals = ublTotals(ubl.toString('utf8'));
  expect(ciiTotals(cii.toString('utf8'))).toEqual(totals);
  return totals;
}

/** An invoice's e-invoices against its PDF: the same net, tax, total, amount due and line amounts. */
async function checkInvoice(label: string, id: string, who: User = admin.user) {
  const ctx = ctxFor(h, who);
  const [ubl, cii] = [await invoiceEInvoice(ctx, id, 'ubl'), await invoiceEInvoice(ctx, id, 'CII')];
  const totals = await validated(label, ubl.content, cii.content);
  const po = await h.db.purchaseOrder.findUniqueOrThrow({ where: { id } });
  const doc = await invoiceDocumentOf(ctxFor(h, admin.user), po);
  expect(totals).toEqual({
    netCents: doc.subtotalCents,
    taxCents: doc.taxCents,
    totalCents: doc.totalCents,
    prepaidCents: doc.totalCents - doc.balanceCents,
    payableCents: doc.balanceCents,
    lineNetCents: doc.lines.map((l) => l.lineTotalCents),
  });
  const printed = await pdfText(await renderInvoicePdf(doc));
  for (const cents of [totals.netCents, totals.totalCents, totals.payableCents])
    expect(printed).toContain(formatCents(cents));
  if (totals.taxCents > 0) expect(printed).toContain(formatCents(totals.taxCents));
  expect(ubl.filename).toBe(`${doc.invoiceNumber}.ubl.xml`);
  return { totals, doc, ubl: ubl.content.toString('utf8'), cii: cii.content.toString('utf8') };
}

describe('invoices', () => {
  it('taxed at 20% (per-line rounding): the VAT breakdown, both VAT numbers, IBAN, BIC and RF reference', async () => {
    const buyer = await h.signedIn();
    await h.db.company.update({
      where: { id: buyer.user.companyId as string },
      data: { taxId: 'DE811907980' },
    });
    const po = await orderTo(
      buyer.user,
      [
        [333, 107],
        [1_999, 130],
        [5, 101],
      ],
      'GB',
    );
    const { totals, doc, ubl, cii } = await checkInvoice('taxed 20%', po.id);
    expect(totals.taxCents).toBe(doc.lines.reduce((sum, l) => sum + l.taxCents, 0));
    expect(ubl).toContain('<cbc:CompanyID>GB 123 4567 89</cbc:CompanyID>');
    expect(ubl).toContain('<cbc:CompanyID>DE811907980</cbc:CompanyID>');
    expect(ubl).toContain('<cbc:ID>GB82WEST12345698765432</cbc:ID>');
    expect(ubl).toContain('<cbc:ID>WESTGB22</cbc:ID>');
    expect(ubl).toContain(
      `<cbc:PaymentID>${doc.remittance.paymentReference.replace(' ', '')}</cbc:PaymentID>`,
    );
    expect(ubl).toContain('<cbc:Percent>20</cbc:Percent>');
    expect(cii).toContain('<ram:RateApplicablePercent>20</ram:RateApplicablePercent>');
    expect(cii).toContain('<ram:ID schemeID="VA">GB 123 4567 89</ram:ID>');
  });

  it('taxed at 8.875% with half cents, rounded per line exactly as the PDF', async () => {
    const buyer = await h.signedIn();
    const po = await orderTo(
      buyer.user,
      [
        [101, 103],
        [257, 109],
        [1_111, 101],
      ],
      'US',
      'NY',
    );
    const { ubl } = await checkInvoice('taxed 8.875%', po.id);
    expect(ubl).toContain('<cbc:Percent>8.875</cbc:Percent>');
  });

  it('exempt (a certificate): category E with the certificate as the reason, no tax', async () => {
    const buyer = await h.signedIn();
    const set = await h.gql(
      'mutation($id: ID!, $i: TaxExemptionInput!) { setCompanyTaxExemption(companyId: $id, input: $i) { certificate } }',
      { id: buyer.user.companyId, i: { certificate: 'EX-2026-042', expiresOn: TODAY } },
      admin.token,
    );
    expect(set.errors).toBeUndefined();
    const po = await orderTo(buyer.user, [[1_250, 104]], 'GB');
    const { totals, ubl } = await checkInvoice('exempt', po.id);
    expect(totals.taxCents).toBe(0);
    expect(ubl).toContain('<cbc:ID>E</cbc:ID>');
    expect(ubl).toContain('certificate EX-2026-042');
  });

  it('outside tax (no rate where it ships): category O, the tax numbers as registrations', async () => {
    const buyer = await h.signedIn();
    const po = await orderTo(buyer.user, [[999, 102]], 'JP');
    const { totals, ubl } = await checkInvoice('no tax', po.id);
    expect(totals.taxCents).toBe(0);
    expect(ubl).toContain('<cbc:ID>O</cbc:ID>');
    expect(ubl).not.toMatch(/<cbc:CompanyID>GB 123 4567 89<\/cbc:CompanyID>\s*<cac:TaxScheme>\s*<cbc:ID>VAT/);
  });

  it("after a partial payment: the amount due is the PDF's balance, the rest prepaid", async () => {
    const buyer = await h.signedIn();
    const po = await orderTo(buyer.user, [[1_000, 100]], 'GB');
    await payments.recordPayment(ctxFor(h, admin.user), po.id, {
      amountCents: 4_321,
      receivedOn: TODAY,
      reference: 'BACS 1',
    });
    const { totals } = await checkInvoice('part-paid', po.id);
    expect(totals).toMatchObject({ totalCents: 120_000, prepaidCents: 4_321, payableCents: 120_000 - 4_321 });
  });
});

describe('credit notes', () => {
  it('a credit note is a UBL CreditNote / CII 381 naming its invoice, its totals as its PDF; the invoice then shows it', async () => {
    const buyer = await h.signedIn();
    const po = await orderTo(
      buyer.user,
      [
        [333, 107],
        [1_999, 130],
      ],
      'GB',
    );
    const lines = await h.db.invoiceLine.findMany({
      where: { purchaseOrderId: po.id },
      orderBy: { position: 'asc' },
    });
    await payments.recordPayment(ctxFor(h, admin.user), po.id, {
      amountCents: 1_000,
      receivedOn: TODAY,
      reference: 'BACS 2',
    });
    const issued = await h.gql(
      ISSUE,
      {
        id: po.id,
        i: {
          reason: 'Two damaged',
          settlement: 'HOLD',
          lines: [
            { invoiceLineId: lines[0].id, quantity: 2 },
            { invoiceLineId: lines[1].id, quantity: 1 },
          ],
        },
      },
      admin.token,
    );
    expect(issued.errors).toBeUndefined();
    const note = await h.db.creditNote.findFirstOrThrow({
      where: { purchaseOrderId: po.id },
      include: { lines: true },
    });
    const ctx = ctxFor(h, buyer.user);
    const [ubl, cii] = [
      await creditNoteEInvoice(ctx, po.id, note.id, 'ubl'),
      await creditNoteEInvoice(ctx, po.id, note.id, 'cii'),
    ];
    const totals = await validated('credit note', ubl.content, cii.content);
    expect(totals).toEqual({
      netCents: note.amountCents - note.taxCents,
      taxCents: note.taxCents,
      totalCents: note.amountCents,
      prepaidCents: 0,
      payableCents: note.amountCents,
      lineNetCents: note.lines.sort((a, b) => a.position - b.position).map((l) => l.lineTotalCents),
    });
    const xml = ubl.content.toString('utf8');
    expect(xml).toContain('<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"');
    expect(xml).toContain(`<cbc:ID>${po.invoiceNumber}</cbc:ID>`);
    expect(cii.content.toString('utf8')).toContain('<ram:TypeCode>381</ram:TypeCode>');
    // The credit note's Factur-X PDF carries the same CII, and it passes the same rules and schema.
    const fx = await creditNoteEInvoice(ctx, po.id, note.id, 'factur-x');
    expect(fx.contentType).toBe('application/pdf');
    const embedded = pdfStreams(fx.content).find((s) => s.includes('<rsm:CrossIndustryInvoice'));
    expect(embedded).toContain('<ram:TypeCode>381</ram:TypeCode>');
    expect(schematron('cii', embedded as string).fatal).toEqual([]);
    expect(await ciiSchemaErrors(embedded as string)).toEqual([]);
    expect(ciiTotals(embedded as string)).toEqual(totals);
    const after = await checkInvoice('credited invoice', po.id, buyer.user);
    expect(after.totals.prepaidCents).toBe(note.amountCents + 1_000 - note.releasedCents);
  });
});

describe("a return's credit note", () => {
  it("keeps its restocking fee as a line of its own taken off the goods: it validates, and its totals are the PDF's", async () => {
    const buyer = await h.signedIn();
    const po = await orderTo(buyer.user, [[333, 107]], 'GB');
    const line = await h.db.invoiceLine.findFirstOrThrow({ where: { purchaseOrderId: po.id } });
    const shop = ctxFor(h, admin.user);
    const shipment = await shipments.createShipment(shop, po.id, {
      lines: [{ invoiceLineId: line.id, quantity: 107 }],
      carrier: 'UPS',
      trackingNumber: '1Z1',
    });
    await shipments.markShipmentDelivered(shop, shipment.id, {});
    const asked = await returns.requestReturn(ctxFor(h, buyer.user), po.id, {
      lines: [{ invoiceLineId: line.id, quantity: 7 }],
      reason: 'Cracked',
    });
    await returns.approveReturn(shop, asked.id, { restockingFeePercent: 15 });
    const got = await returns.receiveReturn(shop, asked.id, { disposition: 'SCRAP' });
    const note = await h.db.creditNote.findUniqueOrThrow({
      where: { id: got.creditNoteId! },
      include: { lines: true },
    });
    expect(note.restockingFeeCents).toBe(Math.round(7 * 333 * 0.15));
    const ctx = ctxFor(h, buyer.user);
    const [ubl, cii] = [
      await creditNoteEInvoice(ctx, po.id, note.id, 'ubl'),
      await creditNoteEInvoice(ctx, po.id, note.id, 'cii'),
    ];
    const totals = await validated('return credit note', ubl.content, cii.content);
    expect(totals).toMatchObject({
      netCents: note.amountCents - note.taxCents,
      taxCents: note.taxCents,
      totalCents: note.amountCents,
      lineNetCents: [7 * 333, -note.restockingFeeCents],
    });
    const pdf = await pdfText(await renderCreditNotePdf(await creditNoteDocument(ctx, po.id, note.id)));
    for (const figure of [
      7 * 333,
      -note.restockingFeeCents,
      note.amountCents - note.taxCents,
      note.amountCents,
    ])
      expect(pdf).toContain(formatCents(figure));
    expect(pdf).toContain('Restocking fee kept');
  });
});

describe('Factur-X', () => {
  it('the invoice PDF with its CII embedded as factur-x.xml (PDF/A-3 metadata, EN 16931 profile), and it validates', async () => {
    const buyer = await h.signedIn();
    const po = await orderTo(buyer.user, [[450, 112]], 'GB');
    const fx = await invoiceEInvoice(ctxFor(h, buyer.user), po.id, 'factur-x');
    expect(fx).toMatchObject({
      contentType: 'application/pdf',
      filename: `${po.invoiceNumber}.factur-x.pdf`,
    });
    const streams = pdfStreams(fx.content);
    const xml = streams.find((s) => s.includes('<rsm:CrossIndustryInvoice'));
    expect(xml).toBeDefined();
    expect(schematron('cii', xml as string).fatal).toEqual([]);
    expect(await ciiSchemaErrors(xml as string)).toEqual([]);
    const xmp = streams.find((s) => s.includes('pdfaid:part')) ?? '';
    expect(xmp).toMatch(/pdfaid:part>3</);
    expect(xmp).toContain('EN 16931');
    expect(fx.content.toString('latin1')).toContain('factur-x.xml');
    expect(await pdfText(fx.content)).toContain(po.invoiceNumber);
  });
});

describe('the validator itself', () => {
  it('catches a wrong total (BR-CO-15 in the rules) and an unknown element (the CII schema)', async () => {
    const buyer = await h.signedIn();
    const po = await orderTo(buyer.user, [[700, 100]], 'GB');
    const ubl = (await invoiceEInvoice(ctxFor(h, admin.user), po.id, 'ubl')).content.toString('utf8');
    const wrong = ubl.replace(
      /<cbc:TaxInclusiveAmount currencyID="USD">[^<]*</,
      '<cbc:TaxInclusiveAmount currencyID="USD">1.00<',
    );
    expect(schematron('ubl', wrong).fatal.map((f) => f.id)).toContain('BR-CO-15');
    const cii = (await invoiceEInvoice(ctxFor(h, admin.user), po.id, 'cii')).content.toString('utf8');
    expect(
      (await ciiSchemaErrors(cii.replace('<ram:GrandTotalAmount', '<ram:Nonsense/><ram:GrandTotalAmount')))
        .length,
    ).toBeGreaterThan(0);
  });

  it("refuses an unknown format and another company's invoice, as the PDF does", async () => {
    const buyer = await h.signedIn();
    const other = await h.signedIn();
    const po = await orderTo(buyer.user, [[700, 100]], 'GB');
    await expect(invoiceEInvoice(ctxFor(h, buyer.user), po.id, 'pdf')).rejects.toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', field: 'format' },
    });
    await expect(invoiceEInvoice(ctxFor(h, other.user), po.id, 'ubl')).rejects.toMatchObject({
      extensions: { code: 'FORBIDDEN' },
    });
  });
});
