/**
 * The sign-in limit, sign-out, and an e-mail pre-registered by an attacker. Each test
 * is an attack the shop must refuse (real PostgreSQL, real Auth emulator, real accounts).
 */
import crypto from 'node:crypto';
import jwt from 'jsonwebtoken';
import { createHarness, type Harness } from '../support/harness';
import { emailSignIn, emailSignUp, googleSignIn, uniqueEmail } from '../support/emulator';

const EXCHANGE = 'mutation($t: String!) { exchangeToken(idToken: $t) { token } }';
const ME = '{ me { id email } }';
const PLACE = 'mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { id } }';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const codes = (body: any): string[] => (body.errors ?? []).map((e: any) => e.extensions?.code);

describe('13. the sign-in limit counts every exchange, whatever carries it', () => {
  let limited: Harness;
  beforeEach(async () => {
    limited = await createHarness({ AUTH_RATE_LIMIT: '3' });
  });
  afterEach(async () => {
    await limited.close();
  });

  const post = (path: string, body: unknown) =>
    limited
      .http()
      .post(path)
      .set('content-type', 'application/json')
      .send(body as object);

  it('/GRAPHQL and /graphql/ share the counter with /graphql', async () => {
    const statuses: number[] = [];
    for (const path of ['/graphql', '/GRAPHQL', '/graphql/', '/GraphQL/', '/graphql']) {
      statuses.push((await post(path, { query: EXCHANGE, variables: { t: 'not-a-real-token' } })).status);
    }
    expect(statuses.slice(0, 3).every((s) => s !== 429)).toBe(true);
    expect(statuses.slice(3)).toEqual([429, 429]);
  });

  it('a persisted query sent as its hash alone is counted', async () => {
    const sha256Hash = crypto.createHash('sha256').update(EXCHANGE).digest('hex');
    const extensions = { persistedQuery: { version: 1, sha256Hash } };
    const registered = await post('/graphql', { query: EXCHANGE, variables: { t: 'x' }, extensions });
    expect(codes(registered.body)).toEqual(['UNAUTHENTICATED']); // the exchange ran (and was counted)
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await post('/graphql', { variables: { t: 'x' }, extensions })).status);
    expect(statuses).toEqual([200, 200, 429, 429]);
  });

  it('aliases in one request count once each', async () => {
    const { idToken } = await emailSignUp(uniqueEmail('aliases'));
    const aliases = Array.from({ length: 15 }, (_, i) => `a${i}: exchangeToken(idToken: $t) { token }`).join(
      ' ',
    );
    const res = await post('/graphql', {
      query: `mutation($t: String!) { ${aliases} }`,
      variables: { t: idToken },
    });
    // Three sessions are minted; the fourth alias is refused (and, its field being non-null, ends the operation).
    expect(res.status).toBe(429);
    expect(codes(res.body)).toEqual(['TOO_MANY_REQUESTS']);
    expect(res.body.errors[0].path).toEqual(['a3']);
    const next = await limited.http().put('/user/a@b.c').send({ idToken: 'x' });
    expect(next.status).toBe(429);
    expect(next.body.error.code).toBe('TOO_MANY_REQUESTS');
  });
});

describe('15-16. sessions and identities', () => {
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
  const exchange = (idToken: string) => h.gql(EXCHANGE, { t: idToken });

  it('15. a Firebase ID token from before a sign-out no longer exchanges; a new sign-in does', async () => {
    const email = uniqueEmail('signout');
    const { idToken } = await emailSignUp(email);
    const session = (await exchange(idToken)).data.exchangeToken.token;
    const authTime = (jwt.decode(idToken) as { auth_time: number }).auth_time;
    // auth_time has one-second resolution: sign out in a later second than the sign-in.
    await sleep(Math.max(0, (authTime + 1) * 1000 - Date.now() + 50));
    expect((await h.gql('mutation { signOut }', {}, session)).data.signOut).toBe(true);

    const replay = await exchange(idToken);
    expect(codes(replay)).toEqual(['UNAUTHENTICATED']);
    expect(replay.errors![0].message).toMatch(/sign in again/i);
    const fresh = await exchange((await emailSignIn(email)).idToken);
    expect(fresh.errors).toBeUndefined();
    expect((await h.gql(ME, {}, fresh.data.exchangeToken.token)).data.me.email).toBe(email);
  });

  it('16. items an attacker placed on a pre-registered e-mail are gone once the owner signs in with Google', async () => {
    const victim = uniqueEmail('victim');
    const attacker = (await exchange((await emailSignUp(victim, 'attacker-pw')).idToken)).data.exchangeToken
      .token;
    const product = await h.factories.createProduct(h.db, { quantity: 1000 });
    const placed = await h.gql(
      PLACE,
      { i: { productId: product.id, quantity: 150, phone: '+1 555 0100' } },
      attacker,
    );
    expect(placed.errors).toBeUndefined();

    await sleep(1100);
    const owner = await exchange((await googleSignIn(victim, 'Real Owner')).idToken);
    expect(owner.errors).toBeUndefined();
    const mine = await h.gql('{ myOrders { id } }', {}, owner.data.exchangeToken.token);
    expect(mine.data.myOrders).toEqual([]);
    expect(await h.db.orderItem.count({ where: { id: placed.data.placeOrder.id } })).toBe(0);
    expect((await h.db.product.findUniqueOrThrow({ where: { id: product.id } })).quantity).toBe(1000);
  });

  it("16. the owner's Google sign-in in the same second as the attacker's sign-up is accepted; the attacker's token is not", async () => {
    const victim = uniqueEmail('same-second');
    const attackerToken = (await emailSignUp(victim, 'attacker-pw')).idToken;
    expect((await exchange(attackerToken)).errors).toBeUndefined();
    const google = await googleSignIn(victim, 'Real Owner');
    // The identity behind the user dates from the very second of the owner's sign-in (one-second resolution).
    const authTime = (jwt.decode(google.idToken) as { auth_time: number }).auth_time;
    await h.db.user.update({ where: { email: victim }, data: { identitySince: authTime } });

    const owner = await exchange(google.idToken);
    expect(owner.errors).toBeUndefined();
    expect((await h.gql(ME, {}, owner.data.exchangeToken.token)).data.me.email).toBe(victim);
    expect(codes(await exchange(attackerToken))).toEqual(['UNAUTHENTICATED']);
  });
});
