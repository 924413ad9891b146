/**
 * Related items and compare (docs/decisions/078) against real PostgreSQL: an admin sets accessories, spare parts and
 * a replacement, each refusal in words changing nothing; buyers read them (priced for their company under a price
 * list) over GraphQL and REST; search and reorder follow REPLACED_BY; compare answers up to four items.
 */
import { createHarness, type Harness } from '../support/harness';
import { ctxFor } from '../support/context';
import * as orders from '../../src/modules/orders/order.service';
import * as pos from '../../src/modules/purchase-orders/purchase-order.service';

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

const SET =
  'mutation($p: ID!, $k: RelationKind!, $r: [String!]!) { setRelatedProducts(productId: $p, kind: $k, related: $r) { id related { kind position product { sku } } } }';
const READ =
  'query($id: ID!) { product(id: $id) { id replacedBy { sku } related { kind product { sku priceCents myPrice { unitPriceCents } } } } }';

async function catalog() {
  const admin = await h.signedIn('ADMIN');
  const make = (sku: string, priceCents = 1_000) =>
    h.factories.createProduct(h.db, { sku, name: `Item ${sku}`, priceCents, quantity: 100_000 });
  const gun = await make('RG-GUN-80');
  const newGun = await make('RG-GUN-100');
  const stand = await make('RG-STAND', 700);
  const nozzle = await make('RG-NOZZLE', 500);
  return { admin, gun, newGun, stand, nozzle };
}

it('an admin sets accessories (by SKU or id, in order), spare parts and a replacement; a buyer reads them', async () => {
  const { admin, gun, newGun, stand, nozzle } = await catalog();
  const acc = await h.gql(SET, { p: newGun.id, k: 'ACCESSORY', r: ['rg-stand', nozzle.id] }, admin.token);
  expect(acc.errors).toBeUndefined();
  expect(acc.data.setRelatedProducts.related).toEqual([
    { kind: 'ACCESSORY', position: 0, product: { sku: 'RG-STAND' } },
    { kind: 'ACCESSORY', position: 1, product: { sku: 'RG-NOZZLE' } },
  ]);
  expect(
    (await h.gql(SET, { p: newGun.id, k: 'SPARE_PART', r: ['RG-NOZZLE'] }, admin.token)).errors,
  ).toBeUndefined();
  expect(
    (await h.gql(SET, { p: gun.id, k: 'REPLACED_BY', r: ['RG-GUN-100'] }, admin.token)).errors,
  ).toBeUndefined();

  const buyer = await h.signedIn('CUSTOMER');
  const read = await h.gql(READ, { id: newGun.id }, buyer.token);
  expect(read.data.product.replacedBy).toBeNull();
  expect(
    read.data.product.related.map(
      (r: { kind: string; product: { sku: string } }) => `${r.kind}:${r.product.sku}`,
    ),
  ).toEqual(['ACCESSORY:RG-STAND', 'ACCESSORY:RG-NOZZLE', 'SPARE_PART:RG-NOZZLE']);
  expect((await h.gql(READ, { id: gun.id }, buyer.token)).data.product.replacedBy).toEqual({
    sku: 'RG-GUN-100',
  });
  const only = await h.gql(
    'query($id: ID!) { product(id: $id) { related(kinds: [SPARE_PART]) { product { sku } } } }',
    { id: newGun.id },
  );
  expect(only.data.product.related).toEqual([{ product: { sku: 'RG-NOZZLE' } }]);

  const rest = await h.http().get(`/products/${newGun.id}/related?kinds=SPARE_PART`);
  expect(rest.status).toBe(200);
  expect(rest.body.items).toEqual([
    expect.objectContaining({
      kind: 'SPARE_PART',
      position: 0,
      product: expect.objectContaining({ sku: 'RG-NOZZLE', priceCents: 500 }),
    }),
  ]);
  expect((await h.http().get(`/products/${newGun.id}/related?kinds=NOPE`)).status).toBe(400);
  expect((await h.http().get('/products/00000000-0000-4000-8000-000000000000/related')).status).toBe(404);

  // An empty list removes them; the webhook payload carries them by SKU.
  expect(
    (await h.gql(SET, { p: newGun.id, k: 'SPARE_PART', r: [] }, admin.token)).data.setRelatedProducts.related,
  ).toHaveLength(2);
  const events = await h.db.outboxEvent.findMany({
    where: { type: 'product.updated', resourceId: newGun.id },
    orderBy: { id: 'asc' },
  });
  expect((events.at(-2)?.payload as { related: unknown }).related).toEqual([
    { kind: 'ACCESSORY', sku: 'RG-STAND', productId: stand.id },
    { kind: 'ACCESSORY', sku: 'RG-NOZZLE', productId: nozzle.id },
    { kind: 'SPARE_PART', sku: 'RG-NOZZLE', productId: nozzle.id },
  ]);
});

