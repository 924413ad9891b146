/**
 * PostgreSQL taken away mid-traffic (a proxy cuts every connection and refuses new ones): GraphQL and REST answer
 * 503 SERVICE_UNAVAILABLE with Retry-After, never a 500 or an HTTP 200 carrying an internal error, for anonymous
 * reads, signed-in reads and writes alike; once it is back the shop answers again by itself.
 */
import { createHarness, type Harness } from '../support/harness';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';

let h: Harness;
let proxy: TcpProxy;
let token = '';
beforeAll(async () => {
  const real = new URL(process.env.TEST_DATABASE_URL!);
  proxy = await startTcpProxy(real.hostname, Number(real.port || 5432));
  const proxied = new URL(real);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(proxy.port);
  const saved = process.env.TEST_DATABASE_URL;
  process.env.TEST_DATABASE_URL = proxied.toString();
  try {
    h = await createHarness();
  } finally {
    process.env.TEST_DATABASE_URL = saved;
  }
  await h.factories.createProduct(h.db, { name: 'Outage Gun 40W' });
  token = (await h.signedIn()).token;
});
afterAll(async () => {
  await proxy.up().catch(() => undefined);
  await h.close();
  await proxy.close();
});

const gql = (query: string, auth = '') => {
  const req = h.http().post('/graphql').set('content-type', 'application/json');
  if (auth) req.set('authorization', `Bearer ${auth}`);
  return req.send({ query });
};

it('answers 503 with Retry-After on every transport while the database is away, and serves again once it is back', async () => {
  const before = await gql('{ products { items { id } } }');
  expect([before.status, before.body.errors]).toEqual([200, undefined]);
  await proxy.down();

  const asked = {
    anonymousRead: await gql('{ products { items { id name } } }'),
    signedInRead: await gql('{ me { id email } }', token),
    write: await gql('mutation { signOut }', token),
  };
  for (const [what, res] of Object.entries(asked)) {
    expect([what, res.status, res.headers['retry-after']]).toEqual([what, 503, '5']);
    expect([what, res.body.errors?.[0]?.extensions?.code]).toEqual([what, 'SERVICE_UNAVAILABLE']);
    expect(res.body.errors[0].message).toBe(
      'The shop cannot reach its database right now; try again in a few seconds.',
    );
  }
  const rest = await h.http().get('/products');
  expect([rest.status, rest.headers['retry-after'], rest.body.error?.code]).toEqual([
    503,
    '5',
    'SERVICE_UNAVAILABLE',
  ]);
  const restSignedIn = await h.http().get('/userOrder').set('authorization', `Bearer ${token}`);
  expect([restSignedIn.status, restSignedIn.body.error?.code]).toEqual([503, 'SERVICE_UNAVAILABLE']);

  await proxy.up();
  let back = await gql('{ products { items { name } } }');
  const end = Date.now() + 10_000;
  while (back.status !== 200 && Date.now() < end) back = await gql('{ products { items { name } } }');
  expect(back.status).toBe(200);
  expect(back.body.data.products.items.map((p: { name: string }) => p.name)).toContain('Outage Gun 40W');
  expect((await gql('{ me { id } }', token)).body.data.me.id).toEqual(expect.any(String));
});
