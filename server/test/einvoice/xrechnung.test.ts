/**
 * XRechnung (docs/decisions/102): invoices and credit notes made here as XRechnung 3.0, in UBL and in CII, pass the
 * EN 16931 Schematron and KoSIT's XRechnung Schematron (0 fatal; warnings printed), carry the company's buyer reference
 * (a Leitweg-ID) and the seller's contact, and state the totals their PDFs print, to the cent: taxed, without tax, and
 * a credit note; once shipped, an invoice states its actual delivery date (docs/decisions/111).
 */
import { formatCents } from '@gluegun/common';
import { createHarness, type Harness } from '../support/harness';
import { ctxFor } from '../support/context';
import { pdfText } from '../support/read-pdf';
import * as orders from '../../src/modules/orders/order.service';
import * as pos from '../../src/modules/purchase-orders/purchase-order.service';
import { invoiceDocumentOf, renderInvoicePdf } from '../../src/modules/invoices/invoices.service';
import { creditNoteDocument, renderCreditNotePdf } from '../../src/modules/credit-notes/credit-note.service';
import { creditNoteEInvoice, invoiceEInvoice } from '../../src/modules/einvoice/einvoice.service';
import * as shipments from '../../src/modules/shipments/shipments';
import type { User } from '../../src/generated/prisma/client';
import { ISSUE } from '../credit-notes/world';
import { ciiSchemaErrors, schematron, warningLines, xrechnungSchematron } from './validate';
import { ciiTotals, ublTotals, type XmlTotals } from './xml-totals';

const LEITWEG_ID = '04011000-1234512345-06';
const SELLER = {
  SHOP_LEGAL_NAME: 'Heißkleber Großhandel GmbH',
  SHOP_ADDRESS: 'Klebestraße 1',
  SHOP_CITY: 'Berlin',
  SHOP_POSTAL_CODE: '10115',
  SHOP_CONTACT_NAME: 'Buchhaltung',
  SHOP_PHONE: '+49 30 1234567',
  SHOP_BILLING_EMAIL: 'rechnung@heisskleber.example',
  SHOP_TAX_ID: 'DE123456789',
  SHOP_COUNTRY: 'DE',
  SHOP_BANK_IBAN: 'DE89 3704 0044 0532 0130 00',
  SHOP_BANK_BIC: 'COBADEFFXXX',
};

let h: Harness;
let admin: { user: User; token: string };
const warnings: string[] = [];
beforeAll(async () => {
  h = await createHarness(SELLER);
  await h.reset();
  admin = await h.signedIn('ADMIN');
  const rate = await h.gql(
    'mutation($i: TaxRateInput!) { setTaxRate(input: $i) { id } }',
    { i: { country: 'DE', name: 'USt', ratePercent: '19' } },
    admin.token,
  );
  expect(rate.errors).toBeUndefined();
});
afterAll(async () => {
  // The warnings of both rule sets, listed (none fail a test).
  console.log(
    warnings.length === 0 ? 'XRechnung: no warnings' : `XRechnung warnings:\n${warnings.join('\n')}`,
  );
  await h.db.taxRate.deleteMany();
  await h.close();
});

/** A buyer of a German authority's purchasing office, its billing address and Leitweg-ID set on its company. */
async function germanBuyer(buyerReference: string | null = LEITWEG_ID) {
  const buyer = await h.signedIn();
  await h.db.company.update({
    where: { id: buyer.user.companyId as string },
    data: {
      name: 'Beschaffungsamt Musterstadt',
      billingLine1: 'Amtsweg 5',
      billingCity: 'Musterstadt',
      billingPostalCode: '12345',
      billingCountry: 'DE',
      buyerReference,
    },
  });
  return buyer;
}

async function orderTo(buyer: User, lines: Array<[number, number]>, country: string) {
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
      companyName: 'Beschaffungsamt',
      addressLine1: 'Lagerstraße 2',
      city: 'Musterstadt',
      postalCode: '12345',
      country,
      contactPhone: '+49 30 7654321',
    },
  });
}

/** Both syntaxes pass EN 16931 and XRechnung (CII also its schema) and state the same totals. */
async function validated(label: string, ubl: string, cii: string): Promise<XmlTotals> {
  const reports = {
    ubl: schematron('ubl', ubl),
    cii: schematron('cii', cii),
    xrUbl: xrechnungSchematron('ubl', ubl),
    xrCii: xrechnungSchematron('cii', cii),
  };
  for (const [name, report] of Object.entries(reports))
    warnings.push(...warningLines(`${label} ${name}`, report));
  const fatal = Object.fromEntries(
    Object.entries(reports).map(([name, r]) => [name, r.fatal.map((f) => `${f.id} ${f.text}`)]),
  );
  expect({ label, ...fatal }).toEqual({ label, ubl: [], cii: [], xrUbl: [], xrCii: [] });
  expect(await ciiSchemaErrors(cii)).toEqual([]);
  const totals = ublTotals(ubl);
  expect(ciiTotals(cii)).toEqual(totals);
  return totals;
}

