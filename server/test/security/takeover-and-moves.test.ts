/**
 * Who keeps what when a person stops running a company or an account changes hands (docs/decisions/046): removed,
 * demoted, moved to another company, taken over by the verified owner with Google, recovered by a password reset.
 * After each, the test asks again what that person's sessions, API keys, invitations sent and members brought in
 * can still do, on GraphQL and REST. Real PostgreSQL, real Auth emulator accounts.
 */
import { createHarness, EMULATOR_HOST, type Harness } from '../support/harness';
import { ctxFor } from '../support/context';
import {
  changeEmail,
  emailSignIn,
  emailSignUp,
  googleSignIn,
  markEmailVerified,
  uniqueEmail,
} from '../support/emulator';
import * as orders from '../../src/modules/orders/order.service';
import * as pos from '../../src/modules/purchase-orders/purchase-order.service';
import * as apiKeys from '../../src/modules/api-keys/api-key.service';
import * as invitations from '../../src/modules/companies/invitations';
import type { CompanyRole, User } from '../../src/generated/prisma/client';

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

const EXCHANGE =
  'mutation($t: String!) { exchangeToken(idToken: $t) { token user { id email emailVerified } } }';
const ME = '{ me { id email emailVerified companyRole company { id } } }';
const CREATE_KEY = 'mutation($i: ApiKeyInput!) { createApiKey(input: $i) { key apiKey { id companyId } } }';
const INVITE =
  'mutation($e: String!, $r: CompanyRole!) { inviteToCompany(email: $e, role: $r) { id email role } }';
const SET_ROLE =
  'mutation($u: ID!, $r: CompanyRole!) { setMemberRole(userId: $u, role: $r) { id companyRole } }';
const REMOVE = 'mutation($u: ID!) { removeCompanyMember(userId: $u) { id } }';
const MOVE =
  'mutation($u: ID!, $c: ID!, $r: CompanyRole!) { moveUserToCompany(userId: $u, companyId: $c, role: $r) { id companyRole } }';
const ACCEPT = 'mutation($id: ID!) { acceptCompanyInvitation(id: $id) { role company { id } } }';
const MY_INVITATIONS = '{ myInvitations { id companyName role } }';
const MY_INVITATION_PAGE = '{ myInvitationConnection(first: 10) { nodes { id } totalCount } }';
const MY_COMPANY = '{ myCompany { id members { id } } }';
const MY_POS = '{ myPurchaseOrders { id } }';
const DELETE_USER = 'mutation($id: ID!) { deleteUser(id: $id) }';
const details = {
  companyName: 'Acme Crafts Ltd',
  addressLine1: '12 Mill Road',
  city: 'Leeds',
  postalCode: 'LS1 4AP',
  country: 'GB',
  contactPhone: '+44 113 496 0000',
};
const KEY_SCOPES = ['read:orders', 'write:orders', 'read:company', 'manage:company', 'read:profile'];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const codeOf = (res: { errors?: any[] }) => res.errors?.[0]?.extensions?.code;
const reasonOf = (res: { errors?: any[] }) => res.errors?.[0]?.extensions?.reason;

async function exchange(idToken: string) {
  const res = await h.gql(EXCHANGE, { t: idToken });
  expect(res.errors).toBeUndefined();
  return res.data.exchangeToken as {
    token: string;
    user: { id: string; email: string; emailVerified: boolean };
  };
}
const row = (id: string) => h.db.user.findUniqueOrThrow({ where: { id } });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The owner recovers the address by a password reset: the link in the mailbox, a new password (same Firebase user). */
async function resetPassword(email: string, newPassword: string) {
  const base = `http://${EMULATOR_HOST}/identitytoolkit.googleapis.com/v1`;
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${base}/${path}?key=fake-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`emulator ${path}: ${await res.text()}`);
  };
  await post('accounts:sendOobCode', { requestType: 'PASSWORD_RESET', email });
  const listed = (await (
    await fetch(`http://${EMULATOR_HOST}/emulator/v1/projects/demo-gluegun/oobCodes`)
  ).json()) as { oobCodes: Array<{ email: string; requestType: string; oobCode: string }> };
  const code = listed.oobCodes
    .filter((c) => c.email === email && c.requestType === 'PASSWORD_RESET')
    .at(-1)!.oobCode;
  await post('accounts:resetPassword', { oobCode: code, newPassword });
}

