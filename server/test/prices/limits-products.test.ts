/**
 * A price list that limits which products its companies see (docs/decisions/129), against real PostgreSQL over
 * GraphQL and REST with the answer cache on: the limited company's buyer, its company API key and a rep acting as that
 * buyer see, count, find and order only the products its limiting lists name; another company, a visitor and a shop
 * admin see everything; an item that became hidden is refused at checkout in words, changing nothing; a list out of
 * its days limits nothing.
 */
import { COMPANY_KEY_SCOPES } from '@gluegun/common';
import { createHarness, type Harness } from '../support/harness';
import { ctxFor } from '../support/context';
import * as apiKeys from '../../src/modules/api-keys/api-key.service';
import * as quotes from '../../src/modules/quotes/quote-moves';

let h: Harness;
// The answer cache on: a limited view must never be served to anyone else from it, nor everyone's to it.
beforeAll(async () => {
  h = await createHarness({ PUBLIC_CACHE_MS: '60000' });
});
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  await h.reset();
});

const SAVE = `mutation($id: ID, $i: PriceListInput!) { savePriceList(id: $id, input: $i) { id limitsProducts validTo } }`;
const ENTRIES = `mutation($id: ID!, $e: [PriceListEntryInput!]!) { setPriceListEntries(id: $id, entries: $e) { entryCount } }`;
const LISTS = `query { products(pageSize: 50) { total items { id } } productConnection(first: 50) { totalCount nodes { id } } catalogFacets { totalCount } }`;
const PRODUCT = 'query($id: ID!) { product(id: $id) { id name } }';
const SUGGEST = 'query($s: String!) { catalogSuggestions(search: $s) { productId } }';
const CATEGORY = 'query { category(slug: "glue") { productCount } }';
const PLACE =
  'mutation($p: ID!) { placeOrder(input: { productId: $p, quantity: 100, phone: "+1 555 0100" }) { id } }';
const QUOTE =
  'query($p: ID!) { quote(lines: [{ productId: $p, quantity: 100 }]) { okCount lines { problems { code message } } } }';
const CHECKOUT = `mutation($ids: [ID!]!, $d: CheckoutDetailsInput!) { checkout(itemIds: $ids, details: $d) { id } }`;
const DETAILS = {
  companyName: 'Acme',
  addressLine1: '1 Road',
  city: 'Leeds',
  postalCode: 'LS1 1AA',
  country: 'GB',
  contactPhone: '+44 113 496 0000',
};

async function world() {
  const admin = await h.signedIn('ADMIN', { email: 'boss@example.test' });
  const acme = await h.signedIn('CUSTOMER', { email: 'buyer@acme.example' });
  await h.db.company.update({ where: { id: acme.user.companyId }, data: { name: 'Acme', personal: false } });
  const other = await h.signedIn('CUSTOMER', { email: 'buyer@other.example' });
  const rep = await h.signedIn('CUSTOMER', { email: 'rep@example.test' });
  await h.db.user.update({ where: { id: rep.user.id }, data: { salesRep: true } });
  const reps = await h.gql(
    'mutation($c: ID!, $r: [ID!]!) { setCompanyReps(companyId: $c, repIds: $r) { id } }',
    { c: acme.user.companyId, r: [rep.user.id] },
    admin.token,
  );
  expect(reps.errors).toBeUndefined();
  const sticks = await h.factories.createProduct(h.db, {
    name: 'Sticks 11 mm',
    sku: 'GG-STICK-11',
    priceCents: 1_000,
    quantity: 100_000,
  });
  const gun = await h.factories.createProduct(h.db, {
    name: 'Gun 100 W',
    sku: 'GG-GUN-100',
    priceCents: 5_000,
    quantity: 10_000,
  });
  const glue = await h.db.category.create({ data: { name: 'Glue', slug: 'glue', position: 0 } });
  await h.db.productCategory.createMany({
    data: [sticks, gun].map((p) => ({ productId: p.id, categoryId: glue.id })),
  });
  const saved = await h.gql(
    SAVE,
    { i: { name: 'Acme catalog', companyIds: [acme.user.companyId], limitsProducts: true } },
    admin.token,
  );
  expect(saved.errors).toBeUndefined();
  const listId = saved.data.savePriceList.id as string;
  expect(saved.data.savePriceList.limitsProducts).toBe(true);
  const set = await h.gql(
    ENTRIES,
    { id: listId, e: [{ sku: 'GG-STICK-11', percentOffBp: 1_000 }] },
    admin.token,
  );
  expect(set.errors).toBeUndefined();
  return { admin, acme, other, rep, sticks, gun, listId };
}