it('refuses unknown items, itself, repeats, two replacements and loops in words, changing nothing; buyers may not set them', async () => {
  const { admin, gun, newGun, stand } = await catalog();
  expect(
    (await h.gql(SET, { p: gun.id, k: 'REPLACED_BY', r: ['RG-GUN-100'] }, admin.token)).errors,
  ).toBeUndefined();
  expect(
    (await h.gql(SET, { p: newGun.id, k: 'ACCESSORY', r: ['RG-STAND'] }, admin.token)).errors,
  ).toBeUndefined();
  const before = await h.db.productRelation.findMany({ orderBy: [{ productId: 'asc' }, { kind: 'asc' }] });
  const refused = async (p: string, k: string, r: string[], message: string) => {
    const res = await h.gql(SET, { p, k, r }, admin.token);
    expect(res.errors?.[0]).toMatchObject({
      message,
      extensions: { code: 'BAD_USER_INPUT', field: 'related' },
    });
  };
  await refused(
    newGun.id,
    'ACCESSORY',
    ['RG-STAND', 'NO-SUCH-SKU'],
    'No product has the id or SKU NO-SUCH-SKU',
  );
  await refused(
    newGun.id,
    'ACCESSORY',
    ['00000000-0000-4000-8000-000000000000'],
    'No product has the id or SKU 00000000-0000-4000-8000-000000000000',
  );
  await refused(newGun.id, 'SPARE_PART', ['RG-GUN-100'], 'RG-GUN-100 cannot be related to itself');
  await refused(newGun.id, 'ACCESSORY', ['RG-STAND', stand.id], 'RG-STAND is listed twice');
  await refused(
    newGun.id,
    'REPLACED_BY',
    ['RG-GUN-80'],
    'RG-GUN-80 is itself replaced, through its replacements, by RG-GUN-100: that would be a loop',
  );
  await refused(gun.id, 'REPLACED_BY', ['RG-STAND', 'RG-NOZZLE'], 'An item can be replaced by one item only');
  await refused(
    gun.id,
    'ACCESSORY',
    Array.from({ length: 21 }, (_, i) => `X-${i}`),
    'At most 20 related items of one kind',
  );
  // A longer loop: stand -> gun -> newGun, then newGun -> stand.
  expect(
    (await h.gql(SET, { p: stand.id, k: 'REPLACED_BY', r: ['RG-GUN-80'] }, admin.token)).errors,
  ).toBeUndefined();
  await refused(
    newGun.id,
    'REPLACED_BY',
    ['RG-STAND'],
    'RG-STAND is itself replaced, through its replacements, by RG-GUN-100: that would be a loop',
  );
  await h.db.productRelation.deleteMany({ where: { productId: stand.id } });
  expect(await h.db.productRelation.findMany({ orderBy: [{ productId: 'asc' }, { kind: 'asc' }] })).toEqual(
    before,
  );

  const buyer = await h.signedIn('CUSTOMER');
  expect(
    (await h.gql(SET, { p: gun.id, k: 'ACCESSORY', r: ['RG-STAND'] }, buyer.token)).errors?.[0].extensions
      .code,
  ).toBe('FORBIDDEN');
  const put = await h
    .http()
    .put(`/products/${gun.id}/related`)
    .set('authorization', `Bearer ${buyer.token}`)
    .send({ kind: 'ACCESSORY', related: ['RG-STAND'] });
  expect(put.status).toBe(403);
  const byAdmin = await h
    .http()
    .put(`/products/${gun.id}/related`)
    .set('authorization', `Bearer ${admin.token}`)
    .send({ kind: 'SPARE_PART', related: ['RG-NOZZLE'] });
  expect(byAdmin.status).toBe(200);
  expect(byAdmin.body.related.map((r: { kind: string }) => r.kind)).toEqual(['SPARE_PART', 'REPLACED_BY']);
});

it("related items under a contract price list: every item the product queries show, priced for the buyer's company", async () => {
  const { admin, newGun, stand, nozzle } = await catalog();
  await h.gql(SET, { p: newGun.id, k: 'ACCESSORY', r: ['RG-STAND', 'RG-NOZZLE'] }, admin.token);
  const acme = await h.signedIn('CUSTOMER', { email: 'buyer@acme.example' });
  const list = await h.gql(
    'mutation($i: PriceListInput!) { savePriceList(input: $i) { id } }',
    { i: { name: 'Acme', priority: 1, companyIds: [acme.user.companyId] } },
    admin.token,
  );
  await h.gql(
    'mutation($id: ID!, $e: [PriceListEntryInput!]!) { setPriceListEntries(id: $id, entries: $e) { entryCount } }',
    { id: list.data.savePriceList.id, e: [{ sku: 'RG-STAND', unitPriceCents: 650 }] },
    admin.token,
  );
  const seen = async (token?: string) =>
    (await h.gql(READ, { id: newGun.id }, token)).data.product.related.map(
      (r: { product: { sku: string; myPrice: { unitPriceCents: number } | null } }) => [
        r.product.sku,
        r.product.myPrice?.unitPriceCents ?? null,
      ],
    );
  expect(await seen(acme.token)).toEqual([
    ['RG-STAND', 650],
    ['RG-NOZZLE', null],
  ]);
  expect(await seen()).toEqual([
    ['RG-STAND', null],
    ['RG-NOZZLE', null],
  ]);
  // Each related item is exactly one a product query answers for the same viewer.
  for (const p of [stand, nozzle])
    expect(
      (await h.gql('query($id: ID!) { product(id: $id) { id } }', { id: p.id }, acme.token)).data.product.id,
    ).toBe(p.id);
  // A product that goes leaves every list it was in.
  await h.gql('mutation($id: ID!) { deleteProduct(id: $id) }', { id: stand.id }, admin.token);
  expect(await seen(acme.token)).toEqual([['RG-NOZZLE', null]]);
});

