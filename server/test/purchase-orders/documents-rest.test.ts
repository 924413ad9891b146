/**
 * Invoice PDF and CSV exports over REST: the buyer and admins download the invoice; another customer
 * cannot; the exports are UTF-8 CSV with a BOM whose buyer-typed cells cannot run as spreadsheet formulas.
 */
import { execFile } from 'node:child_process';
import { paymentReferenceFor } from '@gluegun/common';
import { createHarness, type Harness } from '../support/harness';
import { ctxFor } from '../support/context';
import * as orders from '../../src/modules/orders/order.service';
import * as pos from '../../src/modules/purchase-orders/purchase-order.service';

/** A configured seller and bank: every document must show these, not a built-in name. */
const SELLER_ENV = {
  SHOP_LEGAL_NAME: '株式会社グルーガン Wholesale',
  SHOP_ADDRESS: '12 Hot Melt Road;Springfield, IL 62701;United States',
  SHOP_BILLING_EMAIL: 'accounts@gluegun.example',
  SHOP_BANK_ACCOUNT_NAME: 'Glue Gun Wholesale Ltd',
  SHOP_BANK_NAME: 'First Adhesive Bank',
  SHOP_BANK_IBAN: 'GB82 WEST 1234 5698 7654 32',
  SHOP_BANK_BIC: 'WESTGB2L',
  SHOP_PAYMENT_INSTRUCTIONS: 'Pay by bank transfer within the terms.',
};

let h: Harness;
beforeAll(async () => {
  h = await createHarness(SELLER_ENV);
});
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  await h.reset();
});