async function actAs(repToken: string, buyerId: string): Promise<string> {
  const res = await h.gql(
    'mutation($b: ID!) { startActingAs(buyerId: $b) { token } }',
    { b: buyerId },
    repToken,
  );
  expect(res.errors).toBeUndefined();
  return res.data.startActingAs.token;
}

async function companyKey(user: Parameters<typeof ctxFor>[1]): Promise<string> {
  const { key } = await apiKeys.createApiKey(ctxFor(h, user), {
    name: 'Acme ERP',
    scopes: [...COMPANY_KEY_SCOPES],
    company: true,
  });
  return key;
}

type Caller = { token?: string; key?: string };
const gqlAs = async (c: Caller, query: string, variables: Record<string, unknown> = {}) => {
  if (!c.key) return h.gql(query, variables, c.token);
  const res = await h.http().post('/graphql').set('x-api-key', c.key).send({ query, variables });
  return res.body as { data?: any; errors?: any[] };
};
const restAs = (c: Caller, path: string) => {
  const req = h.http().get(path);
  if (c.key) return req.set('x-api-key', c.key);
  return c.token ? req.set('authorization', `Bearer ${c.token}`) : req;
};

/** What one caller sees of the two products everywhere the catalog is read. */
async function seen(c: Caller, gunId: string) {
  const lists = await gqlAs(c, LISTS);
  expect(lists.errors).toBeUndefined();
  const page = await gqlAs(c, PRODUCT, { id: gunId });
  const restList = await restAs(c, '/products');
  const restOne = await restAs(c, `/products/${gunId}`);
  return {
    products: lists.data.products.items.length,
    total: lists.data.products.total,
    connection: lists.data.productConnection.totalCount,
    connectionNodes: lists.data.productConnection.nodes.length,
    facets: lists.data.catalogFacets.totalCount,
    category: (await gqlAs(c, CATEGORY)).data.category.productCount,
    gunPage: page.errors ? page.errors[0].extensions.code : page.data.product.name,
    gunSuggested: (await gqlAs(c, SUGGEST, { s: 'Gun 100' })).data.catalogSuggestions.some(
      (x: { productId: string }) => x.productId === gunId,
    ),
    rest: restList.body.length,
    restTotal: restList.headers['x-total-count'],
    gunRest: restOne.status,
  };
}

const LIMITED = {
  products: 1,
  total: 1,
  connection: 1,
  connectionNodes: 1,
  facets: 1,
  category: 1,
  gunPage: 'NOT_FOUND',
  gunSuggested: false,
  rest: 1,
  restTotal: '1',
  gunRest: 404,
};
const WHOLE = {
  products: 2,
  total: 2,
  connection: 2,
  connectionNodes: 2,
  facets: 2,
  category: 2,
  gunPage: 'Gun 100 W',
  gunSuggested: true,
  rest: 2,
  restTotal: '2',
  gunRest: 200,
};

it("the limited company's buyer, its key and a rep acting as its buyer see only the list's products; another company, a visitor and an admin see all, the cache mixing none", async () => {
  const { admin, acme, other, rep, gun } = await world();
  const key = await companyKey(acme.user);
  const acting = await actAs(rep.token, acme.user.id);
  // Each read twice in turn, so a cached answer of one caller is there for the next one to be wrongly given.
  for (let round = 0; round < 2; round += 1) {
    expect(await seen({}, gun.id)).toEqual(WHOLE);
    expect(await seen({ token: acme.token }, gun.id)).toEqual(LIMITED);
    expect(await seen({ token: other.token }, gun.id)).toEqual(WHOLE);
    expect(await seen({ key }, gun.id)).toEqual(LIMITED);
    expect(await seen({ token: acting }, gun.id)).toEqual(LIMITED);
    expect(await seen({ token: admin.token }, gun.id)).toEqual(WHOLE);
  }
});

