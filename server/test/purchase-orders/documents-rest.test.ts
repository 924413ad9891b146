/**
 * Invoice PDF and CSV exports over REST (issue #20): the buyer and admins download the invoice; another customer
 * cannot; the exports are UTF-8 CSV with a BOM whose buyer-typed cells cannot run as spreadsheet formulas.
 */
import { createHarness, type Harness } from '../support/harness';
import { ctxFor } from '../support/context';
import * as orders from '../../src/modules/orders/order.service';
import * as pos from '../../src/modules/purchase-orders/purchase-order.service';

let h: Harness;
beforeAll(async () => { h = await createHarness(); });
afterAll(async () => { await h.close(); });
beforeEach(async () => { await h.reset(); });

const binary = (res: any, done: (e: Error | null, b?: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

async function checkedOut(poNumber: string) {
  const buyer = await h.signedIn('CUSTOMER', { displayName: '=cmd|\' /C calc\'!A0' });
  const product = await h.factories.createProduct(h.db, { name: '@SUM(1+1) Gun', priceCents: 1234, quantity: 1000 });
  const item = await orders.placeOrder(ctxFor(h, buyer.user), { productId: product.id, quantity: 100, phone: '5550100' });
  const po = await pos.checkout(ctxFor(h, buyer.user), {
    itemIds: [item.id],
    details: { poNumber, companyName: '+Acme', addressLine1: '1 Road', city: 'Leeds', postalCode: 'LS1 1AA', country: 'GB', contactPhone: '+44 113 496 0000' },
  });
  return { buyer, po };
}

describe('invoice PDF', () => {
  it('is a PDF named after the invoice for the buyer and admins; 403 for another customer, 401 anonymous', async () => {
    const { buyer, po } = await checkedOut('PO-PDF-1');
    const admin = await h.signedIn('ADMIN');
    const other = await h.signedIn('CUSTOMER');
    for (const token of [buyer.token, admin.token]) {
      const res = await h.http().get(`/purchase-orders/${po.id}/invoice.pdf`).set('authorization', `Bearer ${token}`).buffer(true).parse(binary);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${po.invoiceNumber}.pdf"`);
      expect((res.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect((await h.http().get(`/purchase-orders/${po.id}/invoice.pdf`).set('authorization', `Bearer ${other.token}`)).status).toBe(403);
    expect((await h.http().get(`/purchase-orders/${po.id}/invoice.pdf`)).status).toBe(401);
  });
});

describe('CSV exports', () => {
  it('orders and invoice lines, with a BOM, buyer-typed formulas escaped and money as plain numbers', async () => {
    const { po } = await checkedOut('=HYPERLINK("http://evil.example","Click")');
    const admin = await h.signedIn('ADMIN');
    const ordersCsv = await h.http().get('/admin/purchase-orders.csv').set('authorization', `Bearer ${admin.token}`);
    expect(ordersCsv.status).toBe(200);
    expect(ordersCsv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(ordersCsv.headers['content-disposition']).toBe('attachment; filename="purchase-orders.csv"');
    expect(ordersCsv.text.startsWith('\uFEFF')).toBe(true);
    const [header, row] = ordersCsv.text.slice(1).split('\r\n');
    expect(header.split(',').length).toBeGreaterThan(10);
    expect(row).toContain(po.invoiceNumber);
    expect(row).toContain('1234.00'); // 100 x $12.34
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(row).toContain("'+Acme");
    expect(row).not.toMatch(/(^|,)[=+@-]/);

    const invoicesCsv = await h.http().get('/admin/invoices.csv?paymentStatus=AWAITING_PAYMENT').set('authorization', `Bearer ${admin.token}`);
    expect(invoicesCsv.status).toBe(200);
    const lines = invoicesCsv.text.slice(1).split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain("'@SUM(1+1) Gun");
    const paid = await h.http().get('/admin/invoices.csv?paymentStatus=PAID').set('authorization', `Bearer ${admin.token}`);
    expect(paid.text.slice(1).split('\r\n').filter(Boolean)).toHaveLength(1); // the header only
    expect((await h.http().get('/admin/invoices.csv?paymentStatus=LATE').set('authorization', `Bearer ${admin.token}`)).status).toBe(400);
  });
});
