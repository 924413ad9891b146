/**
 * Tax (docs/decisions/041) by the ship-to country and region (a region's rate beats the
 * country's, none = no tax), rounding per line or per invoice at the .5 edges in integers, exemptions on the order's
 * day, tax frozen on the order when rates change, credit notes taking tax back in proportion with the balance
 * identity kept, and the tax line on GraphQL, REST, CSV and PDF. Other buyers neither see nor change any of it.
 */
import { parse } from 'csv-parse/sync';
import {
  creditedLineTax,
  divideHalfUp,
  exemptOn,
  formatCents,
  parseRatePercent,
  rateFor,
  ratePercentText,
  shareInProportion,
  taxLines,
  taxOn,
} from '@gluegun/common';
import { createHarness, type Harness } from '../support/harness';
import { ctxFor } from '../support/context';
import { pdfText } from '../support/read-pdf';
import * as orders from '../../src/modules/orders/order.service';
import * as pos from '../../src/modules/purchase-orders/purchase-order.service';
import type { User } from '../../src/generated/prisma/client';
import { ISSUE, TODAY, expectReconciled } from '../credit-notes/world';

let h: Harness;
let admin: { user: User; token: string };
beforeAll(async () => {
  h = await createHarness();
  await h.reset();
  admin = await h.signedIn('ADMIN');
  for (const i of [
    { country: 'GB', name: 'VAT', ratePercent: '20' },
    { country: 'CA', name: 'GST', ratePercent: '5' },
    { country: 'CA', region: 'Quebec', name: 'GST + QST', ratePercent: '14.975' },
    { country: 'US', region: 'New York', name: 'Sales tax', ratePercent: '8.875' },
    { country: 'NL', name: 'BTW', ratePercent: '2.5' },
  ]) {
    const res = await h.gql(
      'mutation($i: TaxRateInput!) { setTaxRate(input: $i) { id label } }',
      { i },
      admin.token,
    );
    expect(res.errors).toBeUndefined();
  }
});
afterAll(async () => {
  await h.db.taxRate.deleteMany();
  await h.close();
});

const PO = `id invoiceNumber subtotalCents taxCents totalCents creditedCents paidCents balanceCents
  tax { taxCents name rateMillionths label rounding exemptionCertificate } lines { id quantity lineTotalCents taxCents }`;
const read = async (id: string, token = admin.token) => {
  const res = await h.gql(`query($id: ID!) { purchaseOrder(id: $id) { ${PO} } }`, { id }, token);
  expect(res.errors).toBeUndefined();
  expectReconciled(res.data.purchaseOrder);
  return res.data.purchaseOrder;
};

/** Open items for `buyer` at these unit prices (100 units each unless said), returned as their ids. */
async function items(buyer: User, prices: number[], quantity = 100) {
  const ids: string[] = [];
  for (const priceCents of prices) {
    const product = await h.factories.createProduct(h.db, { quantity: 100_000, priceCents });
    ids.push(
      (await orders.placeOrder(ctxFor(h, buyer), { productId: product.id, quantity, phone: '5550100' })).id,
    );
  }
  return ids;
}
const shipTo = (country: string, region: string | null = null) => ({
  companyName: 'Tax Test Co',
  addressLine1: '1 Road',
  city: 'Town',
  region,
  postalCode: '12345',
  country,
  contactPhone: '+1 555 0100',
});
async function orderTo(buyer: User, prices: number[], country: string, region: string | null = null) {
  return pos.checkout(ctxFor(h, buyer), {
    itemIds: await items(buyer, prices),
    details: shipTo(country, region),
  });
}

