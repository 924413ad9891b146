/**
 * What an invoice must carry (EU VAT Directive 2006/112/EC art. 226, US practice) and a totals block that reads after
 * a credit note, on every surface: GraphQL (the web invoice's fields), REST, the invoice PDF, the credit-note PDF and
 * the statement PDF. World: a taxed order (VAT 20%) of a company with a billing address and tax id, a partial payment
 * and a credit note; the seller's own VAT number configured (SHOP_TAX_ID).
 */
import { formatCents } from '@gluegun/common';
import { createHarness, type Harness } from '../support/harness';
import { ctxFor } from '../support/context';
import { pdfText } from '../support/read-pdf';
import { loadConfig, ConfigError } from '../../src/config';
import * as paymentsService from '../../src/modules/payments/payments.service';
import { ISSUE, TODAY, invoiceFor } from '../credit-notes/world';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ SHOP_TAX_ID: 'GB 123 4567 89' });
});
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  await h.reset();
});

const binary = (res: any, cb: (e: Error | null, b: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (b: Buffer) => chunks.push(b));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
};
const pdfOf = async (url: string, token: string) => {
  const res = await h.http().get(url).set('authorization', `Bearer ${token}`).buffer(true).parse(binary);
  expect(res.status).toBe(200);
  return (await pdfText(res.body as Buffer)).replace(/\s+/g, ' ');
};

const BILLING = {
  name: 'Acme Crafts Holdings Ltd',
  taxId: 'DE811907980',
  personal: false,
  billingLine1: '7 Klebstoffstrasse',
  billingLine2: 'Building C',
  billingCity: 'Berlin',
  billingRegion: null,
  billingPostalCode: '10115',
  billingCountry: 'DE',
};
const ADDRESS = ['7 Klebstoffstrasse', 'Building C', 'Berlin, 10115', 'DE'];

/** A taxed invoice (VAT 20% on 700.00) of a company with a billing address; 300.00 paid, 110.00 + tax credited. */
async function world() {
  const buyer = await h.signedIn();
  const admin = await h.signedIn('ADMIN');
  await h.db.taxRate.create({ data: { country: 'GB', name: 'VAT', rateMillionths: 200_000 } });
  await h.db.company.update({ where: { id: buyer.user.companyId! }, data: BILLING });
  const { po } = await invoiceFor(h, buyer.user);
  // The address is frozen at checkout: moving the company afterwards does not rewrite the issued invoice.
  await h.db.company.update({
    where: { id: buyer.user.companyId! },
    data: { billingLine1: '1 New Street', billingCity: 'Munich', taxId: 'DE999999999' },
  });
  await paymentsService.recordPayment(ctxFor(h, admin.user), po.id, {
    amountCents: 30_000,
    receivedOn: TODAY,
    reference: 'BACS 1',
  });
  const lines = (
    await h.gql('query($id: ID!) { purchaseOrder(id: $id) { lines { id } } }', { id: po.id }, admin.token)
  ).data.purchaseOrder.lines;
  const note = await h.gql(
    ISSUE,
    {
      id: po.id,
      i: { reason: 'Damaged', settlement: 'HOLD', lines: [{ invoiceLineId: lines[1].id, quantity: 40 }] },
    },
    admin.token,
  );
  expect(note.errors).toBeUndefined();
  return { buyer, admin, po, note: note.data.issueCreditNote };
}

describe('the invoice carries both parties in full', () => {
  it("GraphQL and REST give the billing address frozen at checkout and the seller's VAT number", async () => {
    const { buyer, po } = await world();
    const q =
      'query($id: ID!) { purchaseOrder(id: $id) { billToName billToTaxId billToAddress seller { taxId } } }';
    const gql = await h.gql(q, { id: po.id }, buyer.token);
    expect(gql.errors).toBeUndefined();
    expect(gql.data.purchaseOrder).toEqual({
      billToName: BILLING.name,
      billToTaxId: 'DE811907980',
      billToAddress: ADDRESS,
      seller: { taxId: 'GB 123 4567 89' },
    });
    const rest = await h
      .http()
      .get(`/purchase-orders/${po.id}`)
      .set('authorization', `Bearer ${buyer.token}`);
    expect(rest.status).toBe(200);
    expect(rest.body.billToAddress).toEqual(ADDRESS);
    expect(rest.body.seller.taxId).toBe('GB 123 4567 89');
  });

  it("the invoice PDF prints the buyer's billing address and tax id and the seller's VAT number", async () => {
    const { buyer, po } = await world();
    const text = await pdfOf(`/purchase-orders/${po.id}/invoice.pdf`, buyer.token);
    expect(text).toContain('Tax ID: GB 123 4567 89');
    expect(text).toContain(`BILL TO ${BILLING.name} ${ADDRESS.join(' ')} Tax ID: DE811907980`);
    expect(text).not.toContain('Munich');
  });

  it("the credit note PDF credits the billed company at its address, and names the seller's VAT number", async () => {
    const { buyer, po, note } = await world();
    const text = await pdfOf(`/purchase-orders/${po.id}/credit-notes/${note.id}/pdf`, buyer.token);
    expect(text).toContain('Tax ID: GB 123 4567 89');
    expect(text).toContain(`CREDIT TO ${BILLING.name} ${ADDRESS.join(' ')} Tax ID: DE811907980`);
  });

  it("the statement PDF names the seller's VAT number", async () => {
    const { buyer } = await world();
    const text = await pdfOf(`/my-statement.pdf?from=${TODAY}&to=${TODAY}`, buyer.token);
    expect(text).toContain('Tax ID: GB 123 4567 89');
  });
});

