/**
 * The sales rep and act-as REST routes against real PostgreSQL (docs/decisions/084): the same rules as GraphQL.
 * A rep reads and acts only for the companies assigned to them; a customer who is not a rep, a rep of another
 * company and another company's id are refused (an unknown company answers a rep like another's); admins make reps.
 * A rep reads and prices their companies' quotes (docs/decisions/094) under the same rule.
 */
import { createHarness, type Harness } from '../support/harness';
import { dbSnapshot } from '../support/db-snapshot';
import { quoteDay } from '../quotes/fixtures';

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

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
type Method = 'get' | 'post' | 'put' | 'delete';
const call = (method: Method, path: string, token?: string, body?: object) => {
  const req = h.http()[method](path);
  const signed = token ? req.set('authorization', `Bearer ${token}`) : req;
  return body ? signed.send(body) : signed;
};

async function company(name: string) {
  const buyer = await h.signedIn('CUSTOMER', {
    email: `${name.toLowerCase()}@example.test`,
    displayName: `${name} Buyer`,
  });
  await h.db.company.update({ where: { id: buyer.user.companyId }, data: { name, personal: false } });
  return { ...buyer, companyId: buyer.user.companyId };
}

/** An admin; Acme served by `rep`; Bolt served by `boltRep`; a customer who is no rep. */
async function world() {
  const admin = await h.signedIn('ADMIN', { email: 'boss@example.test' });
  const rep = await h.signedIn('CUSTOMER', { email: 'rep@example.test', displayName: 'Rita Rep' });
  const boltRep = await h.signedIn('CUSTOMER', { email: 'rep2@example.test' });
  const customer = await h.signedIn('CUSTOMER', { email: 'plain@example.test' });
  const [acme, bolt] = [await company('Acme'), await company('Bolt')];
  for (const r of [rep, boltRep])
    expect(
      (await call('put', `/admin/users/${r.user.id}/sales-rep`, admin.token, { salesRep: true })).status,
    ).toBe(200);
  expect(
    (
      await call('put', `/admin/companies/${acme.companyId}/reps`, admin.token, { repIds: [rep.user.id] })
    ).body.reps.map((r: { email: string }) => r.email),
  ).toEqual(['rep@example.test']);
  expect(
    (await call('put', `/admin/companies/${bolt.companyId}/reps`, admin.token, { repIds: [boltRep.user.id] }))
      .status,
  ).toBe(200);
  const product = await h.factories.createProduct(h.db, { quantity: 10_000, priceCents: 1_000 });
  return { admin, rep, boltRep, customer, acme, bolt, product };
}

it('shop admins make reps and assign them over REST; reps and customers are refused those routes and change nothing', async () => {
  const { admin, rep, customer, acme } = await world();
  const listed = await call('get', '/admin/sales-reps', admin.token);
  expect(
    listed.body.salesReps
      .map((r: { email: string; companies: Array<{ name: string }> }) => [
        r.email,
        r.companies.map((c) => c.name),
      ])
      .sort(),
  ).toEqual([
    ['rep2@example.test', ['Bolt']],
    ['rep@example.test', ['Acme']],
  ]);
  expect((await call('get', `/admin/companies/${acme.companyId}/reps`, admin.token)).body).toEqual({
    success: true,
    reps: [{ id: rep.user.id, email: 'rep@example.test', displayName: 'Rita Rep', locationIds: null }],
  });
  expect((await call('get', `/admin/companies/${UNKNOWN}/reps`, admin.token)).status).toBe(404);
  expect(
    (await call('put', `/admin/users/${admin.user.id}/sales-rep`, admin.token, { salesRep: true })).status,
  ).toBe(400);
  expect(
    (await call('put', `/admin/users/${customer.user.id}/sales-rep`, admin.token, { salesRep: 'yes' }))
      .status,
  ).toBe(400);
  expect(
    (
      await call('put', `/admin/companies/${acme.companyId}/reps`, admin.token, {
        repIds: [customer.user.id],
      })
    ).status,
  ).toBe(404);
  const before = await dbSnapshot(h.db);
  for (const token of [rep.token, customer.token]) {
    expect(
      (
        await call(
          'put',
          `/admin/users/${token === rep.token ? customer.user.id : rep.user.id}/sales-rep`,
          token,
          { salesRep: true },
        )
      ).status,
    ).toBe(403);
    expect((await call('put', `/admin/companies/${acme.companyId}/reps`, token, { repIds: [] })).status).toBe(
      403,
    );
    expect((await call('get', '/admin/sales-reps', token)).status).toBe(403);
    expect((await call('get', `/admin/companies/${acme.companyId}/reps`, token)).status).toBe(403);
  }
  expect(await dbSnapshot(h.db)).toEqual(before);
});

