/**
 * Acting as a buyer against real PostgreSQL (docs/decisions/084), attacker cases included: the session is
 * re-checked on every request (unassigned, stopped, expired, signed out), a replayed or forged token is refused, a
 * rep never acts as staff or outside their companies, and an act-as session cannot make keys, change the buyer's
 * settings, export or erase their data, or act again. Every write names the actor and the buyer.
 */
import jwt from 'jsonwebtoken';
import { createHarness, type Harness } from '../support/harness';
import { codeOf } from '../support/db-snapshot';
import { signSession } from '../../src/auth/session';

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

const START =
  'mutation($b: ID!) { startActingAs(buyerId: $b) { token banner expiresAt buyerName companyName } }';
const STOP = 'mutation { stopActingAs }';
const BANNER = '{ myActAsSession { banner buyerName companyName actorName } }';
const ME = '{ me { id email } }';
const PLACE = 'mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { id } }';
const SET_REPS = 'mutation($c: ID!, $r: [ID!]!) { setCompanyReps(companyId: $c, repIds: $r) { id } }';

async function company(name: string) {
  const buyer = await h.signedIn('CUSTOMER', {
    email: `${name.toLowerCase()}@example.test`,
    displayName: `${name} Buyer`,
  });
  await h.db.company.update({ where: { id: buyer.user.companyId }, data: { name, personal: false } });
  return { ...buyer, companyId: buyer.user.companyId };
}

async function world() {
  const admin = await h.signedIn('ADMIN', { email: 'boss@example.test' });
  const rep = await h.signedIn('CUSTOMER', { email: 'rep@example.test', displayName: 'Rita Rep' });
  const otherRep = await h.signedIn('CUSTOMER', { email: 'rep2@example.test' });
  const [acme, bolt] = [await company('Acme'), await company('Bolt')];
  await h.db.user.updateMany({
    where: { id: { in: [rep.user.id, otherRep.user.id] } },
    data: { salesRep: true },
  });
  expect(
    (await h.gql(SET_REPS, { c: acme.companyId, r: [rep.user.id, otherRep.user.id] }, admin.token)).errors,
  ).toBeUndefined();
  const product = await h.factories.createProduct(h.db, { quantity: 10_000, priceCents: 1_000 });
  return { admin, rep, otherRep, acme, bolt, product };
}

async function actAs(token: string, buyerId: string): Promise<string> {
  const res = await h.gql(START, { b: buyerId }, token);
  expect(res.errors).toBeUndefined();
  return res.data.startActingAs.token;
}

it("a rep acts as their company's buyer: the banner, orders placed as the buyer, and the audit trail and order events name the rep", async () => {
  const { rep, acme, product } = await world();
  const started = await h.gql(START, { b: acme.user.id }, rep.token);
  expect(started.data.startActingAs).toMatchObject({
    banner: 'You are acting as Acme Buyer of Acme',
    buyerName: 'Acme Buyer',
    companyName: 'Acme',
  });
  const token = started.data.startActingAs.token;
  expect((await h.gql(ME, {}, token)).data.me).toEqual({ id: acme.user.id, email: 'acme@example.test' });
  expect((await h.gql(BANNER, {}, token)).data.myActAsSession).toEqual({
    banner: 'You are acting as Acme Buyer of Acme',
    buyerName: 'Acme Buyer',
    companyName: 'Acme',
    actorName: 'Rita Rep',
  });
  expect((await h.gql(BANNER, {}, rep.token)).data.myActAsSession).toBeNull();

  const placed = await h.gql(PLACE, { i: { productId: product.id, quantity: 100, phone: '5550100' } }, token);
  expect(placed.errors).toBeUndefined();
  const item = await h.db.orderItem.findUniqueOrThrow({
    where: { id: placed.data.placeOrder.id },
    include: { events: true },
  });
  expect(item.userId).toBe(acme.user.id);
  expect(item.events.map((e) => [e.actorId, e.actorEmail])).toEqual([
    [rep.user.id, 'rep@example.test acting as acme@example.test'],
  ]);
  const records = await h.db.auditRecord.findMany({
    where: { operation: 'placeOrder', entityType: 'OrderItem' },
  });
  expect(records.map((r) => [r.userId, r.actingForId, r.actorRole, r.companyId])).toEqual([
    [rep.user.id, acme.user.id, 'SALES_REP', acme.companyId],
  ]);
  // The session itself is on record: who, whom, when.
  const opened = await h.db.auditRecord.findMany({
    where: { entityType: 'ActAsSession', operation: 'startActingAs' },
  });
  expect(opened.map((r) => r.userId)).toEqual([rep.user.id]);
});

