import { MESSAGES, productInputSchema } from '@gluegun/common';
import { createHarness, type Harness } from '../support/harness';
import { dbSnapshot } from '../graphql/db-snapshot';
import type { Product, User } from '../../src/generated/prisma/client';
import { CATALOG } from '../../src/db/factories';

/** Quantity rules and price breaks the same on GraphQL, REST and quotes. */
let h: Harness;
let customer: { user: User; token: string };
let sticks: Product;

const STICK_TERMS = {
  sku: 'GS-11-CLR',
  priceCents: 650,
  quantity: 30_000,
  orderIncrement: 25,
  priceBreaks: [
    { minQuantity: 250, unitPriceCents: 620 },
    { minQuantity: 500, unitPriceCents: 590 },
  ],
};

beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  await h.reset();
  customer = await h.signedIn();
  sticks = await h.factories.createProduct(h.db, { name: 'Clear Sticks', ...STICK_TERMS });
});

const PLACE =
  'mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { quantity unitPriceCents totalCents } }';

describe('products expose their wholesale terms', () => {
  it('GraphQL: sku, quantityRule, priceBreaks and fromPriceCents', async () => {
    const res = await h.gql(
      'query($id: ID!) { product(id: $id) { sku quantityRule { minimum increment maximum } priceBreaks { minQuantity unitPriceCents } fromPriceCents } }',
      { id: sticks.id },
    );
    expect(res.data.product).toEqual({
      sku: 'GS-11-CLR',
      quantityRule: { minimum: 100, increment: 25, maximum: null },
      priceBreaks: STICK_TERMS.priceBreaks,
      fromPriceCents: 590,
    });
  });

  it('REST: the same fields on GET /products/{id}', async () => {
    const res = await h.http().get(`/products/${sticks.id}`);
    expect(res.body).toMatchObject({
      sku: 'GS-11-CLR',
      quantityRule: { minimum: 100, increment: 25, maximum: null },
      priceBreaks: STICK_TERMS.priceBreaks,
      fromPriceCents: 590,
    });
  });
});

describe('placing one order: the rule and the break price, on both transports', () => {
  it('GraphQL refuses a quantity off the case pack and captures the break price', async () => {
    const before = await dbSnapshot(h.db);
    const off = await h.gql(
      PLACE,
      { i: { productId: sticks.id, quantity: 130, phone: '5550100' } },
      customer.token,
    );
    expect(off.errors![0]).toMatchObject({
      message: 'Sold in cases of 25: 125 or 150',
      extensions: { code: 'BAD_USER_INPUT', field: 'quantity', roundUpTo: 150 },
    });
    const under = await h.gql(
      PLACE,
      { i: { productId: sticks.id, quantity: 75, phone: '5550100' } },
      customer.token,
    );
    expect(under.errors![0].message).toBe(MESSAGES.minOrderQuantity);
    expect(await dbSnapshot(h.db)).toEqual(before);
    const ok = await h.gql(
      PLACE,
      { i: { productId: sticks.id, quantity: 500, phone: '5550100' } },
      customer.token,
    );
    expect(ok.data.placeOrder).toEqual({ quantity: 500, unitPriceCents: 590, totalCents: 295_000 });
  });

  it('REST POST /user-orderd-data gives the same answers', async () => {
    const off = await h
      .http()
      .post('/user-orderd-data')
      .set('authorization', `Bearer ${customer.token}`)
      .send({ productId: sticks.id, quantity: 130, userPhone: '5550100' });
    expect(off.status).toBe(400);
    expect(off.body.error.message).toBe('Sold in cases of 25: 125 or 150');
    const ok = await h
      .http()
      .post('/user-orderd-data')
      .set('authorization', `Bearer ${customer.token}`)
      .send({ productId: sticks.id, quantity: 250, userPhone: '5550100' });
    expect(ok.status).toBe(201);
    expect(ok.body.order).toMatchObject({
      quantity: 250,
      unitPriceCents: 620,
      price: 6.2,
      totalCents: 155_000,
    });
  });

  it('a product maximum is enforced with its message', async () => {
    const capped = await h.factories.createProduct(h.db, { name: 'AirBond', maxOrderQuantity: 200 });
    const res = await h.gql(
      PLACE,
      { i: { productId: capped.id, quantity: 201, phone: '5550100' } },
      customer.token,
    );
    expect(res.errors![0].message).toBe('At most 200 units of AirBond per order');
  });
});

