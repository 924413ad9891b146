/**
 * Accounts: each test is an attack the shop must refuse (real PostgreSQL, real Auth emulator,
 * real accounts). Unverified admin e-mail, account pre-hijack, self-delete by id case, two admins deleting each
 * other, a deleted user's orders passing to the next owner of the e-mail, an e-mail changed in Firebase.
 */
import jwt from 'jsonwebtoken';
import { createHarness, type Harness } from '../support/harness';
import { createOrderItem } from '../support/order-items';
import { expectOnlyExpectedRefusals, verdictOf } from '../support/race';
import {
  changeEmail,
  emailSignIn,
  emailSignUp,
  googleSignIn,
  markEmailVerified,
  uniqueEmail,
} from '../support/emulator';

let h: Harness;
const OWNER = `owner-${Date.now()}@gluegun.test`;
beforeAll(async () => {
  h = await createHarness({ ADMIN_EMAILS: OWNER });
});
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  await h.reset();
});

const EXCHANGE = `mutation($t: String!) { exchangeToken(idToken: $t) { token user { id email role emailVerified } } }`;
const ME = `{ me { id email role emailVerified } }`;
const PLACE = `mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { id } }`;
const PAY = `mutation($id: ID!) { payOrderItem(id: $id) { id status invoiceReference invoicedAt paymentDueAt } }`;
const DELETE_USER = `mutation($id: ID!) { deleteUser(id: $id) }`;

/** What the losing admin may be told: signed out by the other's deletion, or refused deleting the last admin. */
const LOSER_CODES = ['UNAUTHENTICATED', 'FORBIDDEN', 'CONFLICT'];
const exchange = (idToken: string) => h.gql(EXCHANGE, { t: idToken });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('1. an unverified e-mail never becomes admin, and cannot pay by invoice', () => {
  it('a password sign-up of an ADMIN_EMAILS address stays a customer until the e-mail is verified', async () => {
    const { idToken, localId } = await emailSignUp(OWNER);
    const first = await exchange(idToken);
    expect(first.errors).toBeUndefined();
    expect(first.data.exchangeToken.user).toMatchObject({ role: 'CUSTOMER', emailVerified: false });
    const users = await h.gql(`{ users { id } }`, {}, first.data.exchangeToken.token);
    expect(users.errors?.[0].extensions.code).toBe('FORBIDDEN');

    await markEmailVerified(localId);
    const verified = await exchange((await emailSignIn(OWNER)).idToken);
    expect(verified.data.exchangeToken.user).toMatchObject({ role: 'ADMIN', emailVerified: true });
  });

  it('an unverified customer is refused Pay with a clear reason; after verifying, the same item pays', async () => {
    const email = uniqueEmail('unverified');
    const { idToken, localId } = await emailSignUp(email);
    const session = (await exchange(idToken)).data.exchangeToken.token;
    const product = await h.factories.createProduct(h.db, { quantity: 1000 });
    const placed = await h.gql(
      PLACE,
      { i: { productId: product.id, quantity: 150, phone: '+1 555 0100' } },
      session,
    );
    expect(placed.errors).toBeUndefined();
    const refused = await h.gql(PAY, { id: placed.data.placeOrder.id }, session);
    expect(refused.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'EMAIL_NOT_VERIFIED' });
    expect(refused.errors?.[0].message).toMatch(/verify your e-mail/i);
    expect((await h.db.product.findUniqueOrThrow({ where: { id: product.id } })).quantity).toBe(1000);

    await markEmailVerified(localId);
    const again = (await exchange((await emailSignIn(email)).idToken)).data.exchangeToken.token;
    const paid = await h.gql(PAY, { id: placed.data.placeOrder.id }, again);
    expect(paid.errors).toBeUndefined();
    expect(paid.data.payOrderItem.status).toBe('INVOICED');
    const due =
      new Date(paid.data.payOrderItem.paymentDueAt).getTime() -
      new Date(paid.data.payOrderItem.invoicedAt).getTime();
    expect(due).toBe(30 * 24 * 3600 * 1000);
  });
});

describe('2. account pre-hijack: a change of the identity behind a user ends every earlier session', () => {
  it("the attacker's password account taken over by the owner's Google sign-in loses its session and its token", async () => {
    const victim = uniqueEmail('victim');
    const attacker = await emailSignUp(victim, 'attacker-pw');
    const attackerSession = (await exchange(attacker.idToken)).data.exchangeToken.token;
    expect((await h.gql(ME, {}, attackerSession)).data.me.email).toBe(victim);

    await sleep(1100); // auth_time has one-second resolution: the owner signs in later than the attacker
    const google = await googleSignIn(victim, 'Real Owner');
    const owner = await exchange(google.idToken);
    expect(owner.errors).toBeUndefined();
    const ownerSession = owner.data.exchangeToken.token;

    const attackerMe = await h.gql(ME, {}, attackerSession);
    expect(attackerMe.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    const replay = await exchange(attacker.idToken);
    expect(replay.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await h.gql(ME, {}, ownerSession)).data.me.email).toBe(victim);
    expect(await h.db.user.count({ where: { email: victim } })).toBe(1);
  });

  it('a second sign-in with the same provider keeps earlier sessions (no needless sign-outs)', async () => {
    const email = uniqueEmail('steady');
    await emailSignUp(email);
    const a = (await exchange((await emailSignIn(email)).idToken)).data.exchangeToken.token;
    await exchange((await emailSignIn(email)).idToken);
    expect((await h.gql(ME, {}, a)).errors).toBeUndefined();
  });
});