it('stopping ends the session: the token replayed afterwards is refused; starting again ends the earlier one', async () => {
  const { rep, acme } = await world();
  const first = await actAs(rep.token, acme.user.id);
  const second = await actAs(rep.token, acme.user.id);
  expect(codeOf(await h.gql(ME, {}, first))).toBe('UNAUTHENTICATED');
  expect((await h.gql(STOP, {}, second)).data.stopActingAs).toBe(true);
  expect(codeOf(await h.gql(ME, {}, second))).toBe('UNAUTHENTICATED');
  expect(codeOf(await h.gql(STOP, {}, second))).toBe('UNAUTHENTICATED');
  // The rep's own session goes on.
  expect((await h.gql(ME, {}, rep.token)).data.me.email).toBe('rep@example.test');
  expect((await h.gql(STOP, {}, rep.token)).data.stopActingAs).toBe(false);
});

it('a rep unassigned mid-session, or no longer a rep, loses the session on the next request', async () => {
  const { admin, rep, otherRep, acme } = await world();
  const token = await actAs(rep.token, acme.user.id);
  const other = await actAs(otherRep.token, acme.user.id);
  await h.gql(SET_REPS, { c: acme.companyId, r: [otherRep.user.id] }, admin.token);
  expect(codeOf(await h.gql(ME, {}, token))).toBe('UNAUTHENTICATED');
  expect((await h.gql(ME, {}, other)).data.me.id).toBe(acme.user.id);
  // The flag taken back directly in the database (no service ran) is enough too.
  await h.db.user.update({ where: { id: otherRep.user.id }, data: { salesRep: false } });
  expect(codeOf(await h.gql(ME, {}, other))).toBe('UNAUTHENTICATED');
});

it('the session ends by itself after its time limit, and when the rep signs out (the buyer stays signed in)', async () => {
  const { rep, acme } = await world();
  const token = await actAs(rep.token, acme.user.id);
  await h.db.actAsSession.updateMany({ data: { expiresAt: new Date(Date.now() - 1_000) } });
  expect(codeOf(await h.gql(ME, {}, token))).toBe('UNAUTHENTICATED');

  const again = await actAs(rep.token, acme.user.id);
  expect((await h.gql('mutation { signOut }', {}, again)).data.signOut).toBe(true);
  expect(codeOf(await h.gql(ME, {}, again))).toBe('UNAUTHENTICATED');
  expect(codeOf(await h.gql(ME, {}, rep.token))).toBe('UNAUTHENTICATED');
  expect((await h.gql(ME, {}, acme.token)).data.me.id).toBe(acme.user.id);
});

it('a rep cannot act as a shop admin, another rep, themself or a member of a company they do not serve; a customer cannot act at all', async () => {
  const { admin, rep, otherRep, acme, bolt } = await world();
  // Staff moved into the rep's company are still never acted as.
  await h.db.user.updateMany({
    where: { id: { in: [admin.user.id, otherRep.user.id] } },
    data: { companyId: acme.companyId },
  });
  for (const target of [
    admin.user.id,
    otherRep.user.id,
    rep.user.id,
    bolt.user.id,
    '00000000-0000-4000-8000-000000000000',
    'not-an-id',
  ]) {
    expect([target, codeOf(await h.gql(START, { b: target }, rep.token))]).toEqual([target, 'FORBIDDEN']);
  }
  expect(codeOf(await h.gql(START, { b: bolt.user.id }, acme.token))).toBe('FORBIDDEN');
  expect(await h.db.actAsSession.count()).toBe(0);
  // A shop admin acts as any company's member, but not as another admin.
  const second = await h.signedIn('ADMIN');
  expect((await h.gql(START, { b: bolt.user.id }, admin.token)).errors).toBeUndefined();
  expect(codeOf(await h.gql(START, { b: second.user.id }, admin.token))).toBe('FORBIDDEN');
});

