/**
 * The catalog file with API keys and the public read cache (docs/decisions/073): a shop key reads the file with
 * read:products and imports with write:products, nothing else; an applied import is seen at once by the cached
 * public product list, as a product edit is.
 */
import { createHarness, type Harness } from '../support/harness';
import { CATALOG_COLUMNS } from '../../src/modules/catalog-csv/columns';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ PUBLIC_CACHE_MS: '60000' });
});
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  await h.reset();
});

const CREATE = 'mutation($i: ApiKeyInput!) { createApiKey(input: $i) { key } }';
const fileFor = (sku: string, priceCents: number) =>
  `${CATALOG_COLUMNS.join(',')}\n${sku},Cached gun,d,https://img.example/g.png,${priceCents},500,,,,,,,,,,,\n`;

it('a key reads the file with read:products and imports with write:products only', async () => {
  const admin = await h.signedIn('ADMIN');
  const keyWith = async (scopes: string[]) => {
    const res = await h.gql(CREATE, { i: { name: scopes.join(' '), scopes } }, admin.token);
    expect(res.errors).toBeUndefined();
    return res.data.createApiKey.key as string;
  };
  const [reader, writer, other] = [
    await keyWith(['read:products']),
    await keyWith(['write:products']),
    await keyWith(['read:orders']),
  ];
  const exported = (key: string) => h.http().get('/admin/catalog.csv').set('x-api-key', key);
  const imported = (key: string) =>
    h
      .http()
      .post('/admin/catalog-import')
      .set('x-api-key', key)
      .send({ content: fileFor('KEY-1', 100), apply: true });
  expect((await exported(reader)).status).toBe(200);
  expect((await exported(writer)).status).toBe(403);
  expect((await exported(other)).status).toBe(403);
  expect((await imported(reader)).status).toBe(403);
  expect((await imported(other)).status).toBe(403);
  expect(await h.db.product.count({ where: { sku: 'KEY-1' } })).toBe(0);
  const done = await imported(writer);
  expect(done.status).toBe(200);
  expect(done.body).toMatchObject({ applied: true, created: 1 });
  const audit = await h.db.auditRecord.findFirstOrThrow({
    where: { operation: 'importCatalogCsv', action: 'INSERT' },
  });
  expect(audit.apiKeyId).not.toBeNull();
});

it('an applied import is seen at once by the cached public product list', async () => {
  const admin = await h.signedIn('ADMIN');
  await h.factories.createProduct(h.db, {
    sku: 'CACHED-1',
    name: 'Cached gun',
    description: 'd',
    imageUrl: 'https://img.example/g.png',
    priceCents: 900,
    quantity: 500,
  });
  const priceSeen = async () =>
    ((await h.http().get('/products')).body as Array<{ sku: string; priceCents: number }>).find(
      (p) => p.sku === 'CACHED-1',
    )?.priceCents;
  expect(await priceSeen()).toBe(900);
  expect(await priceSeen()).toBe(900); // now served from the cache
  const res = await h
    .http()
    .post('/admin/catalog-import')
    .set('authorization', `Bearer ${admin.token}`)
    .send({ content: fileFor('CACHED-1', 850), apply: true });
  expect(res.body).toMatchObject({ applied: true, updated: 1 });
  expect(await priceSeen()).toBe(850);
});