/** One checked-out purchase order of `user`, placed for their company. */
async function purchaseOrder(user: User) {
  const p = await h.factories.createProduct(h.db, { priceCents: 100, quantity: 100_000 });
  const item = await orders.placeOrder(ctxFor(h, user), { productId: p.id, quantity: 100, phone: '5550100' });
  return pos.checkout(ctxFor(h, user), { itemIds: [item.id], details });
}

/** `inviter` invites a fresh verified account of their own choosing, which accepts: a member they brought in. */
async function bringIn(inviter: User, role: CompanyRole = 'COMPANY_ADMIN') {
  const person = await h.factories.createUser(h.db);
  const inv = await invitations.inviteToCompany(ctxFor(h, inviter), { email: person.email, role });
  await invitations.acceptCompanyInvitation(ctxFor(h, person), inv.id);
  return row(person.id);
}

describe('an unverified account creates nothing that acts on others (declared once, in ACCESS)', () => {
  it('no API key, no invitation, no role change or removal of others, on GraphQL and REST', async () => {
    const email = uniqueEmail('squatter');
    const session = (await exchange((await emailSignUp(email, 'squat-pw')).idToken)).token;
    const me = await row((await h.gql(ME, {}, session)).data.me.id);
    // Someone the shop put into the unverified person's company (the only way they could have a member).
    const member = await h.factories.createUser(h.db, {
      company: { connect: { id: me.companyId } },
      companyRole: 'BUYER',
    });

    const key = await h.gql(CREATE_KEY, { i: { name: 'ERP', scopes: ['read:orders'] } }, session);
    expect([codeOf(key), reasonOf(key)]).toEqual(['FORBIDDEN', 'EMAIL_NOT_VERIFIED']);
    expect(key.errors?.[0].message).toMatch(/verify your e-mail/i);
    const invite = await h.gql(INVITE, { e: uniqueEmail('puppet'), r: 'COMPANY_ADMIN' }, session);
    expect([codeOf(invite), reasonOf(invite)]).toEqual(['FORBIDDEN', 'EMAIL_NOT_VERIFIED']);
    const inviteRest = await h
      .http()
      .post('/my-company/invitations')
      .set(bearer(session))
      .send({ email: uniqueEmail('puppet'), role: 'COMPANY_ADMIN' });
    expect([inviteRest.status, inviteRest.body.error?.reason]).toEqual([403, 'EMAIL_NOT_VERIFIED']);
    const role = await h.gql(SET_ROLE, { u: member.id, r: 'COMPANY_ADMIN' }, session);
    expect([codeOf(role), reasonOf(role)]).toEqual(['FORBIDDEN', 'EMAIL_NOT_VERIFIED']);
    const roleRest = await h
      .http()
      .put(`/my-company/members/${member.id}/role`)
      .set(bearer(session))
      .send({ role: 'COMPANY_ADMIN' });
    expect([roleRest.status, roleRest.body.error?.reason]).toEqual([403, 'EMAIL_NOT_VERIFIED']);
    const removeRest = await h.http().delete(`/my-company/members/${member.id}`).set(bearer(session));
    expect([removeRest.status, removeRest.body.error?.reason]).toEqual([403, 'EMAIL_NOT_VERIFIED']);
    expect(reasonOf(await h.gql(REMOVE, { u: member.id }, session))).toBe('EMAIL_NOT_VERIFIED');

    expect(await h.db.apiKey.count()).toBe(0);
    expect(await h.db.companyInvitation.count()).toBe(0);
    expect(await row(member.id)).toMatchObject({ companyId: me.companyId, companyRole: 'BUYER' });
    // What an unverified customer may do still works: reading their own profile and company.
    expect(
      (await h.gql(MY_COMPANY, {}, session)).data.myCompany.members.map((m: { id: string }) => m.id).sort(),
    ).toEqual([me.id, member.id].sort());
  });

  it('a shop admin cannot make an unverified account an admin', async () => {
    const admin = await h.signedIn('ADMIN');
    const unverified = await h.factories.createUser(h.db, { emailVerified: false });
    const res = await h.gql(
      'mutation($e: String!) { makeAdmin(email: $e) { modifiedCount } }',
      { e: unverified.email },
      admin.token,
    );
    expect(codeOf(res)).toBe('CONFLICT');
    expect((await row(unverified.id)).role).toBe('CUSTOMER');
  });
});

