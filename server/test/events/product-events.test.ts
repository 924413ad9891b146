/**
 * The catalog's webhook events: each way the shop's people change a product (its form, its packing, the catalog
 * file) writes product.created / product.updated with the product as it now is, deleting it product.deleted, in the
 * change's own transaction; stock a sale takes is not an event. An endpoint subscribed to product.updated gets it.
 */
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { createHarness, type Harness } from '../support/harness';
import { CATALOG_COLUMNS } from '../../src/modules/catalog-csv/columns';
import { isWebhookEventType } from '../../src/modules/events/event-types';

let h: Harness;
let admin: { token: string };
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  await h.reset();
  admin = await h.signedIn('ADMIN');
});

const events = (type: string) => h.db.outboxEvent.findMany({ where: { type }, orderBy: { id: 'asc' } });
const CREATE = 'mutation($i: ProductInput!) { createProduct(input: $i) { id version } }';
const UPDATE = 'mutation($id: ID!, $i: ProductInput!) { updateProduct(id: $id, input: $i) { id version } }';
const input = {
  name: 'Event Gun',
  description: 'Hot',
  imageUrl: 'https://example.com/g.png',
  priceCents: 1999,
  quantity: 500,
  sku: 'EV-100W',
};

it('the product form: created, updated with the new price and version, deleted; each as the product now is', async () => {
  expect(['product.created', 'product.updated', 'product.deleted'].every(isWebhookEventType)).toBe(true);
  const made = await h.gql(CREATE, { i: input }, admin.token);
  expect(made.errors).toBeUndefined();
  const id = made.data.createProduct.id;
  const [created] = await events('product.created');
  expect(created).toMatchObject({ resourceType: 'product', resourceId: id, sequence: 1 });
  expect(created.payload).toMatchObject({
    productId: id,
    sku: 'EV-100W',
    name: 'Event Gun',
    priceCents: 1999,
    stock: 500,
    version: 0,
    quantityRule: { minimum: 100, increment: 1, maximum: null },
    priceBreaks: [],
    packSizes: [],
    weightGrams: null,
  });

  const changed = await h.gql(UPDATE, { id, i: { ...input, priceCents: 2499, version: 0 } }, admin.token);
  expect(changed.errors).toBeUndefined();
  const [updated] = await events('product.updated');
  expect(updated).toMatchObject({ resourceId: id, sequence: 2 });
  expect(updated.payload).toMatchObject({ priceCents: 2499, version: 1 });

  // A stale form is refused and leaves no event.
  expect(
    (await h.gql(UPDATE, { id, i: { ...input, priceCents: 1, version: 0 } }, admin.token)).errors?.[0]
      .extensions.code,
  ).toBe('CONFLICT');
  expect(await events('product.updated')).toHaveLength(1);

  expect(
    (await h.gql('mutation($id: ID!) { deleteProduct(id: $id) }', { id }, admin.token)).errors,
  ).toBeUndefined();
  const [deleted] = await events('product.deleted');
  expect(deleted).toMatchObject({
    resourceId: id,
    sequence: 3,
    payload: { productId: id, sku: 'EV-100W', name: 'Event Gun' },
  });
});

it('packing and the catalog file send product.updated / product.created; a sale taking stock sends none', async () => {
  const gun = await h.factories.createProduct(h.db, { sku: 'EV-200W', quantity: 1000 });
  const packed = await h.gql(
    'mutation($p: ID!, $i: ProductPackingInput!) { setProductPacking(productId: $p, input: $i) { id } }',
    { p: gun.id, i: { packSizes: [{ name: 'Case of 50', baseUnits: 50 }], weightGrams: 450 } },
    admin.token,
  );
  expect(packed.errors).toBeUndefined();
  expect((await events('product.updated')).map((e) => e.payload)).toEqual([
    expect.objectContaining({
      sku: 'EV-200W',
      weightGrams: 450,
      packSizes: [{ name: 'Case of 50', baseUnits: 50 }],
    }),
  ]);

  const exported = await h.http().get('/admin/catalog.csv').set('authorization', `Bearer ${admin.token}`);
  const rows = parse(exported.text, { bom: true, columns: true }) as Array<Record<string, string>>;
  rows[0] = { ...rows[0], price_cents: '3100' };
  rows.push({ ...rows[0], sku: 'EV-300W', name: 'Gun 300 W' });
  const applied = await h
    .http()
    .post('/admin/catalog-import')
    .set('authorization', `Bearer ${admin.token}`)
    .send({ content: stringify(rows, { header: true, columns: [...CATALOG_COLUMNS] }), apply: true });
  expect(applied.body).toMatchObject({ applied: true, created: 1, updated: 1 });
  expect((await events('product.updated')).map((e) => e.payload)).toEqual([
    expect.objectContaining({ sku: 'EV-200W', weightGrams: 450 }),
    expect.objectContaining({ sku: 'EV-200W', priceCents: 3100 }),
  ]);
  expect((await events('product.created')).map((e) => e.payload)).toEqual([
    expect.objectContaining({ sku: 'EV-300W', name: 'Gun 300 W', priceCents: 3100 }),
  ]);

  const buyer = await h.signedIn('CUSTOMER');
  const before = await h.db.outboxEvent.count({ where: { type: { startsWith: 'product.' } } });
  const placed = await h.gql(
    'mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { id } }',
    { i: { productId: gun.id, quantity: 100, phone: '5550100' } },
    buyer.token,
  );
  expect(placed.errors).toBeUndefined();
  const details = {
    companyName: 'Event Ltd',
    addressLine1: '1 Road',
    city: 'Leeds',
    postalCode: 'LS1 1AA',
    country: 'GB',
    contactPhone: '+44 113 496 0000',
  };
  await h
    .http()
    .post('/checkout')
    .set('authorization', `Bearer ${buyer.token}`)
    .send({ itemIds: [placed.data.placeOrder.id], ...details })
    .expect(201);
  expect((await h.db.product.findUniqueOrThrow({ where: { id: gun.id } })).quantity).toBe(900);
  expect(await h.db.outboxEvent.count({ where: { type: { startsWith: 'product.' } } })).toBe(before);
});