async function checkInvoice(label: string, id: string, who: User) {
  const ctx = ctxFor(h, who);
  const [ubl, cii] = [
    await invoiceEInvoice(ctx, id, 'xrechnung-ubl'),
    await invoiceEInvoice(ctx, id, 'XRECHNUNG_CII'),
  ];
  const [ublXml, ciiXml] = [ubl.content.toString('utf8'), cii.content.toString('utf8')];
  const totals = await validated(label, ublXml, ciiXml);
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
  expect([ubl.filename, cii.filename]).toEqual([
    `${doc.invoiceNumber}.xrechnung-ubl.xml`,
    `${doc.invoiceNumber}.xrechnung-cii.xml`,
  ]);
  return { totals, ubl: ublXml, cii: ciiXml };
}

describe('XRechnung invoices', () => {
  it('taxed at 19%: the Leitweg-ID as buyer reference, the seller contact, XRechnung 3.0 named as the specification', async () => {
    const buyer = await germanBuyer();
    const po = await orderTo(
      buyer.user,
      [
        [333, 107],
        [1_999, 130],
        [5, 101],
      ],
      'DE',
    );
    const { totals, ubl, cii } = await checkInvoice('taxed 19%', po.id, buyer.user);
    expect(totals.taxCents).toBeGreaterThan(0);
    expect(ubl).toContain(
      '<cbc:CustomizationID>urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0</cbc:CustomizationID>',
    );
    expect(ubl).toContain(`<cbc:BuyerReference>${LEITWEG_ID}</cbc:BuyerReference>`);
    expect(cii).toContain(`<ram:BuyerReference>${LEITWEG_ID}</ram:BuyerReference>`);
    for (const part of [
      '<cbc:Name>Buchhaltung</cbc:Name>',
      '<cbc:Telephone>+49 30 1234567</cbc:Telephone>',
      '<cbc:CityName>Berlin</cbc:CityName>',
      '<cbc:PostalZone>10115</cbc:PostalZone>',
      'schemeID="EM">rechnung@heisskleber.example</cbc:EndpointID>',
      '<cbc:Percent>19</cbc:Percent>',
    ]) {
      expect(ubl).toContain(part);
    }
  });

  it('without tax (shipped where no rate applies): category O, a rate of 0 in the breakdown only', async () => {
    const buyer = await germanBuyer();
    const po = await orderTo(buyer.user, [[999, 102]], 'JP');
    const { totals, ubl } = await checkInvoice('no tax', po.id, buyer.user);
    expect(totals.taxCents).toBe(0);
    expect(ubl).toMatch(/<cac:TaxSubtotal>[\s\S]*<cbc:ID>O<\/cbc:ID>\s*<cbc:Percent>0<\/cbc:Percent>/);
    expect(ubl).not.toMatch(/<cac:ClassifiedTaxCategory>\s*<cbc:ID>O<\/cbc:ID>\s*<cbc:Percent>/);
  });

  it('a company without a buyer reference gets its PO number there, and still passes', async () => {
    const buyer = await germanBuyer(null);
    const po = await orderTo(buyer.user, [[1_250, 104]], 'DE');
    const { ubl } = await checkInvoice('PO number as reference', po.id, buyer.user);
    expect(ubl).toContain('<cbc:BuyerReference>PO-4711</cbc:BuyerReference>');
  });
});