/**
 * What a squatter could have made before the rule above (or through a path it missed): a shop session, a company
 * key, a puppet co-admin (who brought in another and holds a key), an open invitation, orders of the puppet.
 */
async function squat(email: string, password: string) {
  const signUp = await emailSignUp(email, password);
  const session = (await exchange(signUp.idToken)).token;
  const squatter = await row((await h.gql(ME, {}, session)).data.me.id);
  // Made as if the account had counted as verified (the rule did not exist yet, or a path missed it).
  await h.db.user.update({ where: { id: squatter.id }, data: { emailVerified: true } });
  const asVerified = { ...squatter, emailVerified: true };
  const key = (await apiKeys.createApiKey(ctxFor(h, asVerified), { name: 'squat', scopes: KEY_SCOPES })).key;
  const puppet = await bringIn(asVerified);
  const puppetKey = (await apiKeys.createApiKey(ctxFor(h, puppet), { name: 'puppet', scopes: KEY_SCOPES }))
    .key;
  const second = await bringIn(puppet, 'BUYER');
  const open = await invitations.inviteToCompany(ctxFor(h, asVerified), {
    email: uniqueEmail('open'),
    role: 'COMPANY_ADMIN',
  });
  const puppetOrder = await purchaseOrder(puppet);
  await h.db.user.update({ where: { id: squatter.id }, data: { emailVerified: false } });
  // Before the handover all of it works: the squatter's key reads the company's orders.
  expect(
    (await h.http().get('/purchase-orders').set('x-api-key', key)).body.map((po: { id: string }) => po.id),
  ).toEqual([puppetOrder.id]);
  return { signUp, session, squatter, key, puppet, puppetKey, second, open, puppetOrder };
}
type Squat = Awaited<ReturnType<typeof squat>>;

