import { createHarness, type Harness } from '../support/harness';
import { SessionCache } from '../../src/lib/session-cache';

/**
 * The session-user cache (src/lib/session-cache.ts, docs/decisions/017) with a TTL long enough that any staleness
 * would show: sign-out, role change and deletion through the shop apply to the very next request.
 */
let h: Harness;
beforeAll(async () => {
  h = await createHarness({ SESSION_CACHE_MS: '60000' });
});
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  await h.reset();
  h.deps.sessions?.invalidate();
});

const ME = '{ me { id role } }';
const codeOf = (res: { errors?: { extensions?: { code?: string } }[] }) => res.errors?.[0]?.extensions?.code;

describe('session-user cache', () => {
  it("reuses the caller's row: a change made behind the shop's back is not read while the entry lives", async () => {
    const c = await h.signedIn('CUSTOMER');
    expect((await h.gql(ME, {}, c.token)).data.me.role).toBe('CUSTOMER');
    expect(h.deps.sessions?.size).toBe(1);
    await h.db.user.update({ where: { id: c.user.id }, data: { role: 'ADMIN' } });
    // `orders` is decided from the cached row (CUSTOMER): proof that the lookup skipped the database.
    expect(codeOf(await h.gql('{ orders { id } }', {}, c.token))).toBe('FORBIDDEN');
  });

  it('refuses a signed-out token on the next request', async () => {
    const c = await h.signedIn('CUSTOMER');
    expect(codeOf(await h.gql(ME, {}, c.token))).toBeUndefined();
    expect((await h.gql('mutation { signOut }', {}, c.token)).data.signOut).toBe(true);
    const after = await h.gql(ME, {}, c.token);
    expect(codeOf(after)).toBe('UNAUTHENTICATED');
    expect(after.errors?.[0].message).toBe('Your session is invalid or expired; sign in again');
    expect(
      (
        await h
          .http()
          .get('/userOrder')
          .query({ email: c.user.email })
          .set('authorization', `Bearer ${c.token}`)
      ).status,
    ).toBe(401);
  });

  it('applies a role change and a deletion made through the shop on the next request', async () => {
    const admin = await h.signedIn('ADMIN');
    const c = await h.signedIn('CUSTOMER');
    expect(codeOf(await h.gql('{ orders { id } }', {}, c.token))).toBe('FORBIDDEN');
    const made = await h.gql(
      'mutation($e: String!) { makeAdmin(email: $e) { modifiedCount } }',
      { e: c.user.email },
      admin.token,
    );
    expect(made.errors).toBeUndefined();
    expect(codeOf(await h.gql('{ orders { id } }', {}, c.token))).toBeUndefined();

    const d = await h.signedIn('CUSTOMER');
    expect(codeOf(await h.gql(ME, {}, d.token))).toBeUndefined();
    expect(
      (await h.http().delete(`/user/${d.user.id}`).set('authorization', `Bearer ${admin.token}`)).status,
    ).toBe(200);
    expect(codeOf(await h.gql(ME, {}, d.token))).toBe('UNAUTHENTICATED');
    expect(codeOf(await h.gql('{ myOrders { id } }', {}, d.token))).toBe('UNAUTHENTICATED');
  });

  it('lets the database decide when the cached row carries another token version', async () => {
    const c = await h.signedIn('CUSTOMER');
    expect(codeOf(await h.gql(ME, {}, c.token))).toBeUndefined();
    const bumped = await h.db.user.update({
      where: { id: c.user.id },
      data: { tokenVersion: { increment: 1 } },
    });
    // A token of the new version is accepted (read from the database, not refused from the stale entry)...
    expect(codeOf(await h.gql(ME, {}, h.tokenFor(bumped)))).toBeUndefined();
    // ...and the old one is refused now that the entry holds the new version.
    expect(codeOf(await h.gql(ME, {}, c.token))).toBe('UNAUTHENTICATED');
  });
});

describe('SessionCache', () => {
  const row = {
    id: 'u1',
    email: 'a@b.test',
    displayName: null,
    role: 'CUSTOMER' as const,
    tokenVersion: 0,
    emailVerified: true,
    companyId: 'c1',
    companyRole: 'COMPANY_ADMIN' as const,
  };

  it('drops a row read while a user changed', () => {
    const cache = new SessionCache(60_000);
    const startedAt = cache.current();
    cache.invalidate();
    cache.set(row, startedAt);
    expect(cache.get('u1')).toBeUndefined();
    cache.set(row, cache.current());
    expect(cache.get('u1')).toEqual(row);
  });

  it('expires rows after the TTL and is off with a TTL of 0', async () => {
    const short = new SessionCache(20);
    short.set(row, short.current());
    await new Promise((r) => setTimeout(r, 40));
    expect(short.get('u1')).toBeUndefined();
    const off = new SessionCache(0);
    off.set(row, off.current());
    expect(off.get('u1')).toBeUndefined();
  });
});
