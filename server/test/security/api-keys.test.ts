import { Writable } from 'node:stream';
import { createHarness, type Harness } from '../support/harness';
import { createLogger } from '../../src/logger';
import { scopesFor } from '../../src/auth/access';
import { hashKey } from '../../src/auth/api-key';
import { codeOf } from '../graphql/db-snapshot';

/** API keys end to end: shown once, stored hashed, both headers, revocation and expiry on another instance, no logging. */
const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _enc, done) {
    lines.push(chunk.toString());
    done();
  },
});
let h: Harness;
let second: Harness;
beforeAll(async () => {
  h = await createHarness({ LOG_LEVEL: 'debug' }, { log: createLogger('debug', sink) });
  second = await createHarness(); // another instance on the same database
});
afterAll(async () => {
  await h.close();
  await second.close();
});
beforeEach(async () => {
  await h.reset();
  lines.length = 0;
});

const CREATE =
  'mutation($i: ApiKeyInput!) { createApiKey(input: $i) { key apiKey { id prefix scopes createdBy revokedAt } } }';
const ORDERS = '{ orders { id } }';

async function createKey(token: string, scopes = ['read:orders'], expiresAt?: string) {
  const res = await h.gql(CREATE, { i: { name: 'ERP sync', scopes, expiresAt } }, token);
  expect(res.errors).toBeUndefined();
  return res.data.createApiKey as {
    key: string;
    apiKey: { id: string; prefix: string; scopes: string[]; createdBy: string };
  };
}