/** After the owner's handover: nothing the squatter made or held still acts; the owner's account is theirs alone. */
async function expectNothingLeft(s: Squat, ownerSession: string) {
  // The squatter's shop session: GraphQL and REST.
  expect(codeOf(await h.gql(ME, {}, s.session))).toBe('UNAUTHENTICATED');
  expect((await h.http().get('/my-company').set(bearer(s.session))).status).toBe(401);
  // Their key and the puppet's: GraphQL and REST, reading and placing.
  for (const key of [s.key, s.puppetKey]) {
    expect(
      (await h.http().post('/graphql').set('x-api-key', key).send({ query: MY_POS })).body.errors?.[0]
        .extensions.code,
    ).toBe('UNAUTHENTICATED');
    expect((await h.http().get('/purchase-orders').set('x-api-key', key)).status).toBe(401);
    expect((await h.http().get('/my-company').set('authorization', `Bearer ${key}`)).status).toBe(401);
  }
  expect(await h.db.apiKey.count({ where: { revokedAt: null } })).toBe(0);
  // The open invitation they sent is closed: its invitee cannot join.
  expect(
    (await h.db.companyInvitation.findUniqueOrThrow({ where: { id: s.open.id } })).revokedAt,
  ).not.toBeNull();
  const invitee = await h.factories.createUser(h.db, { email: s.open.email });
  const accept = await h.gql(ACCEPT, { id: s.open.id }, h.tokenFor(invitee));
  expect(reasonOf(accept)).toBe('INVITATION_CLOSED');
  // The members they brought in (and whom those brought in) are out, each in a company of their own, running it.
  for (const person of [s.puppet, s.second]) {
    const now = await row(person.id);
    expect(now.companyId).not.toBe(s.squatter.companyId);
    expect(now.companyRole).toBe('COMPANY_ADMIN');
    expect(await h.db.user.count({ where: { companyId: now.companyId } })).toBe(1);
    const theirs = await h.gql(MY_COMPANY, {}, h.tokenFor(now));
    expect(theirs.data.myCompany.id).toBe(now.companyId);
    expect(codeOf(await h.gql(MY_POS, {}, h.tokenFor(now)))).toBeUndefined();
    expect((await h.gql(MY_POS, {}, h.tokenFor(now))).data.myPurchaseOrders).toEqual([]);
  }
  // Orders placed for the company stay with it, and the owner sees them; the owner's company is theirs alone.
  expect((await h.db.purchaseOrder.findUniqueOrThrow({ where: { id: s.puppetOrder.id } })).companyId).toBe(
    s.squatter.companyId,
  );
  const mine = await h.gql(MY_COMPANY, {}, ownerSession);
  expect(mine.data.myCompany).toEqual({ id: s.squatter.companyId, members: [{ id: s.squatter.id }] });
  expect(
    (await h.gql(MY_POS, {}, ownerSession)).data.myPurchaseOrders.map((po: { id: string }) => po.id),
  ).toEqual([s.puppetOrder.id]);
  expect(await row(s.squatter.id)).toMatchObject({ companyRole: 'COMPANY_ADMIN', emailVerified: true });
}

describe('the verified owner takes the address back: everything the unverified holder made or held ends', () => {
  it('by signing in with Google (a takeover)', async () => {
    const email = uniqueEmail('victim');
    const s = await squat(email, 'squat-pw');
    await sleep(1100); // auth_time has one-second resolution: the owner signs in later than the squatter
    const owner = await exchange((await googleSignIn(email, 'Real Owner')).idToken);
    expect(owner.user).toMatchObject({ id: s.squatter.id, emailVerified: true });
    await expectNothingLeft(s, owner.token);
    // The squatter's old Firebase sign-in does not exchange again.
    expect(codeOf(await h.gql(EXCHANGE, { t: s.signUp.idToken }))).toBe('UNAUTHENTICATED');
  });

  it('by a password reset (same Firebase user and provider; the e-mail turns verified)', async () => {
    const email = uniqueEmail('victim');
    const s = await squat(email, 'squat-pw');
    await sleep(1100);
    await resetPassword(email, 'owner-pw');
    const owner = await exchange((await emailSignIn(email, 'owner-pw')).idToken);
    expect(owner.user).toMatchObject({ id: s.squatter.id, emailVerified: true });
    await expectNothingLeft(s, owner.token);
    expect(codeOf(await h.gql(EXCHANGE, { t: s.signUp.idToken }))).toBe('UNAUTHENTICATED');
    // The owner's session keeps working, and a later sign-in of theirs keeps it (no needless sign-outs).
    await exchange((await emailSignIn(email, 'owner-pw')).idToken);
    expect((await h.gql(ME, {}, owner.token)).data.me).toMatchObject({
      id: s.squatter.id,
      emailVerified: true,
    });
  });

  it('a person verifying their own address keeps their account; only their sessions from before end', async () => {
    const email = uniqueEmail('self');
    const { idToken, localId } = await emailSignUp(email);
    const first = await exchange(idToken);
    await markEmailVerified(localId);
    await sleep(1100);
    const again = await exchange((await emailSignIn(email)).idToken);
    expect(again.user).toMatchObject({ id: first.user.id, emailVerified: true });
    // The unverified session ended with the change; the new one works and now may create keys.
    expect(codeOf(await h.gql(ME, {}, first.token))).toBe('UNAUTHENTICATED');
    const key = await h.gql(CREATE_KEY, { i: { name: 'ERP', scopes: ['read:orders'] } }, again.token);
    expect(key.errors).toBeUndefined();
    // A token from before the verification (still unverified) neither signs in nor makes the account unverified again.
    const stale = await h.gql(EXCHANGE, { t: idToken });
    expect(codeOf(stale)).toBe('UNAUTHENTICATED');
    expect((await row(first.user.id)).emailVerified).toBe(true);
    expect((await h.http().get('/purchase-orders').set('x-api-key', key.data.createApiKey.key)).status).toBe(
      200,
    );
  });
});

