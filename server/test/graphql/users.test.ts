import jwt from 'jsonwebtoken';
import { createHarness, type Harness } from '../support/harness';
import { codeOf, dbSnapshot } from '../support/db-snapshot';

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

const USERS = `{ users { id email role isAdmin } }`;
const ME = `{ me { id email role isAdmin } }`;
const MAKE_ADMIN = `mutation($e: String!) { makeAdmin(email: $e) { modifiedCount user { email role } } }`;
const DELETE_USER = `mutation($id: ID!) { deleteUser(id: $id) }`;
const IS_ADMIN = `query($e: String!) { isAdmin(email: $e) }`;

describe('users (admin list)', () => {
  it('lists every user to an admin, refuses customers and visitors', async () => {
    const admin = await h.signedIn('ADMIN');
    const c = await h.signedIn('CUSTOMER');
    const res = await h.gql(USERS, {}, admin.token);
    expect(res.errors).toBeUndefined();
    expect(res.data.users.map((u: any) => u.email).sort()).toEqual([admin.user.email, c.user.email].sort());
    expect(codeOf(await h.gql(USERS, {}, c.token))).toBe('FORBIDDEN');
    expect(codeOf(await h.gql(USERS))).toBe('UNAUTHENTICATED');
  });
});

describe('makeAdmin', () => {
  it('answers modifiedCount 1, then 0 when already admin', async () => {
    const admin = await h.signedIn('ADMIN');
    const c = await h.signedIn('CUSTOMER');
    const first = await h.gql(MAKE_ADMIN, { e: c.user.email.toUpperCase() }, admin.token);
    expect(first.errors).toBeUndefined();
    expect(first.data.makeAdmin).toEqual({ modifiedCount: 1, user: { email: c.user.email, role: 'ADMIN' } });
    const second = await h.gql(MAKE_ADMIN, { e: c.user.email }, admin.token);
    expect(second.data.makeAdmin.modifiedCount).toBe(0);
    // The promoted user's existing token now carries admin rights (role is read per request).
    expect(codeOf(await h.gql(USERS, {}, c.token))).toBeUndefined();
  });

  it('refuses an unknown e-mail (NOT_FOUND), a blank one (BAD_USER_INPUT), customers and visitors, changing nothing', async () => {
    const admin = await h.signedIn('ADMIN');
    const c = await h.signedIn('CUSTOMER');
    const before = await dbSnapshot(h.db);
    const unknown = await h.gql(MAKE_ADMIN, { e: 'nobody@example.com' }, admin.token);
    expect(codeOf(unknown)).toBe('NOT_FOUND');
    expect(unknown.errors?.[0].message).toBe('User not found');
    const blank = await h.gql(MAKE_ADMIN, { e: '   ' }, admin.token);
    expect(codeOf(blank)).toBe('BAD_USER_INPUT');
    expect(blank.errors?.[0].message).toBe('email is required');
    expect(codeOf(await h.gql(MAKE_ADMIN, { e: c.user.email }, c.token))).toBe('FORBIDDEN');
    expect(codeOf(await h.gql(MAKE_ADMIN, { e: c.user.email }))).toBe('UNAUTHENTICATED');
    expect(await dbSnapshot(h.db)).toEqual(before);
  });
});

describe('revokeAdmin', () => {
  const REVOKE = 'mutation($id: ID!) { revokeAdmin(id: $id) { email role } }';
  it('makes an admin a customer again; their session loses the dashboard at once', async () => {
    const boss = await h.signedIn('ADMIN');
    const other = await h.signedIn('ADMIN');
    const r = await h.gql(REVOKE, { id: other.user.id }, boss.token);
    expect(r.errors).toBeUndefined();
    expect(r.data.revokeAdmin.role).toBe('CUSTOMER');
    expect(codeOf(await h.gql('{ users { id } }', {}, other.token))).toBe('FORBIDDEN');
  });

  it('refuses yourself, the last other admin race, an ADMIN_EMAILS admin and a customer, changing nothing', async () => {
    const boss = await h.signedIn('ADMIN');
    const owner = await h.signedIn('ADMIN', { email: 'owner@gluegun.test' });
    const customer = await h.signedIn();
    const before = await dbSnapshot(h.db);
    expect(codeOf(await h.gql(REVOKE, { id: boss.user.id }, boss.token))).toBe('FORBIDDEN');
    const configured = await h.gql(REVOKE, { id: owner.user.id }, boss.token);
    expect(codeOf(configured)).toBe('CONFLICT');
    expect(configured.errors![0].message).toContain("an admin by the shop's own settings");
    expect(codeOf(await h.gql(REVOKE, { id: customer.user.id }, boss.token))).toBe('CONFLICT');
    expect(codeOf(await h.gql(REVOKE, { id: boss.user.id }, customer.token))).toBe('FORBIDDEN');
    expect(await dbSnapshot(h.db)).toEqual(before);
  });

  it("two admins taking each other's role at once: one stays admin (never none)", async () => {
    await h.reset();
    const [a, b] = [await h.signedIn('ADMIN'), await h.signedIn('ADMIN')];
    const results = await Promise.all([
      h.gql(REVOKE, { id: b.user.id }, a.token),
      h.gql(REVOKE, { id: a.user.id }, b.token),
    ]);
    for (const r of results) expect(r.status).toBeLessThan(500);
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expect(results.map(codeOf).filter((c) => c !== 'ok' && c !== undefined)).toEqual([
      expect.stringMatching(/^(FORBIDDEN|CONFLICT)$/),
    ]);
    expect(await h.db.user.count({ where: { role: 'ADMIN' } })).toBe(1);
  });
});