it("a rep lists their companies and reads an assigned company's orders; never another company's", async () => {
  const { admin, rep, customer, acme, bolt } = await world();
  const companies = await call('get', '/rep/companies', rep.token);
  expect(companies.body).toEqual({
    success: true,
    companies: [
      {
        id: acme.companyId,
        name: 'Acme',
        members: [
          {
            id: acme.user.id,
            email: 'acme@example.test',
            displayName: 'Acme Buyer',
            companyRole: expect.any(String),
          },
        ],
      },
    ],
  });
  expect((await call('get', `/rep/companies/${acme.companyId}/orders`, rep.token)).body).toEqual({
    success: true,
    orders: [],
  });
  expect((await call('get', `/rep/companies/${acme.companyId}/orders?take=0`, rep.token)).status).toBe(400);
  // Another company's id and an unknown one answer a rep alike: nothing learnt outside their companies.
  for (const id of [bolt.companyId, UNKNOWN])
    expect((await call('get', `/rep/companies/${id}/orders`, rep.token)).status).toBe(403);
  // A customer who is no rep reads no companies and no company's orders, not even their own through this route.
  expect((await call('get', '/rep/companies', customer.token)).body).toEqual({
    success: true,
    companies: [],
  });
  for (const id of [acme.companyId, customer.user.companyId])
    expect((await call('get', `/rep/companies/${id}/orders`, customer.token)).status).toBe(403);
  // Shop admins read any company's; an unknown one is a 404 to them.
  expect((await call('get', `/rep/companies/${bolt.companyId}/orders`, admin.token)).status).toBe(200);
  expect((await call('get', `/rep/companies/${UNKNOWN}/orders`, admin.token)).status).toBe(404);
  // Unassigned: the company is gone on the next request.
  await call('put', `/admin/companies/${acme.companyId}/reps`, admin.token, { repIds: [] });
  expect((await call('get', `/rep/companies/${acme.companyId}/orders`, rep.token)).status).toBe(403);
  expect((await call('get', '/rep/companies', rep.token)).body.companies).toEqual([]);
});

it("a rep acts as an assigned company's buyer over REST, orders as them, and stops; the token is refused after", async () => {
  const { rep, acme, product } = await world();
  expect((await call('get', '/act-as', rep.token)).body).toEqual({ success: true, session: null });
  const started = await call('post', '/act-as', rep.token, { buyerId: acme.user.id });
  expect(started.status).toBe(201);
  expect(started.body.session).toMatchObject({
    buyerId: acme.user.id,
    buyerName: 'Acme Buyer',
    companyId: acme.companyId,
    companyName: 'Acme',
    banner: 'You are acting as Acme Buyer of Acme',
  });
  const token = started.body.session.token as string;
  // The navbar's "My companies" follows `me.salesRep`: the rep's own session has it, the buyer they act as does not.
  expect([
    (await h.gql('{ me { salesRep } }', {}, rep.token)).data.me.salesRep,
    (await h.gql('{ me { salesRep } }', {}, token)).data.me.salesRep,
  ]).toEqual([true, false]);
  expect((await call('get', '/act-as', token)).body.session).toMatchObject({
    buyerId: acme.user.id,
    actorName: 'Rita Rep',
    banner: 'You are acting as Acme Buyer of Acme',
  });
  const ordered = await call('post', '/user-orderd-data', token, {
    productId: product.id,
    quantity: 100,
    userPhone: '5550100',
  });
  expect(ordered.status).toBe(201);
  expect((await h.db.orderItem.findUniqueOrThrow({ where: { id: ordered.body.order.id } })).userId).toBe(
    acme.user.id,
  );
  // Acting again is people only: refused with the act-as token.
  expect((await call('post', '/act-as', token, { buyerId: acme.user.id })).status).toBe(403);
  expect((await call('delete', '/act-as', token)).body).toEqual({ success: true, stopped: true });
  expect((await call('get', '/act-as', token)).status).toBe(401);
  expect((await call('delete', '/act-as', rep.token)).body).toEqual({ success: true, stopped: false });
});