/** A company with admin A and co-admin B; B has a company key, an open invitation to B's own second account, and a member B brought in. */
async function coAdmin() {
  const a = await h.factories.createUser(h.db);
  const b = await h.factories.createUser(h.db, {
    company: { connect: { id: a.companyId } },
    companyRole: 'COMPANY_ADMIN',
  });
  const bKey = (await h.gql(CREATE_KEY, { i: { name: 'B', scopes: KEY_SCOPES } }, h.tokenFor(b))).data
    .createApiKey.key as string;
  const broughtIn = await bringIn(b, 'BUYER');
  const b2 = await h.factories.createUser(h.db);
  const sent = await h.gql(INVITE, { e: b2.email, r: 'COMPANY_ADMIN' }, h.tokenFor(b));
  expect(sent.errors).toBeUndefined();
  return { a, b, bKey, broughtIn, b2, invitationId: sent.data.inviteToCompany.id as string };
}
type CoAdmin = Awaited<ReturnType<typeof coAdmin>>;

/** B no longer runs the company: B's key and open invitation are dead, also if the invitation were somehow reopened. */
async function expectNoWayBack(c: CoAdmin) {
  const b = await row(c.b.id);
  const stillMember = b.companyId === c.a.companyId;
  // B's session still works (B is still a customer), but no longer runs the company.
  expect((await h.gql(ME, {}, h.tokenFor(b))).data.me.id).toBe(b.id);
  if (stillMember)
    expect(
      reasonOf(await h.gql(INVITE, { e: uniqueEmail('again'), r: 'COMPANY_ADMIN' }, h.tokenFor(b))),
    ).toBe('COMPANY_ROLE');
  // B's company key: GraphQL and REST.
  expect(
    (await h.http().post('/graphql').set('x-api-key', c.bKey).send({ query: MY_POS })).body.errors?.[0]
      .extensions.code,
  ).toBe('UNAUTHENTICATED');
  expect((await h.http().get('/my-company').set('x-api-key', c.bKey)).status).toBe(401);
  // B's open invitation is revoked: B's second account cannot join through it, on GraphQL or REST.
  expect(
    (await h.db.companyInvitation.findUniqueOrThrow({ where: { id: c.invitationId } })).revokedAt,
  ).not.toBeNull();
  expect(reasonOf(await h.gql(ACCEPT, { id: c.invitationId }, h.tokenFor(c.b2)))).toBe('INVITATION_CLOSED');
  const rest = await h
    .http()
    .post(`/my-invitations/${c.invitationId}/accept`)
    .set(bearer(h.tokenFor(c.b2)));
  expect([rest.status, rest.body.error?.reason]).toEqual([409, 'INVITATION_CLOSED']);
  // A path that missed the revocation still cannot reopen it: acceptance asks whether the inviter runs the company.
  await h.db.companyInvitation.update({ where: { id: c.invitationId }, data: { revokedAt: null } });
  const reopened = await h.gql(ACCEPT, { id: c.invitationId }, h.tokenFor(c.b2));
  expect(reasonOf(reopened)).toBe('INVITATION_CLOSED');
  expect(reopened.errors?.[0].message).toMatch(/no longer runs/);
  expect((await row(c.b2.id)).companyId).toBe(c.b2.companyId);
  // The member B brought in stays: the company's remaining admins decide about them.
  expect((await row(c.broughtIn.id)).companyId).toBe(c.a.companyId);
  // The company still has a company admin.
  expect(
    await h.db.user.count({ where: { companyId: c.a.companyId, companyRole: 'COMPANY_ADMIN' } }),
  ).toBeGreaterThan(0);
}