describe('XRechnung credit note', () => {
  it('a UBL CreditNote / CII 381 naming its invoice, passing both rule sets, its totals as its PDF prints them', async () => {
    const buyer = await germanBuyer();
    const po = await orderTo(
      buyer.user,
      [
        [333, 107],
        [1_999, 130],
      ],
      'DE',
    );
    const lines = await h.db.invoiceLine.findMany({
      where: { purchaseOrderId: po.id },
      orderBy: { position: 'asc' },
    });
    const issued = await h.gql(
      ISSUE,
      {
        id: po.id,
        i: {
          reason: 'Zwei beschädigt',
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
      await creditNoteEInvoice(ctx, po.id, note.id, 'xrechnung-ubl'),
      await creditNoteEInvoice(ctx, po.id, note.id, 'xrechnung-cii'),
    ];
    const totals = await validated('credit note', ubl.content.toString('utf8'), cii.content.toString('utf8'));
    expect(totals).toEqual({
      netCents: note.amountCents - note.taxCents,
      taxCents: note.taxCents,
      totalCents: note.amountCents,
      prepaidCents: 0,
      payableCents: note.amountCents,
      lineNetCents: note.lines.sort((a, b) => a.position - b.position).map((l) => l.lineTotalCents),
    });
    expect(ubl.content.toString('utf8')).toContain(
      '<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"',
    );
    expect(cii.content.toString('utf8')).toContain('<ram:TypeCode>381</ram:TypeCode>');
    const pdf = await pdfText(await renderCreditNotePdf(await creditNoteDocument(ctx, po.id, note.id)));
    for (const figure of [note.amountCents - note.taxCents, note.taxCents, note.amountCents])
      expect(pdf).toContain(formatCents(figure));
  });
});

describe('the actual delivery date (BT-72)', () => {
  const bt72 = (ubl: string, cii: string) => [
    /<cbc:ActualDeliveryDate>([^<]*)</.exec(ubl)?.[1] ?? null,
    /<ram:ActualDeliverySupplyChainEvent>\s*<ram:OccurrenceDateTime>\s*<udt:DateTimeString format="102">(\d{8})</.exec(
      cii,
    )?.[1] ?? null,
  ];
  const tmp32 = (label: string) =>
    warnings.filter((w) => w.startsWith(`${label} `) && w.includes('BR-DE-TMP-32'));

  it("is absent before anything ships, then the day the order's last shipment left, in both syntaxes, still passing", async () => {
    const buyer = await germanBuyer();
    const po = await orderTo(
      buyer.user,
      [
        [333, 107],
        [1_999, 130],
      ],
      'DE',
    );
    const unshipped = await checkInvoice('not shipped', po.id, buyer.user);
    expect(bt72(unshipped.ubl, unshipped.cii)).toEqual([null, null]);
    expect(unshipped.cii).not.toContain('ActualDeliverySupplyChainEvent');
    expect(tmp32('not shipped')).toHaveLength(2);

    const lines = await h.db.invoiceLine.findMany({
      where: { purchaseOrderId: po.id },
      orderBy: { position: 'asc' },
    });
    const ctx = ctxFor(h, admin.user);
    const base = { carrier: 'DHL', trackingNumber: '00340434161234567890' };
    const first = await shipments.createShipment(ctx, po.id, {
      ...base,
      lines: [{ invoiceLineId: lines[0].id, quantity: 107 }],
    });
    const last = await shipments.createShipment(ctx, po.id, {
      ...base,
      lines: [{ invoiceLineId: lines[1].id, quantity: 130 }],
    });
    // Fixed days, the later one on the second shipment, delivered later still: BT-72 is the day it left.
    await h.db.shipment.update({
      where: { id: first.id },
      data: { shippedAt: new Date('2026-11-24T09:00:00Z') },
    });
    await h.db.shipment.update({
      where: { id: last.id },
      data: { shippedAt: new Date('2026-11-26T15:30:00Z'), deliveredAt: new Date('2026-11-28T10:00:00Z') },
    });
    const shipped = await checkInvoice('shipped', po.id, buyer.user);
    expect(bt72(shipped.ubl, shipped.cii)).toEqual(['2026-11-26', '20261126']);
    expect(shipped.totals).toEqual(unshipped.totals);
    expect(tmp32('shipped')).toEqual([]);
  });
});

describe('the XRechnung rules themselves', () => {
  it('catch a missing buyer reference (BR-DE-15) and a missing seller phone (BR-DE-6)', async () => {
    const buyer = await germanBuyer();
    const po = await orderTo(buyer.user, [[700, 100]], 'DE');
    const ubl = (await invoiceEInvoice(ctxFor(h, buyer.user), po.id, 'xrechnung-ubl')).content.toString(
      'utf8',
    );
    const broken = ubl
      .replace(/<cbc:BuyerReference>[^<]*<\/cbc:BuyerReference>/, '')
      .replace(/<cbc:Telephone>\+49 30 1234567<\/cbc:Telephone>/, '');
    expect(xrechnungSchematron('ubl', broken).fatal.map((f) => f.id)).toEqual(
      expect.arrayContaining(['BR-DE-15', 'BR-DE-6']),
    );
  });

  it('an order placed without a billing city and postal code is refused as XRechnung in words, and still offered as UBL', async () => {
    const buyer = await germanBuyer();
    await h.db.company.update({
      where: { id: buyer.user.companyId as string },
      data: { billingCity: null, billingPostalCode: null },
    });
    const po = await orderTo(buyer.user, [[700, 100]], 'DE');
    await expect(invoiceEInvoice(ctxFor(h, buyer.user), po.id, 'xrechnung-ubl')).rejects.toMatchObject({
      message:
        'An XRechnung e-invoice needs the billing city and postal code, and this order was placed without them. Choose another format.',
      extensions: { code: 'CONFLICT' },
    });
    expect((await invoiceEInvoice(ctxFor(h, buyer.user), po.id, 'ubl')).filename).toBe(
      `${po.invoiceNumber}.ubl.xml`,
    );
  });
});