const binary = (res: any, done: (e: Error | null, b?: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

async function checkedOut(poNumber: string) {
  const buyer = await h.signedIn('CUSTOMER', { displayName: "=cmd|' /C calc'!A0" });
  // The company billed is named by its members: its legal name is user-typed text in the exports too.
  await h.db.company.update({
    where: { id: buyer.user.companyId },
    data: { name: '+Acme Holdings', taxId: '@TAX-1', personal: false },
  });
  const product = await h.factories.createProduct(h.db, {
    name: '@SUM(1+1) Gun',
    priceCents: 1234,
    quantity: 1000,
  });
  const item = await orders.placeOrder(ctxFor(h, buyer.user), {
    productId: product.id,
    quantity: 100,
    phone: '5550100',
  });
  const po = await pos.checkout(ctxFor(h, buyer.user), {
    itemIds: [item.id],
    details: {
      poNumber,
      companyName: '+Acme',
      addressLine1: '1 Road',
      city: 'Leeds',
      postalCode: 'LS1 1AA',
      country: 'GB',
      contactPhone: '+44 113 496 0000',
    },
  });
  return { buyer, po };
}

describe('invoice PDF', () => {
  it('is a PDF named after the invoice for the buyer and admins; 403 for another customer, 401 anonymous', async () => {
    const { buyer, po } = await checkedOut('PO-PDF-1');
    const admin = await h.signedIn('ADMIN');
    const other = await h.signedIn('CUSTOMER');
    for (const token of [buyer.token, admin.token]) {
      const res = await h
        .http()
        .get(`/purchase-orders/${po.id}/invoice.pdf`)
        .set('authorization', `Bearer ${token}`)
        .buffer(true)
        .parse(binary);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${po.invoiceNumber}.pdf"`);
      expect((res.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect(
      (
        await h
          .http()
          .get(`/purchase-orders/${po.id}/invoice.pdf`)
          .set('authorization', `Bearer ${other.token}`)
      ).status,
    ).toBe(403);
    expect((await h.http().get(`/purchase-orders/${po.id}/invoice.pdf`)).status).toBe(401);
  });
});

/** The PDF's text, read by pdf-parse in a child process (see invoice-documents.test.ts for why). */
function pdfText(pdf: Buffer): Promise<string> {
  const script = `const { PDFParse } = require('pdf-parse'); const c = []; process.stdin.on('data', (d) => c.push(d)).on('end', async () => {
    const p = new PDFParse({ data: new Uint8Array(Buffer.concat(c)) }); const r = await p.getText(); process.stdout.write(r.text); await p.destroy(); });`;
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['-e', script],
      { cwd: __dirname, maxBuffer: 64 * 1024 * 1024 },
      (e, out, err) => (e ? reject(new Error(`${e.message}\n${err}`)) : resolve(out)),
    );
    child.stdin!.end(pdf);
  });
}

describe('seller and remittance on every invoice', () => {
  it("REST, GraphQL and the PDF name the same seller and bank, with the invoice's own RF reference", async () => {
    const { buyer, po } = await checkedOut('PO-REMIT-1');
    const reference = paymentReferenceFor(po.invoiceNumber);
    expect(reference).toMatch(/^RF\d{2} INV\d{6}$/);
    const seller = {
      name: '株式会社グルーガン Wholesale',
      addressLines: ['12 Hot Melt Road', 'Springfield, IL 62701', 'United States'],
      email: 'accounts@gluegun.example',
    };
    const remittance = {
      accountName: 'Glue Gun Wholesale Ltd',
      bankName: 'First Adhesive Bank',
      iban: 'GB82WEST12345698765432',
      bic: 'WESTGB2L',
      routingNumber: null,
      accountNumber: null,
      instructions: 'Pay by bank transfer within the terms.',
      paymentReference: reference,
    };

    const rest = await h
      .http()
      .get(`/purchase-orders/${po.id}`)
      .set('authorization', `Bearer ${buyer.token}`);
    expect(rest.status).toBe(200);
    expect({ seller: rest.body.seller, remittance: rest.body.remittance }).toEqual({
      seller: { ...seller, taxId: null },
      remittance,
    });

    const gql = await h.gql(
      `query ($id: ID!) { purchaseOrder(id: $id) {
      seller { name addressLines email }
      remittance { accountName bankName iban bic routingNumber accountNumber instructions paymentReference } } }`,
      { id: po.id },
      buyer.token,
    );
    expect(gql.errors).toBeUndefined();
    expect(gql.data.purchaseOrder).toEqual({ seller, remittance });

    const res = await h
      .http()
      .get(`/purchase-orders/${po.id}/invoice.pdf`)
      .set('authorization', `Bearer ${buyer.token}`)
      .buffer(true)
      .parse(binary);
    const text = (await pdfText(res.body as Buffer)).replace(/\s+/g, ' ');
    // The seller block in the web invoice's order: name, address lines, e-mail; the Japanese name as typed.
    expect(text).toContain(
      '株式会社グルーガン Wholesale 12 Hot Melt Road Springfield, IL 62701 United States accounts@gluegun.example',
    );
    for (const expected of [
      'PAY TO',
      'Account name Glue Gun Wholesale Ltd',
      'Bank First Adhesive Bank',
      'IBAN GB82 WEST 1234 5698 7654 32',
      'BIC WESTGB2L',
      `Reference ${reference}`,
    ]) {
      expect(text).toContain(expected);
    }
  });
});

describe('CSV exports', () => {
  it('orders and invoice lines, with a BOM, buyer-typed formulas escaped and money as plain numbers', async () => {
    const { po } = await checkedOut('=HYPERLINK("http://evil.example","Click")');
    const admin = await h.signedIn('ADMIN');
    const ordersCsv = await h
      .http()
      .get('/admin/purchase-orders.csv')
      .set('authorization', `Bearer ${admin.token}`);
    expect(ordersCsv.status).toBe(200);
    expect(ordersCsv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(ordersCsv.headers['content-disposition']).toBe('attachment; filename="purchase-orders.csv"');
    expect(ordersCsv.text.startsWith('\uFEFF')).toBe(true);
    const [header, row] = ordersCsv.text.slice(1).split('\r\n');
    expect(header.split(',').length).toBeGreaterThan(10);
    expect(row).toContain(po.invoiceNumber);
    expect(row).toContain('1234.00'); // 100 x $12.34
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(row).toContain("'+Acme Holdings");
    expect(row).toContain("'@TAX-1");
    expect(row).not.toMatch(/(^|,)[=+@-]/);

    const invoicesCsv = await h
      .http()
      .get('/admin/invoices.csv?paymentStatus=AWAITING_PAYMENT')
      .set('authorization', `Bearer ${admin.token}`);
    expect(invoicesCsv.status).toBe(200);
    const lines = invoicesCsv.text.slice(1).split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain("'@SUM(1+1) Gun");
    const paid = await h
      .http()
      .get('/admin/invoices.csv?paymentStatus=PAID')
      .set('authorization', `Bearer ${admin.token}`);
    expect(paid.text.slice(1).split('\r\n').filter(Boolean)).toHaveLength(1); // the header only
    expect(
      (
        await h
          .http()
          .get('/admin/invoices.csv?paymentStatus=LATE')
          .set('authorization', `Bearer ${admin.token}`)
      ).status,
    ).toBe(400);
  });
});