it('a hidden product cannot be added, quoted, quick-ordered or asked in a quote; the named one can', async () => {
  const { acme, sticks, gun } = await world();
  const placed = await h.gql(PLACE, { p: gun.id }, acme.token);
  expect(placed.errors?.[0].extensions.code).toBe('NOT_FOUND');
  const quote = await h.gql(QUOTE, { p: gun.id }, acme.token);
  expect(quote.data.quote.okCount).toBe(0);
  expect(quote.data.quote.lines[0].problems[0].code).toBe('UNKNOWN_PRODUCT');
  const quick = await h.gql(
    'query { quickOrderPreview(text: "GG-GUN-100, 100") { lines { problems { code } } } }',
    {},
    acme.token,
  );
  expect(quick.data.quickOrderPreview.lines[0].problems[0].code).toBe('UNKNOWN_PRODUCT');
  await expect(
    quotes.requestQuote(ctxFor(h, acme.user), { lines: [{ productId: gun.id, quantity: 100, note: '' }] }),
  ).rejects.toThrow('Line 1: that product does not exist');
  const price = await h
    .http()
    .get(`/my-prices?productIds=${gun.id}`)
    .set('authorization', `Bearer ${acme.token}`);
  expect(price.status).toBe(404);
  expect(await h.db.orderItem.count()).toBe(0);
  expect((await h.gql(PLACE, { p: sticks.id }, acme.token)).errors).toBeUndefined();
});

it('an item whose product became hidden is refused at checkout beside its line, and nothing changes', async () => {
  const { admin, acme, sticks, gun, listId } = await world();
  // Before the list limits anything, the buyer adds both.
  const off = await h.gql(
    SAVE,
    { id: listId, i: { name: 'Acme catalog', companyIds: [acme.user.companyId], limitsProducts: false } },
    admin.token,
  );
  expect(off.data.savePriceList.limitsProducts).toBe(false);
  const a = await h.gql(PLACE, { p: sticks.id }, acme.token);
  const b = await h.gql(PLACE, { p: gun.id }, acme.token);
  expect(a.errors).toBeUndefined();
  expect(b.errors).toBeUndefined();
  // Saved again without the setting, a list keeps it; then it is ticked.
  const kept = await h.gql(
    SAVE,
    { id: listId, i: { name: 'Acme catalog', companyIds: [acme.user.companyId] } },
    admin.token,
  );
  expect(kept.data.savePriceList.limitsProducts).toBe(false);
  await h.gql(
    SAVE,
    { id: listId, i: { name: 'Acme catalog', companyIds: [acme.user.companyId], limitsProducts: true } },
    admin.token,
  );
  const ids = [a.data.placeOrder.id, b.data.placeOrder.id];
  const refused = await h.gql(CHECKOUT, { ids, d: DETAILS }, acme.token);
  expect(refused.errors?.[0].message).toBe(
    'No longer offered to your company: Gun 100 W. Remove it and try again.',
  );
  expect(refused.errors?.[0].extensions).toMatchObject({
    code: 'CONFLICT',
    reason: 'NOT_OFFERED',
    field: 'itemIds',
    itemIds: [b.data.placeOrder.id],
  });
  expect(await h.db.purchaseOrder.count()).toBe(0);
  expect(
    (await h.db.orderItem.findMany({ where: { id: { in: ids } } })).every(
      (i) => i.status === 'PENDING' && i.purchaseOrderId === null,
    ),
  ).toBe(true);
  const stock = await h.db.product.findUniqueOrThrow({ where: { id: sticks.id } });
  expect(stock.quantity).toBe(100_000);
  // Without the hidden item it goes through.
  const placed = await h.gql(CHECKOUT, { ids: [a.data.placeOrder.id], d: DETAILS }, acme.token);
  expect(placed.errors).toBeUndefined();
});

it('a list out of its days limits nothing; a new list limits nothing unless ticked', async () => {
  const { admin, acme, gun, listId } = await world();
  const ended = await h.gql(
    SAVE,
    {
      id: listId,
      i: {
        name: 'Acme catalog',
        companyIds: [acme.user.companyId],
        validFrom: '2020-01-01',
        validTo: '2020-12-31',
      },
    },
    admin.token,
  );
  expect(ended.errors).toBeUndefined();
  expect(ended.data.savePriceList.limitsProducts).toBe(true);
  expect(await seen({ token: acme.token }, gun.id)).toEqual(WHOLE);
  const plain = await h.gql(SAVE, { i: { name: 'Plain', companyIds: [acme.user.companyId] } }, admin.token);
  expect(plain.data.savePriceList.limitsProducts).toBe(false);
  expect((await h.gql(PLACE, { p: gun.id }, acme.token)).errors).toBeUndefined();
});