describe('the arithmetic (integers only)', () => {
  it('rounds half up in exact integers, per line or once per invoice', () => {
    expect(divideHalfUp(5, 2)).toBe(3);
    expect(divideHalfUp(4_999, 1_000)).toBe(5);
    expect(taxOn(10_100, 25_000)).toBe(253); // 252.5 -> 253
    expect(taxOn(10_099, 25_000)).toBe(252); // 252.475 -> 252
    expect(taxLines([10_100, 10_100], 25_000, 'PER_LINE')).toEqual({
      lineTaxCents: [253, 253],
      taxCents: 506,
    });
    expect(taxLines([10_100, 10_100], 25_000, 'PER_INVOICE')).toEqual({
      lineTaxCents: [253, 252],
      taxCents: 505,
    });
    expect(taxLines([1_000_000_000], 1_000_000, 'PER_LINE').taxCents).toBe(1_000_000_000);
    expect(taxLines([5, 7], 0, 'PER_LINE')).toEqual({ lineTaxCents: [0, 0], taxCents: 0 });
    expect(shareInProportion(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(shareInProportion(7, [0, 0])).toEqual([7, 0]);
  });

  it("takes back a line's tax in proportion, cumulatively: several credit notes return exactly the line's tax", () => {
    expect(creditedLineTax(2_460, 100, 0, 33)).toBe(812); // 811.8
    expect(creditedLineTax(2_460, 100, 33, 67)).toBe(1_648);
    let back = 0;
    for (let q = 0; q < 7; q++) back += creditedLineTax(101, 7, q, 1);
    expect(back).toBe(101);
  });

  it("reads percents as text, never as floats, and picks the region's rate over the country's", () => {
    expect(parseRatePercent('8.875')).toBe(88_750);
    expect(parseRatePercent('0.0001')).toBe(1);
    for (const bad of ['100.0001', '-1', '1e3', '0.00001', '', 'abc', '101'])
      expect(parseRatePercent(bad)).toBeNull();
    expect(ratePercentText(149_750)).toBe('14.975');
    const rates = [
      { country: 'CA', region: null, name: 'GST', rateMillionths: 50_000, active: true },
      { country: 'CA', region: 'Quebec', name: 'QST', rateMillionths: 149_750, active: true },
      { country: 'US', region: 'Ohio', name: 'Off', rateMillionths: 57_500, active: false },
    ];
    expect(rateFor(rates, 'CA', ' quebec ')?.name).toBe('QST');
    expect(rateFor(rates, 'ca', 'Ontario')?.name).toBe('GST');
    expect(rateFor(rates, 'US', 'Ohio')).toBeNull();
    expect(rateFor(rates, 'FR', null)).toBeNull();
    expect(exemptOn({ taxExemptCertificate: 'EX-1', taxExemptUntil: '2026-11-24' }, '2026-11-24')).toBe(true);
    expect(exemptOn({ taxExemptCertificate: 'EX-1', taxExemptUntil: '2026-11-24' }, '2026-11-25')).toBe(
      false,
    );
  });
});

describe('checkout freezes the tax of the ship-to address', () => {
  it("charges the region's rate where there is one, the country's elsewhere, and nothing where none is set", async () => {
    const buyer = await h.signedIn();
    const quebec = await read((await orderTo(buyer.user, [1_000, 2_000], 'CA', 'QUEBEC')).id, buyer.token);
    // 100 x 10.00 and 100 x 20.00 at 14.975%: 149.75 -> 149.75 exactly, 299.50 exactly.
    expect(quebec).toMatchObject({
      subtotalCents: 300_000,
      taxCents: 44_925,
      totalCents: 344_925,
      balanceCents: 344_925,
    });
    expect(quebec.tax).toMatchObject({
      name: 'GST + QST',
      rateMillionths: 149_750,
      label: 'GST + QST 14.975%',
      rounding: 'PER_LINE',
      exemptionCertificate: null,
    });
    expect(quebec.lines.map((l: { taxCents: number }) => l.taxCents)).toEqual([14_975, 29_950]);
    const ontario = await read((await orderTo(buyer.user, [1_000], 'CA', 'Ontario')).id, buyer.token);
    expect(ontario).toMatchObject({ subtotalCents: 100_000, taxCents: 5_000, totalCents: 105_000 });
    const ohio = await read((await orderTo(buyer.user, [1_000], 'US', 'Ohio')).id, buyer.token);
    expect(ohio).toMatchObject({ subtotalCents: 100_000, taxCents: 0, totalCents: 100_000 });
    expect(ohio.tax).toMatchObject({ name: null, label: null, rateMillionths: 0 });
    const ny = await read((await orderTo(buyer.user, [101], 'US', 'new york')).id, buyer.token);
    expect(ny).toMatchObject({ subtotalCents: 10_100, taxCents: 896, totalCents: 10_996 }); // 896.375 -> 896
  });

  it('rounds as TAX_ROUNDING says: per line 253 + 253, per invoice 505 on the same two lines', async () => {
    const buyer = await h.signedIn();
    const perLine = await read((await orderTo(buyer.user, [101, 101], 'NL')).id);
    expect(perLine).toMatchObject({ subtotalCents: 20_200, taxCents: 506, totalCents: 20_706 });
    h.deps.config.taxRounding = 'PER_INVOICE';
    try {
      const perInvoice = await read((await orderTo(buyer.user, [101, 101], 'NL')).id);
      expect(perInvoice).toMatchObject({ subtotalCents: 20_200, taxCents: 505, totalCents: 20_705 });
      expect(perInvoice.tax.rounding).toBe('PER_INVOICE');
      expect(perInvoice.lines.map((l: { taxCents: number }) => l.taxCents)).toEqual([253, 252]);
    } finally {
      h.deps.config.taxRounding = 'PER_LINE';
    }
  });

  it('the quote says what checkout then charges', async () => {
    const buyer = await h.signedIn();
    const ids = await items(buyer.user, [1_234, 567]);
    const quote = await h.gql(
      'query($ids: [ID!]!) { checkoutTaxQuote(itemIds: $ids, country: "CA", region: "Quebec") { subtotalCents totalCents tax { taxCents label } } }',
      { ids },
      buyer.token,
    );
    expect(quote.errors).toBeUndefined();
    const po = await read(
      (await pos.checkout(ctxFor(h, buyer.user), { itemIds: ids, details: shipTo('CA', 'Quebec') })).id,
    );
    expect(quote.data.checkoutTaxQuote).toEqual({
      subtotalCents: po.subtotalCents,
      totalCents: po.totalCents,
      tax: { taxCents: po.taxCents, label: 'GST + QST 14.975%' },
    });
    const other = await h.signedIn();
    const refused = await h.gql(
      'query($ids: [ID!]!) { checkoutTaxQuote(itemIds: $ids, country: "CA") { totalCents } }',
      { ids: await items(buyer.user, [100]) },
      other.token,
    );
    expect(refused.errors?.[0].extensions.code).toBe('FORBIDDEN');
  });

  it('an exemption holds through its expiry day and not after; the certificate is frozen on the order', async () => {
    const buyer = await h.signedIn();
    const set = (expiresOn: string | null, certificate: string | null) =>
      h.gql(
        'mutation($id: ID!, $i: TaxExemptionInput!) { setCompanyTaxExemption(companyId: $id, input: $i) { certificate expiresOn activeToday } }',
        { id: buyer.user.companyId, i: { certificate, expiresOn } },
        admin.token,
      );
    const today = (await set(TODAY, 'EX-2026-001')).data.setCompanyTaxExemption;
    expect(today).toEqual({ certificate: 'EX-2026-001', expiresOn: TODAY, activeToday: true });
    const exempt = await read((await orderTo(buyer.user, [1_000], 'GB')).id);
    expect(exempt).toMatchObject({ taxCents: 0, totalCents: 100_000 });
    expect(exempt.tax).toMatchObject({ exemptionCertificate: 'EX-2026-001', label: null });
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect((await set(yesterday, 'EX-2026-001')).data.setCompanyTaxExemption.activeToday).toBe(false);
    const taxed = await read((await orderTo(buyer.user, [1_000], 'GB')).id);
    expect(taxed).toMatchObject({ taxCents: 20_000, totalCents: 120_000 });
    expect(taxed.tax.exemptionCertificate).toBeNull();
    const half = await set(TODAY, null);
    expect(half.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'certificate' });
    // A customer cannot make their own company exempt.
    const own = await h.gql(
      'mutation($id: ID!, $i: TaxExemptionInput!) { setCompanyTaxExemption(companyId: $id, input: $i) { certificate } }',
      { id: buyer.user.companyId, i: { certificate: 'MINE', expiresOn: '2099-01-01' } },
      buyer.token,
    );
    expect(own.errors?.[0].extensions.code).toBe('FORBIDDEN');
    expect(
      (await h.db.company.findUniqueOrThrow({ where: { id: buyer.user.companyId } })).taxExemptUntil
        ?.toISOString()
        .slice(0, 10),
    ).toBe(yesterday);
  });

  it('a rate changed or removed later never changes an order already placed', async () => {
    const buyer = await h.signedIn();
    const before = await read((await orderTo(buyer.user, [1_000], 'GB')).id);
    const gb = (
      await h.gql('{ taxRates { id country region ratePercent } }', {}, admin.token)
    ).data.taxRates.find(
      (r: { country: string; region: string | null }) => r.country === 'GB' && r.region === null,
    );
    const changed = await h.gql(
      'mutation($id: ID, $i: TaxRateInput!) { setTaxRate(id: $id, input: $i) { label } }',
      { id: gb.id, i: { country: 'GB', name: 'VAT', ratePercent: '17.5' } },
      admin.token,
    );
    expect(changed.data.setTaxRate.label).toBe('VAT 17.5%');
    expect(await read(before.id)).toEqual(before);
    const after = await read((await orderTo(buyer.user, [1_000], 'GB')).id);
    expect(after.taxCents).toBe(17_500);
    expect(
      (await h.gql('mutation($id: ID!) { deleteTaxRate(id: $id) }', { id: gb.id }, admin.token)).data
        .deleteTaxRate,
    ).toBe(true);
    expect(await read(after.id)).toEqual(after);
    expect((await read((await orderTo(buyer.user, [1_000], 'GB')).id)).taxCents).toBe(0);
    await h.gql(
      'mutation($i: TaxRateInput!) { setTaxRate(input: $i) { id } }',
      { i: { country: 'GB', name: 'VAT', ratePercent: '20' } },
      admin.token,
    );
    const twice = await h.gql(
      'mutation($i: TaxRateInput!) { setTaxRate(input: $i) { id } }',
      { i: { country: 'gb', name: 'VAT', ratePercent: '5' } },
      admin.token,
    );
    expect(twice.errors?.[0].extensions.code).toBe('CONFLICT');
  });
});

describe('credit notes, documents and other companies', () => {
  it("a credit note takes tax back in proportion; two of them return the line's tax exactly; invoiced - credited - paid = balance", async () => {
    const buyer = await h.signedIn();
    const po = await read((await orderTo(buyer.user, [123, 457], 'GB')).id);
    expect(po).toMatchObject({ subtotalCents: 58_000, taxCents: 11_600, totalCents: 69_600 });
    const first = await h.gql(
      ISSUE,
      {
        id: po.id,
        i: {
          reason: 'Damaged',
          settlement: 'HOLD',
          lines: [{ invoiceLineId: po.lines[0].id, quantity: 33 }],
        },
      },
      admin.token,
    );
    expect(first.errors).toBeUndefined();
    expect(first.data.issueCreditNote.amountCents).toBe(4_059 + 812); // 33 x 1.23 net + 811.8 -> 812 tax
    const rest = await h.gql(
      ISSUE,
      { id: po.id, i: { reason: 'The rest', settlement: 'HOLD', lines: null } },
      admin.token,
    );
    expect(rest.errors).toBeUndefined();
    const notes = await h.db.creditNote.findMany({
      where: { purchaseOrderId: po.id },
      include: { lines: true },
    });
    expect(notes.reduce((s, n) => s + n.taxCents, 0)).toBe(po.taxCents);
    for (const n of notes)
      expect(n.lines.reduce((s, l) => s + l.lineTotalCents + l.taxCents, 0)).toBe(n.amountCents);
    const after = await read(po.id);
    expect(after).toMatchObject({ creditedCents: 69_600, balanceCents: 0, paidCents: 0 });
  });

  it('shows the tax line on REST, both CSVs, the invoice PDF and the credit note PDF', async () => {
    const buyer = await h.signedIn();
    const po = await read((await orderTo(buyer.user, [1_000], 'CA', 'Quebec')).id);
    await h.gql(
      ISSUE,
      {
        id: po.id,
        i: {
          reason: 'Returned',
          settlement: 'HOLD',
          lines: [{ invoiceLineId: po.lines[0].id, quantity: 10 }],
        },
      },
      admin.token,
    );
    const rest = (
      await h.http().get(`/purchase-orders/${po.id}`).set('authorization', `Bearer ${buyer.token}`)
    ).body;
    expect(rest).toMatchObject({
      subtotalCents: 100_000,
      taxCents: 14_975,
      totalCents: 114_975,
      tax: { label: 'GST + QST 14.975%' },
    });
    expect(rest.creditNotes[0]).toMatchObject({ taxCents: 1_498, amountCents: 10_000 + 1_498 }); // 1497.5 -> 1498
    const auth = (r: ReturnType<ReturnType<Harness['http']>['get']>) =>
      r.set('authorization', `Bearer ${admin.token}`);
    const poRows: Array<Record<string, string>> = parse(
      (await auth(h.http().get('/admin/purchase-orders.csv'))).text.replace(/^\uFEFF/, ''),
      { columns: true },
    );
    expect(poRows.find((r) => r['Invoice number'] === po.invoiceNumber)).toMatchObject({
      Subtotal: '1000.00',
      Tax: '149.75',
      Total: '1149.75',
      'Tax rate': 'GST + QST 14.975%',
    });
    const invRows: Array<Record<string, string>> = parse(
      (await auth(h.http().get('/admin/invoices.csv'))).text.replace(/^\uFEFF/, ''),
      { columns: true },
    );
    expect(invRows.find((r) => r['Invoice number'] === po.invoiceNumber)).toMatchObject({
      'Line tax': '149.75',
      'Invoice subtotal': '1000.00',
      'Invoice tax': '149.75',
      'Invoice total': '1149.75',
    });
    const pdfOf = async (url: string) => {
      const res = await auth(h.http().get(url))
        .buffer(true)
        .parse((r, cb) => {
          const chunks: Buffer[] = [];
          r.on('data', (b: Buffer) => chunks.push(b));
          r.on('end', () => cb(null, Buffer.concat(chunks)));
        });
      expect(res.status).toBe(200);
      return (await pdfText(res.body as Buffer)).replace(/\s+/g, ' ');
    };
    const invoice = await pdfOf(`/purchase-orders/${po.id}/invoice.pdf`);
    expect(invoice).toContain(`Net ${formatCents(100_000)}`);
    expect(invoice).toContain(`Tax (GST + QST 14.975%) ${formatCents(14_975)}`);
    expect(invoice).toContain(`Total ${formatCents(114_975)}`);
    const noteId = rest.creditNotes[0].id;
    const credit = await pdfOf(`/purchase-orders/${po.id}/credit-notes/${noteId}/pdf`);
    expect(credit).toContain(`Tax (GST + QST 14.975%) ${formatCents(1_498)}`);
    expect(credit).toContain(`Credit total ${formatCents(11_498)}`);
    const statement = await h.gql(
      'query($f: String!, $t: String!) { myStatement(from: $f, to: $t) { lines { kind reference debitCents creditCents taxCents } } }',
      { f: TODAY, t: TODAY },
      buyer.token,
    );
    expect(statement.errors).toBeUndefined();
    expect(statement.data.myStatement.lines).toEqual(
      expect.arrayContaining([
        {
          kind: 'INVOICE',
          reference: po.invoiceNumber,
          debitCents: 114_975,
          creditCents: 0,
          taxCents: 14_975,
        },
        expect.objectContaining({ kind: 'CREDIT_NOTE', creditCents: 11_498, taxCents: 1_498 }),
      ]),
    );
    const buyerPdf = await h
      .http()
      .get(`/my-statement.pdf?from=${TODAY}&to=${TODAY}`)
      .set('authorization', `Bearer ${buyer.token}`)
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (b: Buffer) => chunks.push(b));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    expect(buyerPdf.status).toBe(200);
    expect((await pdfText(buyerPdf.body as Buffer)).replace(/\s+/g, ' ')).toContain(
      `Tax included in the lines above: ${formatCents(14_975)} on invoices; ${formatCents(1_498)} given back by credit notes.`,
    );
  });

  it("another company neither reads an order's tax nor the rates, nor changes them", async () => {
    const buyer = await h.signedIn();
    const other = await h.signedIn();
    const po = await orderTo(buyer.user, [1_000], 'GB');
    const seen = await h.gql(
      `query($id: ID!) { purchaseOrder(id: $id) { taxCents } }`,
      { id: po.id },
      other.token,
    );
    expect(seen.errors?.[0].extensions.code).toMatch(/NOT_FOUND|FORBIDDEN/);
    expect((await h.gql('{ taxRates { id } }', {}, other.token)).errors?.[0].extensions.code).toBe(
      'FORBIDDEN',
    );
    const added = await h.gql(
      'mutation($i: TaxRateInput!) { setTaxRate(input: $i) { id } }',
      { i: { country: 'FR', name: 'TVA', ratePercent: '0' } },
      other.token,
    );
    expect(added.errors?.[0].extensions.code).toBe('FORBIDDEN');
    expect(await h.db.taxRate.count({ where: { country: 'FR' } })).toBe(0);
  });
});