it('a forged or altered act-as token is refused', async () => {
  const { admin, rep, acme } = await world();
  const real = await actAs(rep.token, acme.user.id);
  const session = await h.db.actAsSession.findFirstOrThrow();
  const secret = h.deps.config.sessionSecret;
  const repRow = await h.db.user.findUniqueOrThrow({ where: { id: rep.user.id } });
  const adminRow = await h.db.user.findUniqueOrThrow({ where: { id: admin.user.id } });
  const forged = [
    // Signed with another key.
    jwt.sign({ v: repRow.tokenVersion, act: session.id }, 'not-the-secret', {
      algorithm: 'HS256',
      subject: rep.user.id,
      issuer: 'gluegun-shop',
      expiresIn: 600,
    }),
    // The rep's session named in another person's token (the shop's key, a different actor).
    signSession(secret, 600, { sub: adminRow.id, v: adminRow.tokenVersion, act: session.id }),
    // An act claim that is no session, or not text.
    signSession(secret, 600, {
      sub: rep.user.id,
      v: repRow.tokenVersion,
      act: '00000000-0000-4000-8000-000000000000',
    }),
    jwt.sign({ v: repRow.tokenVersion, act: 42 }, secret, {
      algorithm: 'HS256',
      subject: rep.user.id,
      issuer: 'gluegun-shop',
      expiresIn: 600,
    }),
    // An older token version of the rep.
    signSession(secret, 600, { sub: rep.user.id, v: repRow.tokenVersion - 1, act: session.id }),
    // The real token with its payload altered.
    real
      .split('.')
      .map((part, i) =>
        i === 1
          ? Buffer.from(
              JSON.stringify({
                ...JSON.parse(Buffer.from(part, 'base64url').toString()),
                sub: admin.user.id,
              }),
            ).toString('base64url')
          : part,
      )
      .join('.'),
  ];
  for (const token of forged) expect(codeOf(await h.gql(ME, {}, token))).toBe('UNAUTHENTICATED');
  expect((await h.gql(ME, {}, real)).data.me.id).toBe(acme.user.id);
});

it("an act-as session cannot make API keys, change the buyer's settings, export or erase their data, or act again", async () => {
  const { rep, acme, bolt } = await world();
  const token = await actAs(rep.token, acme.user.id);
  const attempts: Array<[string, Record<string, unknown>]> = [
    [
      'mutation($i: ApiKeyInput!) { createApiKey(input: $i) { key } }',
      { i: { name: 'Stolen', scopes: ['read:orders'] } },
    ],
    ['{ apiKeys { id } }', {}],
    [
      'mutation($i: NotificationSettingsInput!) { updateNotificationSettings(input: $i) { paymentReminders } }',
      { i: { paymentReminders: false } },
    ],
    ['{ myPersonalData }', {}],
    ['mutation($b: ID!) { startActingAs(buyerId: $b) { token } }', { b: bolt.user.id }],
    ['{ myRepCompanies { id } }', {}],
    ['{ myCompanyAuditTrail { nodes { id } } }', {}],
  ];
  for (const [query, variables] of attempts) {
    const res = await h.gql(query, variables, token);
    expect([query, codeOf(res)]).toEqual([
      query,
      expect.stringMatching(/FORBIDDEN|GRAPHQL_VALIDATION_FAILED/),
    ]);
    if (codeOf(res) === 'GRAPHQL_VALIDATION_FAILED')
      throw new Error(`${query}: ${JSON.stringify(res.errors)}`);
  }
  expect(await h.db.apiKey.count()).toBe(0);
  expect(await h.db.actAsSession.count()).toBe(1);
  // The REST shim refuses the same, while the buyer themself may.
  expect((await h.http().get('/user/personal-data').set('authorization', `Bearer ${token}`)).status).toBe(
    403,
  );
  expect(
    (await h.http().get('/user/personal-data').set('authorization', `Bearer ${acme.token}`)).status,
  ).toBe(200);
});