describe('3-4. deleting admins', () => {
  it('an admin cannot delete themselves by writing their id in upper case (REST and GraphQL)', async () => {
    const { user, token } = await h.signedIn('ADMIN');
    await h.signedIn('ADMIN');
    const rest = await h
      .http()
      .delete(`/user/${user.id.toUpperCase()}`)
      .set('authorization', `Bearer ${token}`);
    expect(rest.status).toBe(403);
    const gql = await h.gql(DELETE_USER, { id: user.id.toUpperCase() }, token);
    expect(gql.errors?.[0].extensions.code).toBe('FORBIDDEN');
    expect(await h.db.user.count({ where: { id: user.id } })).toBe(1);
  });

  it('two admins deleting each other at the same moment leave one admin, every time', async () => {
    for (let round = 0; round < 8; round += 1) {
      await h.reset();
      const a = await h.signedIn('ADMIN');
      const b = await h.signedIn('ADMIN');
      const [ra, rb] = await Promise.all([
        h.gql(DELETE_USER, { id: b.user.id }, a.token),
        h.gql(DELETE_USER, { id: a.user.id }, b.token),
      ]);
      const ok = [ra, rb].filter((r) => r.data?.deleteUser === true).length;
      expect(ok).toBe(1);
      // The loser is a clean refusal (its caller was just deleted, or the last admin is kept), never a 5xx.
      const { losers } = expectOnlyExpectedRefusals(
        [verdictOf(ra, 'deleteUser'), verdictOf(rb, 'deleteUser')],
        LOSER_CODES,
      );
      expect(losers).toHaveLength(1);
      expect(await h.db.user.count({ where: { role: 'ADMIN' } })).toBe(1);
      // The winner is the one admin left.
      const survivor = ra.data?.deleteUser === true ? a : b;
      expect(await h.db.user.findMany({ where: { role: 'ADMIN' }, select: { id: true } })).toEqual([
        { id: survivor.user.id },
      ]);
    }
  });
});

describe("5. ownership is by user id: a deleted user's orders never pass to the next owner of the e-mail", () => {
  it('GET /userOrder?email= and myOrders of a new account with the old e-mail show nothing of the old one', async () => {
    const email = uniqueEmail('recycled');
    const old = await h.factories.createUser(h.db, { email });
    const product = await h.factories.createProduct(h.db);
    await createOrderItem(h.db, product, old);
    const admin = await h.signedIn('ADMIN');
    expect((await h.gql(DELETE_USER, { id: old.id }, admin.token)).data.deleteUser).toBe(true);

    const fresh = await h.signedIn('CUSTOMER', { email });
    const rest = await h
      .http()
      .get(`/userOrder?email=${encodeURIComponent(email)}`)
      .set('authorization', `Bearer ${fresh.token}`);
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual([]);
    expect((await h.gql(`{ myOrders { id } }`, {}, fresh.token)).data.myOrders).toEqual([]);
    // The admin still sees the item in the full list (kept for the books).
    expect((await h.gql(`{ orders { id userEmail } }`, {}, admin.token)).data.orders).toHaveLength(1);
  });
});

describe('10. an e-mail changed in Firebase', () => {
  it('signs in to the same shop user with the new e-mail (was a 500 on every sign-in)', async () => {
    const before = uniqueEmail('before');
    const after = uniqueEmail('after');
    const created = await emailSignUp(before);
    const first = (await exchange(created.idToken)).data.exchangeToken.user;
    const changed = await changeEmail(created.idToken, after);
    const second = await exchange(changed.idToken);
    expect(second.errors).toBeUndefined();
    expect(second.data.exchangeToken.user).toMatchObject({ id: first.id, email: after });
    expect((jwt.decode(changed.idToken) as any).email).toBe(after);
    expect(await h.db.user.count()).toBe(1);
  });

  it('a sign-in from before the e-mail change no longer exchanges (Firebase revoked it; a copy left elsewhere)', async () => {
    const created = await emailSignUp(uniqueEmail('copy'));
    expect((await exchange(created.idToken)).errors).toBeUndefined();
    await sleep(1100); // auth_time and validSince have one-second resolution
    await changeEmail(created.idToken, uniqueEmail('moved'));
    const replay = await exchange(created.idToken);
    expect(replay.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(await h.db.user.count()).toBe(1);
  });

  it('refuses to merge into another shop user who holds the new e-mail, with a clear message', async () => {
    const taken = uniqueEmail('taken');
    await h.factories.createUser(h.db, { email: taken });
    const created = await emailSignUp(uniqueEmail('mover'));
    await exchange(created.idToken);
    const changed = await changeEmail(created.idToken, taken);
    const res = await exchange(changed.idToken);
    expect(res.errors?.[0].extensions.code).toBe('CONFLICT');
    expect(res.errors?.[0].message).toMatch(/another shop account/);
  });
});
