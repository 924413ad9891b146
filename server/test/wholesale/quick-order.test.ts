import { MESSAGES } from '@gluegun/common';
import { createHarness, type Harness } from '../support/harness';
import { dbSnapshot } from '../graphql/db-snapshot';
import type { Product, User } from '../../src/generated/prisma/client';
import { createOrderItem } from '../support/order-items';

/** The quick-order page's server side: preview a file, then add its lines in one transaction. */
let h: Harness;
let customer: { user: User; token: string };
let sticks: Product;
let gun: Product;
let ordered: Product;

const PREVIEW = `query($t: String!) { quickOrderPreview(text: $t) {
  okCount failedCount totalUnits totalCents failedLinesCsv
  lines { lineNumber reference quantityText quantity unitPriceCents lineTotalCents priceBreak { minQuantity unitPriceCents } nextBreak { minQuantity addUnits } nudge roundUpTo ok problems { code message } product { id sku } }
} }`;
const BULK =
  'mutation($i: BulkAddInput!) { bulkAddToOrders(input: $i) { count totalCents items { productName quantity unitPriceCents userPhone status } } }';

beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  await h.reset();
  customer = await h.signedIn();
  sticks = await h.factories.createProduct(h.db, {
    name: 'Clear Sticks',
    sku: 'GS-11-CLR',
    priceCents: 650,
    quantity: 30_000,
    orderIncrement: 25,
    priceBreaks: [
      { minQuantity: 250, unitPriceCents: 620 },
      { minQuantity: 500, unitPriceCents: 590 },
    ],
  });
  gun = await h.factories.createProduct(h.db, {
    name: 'ProBond Gun',
    sku: 'PB-100W',
    priceCents: 2450,
    quantity: 300,
  });
  ordered = await h.factories.createProduct(h.db, { name: 'Already Ordered', sku: 'AO-1' });
  await createOrderItem(h.db, ordered, customer.user);
});

const MIXED = [
  'sku,quantity',
  'GS-11-CLR,230', // off the case pack: round up to 250, which is also the next break
  `${'PB-100W'.toLowerCase()},150`, // SKU in any case
  'AO-1,100', // already in My Orders
  'NOPE-1,100', // unknown
  'ProBond Gun,120', // exact name; the gun is on two lines
  "=cmd|' /C calc'!A0,100", // a formula cell: just an unknown product
  'GS-11-CLR,abc',
].join('\n');