it("acting is refused to a customer who is no rep, to a rep for another company's member, and for staff or unknown people", async () => {
  const { admin, rep, boltRep, customer, acme, bolt } = await world();
  const before = await dbSnapshot(h.db);
  const refused: Array<[string, string, number]> = [
    [customer.token, acme.user.id, 403], // not a rep
    [boltRep.token, acme.user.id, 403], // a rep, not Acme's
    [rep.token, bolt.user.id, 403], // another company's member
    [rep.token, UNKNOWN, 403], // unknown: as another company's
    [rep.token, admin.user.id, 403], // shop staff
    [rep.token, rep.user.id, 403], // themself
    [admin.token, UNKNOWN, 404],
  ];
  for (const [token, buyerId, status] of refused)
    expect([buyerId, (await call('post', '/act-as', token, { buyerId })).status]).toEqual([buyerId, status]);
  expect((await call('post', '/act-as', rep.token, { buyerId: 42 })).status).toBe(400);
  expect((await call('post', '/act-as', undefined, { buyerId: acme.user.id })).status).toBe(401);
  expect(await dbSnapshot(h.db)).toEqual(before);
  // A shop admin acts for a member of any company.
  expect((await call('post', '/act-as', admin.token, { buyerId: bolt.user.id })).status).toBe(201);
});

it("a rep reads and prices an assigned company's quotes over REST; a rep of another company is refused and nothing changes", async () => {
  const { admin, rep, boltRep, customer, acme, bolt, product } = await world();
  const asked = await call('post', '/quotes', acme.token, {
    lines: [{ productId: product.id, quantity: 500, targetPriceCents: 900 }],
  });
  expect(asked.status).toBe(201);
  const id = asked.body.quote.id as string;
  const listed = await call('get', `/rep/companies/${acme.companyId}/quotes?take=5`, rep.token);
  expect(listed.body.quotes.map((q: { id: string; status: string }) => [q.id, q.status])).toEqual([
    [id, 'REQUESTED'],
  ]);
  expect((await call('get', `/rep/companies/${acme.companyId}/quotes?take=0`, rep.token)).status).toBe(400);
  const priced = {
    lines: [{ productId: product.id, quantity: 500, unitPriceCents: 950 }],
    validUntil: quoteDay(10),
    freightNote: 'Free on 500',
  };
  // Bolt's rep, a customer who is no rep and the asking buyer are refused Acme's quotes; an unknown quote is not found.
  const before = await dbSnapshot(h.db);
  expect((await call('get', `/rep/companies/${acme.companyId}/quotes`, boltRep.token)).status).toBe(403);
  for (const token of [boltRep.token, customer.token, acme.token])
    expect((await call('post', `/rep/quotes/${id}/send`, token, priced)).status).toBe(403);
  expect((await call('post', `/rep/quotes/${UNKNOWN}/send`, rep.token, priced)).status).toBe(404);
  expect(await dbSnapshot(h.db)).toEqual(before);
  // Acme's rep prices and sends it: a new version by the rep, the quote SENT, in the database as in the answer.
  const sent = await call('post', `/rep/quotes/${id}/send`, rep.token, { ...priced, version: 1 });
  expect(sent.status).toBe(200);
  expect(sent.body.quote.status).toBe('SENT');
  expect(sent.body.quote.versions.at(-1)).toMatchObject({
    authorName: 'Rita Rep',
    freightNote: 'Free on 500',
  });
  const stored = await h.db.quote.findUniqueOrThrow({
    where: { id },
    include: { versions: { include: { lines: true }, orderBy: { number: 'asc' } } },
  });
  expect([
    stored.status,
    stored.versions.length,
    stored.versions[1].authorId,
    stored.versions[1].lines.map((l) => l.unitPriceCents),
  ]).toEqual(['SENT', 2, rep.user.id, [950]]);
  // Answering a version that is no longer the newest is refused; shop admins read any company's quotes.
  expect((await call('post', `/rep/quotes/${id}/send`, rep.token, { ...priced, version: 1 })).status).toBe(
    409,
  );
  expect((await call('get', `/rep/companies/${bolt.companyId}/quotes`, admin.token)).body).toEqual({
    success: true,
    quotes: [],
  });
});