describe('the totals block after a credit note', () => {
  it('reads Net, Tax, Total, Credited, Paid (what was received), Balance, lists the credit note, still asks to pay', async () => {
    const { buyer, po, note } = await world();
    const row = await h.db.purchaseOrder.findUniqueOrThrow({ where: { id: po.id } });
    expect(row).toMatchObject({
      subtotalCents: 70_000,
      taxCents: 14_000,
      totalCents: 84_000,
      creditedCents: 13_200,
      paidCents: 30_000,
    });
    const text = await pdfOf(`/purchase-orders/${po.id}/invoice.pdf`, buyer.token);
    const expected =
      `Net ${formatCents(70_000)} Tax (VAT 20%) ${formatCents(14_000)} Total ${formatCents(84_000)} Credited ${formatCents(13_200)} ` +
      `Paid ${formatCents(30_000)} Balance ${formatCents(40_800)}`;
    expect(text).toContain(expected);
    expect(text).toContain(`CREDIT NOTES`);
    expect(text).toContain(`${note.creditNoteNumber} ${formatCents(13_200)}`);
    expect(text).toContain('Pay by bank transfer');
    // The payment's day is printed whole, never cut to "November 28, 20…".
    expect(text).toMatch(/PAYMENTS RECEIVED [A-Z][a-z]+ \d{1,2}, \d{4} BACS 1/);
    expect(text).not.toContain('…');
  });

  it('a paid invoice credited afterwards: Paid is what was received, the money given back is shown, nothing asks to pay', async () => {
    const buyer = await h.signedIn();
    const admin = await h.signedIn('ADMIN');
    const { po } = await invoiceFor(h, buyer.user);
    await paymentsService.recordPayment(ctxFor(h, admin.user), po.id, {
      amountCents: 70_000,
      receivedOn: TODAY,
      reference: 'BACS 2',
    });
    const lines = (
      await h.gql('query($id: ID!) { purchaseOrder(id: $id) { lines { id } } }', { id: po.id }, admin.token)
    ).data.purchaseOrder.lines;
    const note = await h.gql(
      ISSUE,
      {
        id: po.id,
        i: { reason: 'Damaged', settlement: 'HOLD', lines: [{ invoiceLineId: lines[0].id, quantity: 10 }] },
      },
      admin.token,
    );
    expect(note.errors).toBeUndefined();
    const q =
      'query($id: ID!) { purchaseOrder(id: $id) { totalCents creditedCents paidCents receivedCents givenBackCents balanceCents } }';
    const gql = (await h.gql(q, { id: po.id }, buyer.token)).data.purchaseOrder;
    expect(gql).toEqual({
      totalCents: 70_000,
      creditedCents: 1_500,
      paidCents: 68_500,
      receivedCents: 70_000,
      givenBackCents: 1_500,
      balanceCents: 0,
    });
    const rest = await h
      .http()
      .get(`/purchase-orders/${po.id}`)
      .set('authorization', `Bearer ${buyer.token}`);
    expect(rest.body).toMatchObject({
      totalCents: 70_000,
      creditedCents: 1_500,
      paidCents: 68_500,
      receivedCents: 70_000,
      givenBackCents: 1_500,
      balanceCents: 0,
    });
    const text = await pdfOf(`/purchase-orders/${po.id}/invoice.pdf`, buyer.token);
    expect(text).toContain(
      `Total ${formatCents(70_000)} Credited ${formatCents(1_500)} Paid ${formatCents(70_000)} Given back (refund or credit) ${formatCents(1_500)} Balance ${formatCents(0)}`,
    );
    expect(text).toContain('Nothing is owed on this invoice: it is settled.');
    expect(text).not.toMatch(/Pay by bank transfer|PAY TO/i);
  });
});

describe('SHOP_TAX_ID', () => {
  const base = {
    NODE_ENV: 'test',
    DATABASE_URL: 'postgresql://x@127.0.0.1:5432/x',
    SESSION_SECRET: 'x'.repeat(40),
    FIREBASE_PROJECT_ID: 'demo-x',
    FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:1',
  };
  it('is checked at start: a plausible number is kept, unset is none, junk is refused naming the variable', () => {
    expect(loadConfig({ ...base, SHOP_TAX_ID: ' GB123456789 ' }).seller.taxId).toBe('GB123456789');
    expect(loadConfig({ ...base }).seller.taxId).toBeNull();
    expect(() => loadConfig({ ...base, SHOP_TAX_ID: 'VAT <b>123</b>' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, SHOP_TAX_ID: 'VAT <b>123</b>' })).toThrow(/SHOP_TAX_ID/);
  });
});
