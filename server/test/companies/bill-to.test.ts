/**
 * The company on orders and invoices: every surface (GraphQL, REST, PDF, both CSV exports) bills the
 * buying company by its legal name and tax id as they were when the order was placed, with the person who ordered;
 * and the admins' purchase-order lists and exports narrow to one company by its id.
 */
import { createHarness, type Harness } from '../support/harness';
import { ctxFor } from '../support/context';
import { pdfText } from '../support/read-pdf';
import * as orders from '../../src/modules/orders/order.service';
import * as pos from '../../src/modules/purchase-orders/purchase-order.service';
import type { User } from '../../src/generated/prisma/client';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  await h.reset();
});

const details = {
  companyName: 'Typed Name Ltd',
  addressLine1: '12 Mill Road',
  city: 'Leeds',
  postalCode: 'LS1 4AP',
  country: 'GB',
  contactPhone: '+44 113 496 0000',
};
const binary = (res: any, done: (e: Error | null, b?: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

/** A customer of a company with this legal name (and tax id), signed in. */
async function buyerOf(name: string, taxId: string | null, displayName: string) {
  const buyer = await h.signedIn('CUSTOMER', { displayName });
  await h.db.company.update({ where: { id: buyer.user.companyId }, data: { name, taxId, personal: false } });
  return buyer;
}
async function placed(user: User, units = 100) {
  const p = await h.factories.createProduct(h.db, { priceCents: 100, quantity: 10_000 });
  const item = await orders.placeOrder(ctxFor(h, user), {
    productId: p.id,
    quantity: units,
    phone: '5550100',
  });
  return pos.checkout(ctxFor(h, user), { itemIds: [item.id], details });
}

const PO_FIELDS = 'id companyId billToName billToTaxId orderedBy companyName buyerName';

describe('bill to', () => {
  it('GraphQL, REST, the PDF and both CSVs name the company billed and who ordered; a later rename keeps issued invoices', async () => {
    const buyer = await buyerOf('Acme Crafts Holdings Ltd', 'GB123456789', 'Ada Lovelace');
    const admin = await h.signedIn('ADMIN');
    const po = await placed(buyer.user);
    expect(po).toMatchObject({
      billToName: 'Acme Crafts Holdings Ltd',
      billToTaxId: 'GB123456789',
      companyId: buyer.user.companyId,
    });
    // Renamed afterwards: the invoice already issued keeps the name it was issued to.
    await h.db.company.update({
      where: { id: buyer.user.companyId },
      data: { name: 'Acme Renamed plc', taxId: null },
    });

    const gql = await h.gql(
      `query ($id: ID!) { purchaseOrder(id: $id) { ${PO_FIELDS} } }`,
      { id: po.id },
      buyer.token,
    );
    expect(gql.errors).toBeUndefined();
    expect(gql.data.purchaseOrder).toEqual({
      id: po.id,
      companyId: buyer.user.companyId,
      billToName: 'Acme Crafts Holdings Ltd',
      billToTaxId: 'GB123456789',
      orderedBy: 'Ada Lovelace',
      companyName: 'Typed Name Ltd',
      buyerName: 'Ada Lovelace',
    });
    const rest = await h
      .http()
      .get(`/purchase-orders/${po.id}`)
      .set('authorization', `Bearer ${buyer.token}`);
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({
      billToName: 'Acme Crafts Holdings Ltd',
      billToTaxId: 'GB123456789',
      orderedBy: 'Ada Lovelace',
    });

    const pdf = await h
      .http()
      .get(`/purchase-orders/${po.id}/invoice.pdf`)
      .set('authorization', `Bearer ${buyer.token}`)
      .buffer(true)
      .parse(binary);
    expect(pdf.status).toBe(200);
    const text = (await pdfText(pdf.body as Buffer)).replace(/\s+/g, ' ');
    expect(text).toContain('BILL TO Acme Crafts Holdings Ltd Tax ID: GB123456789 Ordered by: Ada Lovelace');
    expect(text).not.toContain('Acme Renamed plc');

    const ordersCsv = (
      await h.http().get('/admin/purchase-orders.csv').set('authorization', `Bearer ${admin.token}`)
    ).text
      .slice(1)
      .split('\r\n');
    expect(ordersCsv[0]).toContain(',Company,');
    // The tax columns come after the company's tax id, then freight (docs/decisions/076), then the delivery days (101).
    expect(
      ordersCsv[0].endsWith(
        ',Company tax ID,Subtotal,Tax,Tax rate,Freight,Shipping method,Requested delivery,Promised delivery,Lines promised by',
      ),
    ).toBe(true);
    expect(ordersCsv[1]).toContain(',Ada Lovelace,');
    expect(ordersCsv[1]).toContain(',Acme Crafts Holdings Ltd,');
    expect(ordersCsv[1]).toMatch(/,GB123456789,\d+\.\d{2},0\.00,,\d+\.\d{2}(,[^,]*){4}$/);
    const invoicesCsv = (
      await h.http().get('/admin/invoices.csv').set('authorization', `Bearer ${admin.token}`)
    ).text
      .slice(1)
      .split('\r\n');
    expect(invoicesCsv[1]).toContain(`,Ada Lovelace,${buyer.user.email},Acme Crafts Holdings Ltd,`);
    expect(invoicesCsv[1]).toMatch(/,GB123456789,0\.00,\d+\.\d{2},0\.00,,,/);

    // An order placed after the rename bills the new name, without a tax id.
    const later = await placed(buyer.user);
    expect(later).toMatchObject({ billToName: 'Acme Renamed plc', billToTaxId: null });
  });

  it('a personal company (never named) bills the company name typed on the order, as before companies; else the person', async () => {
    const solo = await h.signedIn('CUSTOMER', { displayName: 'Sam Solo' });
    expect((await h.db.company.findUniqueOrThrow({ where: { id: solo.user.companyId } })).personal).toBe(
      true,
    );
    const typed = await placed(solo.user);
    expect(typed).toMatchObject({ billToName: 'Typed Name Ltd', billToTaxId: null });
    // An order inserted without a company name (as a one-click Pay with no earlier address) bills the company's name.
    const bare = await h.db.purchaseOrder.create({
      data: {
        userId: solo.user.id,
        buyerName: 'Sam Solo',
        buyerEmail: solo.user.email,
        contactPhone: '1',
        invoiceNumber: 'INV-999999',
        issuedAt: new Date(),
        termsDays: 30,
        dueAt: new Date(),
        subtotalCents: 0,
        totalCents: 0,
      },
    });
    const company = await h.db.company.findUniqueOrThrow({ where: { id: solo.user.companyId } });
    expect((await h.db.purchaseOrder.findUniqueOrThrow({ where: { id: bare.id } })).billToName).toBe(
      company.name,
    );
  });

  it('a company admin sees who of the company ordered each of its orders', async () => {
    const boss = await buyerOf('Widget Works Inc.', null, 'Grace Admin');
    const member = await h.factories.createUser(h.db, {
      displayName: 'Bob Buyer',
      company: { connect: { id: boss.user.companyId } },
      companyRole: 'BUYER',
    });
    const po = await placed(member);
    const gql = await h.gql(`{ myPurchaseOrders { ${PO_FIELDS} } }`, {}, boss.token);
    expect(gql.errors).toBeUndefined();
    expect(gql.data.myPurchaseOrders).toEqual([
      expect.objectContaining({
        id: po.id,
        billToName: 'Widget Works Inc.',
        billToTaxId: null,
        orderedBy: 'Bob Buyer',
      }),
    ]);
  });
});

describe('admins filter purchase orders by company', () => {
  async function twoCompanies() {
    const x = await buyerOf('Company X Ltd', null, 'Xavier');
    const y = await buyerOf('Company Y Ltd', null, 'Yolanda');
    const emptyCompany = await h.db.company.create({ data: { name: 'Company Z Ltd' } });
    const xOrders = [await placed(x.user), await placed(x.user)];
    const yOrders = [await placed(y.user)];
    return { x, y, xOrders, yOrders, emptyCompany, admin: await h.signedIn('ADMIN') };
  }
  const ids = (rows: Array<{ id: string }>) => rows.map((r) => r.id).sort();

  it("purchaseOrders and purchaseOrderConnection: only that company's orders; another company none", async () => {
    const { x, y, xOrders, yOrders, emptyCompany, admin } = await twoCompanies();
    const list = `query ($companyId: ID) { purchaseOrders(companyId: $companyId) { total rows { id companyId } } }`;
    const page = `query ($companyId: ID) { purchaseOrderConnection(companyId: $companyId, first: 10) { totalCount nodes { id companyId } } }`;
    for (const [companyId, expected] of [
      [x.user.companyId, xOrders],
      [y.user.companyId, yOrders],
      [emptyCompany.id, []],
    ] as const) {
      const a = await h.gql(list, { companyId }, admin.token);
      expect(a.errors).toBeUndefined();
      expect(a.data.purchaseOrders.total).toBe(expected.length);
      expect(ids(a.data.purchaseOrders.rows)).toEqual(ids([...expected]));
      const b = await h.gql(page, { companyId }, admin.token);
      expect(b.errors).toBeUndefined();
      expect(b.data.purchaseOrderConnection.totalCount).toBe(expected.length);
      expect(ids(b.data.purchaseOrderConnection.nodes)).toEqual(ids([...expected]));
    }
    const all = await h.gql(list, { companyId: null }, admin.token);
    expect(all.data.purchaseOrders.total).toBe(3);
    const bad = await h.gql(list, { companyId: 'not-an-id' }, admin.token);
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    // Customers cannot list every order, filtered or not.
    expect((await h.gql(list, { companyId: x.user.companyId }, x.token)).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
  });

  it('REST list and both CSV exports take companyId', async () => {
    const { x, y, xOrders, yOrders, emptyCompany, admin } = await twoCompanies();
    const get = (path: string) => h.http().get(path).set('authorization', `Bearer ${admin.token}`);
    const rest = await get(`/admin/purchase-orders?companyId=${y.user.companyId}`);
    expect(rest.status).toBe(200);
    expect(rest.body.total).toBe(1);
    expect(ids(rest.body.purchaseOrders)).toEqual(ids(yOrders));
    expect((await get(`/admin/purchase-orders?companyId=${emptyCompany.id}`)).body).toEqual({
      total: 0,
      purchaseOrders: [],
    });
    expect((await get('/admin/purchase-orders?companyId=nope')).status).toBe(400);

    const rowsOf = (csv: string) => csv.slice(1).split('\r\n').filter(Boolean).slice(1);
    const xCsv = rowsOf((await get(`/admin/purchase-orders.csv?companyId=${x.user.companyId}`)).text);
    expect(xCsv).toHaveLength(xOrders.length);
    for (const row of xCsv) expect(row).toContain(',Company X Ltd,');
    const yInvoices = rowsOf((await get(`/admin/invoices.csv?companyId=${y.user.companyId}`)).text);
    expect(yInvoices).toHaveLength(1);
    expect(yInvoices[0]).toContain(yOrders[0].invoiceNumber);
    expect(rowsOf((await get(`/admin/invoices.csv?companyId=${emptyCompany.id}`)).text)).toEqual([]);
  });
});