describe('a company admin who stops running the company cannot rejoin through an invitation they sent', () => {
  it('removed by another company admin (GraphQL)', async () => {
    const c = await coAdmin();
    const res = await h.gql(REMOVE, { u: c.b.id }, h.tokenFor(c.a));
    expect(res.errors).toBeUndefined();
    await expectNoWayBack(c);
  });

  it('demoted by another company admin (REST)', async () => {
    const c = await coAdmin();
    const res = await h
      .http()
      .put(`/my-company/members/${c.b.id}/role`)
      .set(bearer(h.tokenFor(c.a)))
      .send({ role: 'BUYER' });
    expect(res.status).toBe(200);
    await expectNoWayBack(c);
  });

  it('moved to another company by the shop (GraphQL)', async () => {
    const c = await coAdmin();
    const shop = await h.signedIn('ADMIN');
    const elsewhere = await h.db.company.create({ data: { name: 'Elsewhere Ltd' } });
    const res = await h.gql(MOVE, { u: c.b.id, c: elsewhere.id, r: 'COMPANY_ADMIN' }, shop.token);
    expect(res.errors).toBeUndefined();
    await expectNoWayBack(c);
  });

  it('an invitation sent by someone who still runs the company, or by the shop, is accepted', async () => {
    const c = await coAdmin();
    const accepted = await h.gql(ACCEPT, { id: c.invitationId }, h.tokenFor(c.b2));
    expect(accepted.errors).toBeUndefined();
    expect(accepted.data.acceptCompanyInvitation).toEqual({
      role: 'COMPANY_ADMIN',
      company: { id: c.a.companyId },
    });
    const shopMade = await h.db.companyInvitation.create({
      data: {
        companyId: c.a.companyId,
        email: (await h.factories.createUser(h.db, { email: uniqueEmail('shop-invited') })).email,
        role: 'BUYER',
        expiresAt: new Date(Date.now() + 86_400_000),
      },
    });
    const invitee = await h.db.user.findUniqueOrThrow({ where: { email: shopMade.email } });
    const rest = await h
      .http()
      .post(`/my-invitations/${shopMade.id}/accept`)
      .set(bearer(h.tokenFor(invitee)));
    expect([rest.status, rest.body.role]).toEqual([200, 'BUYER']);
  });
});