describe('API keys', () => {
  it('is shown once, kept only as a SHA-256 hash with its visible prefix, and works in both headers on GraphQL and REST', async () => {
    const { user, token } = await h.signedIn('ADMIN');
    const { key, apiKey } = await createKey(token);
    expect(key).toMatch(/^gg_live_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$/);
    expect(key.startsWith(`${apiKey.prefix}_`)).toBe(true);
    expect(apiKey.createdBy).toBe(user.email);
    const row = await h.db.apiKey.findUniqueOrThrow({ where: { id: apiKey.id } });
    expect(row.hash).toBe(hashKey(key).toString('hex'));
    expect(JSON.stringify(row)).not.toContain(key);
    const listed = await h.gql('{ apiKeys { id prefix requestCount lastUsedIp } }', undefined, token);
    expect(JSON.stringify(listed.data)).not.toContain(key.slice(apiKey.prefix.length));

    expect((await h.gql(ORDERS, undefined, key)).errors).toBeUndefined();
    const viaHeader = await h.http().post('/graphql').set('x-api-key', key).send({ query: ORDERS });
    expect(viaHeader.body.errors).toBeUndefined();
    expect((await h.http().get('/user-orderd-data').set('x-api-key', key)).status).toBe(200);
    expect((await h.http().get('/user-orderd-data').set('authorization', `Bearer ${key}`)).status).toBe(200);
    // Not its scope: refused on REST too.
    const users = await h.http().get('/user').set('x-api-key', key);
    expect([users.status, users.body.error?.message]).toEqual([
      403,
      'This API key lacks the scope read:users',
    ]);

    const used = await h.db.apiKey.findUniqueOrThrow({ where: { id: apiKey.id } });
    expect(used.requestCount).toBe(5);
    expect(used.lastUsedIp).toBeTruthy();
    expect(Math.abs(used.lastUsedAt!.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('refuses a revoked key on the very next request, on another instance too', async () => {
    const { token } = await h.signedIn('ADMIN');
    const { key, apiKey } = await createKey(token);
    expect((await second.gql(ORDERS, undefined, key)).errors).toBeUndefined();
    const revoked = await h.gql(
      'mutation($id: ID!) { revokeApiKey(id: $id) { revokedAt } }',
      { id: apiKey.id },
      token,
    );
    expect(revoked.data.revokeApiKey.revokedAt).toBeTruthy();
    expect(codeOf(await second.gql(ORDERS, undefined, key))).toBe('UNAUTHENTICATED');
    expect((await second.http().get('/user-orderd-data').set('x-api-key', key)).status).toBe(401);
  });

  it('refuses an expired key at once, and an expiry in the past is refused at creation', async () => {
    const { token } = await h.signedIn('ADMIN');
    const { key, apiKey } = await createKey(
      token,
      ['read:orders'],
      new Date(Date.now() + 3_600_000).toISOString(),
    );
    expect((await second.gql(ORDERS, undefined, key)).errors).toBeUndefined();
    await h.db.apiKey.update({ where: { id: apiKey.id }, data: { expiresAt: new Date(Date.now() - 1) } });
    expect(codeOf(await second.gql(ORDERS, undefined, key))).toBe('UNAUTHENTICATED');
    const past = await h.gql(
      CREATE,
      { i: { name: 'Old', scopes: ['read:orders'], expiresAt: '2020-01-01T00:00:00Z' } },
      token,
    );
    expect([codeOf(past), past.errors?.[0].extensions.field, past.errors?.[0].message]).toEqual([
      'BAD_USER_INPUT',
      'expiresAt',
      'The expiry must be in the future',
    ]);
  });

  it("never does more than its creator: a demoted creator's key loses the admin operations at once", async () => {
    const { user, token } = await h.signedIn('ADMIN');
    const { key } = await createKey(token, ['read:orders', 'read:users']);
    expect((await h.gql('{ users { id } }', undefined, key)).errors).toBeUndefined();
    await h.db.user.update({ where: { id: user.id }, data: { role: 'CUSTOMER' } });
    expect(codeOf(await second.gql('{ users { id } }', undefined, key))).toBe('FORBIDDEN');
    expect((await second.gql('{ myOrders { id } }', undefined, key)).errors).toBeUndefined();
    // What a customer could hand a key, were customers allowed to make them: no admin-only scope.
    expect(scopesFor('CUSTOMER')).not.toContain('read:users');
    expect(scopesFor('CUSTOMER')).not.toContain('write:products');
  });

  it('refuses bad input with the field named, and a key cannot make or manage keys', async () => {
    const { token } = await h.signedIn('ADMIN');
    const unknown = await h.gql(CREATE, { i: { name: 'x', scopes: ['delete:everything'] } }, token);
    expect([codeOf(unknown), unknown.errors?.[0].message]).toEqual([
      'BAD_USER_INPUT',
      'Unknown scope: delete:everything',
    ]);
    const none = await h.gql(CREATE, { i: { name: 'x', scopes: [] } }, token);
    expect([codeOf(none), none.errors?.[0].extensions.field]).toEqual(['BAD_USER_INPUT', 'scopes']);
    const blank = await h.gql(CREATE, { i: { name: '  ', scopes: ['read:orders'] } }, token);
    expect([codeOf(blank), blank.errors?.[0].extensions.field]).toEqual(['BAD_USER_INPUT', 'name']);
    const { key } = await createKey(token);
    const viaKey = await h.gql(CREATE, { i: { name: 'x', scopes: ['read:orders'] } }, key);
    expect([codeOf(viaKey), viaKey.errors?.[0].message]).toEqual([
      'FORBIDDEN',
      'API keys cannot do this; sign in as a person',
    ]);
    expect(await h.db.apiKey.count()).toBe(1);
  });

  it('malformed and guessed keys are refused as invalid', async () => {
    const { token } = await h.signedIn('ADMIN');
    const { key } = await createKey(token);
    const wrongSecret = `${key.slice(0, -4)}AAAA`;
    for (const bad of [wrongSecret, 'gg_live_nope', `${key}x`]) {
      expect([bad, codeOf(await h.gql(ORDERS, undefined, bad))]).toEqual([bad, 'UNAUTHENTICATED']);
      expect([bad, (await h.http().get('/user-orderd-data').set('x-api-key', bad)).status]).toEqual([
        bad,
        401,
      ]);
    }
  });

  it('never writes a key to the logs', async () => {
    const { token } = await h.signedIn('ADMIN');
    const { key } = await createKey(token);
    await h.gql(ORDERS, undefined, key);
    await h.http().get('/user-orderd-data').set('x-api-key', key);
    await h.gql(ORDERS, undefined, `${key.slice(0, -1)}A`);
    const log = createLogger('info', sink);
    log.info(
      {
        req: { headers: { authorization: `Bearer ${key}`, 'x-api-key': key } },
        apiKey: key,
        variables: { key },
      },
      'probe',
    );
    await new Promise((r) => setImmediate(r));
    const text = lines.join('');
    expect(text).toContain('probe');
    expect(text).toContain('"request"');
    expect(text).not.toContain(key.slice(20));
  });
});