describe('quickOrderPreview', () => {
  it('checks every line: rule, duplicates, My Orders, unknown products, unreadable cells; changes nothing', async () => {
    const before = await dbSnapshot(h.db);
    const res = await h.gql(PREVIEW, { t: MIXED }, customer.token);
    expect(res.errors).toBeUndefined();
    const p = res.data.quickOrderPreview;
    const byLine = Object.fromEntries(p.lines.map((l: any) => [l.lineNumber, l]));
    expect(byLine[2]).toMatchObject({
      ok: false,
      roundUpTo: 250,
      problems: [{ code: 'NOT_CASE_PACK', message: 'Sold in cases of 25: 225 or 250' }],
      unitPriceCents: 650,
    });
    expect(byLine[3].problems[0]).toEqual({
      code: 'DUPLICATE_LINE',
      message: 'ProBond Gun is also on line 6: put it on one line',
    });
    expect(byLine[4].problems[0]).toEqual({ code: 'ALREADY_ORDERED', message: MESSAGES.orderDuplicate });
    expect(byLine[5]).toMatchObject({
      product: null,
      problems: [
        { code: 'UNKNOWN_PRODUCT', message: 'No product has the SKU, id, name or your part number "NOPE-1"' },
      ],
    });
    expect(byLine[6].problems[0].code).toBe('DUPLICATE_LINE');
    expect(byLine[7].problems[0].code).toBe('UNKNOWN_PRODUCT');
    expect(byLine[8]).toMatchObject({
      quantity: null,
      problems: [{ code: 'UNREADABLE', message: 'Quantity must be a whole number of units, not "abc"' }],
    });
    expect(p).toMatchObject({ okCount: 0, failedCount: 7 });
    expect(p.failedLinesCsv.split('\r\n')[0]).toBe('line,sku,quantity,reason');
    expect(p.failedLinesCsv).toContain("\r\n7,'=cmd|' /C calc'!A0,100,");
    expect(await dbSnapshot(h.db)).toEqual(before);
  });

  it('a good line shows its break, the next one and the nudge within 20 %', async () => {
    const res = await h.gql(PREVIEW, { t: 'GS-11-CLR,450\nPB-100W,100' }, customer.token);
    const [a, b] = res.data.quickOrderPreview.lines;
    expect(a).toMatchObject({
      ok: true,
      unitPriceCents: 620,
      lineTotalCents: 279_000,
      priceBreak: { minQuantity: 250 },
      nextBreak: { minQuantity: 500, addUnits: 50 },
      nudge: 'Add 50 more units for $5.90/unit',
    });
    expect(b).toMatchObject({
      ok: true,
      nudge: null,
      nextBreak: null,
      priceBreak: { minQuantity: 100, unitPriceCents: 2450 },
    });
    expect(res.data.quickOrderPreview).toMatchObject({
      okCount: 2,
      totalUnits: 550,
      totalCents: 279_000 + 245_000,
      failedLinesCsv: '',
    });
  });

  it.each([
    [
      '10,000 lines',
      Array.from({ length: 10_000 }, () => 'A,1').join('\n'),
      'At most 500 lines per quick order; this one has 10,000. Split it into smaller files.',
    ],
    ['nothing', '\n \n', 'Paste or upload at least one line: sku,quantity'],
  ])('refuses %s as a whole, clearly', async (_name, text, message) => {
    const res = await h.gql(PREVIEW, { t: text }, customer.token);
    expect(res.errors![0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field: 'text' } });
  });

  it('REST POST /quick-order/preview answers the same; a 5 MB upload is a 413', async () => {
    const auth = `Bearer ${customer.token}`;
    const res = await h
      .http()
      .post('/quick-order/preview')
      .set('authorization', auth)
      .send({ text: 'GS-11-CLR,250' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      okCount: 1,
      lines: [{ unitPriceCents: 620, product: { sku: 'GS-11-CLR', _id: sticks.id } }],
    });
    const huge = await h
      .http()
      .post('/quick-order/preview')
      .set('authorization', auth)
      .send({ text: 'GS-11-CLR,250\n'.repeat(380_000) });
    expect(huge.status).toBe(413);
    expect(huge.body.error.code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('bulkAddToOrders', () => {
  it("adds every line in one go, at each line's break price, with one phone", async () => {
    const res = await h.gql(
      BULK,
      {
        i: {
          phone: '+1 555 0100',
          lines: [
            { productId: sticks.id, quantity: 500 },
            { productId: gun.id, quantity: 150 },
          ],
        },
      },
      customer.token,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.bulkAddToOrders).toEqual({
      count: 2,
      totalCents: 500 * 590 + 150 * 2450,
      items: [
        {
          productName: 'Clear Sticks',
          quantity: 500,
          unitPriceCents: 590,
          userPhone: '+1 555 0100',
          status: 'PENDING',
        },
        {
          productName: 'ProBond Gun',
          quantity: 150,
          unitPriceCents: 2450,
          userPhone: '+1 555 0100',
          status: 'PENDING',
        },
      ],
    });
    // One placement event per added item (the item already ordered in beforeEach was written without one).
    expect(
      await h.db.orderEvent.count({
        where: { orderItem: { userId: customer.user.id }, toStatus: 'PENDING' },
      }),
    ).toBe(2);
  });

  it('adds nothing when one line fails, and lists the failing lines', async () => {
    const before = await dbSnapshot(h.db);
    const res = await h.gql(
      BULK,
      {
        i: {
          phone: '5550100',
          lines: [
            { productId: sticks.id, quantity: 500, lineNumber: 2 },
            { productId: gun.id, quantity: 400, lineNumber: 3 }, // only 300 in stock
            { productId: ordered.id, quantity: 100, lineNumber: 4 },
          ],
        },
      },
      customer.token,
    );
    expect(res.errors![0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'LINES_REFUSED',
      lines: [
        { lineNumber: 3, productId: gun.id, problems: ['Only 300 units of ProBond Gun are in stock'] },
        { lineNumber: 4, productId: ordered.id, problems: [MESSAGES.orderDuplicate] },
      ],
    });
    expect(res.errors![0].message).toBe(
      `Nothing was added: 2 of 3 lines cannot be ordered (line 3: Only 300 units of ProBond Gun are in stock; line 4: ${MESSAGES.orderDuplicate})`,
    );
    expect(await dbSnapshot(h.db)).toEqual(before);
  });

  it('refuses a bad phone, an empty list, and hostile quantities per line, changing nothing', async () => {
    const before = await dbSnapshot(h.db);
    const badPhone = await h.gql(
      BULK,
      { i: { phone: 'call me', lines: [{ productId: sticks.id, quantity: 500 }] } },
      customer.token,
    );
    expect(badPhone.errors![0]).toMatchObject({
      message: 'Phone must be a phone number',
      extensions: { field: 'phone' },
    });
    const empty = await h.gql(BULK, { i: { phone: '5550100', lines: [] } }, customer.token);
    expect(empty.errors![0].message).toBe('Send at least one line');
    const rest = await h
      .http()
      .post('/user-orderd-data/bulk')
      .set('authorization', `Bearer ${customer.token}`)
      .send({
        userPhone: '5550100',
        lines: [
          { productId: sticks.id, quantity: 12.5 },
          { productId: gun.id, quantity: '150' },
          { productId: gun.id, quantity: -100 },
        ],
      });
    expect(rest.status).toBe(400);
    expect(rest.body.error.message).toMatch(
      /^Nothing was added: 3 of 3 lines cannot be ordered \(line 1: Quantity must be a whole number of units;/,
    );
    expect(await dbSnapshot(h.db)).toEqual(before);
  });

  it('REST POST /user-orderd-data/bulk adds and answers 201 with the orders', async () => {
    const res = await h
      .http()
      .post('/user-orderd-data/bulk')
      .set('authorization', `Bearer ${customer.token}`)
      .send({ userPhone: '5550100', lines: [{ _id: sticks.id, quantity: 250 }] });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      count: 1,
      totalCents: 155_000,
      orders: [{ name: 'Clear Sticks', quantity: 250, unitPriceCents: 620 }],
    });
  });
});