describe('invitations to an address are read only with that address verified', () => {
  it('an unverified registrant sees neither the list nor the page, on GraphQL, REST or with a key; verified, they do', async () => {
    const admin = await h.factories.createUser(h.db);
    const email = uniqueEmail('invited');
    const inv = await invitations.inviteToCompany(ctxFor(h, admin), { email, role: 'COMPANY_ADMIN' });
    const { idToken, localId } = await emailSignUp(email);
    const session = (await exchange(idToken)).token;
    for (const query of [MY_INVITATIONS, MY_INVITATION_PAGE]) {
      const res = await h.gql(query, {}, session);
      expect([codeOf(res), reasonOf(res), res.data]).toEqual(['FORBIDDEN', 'EMAIL_NOT_VERIFIED', null]);
    }
    const rest = await h.http().get('/my-invitations').set(bearer(session));
    expect([rest.status, rest.body.error?.reason]).toEqual([403, 'EMAIL_NOT_VERIFIED']);
    expect(JSON.stringify(rest.body)).not.toContain(inv.id);

    await markEmailVerified(localId);
    await sleep(1100);
    const verified = (await exchange((await emailSignIn(email)).idToken)).token;
    expect((await h.gql(MY_INVITATIONS, {}, verified)).data.myInvitations).toEqual([
      { id: inv.id, companyName: expect.any(String), role: 'COMPANY_ADMIN' },
    ]);
    expect((await h.gql(MY_INVITATION_PAGE, {}, verified)).data.myInvitationConnection).toEqual({
      nodes: [{ id: inv.id }],
      totalCount: 1,
    });
    // A key of theirs reads them while the address is verified, and not once it no longer is (an e-mail change).
    const key = (await h.gql(CREATE_KEY, { i: { name: 'ERP', scopes: ['read:company'] } }, verified)).data
      .createApiKey.key as string;
    expect(
      (await h.http().get('/my-invitations').set('x-api-key', key)).body.map((i: { id: string }) => i.id),
    ).toEqual([inv.id]);
    const me = await h.db.user.findUniqueOrThrow({ where: { email } });
    await h.db.user.update({ where: { id: me.id }, data: { emailVerified: false } });
    const byKey = await h.http().get('/my-invitations').set('x-api-key', key);
    expect([byKey.status, byKey.body.error?.reason]).toEqual([403, 'EMAIL_NOT_VERIFIED']);
  });
});