describe('quote', () => {
  const QUOTE = `query($l: [OrderLineInput!]!) { quote(lines: $l) {
    okCount failedCount totalUnits totalCents
    lines { lineNumber quantity unitPriceCents lineTotalCents priceBreak { minQuantity unitPriceCents } nextBreak { minQuantity unitPriceCents addUnits } nudge roundUpTo ok problems { code message } product { sku } }
  } }`;

  it('prices lines by their break, flags problems and changes nothing (anonymous too)', async () => {
    const before = await dbSnapshot(h.db);
    const res = await h.gql(QUOTE, {
      l: [
        { productId: sticks.id, quantity: 225 },
        { productId: sticks.id, quantity: 130 },
        { productId: '00000000-0000-4000-8000-000000000000', quantity: 100 },
      ],
    });
    expect(res.errors).toBeUndefined();
    const q = res.data.quote;
    expect(q).toMatchObject({ okCount: 1, failedCount: 2, totalUnits: 225, totalCents: 225 * 650 });
    expect(q.lines[0]).toMatchObject({
      lineNumber: 1,
      unitPriceCents: 650,
      lineTotalCents: 146_250,
      priceBreak: { minQuantity: 100, unitPriceCents: 650 },
      nextBreak: { minQuantity: 250, unitPriceCents: 620, addUnits: 25 },
      nudge: 'Add 25 more units for $6.20/unit',
      ok: true,
      product: { sku: 'GS-11-CLR' },
    });
    expect(q.lines[1]).toMatchObject({
      ok: false,
      roundUpTo: 150,
      problems: [{ code: 'NOT_CASE_PACK', message: 'Sold in cases of 25: 125 or 150' }],
    });
    expect(q.lines[2]).toMatchObject({ ok: false, product: null, problems: [{ code: 'UNKNOWN_PRODUCT' }] });
    expect(await dbSnapshot(h.db)).toEqual(before);
  });

  it('REST POST /quote answers the same, with REST-shaped products', async () => {
    const res = await h
      .http()
      .post('/quote')
      .send({ lines: [{ _id: sticks.id, quantity: 500 }] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      okCount: 1,
      totalCents: 295_000,
      lines: [{ unitPriceCents: 590, product: { _id: sticks.id, sku: 'GS-11-CLR', price: 6.5 } }],
    });
  });

  it('more than 500 lines is one clear refusal', async () => {
    const res = await h.gql(QUOTE, {
      l: Array.from({ length: 501 }, () => ({ productId: sticks.id, quantity: 100 })),
    });
    expect(res.errors![0]).toMatchObject({
      message: 'At most 500 lines at once; this has 501',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('admin terms', () => {
  const CREATE =
    'mutation($i: ProductInput!) { createProduct(input: $i) { id sku version quantityRule { minimum increment maximum } priceBreaks { minQuantity unitPriceCents } } }';
  const UPDATE =
    'mutation($id: ID!, $i: ProductInput!) { updateProduct(id: $id, input: $i) { sku quantityRule { minimum increment maximum } priceBreaks { minQuantity } } }';
  const base = {
    name: 'Terms Gun',
    description: 'd',
    imageUrl: 'https://example.com/g.png',
    priceCents: 1000,
    quantity: 5000,
  };

  it.each([
    [
      { quantityRule: { minimum: 50, increment: 1 } },
      'quantityRule.minimum',
      "Minimum order must be at least 100 units (the shop's wholesale minimum)",
    ],
    [
      { quantityRule: { minimum: 110, increment: 25 } },
      'quantityRule.minimum',
      'Minimum order (110) must be a multiple of the case pack (25)',
    ],
    [
      { quantityRule: { minimum: 100, increment: 25, maximum: 1010 } },
      'quantityRule.maximum',
      'Maximum per order (1,010) must be a multiple of the case pack (25)',
    ],
    [
      { quantityRule: { minimum: 100, increment: 0 } },
      'quantityRule.increment',
      'Case pack must be a whole number of at least 1',
    ],
    [
      {
        priceBreaks: [
          { minQuantity: 500, unitPriceCents: 900 },
          { minQuantity: 1000, unitPriceCents: 950 },
        ],
      },
      'priceBreaks',
      'Prices must fall as quantity rises: the 1,000+ price ($9.50) must be below $9.00',
    ],
    [{ sku: 'bad sku!' }, 'sku', 'SKU must be 2 to 32 letters, digits or hyphens, like GS-11-CLR'],
  ])('refuses %j', async (terms, field, message) => {
    const admin = await h.signedIn('ADMIN');
    const before = await dbSnapshot(h.db);
    const res = await h.gql(CREATE, { i: { ...base, ...terms } }, admin.token);
    expect(res.errors![0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
    expect(await dbSnapshot(h.db)).toEqual(before);
  });

  it('generates a SKU, stores sku upper-case, refuses a taken one, and keeps terms an update leaves out', async () => {
    const admin = await h.signedIn('ADMIN');
    const generated = await h.gql(CREATE, { i: base }, admin.token);
    expect(generated.data.createProduct.sku).toMatch(/^GG-[0-9A-F]{10}$/);
    const terms = {
      sku: 'tg-25',
      quantityRule: { minimum: 100, increment: 25, maximum: 5000 },
      priceBreaks: [{ minQuantity: 500, unitPriceCents: 900 }],
    };
    const made = (await h.gql(CREATE, { i: { ...base, ...terms } }, admin.token)).data.createProduct;
    expect(made).toMatchObject({
      sku: 'TG-25',
      quantityRule: { minimum: 100, increment: 25, maximum: 5000 },
    });
    const taken = await h.gql(CREATE, { i: { ...base, sku: 'TG-25' } }, admin.token);
    expect(taken.errors![0]).toMatchObject({
      message: 'SKU TG-25 is already used by another product',
      extensions: { code: 'CONFLICT', field: 'sku' },
    });
    const updated = await h.gql(
      UPDATE,
      { id: made.id, i: { ...base, name: 'Renamed', version: made.version } },
      admin.token,
    );
    expect(updated.data.updateProduct).toEqual({
      sku: 'TG-25',
      quantityRule: { minimum: 100, increment: 25, maximum: 5000 },
      priceBreaks: [{ minQuantity: 500 }],
    });
  });

  it('REST POST /products without a sku generates one; with terms stores them', async () => {
    const admin = await h.signedIn('ADMIN');
    const res = await h
      .http()
      .post('/products')
      .set('authorization', `Bearer ${admin.token}`)
      .send({
        name: 'REST Gun',
        price: '12.50',
        quantity: 1000,
        img: 'https://example.com/r.png',
        des: 'd',
        quantityRule: { minimum: 200, increment: 50 },
        priceBreaks: [{ minQuantity: 1000, unitPriceCents: 1100 }],
      });
    expect(res.status).toBe(201);
    expect(res.body.product).toMatchObject({
      sku: expect.stringMatching(/^GG-/),
      quantityRule: { minimum: 200, increment: 50, maximum: null },
      fromPriceCents: 1100,
    });
  });

  it('the seed catalog passes the shared schema', async () => {
    for (const p of CATALOG) {
      const input = {
        ...p,
        imageUrl: '/images/x.svg',
        quantityRule: {
          minimum: p.minOrderQuantity ?? 100,
          increment: p.orderIncrement ?? 1,
          maximum: p.maxOrderQuantity ?? null,
        },
      };
      await expect(productInputSchema.validate(input)).resolves.toBeTruthy();
    }
    expect(new Set(CATALOG.map((p) => p.sku)).size).toBe(CATALOG.length);
  });
});