it("searching a replaced item's SKU also finds its replacement (as typed any way); others are not found through it", async () => {
  const { admin, gun, newGun } = await catalog();
  const search = async (s: string) =>
    (await h.gql('query($s: String) { products(search: $s, pageSize: 20) { items { sku } total } }', { s }))
      .data.products;
  expect((await search('RG-GUN-80')).items.map((p: { sku: string }) => p.sku)).toEqual(['RG-GUN-80']);
  expect(
    (await h.gql(SET, { p: gun.id, k: 'REPLACED_BY', r: [newGun.id] }, admin.token)).errors,
  ).toBeUndefined();
  const found = await search('rg gun 80');
  expect(found.items.map((p: { sku: string }) => p.sku).sort()).toEqual(['RG-GUN-100', 'RG-GUN-80']);
  expect(found.total).toBe(2);
  expect((await search('RG-STAND')).items.map((p: { sku: string }) => p.sku)).toEqual(['RG-STAND']);
  const rest = await h.http().get('/catalog/products?search=RG-GUN-80');
  expect(rest.status).toBe(200);
  expect(JSON.stringify(rest.body)).toContain('RG-GUN-100');
});

it('a reorder of a replaced item orders its replacement and says so', async () => {
  const { admin, gun, newGun } = await catalog();
  const buyer = await h.factories.createUser(h.db, { emailVerified: true });
  const line = await orders.placeOrder(ctxFor(h, buyer), {
    productId: gun.id,
    quantity: 200,
    phone: '+1 555 0100',
  });
  const po = await pos.checkout(ctxFor(h, buyer), {
    itemIds: [line.id],
    details: {
      poNumber: 'PO-RG',
      companyName: 'Acme',
      addressLine1: '1 Road',
      city: 'Leeds',
      postalCode: 'LS1 4AP',
      country: 'GB',
      contactPhone: '+1 555 0100',
    },
  } as never);
  await h.gql(SET, { p: gun.id, k: 'REPLACED_BY', r: ['RG-GUN-100'] }, admin.token);
  const poId =
    (po as { purchaseOrder?: { id: string }; id?: string }).purchaseOrder?.id ?? (po as { id: string }).id;
  const res = await h.gql(
    'mutation($id: ID!) { reorder(id: $id) { addedCount items { productId productName quantity } refused { sku reason } replaced { productName sku replacementName replacementSku } } }',
    { id: poId },
    h.tokenFor(buyer),
  );
  expect(res.errors).toBeUndefined();
  expect(res.data.reorder).toEqual({
    addedCount: 1,
    items: [{ productId: newGun.id, productName: 'Item RG-GUN-100', quantity: 200 }],
    refused: [],
    replaced: [
      {
        productName: 'Item RG-GUN-80',
        sku: 'RG-GUN-80',
        replacementName: 'Item RG-GUN-100',
        replacementSku: 'RG-GUN-100',
      },
    ],
  });
});

it('compare answers up to four items in the order asked, leaves out ids no longer sold, refuses a fifth', async () => {
  const { gun, newGun, stand, nozzle } = await catalog();
  const Q =
    'query($ids: [ID!]!) { compareProducts(ids: $ids) { sku packSizes { name } weightGrams specifications { key } } }';
  const gone = '00000000-0000-4000-8000-000000000000';
  const res = await h.gql(Q, { ids: [stand.id, gun.id, gone, stand.id] });
  expect(res.data.compareProducts.map((p: { sku: string }) => p.sku)).toEqual(['RG-STAND', 'RG-GUN-80']);
  const five = await h.gql(Q, { ids: [gun.id, newGun.id, stand.id, nozzle.id, gone] });
  expect(five.errors?.[0]).toMatchObject({
    message: 'You can compare at most 4 items',
    extensions: { code: 'BAD_USER_INPUT', field: 'ids' },
  });
  expect((await h.gql(Q, { ids: ['nope'] })).errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
  const rest = await h.http().get(`/compare?ids=${nozzle.id},${gun.id}`);
  expect(rest.status).toBe(200);
  expect(rest.body.items.map((p: { sku: string }) => p.sku)).toEqual(['RG-NOZZLE', 'RG-GUN-80']);
  expect(
    (await h.http().get(`/compare?ids=${[gun.id, newGun.id, stand.id, nozzle.id, gone].join(',')}`)).status,
  ).toBe(400);
});
