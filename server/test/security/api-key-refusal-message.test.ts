import { createHarness, type Harness } from '../support/harness';
import { codeOf } from '../graphql/db-snapshot';

/** A refused API key is told it is the key (unknown, revoked or expired), not that a session ended. */
const KEY_MESSAGE = 'This API key is invalid, revoked or expired';
const SESSION_MESSAGE = 'Your session is invalid or expired; sign in again';
const CREATE = 'mutation($i: ApiKeyInput!) { createApiKey(input: $i) { key apiKey { id } } }';
const ORDERS = '{ orders { id } }';
const MY_ORDERS = '{ myOrders { id } }';

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

async function refusals(key: string) {
  const viaGql = await h.gql(ORDERS, undefined, key);
  const viaService = await h.http().post('/graphql').set('x-api-key', key).send({ query: MY_ORDERS });
  const viaRest = await h.http().get('/user-orderd-data').set('x-api-key', key);
  const viaBearer = await h.http().get('/user-orderd-data').set('authorization', `Bearer ${key}`);
  return [
    [codeOf(viaGql), viaGql.errors?.[0].message],
    [viaService.body.errors?.[0].extensions.code, viaService.body.errors?.[0].message],
    [viaRest.status, viaRest.body.error?.message],
    [viaBearer.status, viaBearer.body.error?.message],
  ];
}
const toldTheKey = [
  ['UNAUTHENTICATED', KEY_MESSAGE],
  ['UNAUTHENTICATED', KEY_MESSAGE],
  [401, KEY_MESSAGE],
  [401, KEY_MESSAGE],
];

describe('the message for a refused API key', () => {
  it('an unknown, a revoked and an expired key are each told the key is invalid, revoked or expired (GraphQL and REST)', async () => {
    const { token } = await h.signedIn('ADMIN');
    const made = await h.gql(CREATE, { i: { name: 'ERP sync', scopes: ['read:orders'] } }, token);
    const { key, apiKey } = made.data.createApiKey as { key: string; apiKey: { id: string } };
    expect((await h.gql(ORDERS, undefined, key)).errors).toBeUndefined();

    expect(await refusals(`${key.slice(0, -4)}AAAA`)).toEqual(toldTheKey);
    expect(await refusals('gg_live_nope')).toEqual(toldTheKey);

    await h.db.apiKey.update({ where: { id: apiKey.id }, data: { expiresAt: new Date(Date.now() - 1) } });
    expect(await refusals(key)).toEqual(toldTheKey);

    await h.db.apiKey.update({ where: { id: apiKey.id }, data: { expiresAt: null } });
    expect((await h.gql(ORDERS, undefined, key)).errors).toBeUndefined();
    const revoked = await h.gql(
      'mutation($id: ID!) { revokeApiKey(id: $id) { id revokedAt } }',
      { id: apiKey.id },
      token,
    );
    expect(revoked.data.revokeApiKey).toEqual({ id: apiKey.id, revokedAt: expect.any(String) });
    expect(await refusals(key)).toEqual(toldTheKey);
  });

  it('a bad session token is still told its session is invalid or expired', async () => {
    const res = await h.gql(ORDERS, undefined, 'not-a-session-token');
    expect([codeOf(res), res.errors?.[0].message]).toEqual(['UNAUTHENTICATED', SESSION_MESSAGE]);
    const rest = await h.http().get('/user-orderd-data').set('authorization', 'Bearer not-a-session-token');
    expect([rest.status, rest.body.error?.message]).toEqual([401, SESSION_MESSAGE]);
  });
});