describe('every path that removes a company admin leaves the company with one', () => {
  it("a shop admin cannot delete a company's last company admin while it has members (GraphQL and REST)", async () => {
    const shop = await h.signedIn('ADMIN');
    const lead = await h.factories.createUser(h.db);
    const buyer = await h.factories.createUser(h.db, {
      company: { connect: { id: lead.companyId } },
      companyRole: 'BUYER',
    });
    const gql = await h.gql(DELETE_USER, { id: lead.id }, shop.token);
    expect([codeOf(gql), reasonOf(gql)]).toEqual(['CONFLICT', 'LAST_COMPANY_ADMIN']);
    const rest = await h.http().delete(`/user/${lead.id}`).set(bearer(shop.token));
    expect([rest.status, rest.body.error?.reason]).toEqual([409, 'LAST_COMPANY_ADMIN']);
    expect(await row(lead.id)).toMatchObject({ companyId: lead.companyId, companyRole: 'COMPANY_ADMIN' });
    // With another company admin, the deletion goes through, and the deleted admin's open invitations close.
    await h.db.user.update({ where: { id: buyer.id }, data: { companyRole: 'COMPANY_ADMIN' } });
    const open = await invitations.inviteToCompany(ctxFor(h, lead), {
      email: uniqueEmail('left-open'),
      role: 'COMPANY_ADMIN',
    });
    expect((await h.gql(DELETE_USER, { id: lead.id }, shop.token)).data.deleteUser).toBe(true);
    expect(
      (await h.db.companyInvitation.findUniqueOrThrow({ where: { id: open.id } })).revokedAt,
    ).not.toBeNull();
    // A one-person company's only member is deleted as before.
    const alone = await h.factories.createUser(h.db);
    expect((await h.gql(DELETE_USER, { id: alone.id }, shop.token)).data.deleteUser).toBe(true);
  });

  it('a shop admin whose admin role is taken back loses their shop keys for good (made admin again, the key stays dead)', async () => {
    const lead = await h.signedIn('ADMIN');
    const other = await h.signedIn('ADMIN');
    const made = await h.gql(CREATE_KEY, { i: { name: 'ops', scopes: ['read:users'] } }, other.token);
    const key = made.data.createApiKey.key as string;
    expect((await h.http().get('/user').set('x-api-key', key)).status).toBe(200);
    expect(
      (await h.gql('mutation($id: ID!) { revokeAdmin(id: $id) { role } }', { id: other.user.id }, lead.token))
        .data.revokeAdmin.role,
    ).toBe('CUSTOMER');
    expect(
      (
        await h.gql(
          'mutation($e: String!) { makeAdmin(email: $e) { modifiedCount } }',
          { e: other.user.email },
          lead.token,
        )
      ).data.makeAdmin.modifiedCount,
    ).toBe(1);
    expect((await h.http().get('/user').set('x-api-key', key)).status).toBe(401);
    expect(
      (await h.http().post('/graphql').set('x-api-key', key).send({ query: '{ users { id } }' })).body
        .errors?.[0].extensions.code,
    ).toBe('UNAUTHENTICATED');
  });

  it("a member who moved their sign-in onto someone else's address does not hand the owner their place in the company", async () => {
    const boss = await h.factories.createUser(h.db, { email: uniqueEmail('boss') });
    await h.db.company.update({
      where: { id: boss.companyId },
      data: { personal: false, name: 'Holder Co' },
    });
    const memberEmail = uniqueEmail('member');
    const signUp = await emailSignUp(memberEmail, 'member-pw');
    const member = await row((await exchange(signUp.idToken)).user.id);
    await h.db.user.update({
      where: { id: member.id },
      data: { companyId: boss.companyId, companyRole: 'BUYER', emailVerified: true },
    });
    // The member changes their Firebase address to the victim's (unverified now) and signs in with it.
    const victim = uniqueEmail('victim');
    const moved = await exchange((await changeEmail(signUp.idToken, victim, 'member-pw')).idToken);
    expect(moved.user).toMatchObject({ id: member.id, email: victim, emailVerified: false });
    await sleep(1100);
    const owner = await exchange((await googleSignIn(victim, 'Real Owner')).idToken);
    expect(owner.user).toMatchObject({ id: member.id, emailVerified: true });
    // The owner is in a company of their own: the holder's company neither bills nor reads their orders.
    const now = await row(member.id);
    expect(now.companyId).not.toBe(boss.companyId);
    expect(
      (await h.gql(MY_COMPANY, {}, owner.token)).data.myCompany.members.map((m: { id: string }) => m.id),
    ).toEqual([member.id]);
    expect((await h.db.user.findMany({ where: { companyId: boss.companyId } })).map((u) => u.id)).toEqual([
      boss.id,
    ]);
  });

  it('a shop admin cannot move someone whose address is not verified into a company', async () => {
    const shop = await h.factories.createUser(h.db, { role: 'ADMIN' });
    const boss = await h.factories.createUser(h.db);
    const unverified = await h.factories.createUser(h.db, { emailVerified: false });
    const res = await h.gql(MOVE, { u: unverified.id, c: boss.companyId, r: 'BUYER' }, h.tokenFor(shop));
    expect([codeOf(res), reasonOf(res)]).toEqual(['FORBIDDEN', 'EMAIL_NOT_VERIFIED']);
    expect((await row(unverified.id)).companyId).toBe(unverified.companyId);
  });

  it("a takeover moving the holder's members out leaves the company run by someone", async () => {
    const email = uniqueEmail('victim');
    const signUp = await emailSignUp(email, 'squat-pw');
    const squatter = await row((await exchange(signUp.idToken)).user.id);
    await h.db.user.update({ where: { id: squatter.id }, data: { emailVerified: true } });
    const puppet = await bringIn({ ...squatter, emailVerified: true });
    // The puppet demoted the squatter: the puppet is the company's only company admin.
    await h.db.user.update({
      where: { id: squatter.id },
      data: { companyRole: 'BUYER', emailVerified: false },
    });
    await sleep(1100);
    const owner = await exchange((await googleSignIn(email)).idToken);
    expect((await row(puppet.id)).companyId).not.toBe(squatter.companyId);
    expect(await row(owner.user.id)).toMatchObject({
      companyId: squatter.companyId,
      companyRole: 'COMPANY_ADMIN',
    });
  });
});