it('a family shows only the variants the list names, and related items and compare leave out the hidden ones', async () => {
  const { admin, acme, other, sticks, gun } = await world();
  const family = (
    await h.gql(
      'mutation($i: ProductFamilyInput!) { saveProductFamily(input: $i) { id } }',
      { i: { name: 'Kit', optionNames: ['Part'] } },
      admin.token,
    )
  ).data.saveProductFamily;
  for (const [p, v] of [
    [sticks.id, 'Sticks'],
    [gun.id, 'Gun'],
  ])
    expect(
      (
        await h.gql(
          'mutation($p: ID!, $f: ID, $v: [String!]!) { setProductVariant(productId: $p, familyId: $f, optionValues: $v) { id } }',
          { p, f: family.id, v: [v] },
          admin.token,
        )
      ).errors,
    ).toBeUndefined();
  const related = await h.gql(
    'mutation($p: ID!, $r: [String!]!) { setRelatedProducts(productId: $p, kind: ACCESSORY, related: $r) { id } }',
    { p: sticks.id, r: ['GG-GUN-100'] },
    admin.token,
  );
  expect(related.errors).toBeUndefined();
  const READ = `query($f: ID!, $p: ID!, $ids: [ID!]!) { productFamily(id: $f) { variants { id } }
    product(id: $p) { related { product { id } } } compareProducts(ids: $ids) { id } }`;
  const vars = { f: family.id, p: sticks.id, ids: [gun.id, sticks.id] };
  const limited = (await h.gql(READ, vars, acme.token)).data;
  expect(limited.productFamily.variants.map((v: { id: string }) => v.id)).toEqual([sticks.id]);
  expect(limited.product.related).toEqual([]);
  expect(limited.compareProducts.map((p: { id: string }) => p.id)).toEqual([sticks.id]);
  const whole = (await h.gql(READ, vars, other.token)).data;
  expect(whole.productFamily.variants.map((v: { id: string }) => v.id).sort()).toEqual(
    [sticks.id, gun.id].sort(),
  );
  expect(whole.product.related.map((r: { product: { id: string } }) => r.product.id)).toEqual([gun.id]);
  expect(whole.compareProducts.map((p: { id: string }) => p.id)).toEqual([gun.id, sticks.id]);
  const restRelated = await h
    .http()
    .get(`/products/${gun.id}/related`)
    .set('authorization', `Bearer ${acme.token}`);
  expect(restRelated.status).toBe(404);
});

it('a shop admin and the company’s rep read which products the company is offered; nobody else can, nor from the cache', async () => {
  const { admin, acme, other, rep, sticks, gun } = await world();
  const OFFERED = `query($c: ID!) { products(pageSize: 50) { items { id offeredToCompany(companyId: $c) } } }`;
  const offered = async (token: string | undefined) => {
    const res = await h.gql(OFFERED, { c: acme.user.companyId }, token);
    if (res.errors) return res.errors[0].extensions.code;
    return Object.fromEntries(
      res.data.products.items.map((p: { id: string; offeredToCompany: boolean }) => [
        p.id,
        p.offeredToCompany,
      ]),
    );
  };
  // The admin's whole catalog, each product marked as Acme's lists offer it.
  expect(await offered(admin.token)).toEqual({ [sticks.id]: true, [gun.id]: false });
  expect(await offered(rep.token)).toEqual({ [sticks.id]: true, [gun.id]: false });
  // The same query and variables from anyone else is refused, never answered from what the admin was told.
  expect(await offered(other.token)).toBe('FORBIDDEN');
  expect(await offered(acme.token)).toBe('FORBIDDEN');
  expect(typeof (await offered(undefined))).toBe('string');
  // Another company, whose lists limit nothing, is offered everything.
  const all = await h.gql(OFFERED, { c: other.user.companyId }, admin.token);
  expect(all.data.products.items.every((p: { offeredToCompany: boolean }) => p.offeredToCompany)).toBe(true);
});