describe('deleteUser', () => {
  it("deletes a user; the deleted user's token is then UNAUTHENTICATED", async () => {
    const admin = await h.signedIn('ADMIN');
    const c = await h.signedIn('CUSTOMER');
    expect(codeOf(await h.gql(ME, {}, c.token))).toBeUndefined();
    const res = await h.gql(DELETE_USER, { id: c.user.id }, admin.token);
    expect(res.errors).toBeUndefined();
    expect(res.data.deleteUser).toBe(true);
    expect(await h.db.user.count({ where: { id: c.user.id } })).toBe(0);
    const after = await h.gql(ME, {}, c.token);
    expect(codeOf(after)).toBe('UNAUTHENTICATED');
    expect(codeOf(await h.gql(DELETE_USER, { id: c.user.id }, admin.token))).toBe('NOT_FOUND');
  });

  it('refuses deleting yourself, customers and visitors, changing nothing', async () => {
    const admin = await h.signedIn('ADMIN');
    const c = await h.signedIn('CUSTOMER');
    const other = await h.signedIn('CUSTOMER');
    const before = await dbSnapshot(h.db);
    const self = await h.gql(DELETE_USER, { id: admin.user.id }, admin.token);
    expect(codeOf(self)).toBe('FORBIDDEN');
    expect(self.errors?.[0].message).toBe('You cannot delete your own account');
    expect(codeOf(await h.gql(DELETE_USER, { id: other.user.id }, c.token))).toBe('FORBIDDEN');
    expect(codeOf(await h.gql(DELETE_USER, { id: other.user.id }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await h.gql(DELETE_USER, { id: 'junk' }, admin.token))).toBe('NOT_FOUND');
    expect(await dbSnapshot(h.db)).toEqual(before);
  });
});

describe('isAdmin(email)', () => {
  it('answers about yourself; about others only to admins', async () => {
    const admin = await h.signedIn('ADMIN');
    const c = await h.signedIn('CUSTOMER');
    expect((await h.gql(IS_ADMIN, { e: c.user.email }, c.token)).data.isAdmin).toBe(false);
    expect((await h.gql(IS_ADMIN, { e: admin.user.email }, admin.token)).data.isAdmin).toBe(true);
    expect((await h.gql(IS_ADMIN, { e: c.user.email }, admin.token)).data.isAdmin).toBe(false);
    const probe = await h.gql(IS_ADMIN, { e: admin.user.email }, c.token);
    expect(codeOf(probe)).toBe('FORBIDDEN');
    expect(probe.errors?.[0].message).toBe('You can only ask about yourself');
    expect(codeOf(await h.gql(IS_ADMIN, { e: c.user.email }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await h.gql(IS_ADMIN, { e: '' }, c.token))).toBe('BAD_USER_INPUT');
  });
});

describe('sessions', () => {
  it('me returns the caller; visitors get UNAUTHENTICATED', async () => {
    const c = await h.signedIn('CUSTOMER');
    expect((await h.gql(ME, {}, c.token)).data.me).toEqual({
      id: c.user.id,
      email: c.user.email,
      role: 'CUSTOMER',
      isAdmin: false,
    });
    const anon = await h.gql(ME);
    expect(codeOf(anon)).toBe('UNAUTHENTICATED');
    expect(anon.errors?.[0].message).toBe('You must be signed in');
  });

  it("accepts the spec's misspelled autherization header", async () => {
    const c = await h.signedIn('CUSTOMER');
    const res = await h
      .http()
      .post('/graphql')
      .set('content-type', 'application/json')
      .set('autherization', c.token)
      .send({ query: ME });
    expect(res.body.data.me.email).toBe(c.user.email);
  });

  it('signOut makes the old token UNAUTHENTICATED', async () => {
    const c = await h.signedIn('CUSTOMER');
    const res = await h.gql(`mutation { signOut }`, {}, c.token);
    expect(res.data.signOut).toBe(true);
    const after = await h.gql(ME, {}, c.token);
    expect(codeOf(after)).toBe('UNAUTHENTICATED');
    expect(after.errors?.[0].message).toBe('Your session is invalid or expired; sign in again');
    expect(codeOf(await h.gql(`mutation { signOut }`))).toBe('UNAUTHENTICATED');
  });

  it('refuses expired, tampered, wrong-key and alg:none tokens with UNAUTHENTICATED', async () => {
    const c = await h.signedIn('CUSTOMER');
    const secret = h.deps.config.sessionSecret;
    const base = { sub: c.user.id, v: c.user.tokenVersion, iss: 'gluegun-shop' };
    const expired = jwt.sign({ ...base, exp: Math.floor(Date.now() / 1000) - 60 }, secret, {
      algorithm: 'HS256',
    });
    const [head, , sig] = c.token.split('.');
    const otherPayload = Buffer.from(
      JSON.stringify({ ...base, sub: '00000000-0000-4000-8000-000000000000', exp: 9_999_999_999 }),
    ).toString('base64url');
    const tampered = `${head}.${otherPayload}.${sig}`;
    const wrongKey = jwt.sign(base, 'another-secret-another-secret-another-secret', { algorithm: 'HS256' });
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify(base)).toString('base64url')}.`;
    for (const token of [expired, tampered, wrongKey, none, 'garbage']) {
      const res = await h.gql(ME, {}, token);
      expect(codeOf(res)).toBe('UNAUTHENTICATED');
    }
    // The genuine token still works: the refusals above were about the tokens, not the user.
    expect(codeOf(await h.gql(ME, {}, c.token))).toBeUndefined();
  });
});
