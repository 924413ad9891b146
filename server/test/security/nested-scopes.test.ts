/**
 * An API key's scopes govern the data, not only the top-level field: every query below reaches a type of another
 * scope through nested selections or a mutation's answer, with company keys (made by a company admin) and shop keys
 * (made by a shop admin) holding one scope, a few, or all of them. What each key gets is written here by hand:
 * `refused` names every refused field (its path without list indices) and the scope the refusal names; the data is
 * the creator's own answer with null where a refusal lands (`nulls`, when a non-null field carries it further up).
 * A person (no key) gets the whole answer, pinned by value, and a key holding every scope gets what its creator gets.
 */
import { COMPANY_KEY_SCOPES, SCOPES, type Scope } from '@gluegun/common';
import { getNamedType, isObjectType, type GraphQLObjectType } from 'graphql';
import { createHarness, type Harness } from '../support/harness';
import { createOrderItem } from '../support/order-items';
import { ctxFor } from '../support/context';
import * as apiKeys from '../../src/modules/api-keys/api-key.service';
import * as purchaseOrders from '../../src/modules/purchase-orders/purchase-order.service';
import * as paymentsService from '../../src/modules/payments/payments.service';
import * as creditNotes from '../../src/modules/credit-notes/credit-note.service';
import { executionCounts } from '../../src/lib/compiled-execution';
import { PUBLIC_OPERATIONS, getSchema } from '../../src/schema';
import { guardOf, isAnswerType } from '../../src/auth/type-scopes';
import { CALLER_FIELDS, cacheShapeOf } from '../../src/lib/graphql-cache-key';

const DETAILS = {
  companyName: 'Nested Ltd',
  addressLine1: '1 Road',
  city: 'Leeds',
  postalCode: 'LS1 1AA',
  country: 'GB',
  contactPhone: '+44 113 496 0000',
};

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

/** A company admin (boss) with a buyer, an invitation, an approval rule, spending limits, and a paid, credited order. */
async function buildWorld() {
  const admin = await h.factories.createUser(h.db, { role: 'ADMIN', email: 'nested-admin@example.com' });
  const boss = await h.factories.createUser(h.db, {
    email: 'nested-boss@example.com',
    orderLimitCents: 90_000,
  });
  const companyId = boss.companyId;
  await h.db.company.update({
    where: { id: companyId },
    data: { name: 'Nested Ltd', personal: false, creditLimitCents: 500_000 },
  });
  await h.factories.createUser(h.db, {
    email: 'nested-buyer@example.com',
    company: { connect: { id: companyId } },
    companyRole: 'BUYER',
  });
  await h.db.companyInvitation.create({
    data: {
      companyId,
      email: 'nested-invited@example.com',
      role: 'BUYER',
      expiresAt: new Date(Date.now() + 86_400_000),
    },
  });
  await h.db.approvalRule.create({
    data: { companyId, thresholdCents: 200_000, approverRole: 'COMPANY_ADMIN' },
  });
  const product = await h.factories.createProduct(h.db, { name: 'Nested Gun', quantity: 5000 });
  const item = await createOrderItem(h.db, product, boss, { userPhone: '01700000000', quantity: 100 });
  const po = await purchaseOrders.checkout(ctxFor(h, boss), { itemIds: [item.id], details: DETAILS });
  await paymentsService.recordPayment(ctxFor(h, admin), po.id, {
    amountCents: po.totalCents,
    receivedOn: new Date().toISOString().slice(0, 10),
    reference: 'Nested',
  });
  const line = await h.db.invoiceLine.findFirstOrThrow({ where: { purchaseOrderId: po.id } });
  const note = await creditNotes.issueCreditNote(ctxFor(h, admin), po.id, {
    reason: 'Nested',
    settlement: 'HOLD',
    lines: [{ invoiceLineId: line.id, quantity: 1 }],
  });
  const keys = new Map<string, string>();
  const key = async (creator: typeof boss, scopes: readonly Scope[]) => {
    const name = `${creator.role}:${[...scopes].sort().join('+')}`;
    if (!keys.has(name))
      keys.set(
        name,
        (await apiKeys.createApiKey(ctxFor(h, creator), { name: name.slice(0, 100), scopes: [...scopes] }))
          .key,
      );
    return keys.get(name)!;
  };
  return { admin, boss, companyId, po, note, key };
}
let world: Awaited<ReturnType<typeof buildWorld>>;
beforeAll(async () => {
  world = await buildWorld();
});

type Answer = {
  data?: unknown;
  errors?: Array<{ path?: Array<string | number>; message: string; extensions?: { code?: string } }>;
};

/** `data` with null at each path (list indices skipped: every element); '' = the whole data. */
function withNulls(data: unknown, paths: readonly string[]): unknown {
  if (paths.includes('')) return null;
  const copy = structuredClone(data);
  const put = (node: unknown, parts: string[]): void => {
    if (Array.isArray(node)) {
      node.forEach((n) => put(n, parts));
      return;
    }
    if (!node || typeof node !== 'object') return;
    const o = node as Record<string, unknown>;
    if (parts.length === 1) o[parts[0]] = null;
    else put(o[parts[0]], parts.slice(1));
  };
  for (const p of paths) put(copy, p.split('.'));
  return copy;
}

/** The refusals of an answer as `path -> scope named`, indices dropped; a refusal that is not FORBIDDEN shows its code. */
function refusals(res: Answer): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of res.errors ?? []) {
    const path = (e.path ?? []).filter((p) => typeof p === 'string').join('.');
    out[path] =
      e.extensions?.code === 'FORBIDDEN'
        ? (/scope (\S+)/.exec(e.message)?.[1] ?? e.message)
        : String(e.extensions?.code);
  }
  return out;
}

interface Case {
  scopes: readonly Scope[];
  refused: Record<string, string>;
  nulls?: string[];
}

/** Runs `query` as the creator and with a key of each case's scopes (twice: graphql-js, then the compiled query), and compares. */
async function check(
  creator: 'boss' | 'admin',
  query: string,
  cases: Case[],
  variables?: Record<string, unknown>,
) {
  const person = world[creator];
  const asPerson = (await h.gql(query, variables, h.tokenFor(person))) as Answer;
  expect(asPerson.errors).toBeUndefined();
  const compiledBefore = executionCounts.compiled;
  for (const c of cases) {
    const key = await world.key(person, c.scopes);
    for (const run of [1, 2]) {
      const res = (await h.gql(query, variables, key)) as Answer;
      const want = {
        scopes: c.scopes,
        run,
        refused: c.refused,
        data: withNulls(asPerson.data, c.nulls ?? Object.keys(c.refused)),
      };
      expect({ scopes: c.scopes, run, refused: refusals(res), data: res.data ?? null }).toEqual(want);
    }
  }
  // Queries (not mutations) ran compiled from their second run: the guards hold on that path too.
  if (query.trim().startsWith('{')) expect(executionCounts.compiled).toBeGreaterThan(compiledBefore);
  return asPerson.data as any;
}

const ME = `{ me { email credit { limitCents } spendingLimits { orderLimitCents }
  company { name } members: company { members { email } } invitations: company { invitations { email } }
  rules: company { approvalRules { thresholdCents } } companyCredit: company { credit { limitCents } } } }`;
const COMPANY_PARTS = ['me.company', 'me.members', 'me.invitations', 'me.rules', 'me.companyCredit'];
const all = (paths: string[], scope: string) => Object.fromEntries(paths.map((p) => [p, scope]));

describe('read:profile reaches company data and credit through me', () => {
  it('company keys', async () => {
    const data = await check('boss', ME, [
      {
        scopes: ['read:profile'],
        refused: {
          'me.credit': 'read:invoices',
          'me.spendingLimits': 'read:company',
          ...all(COMPANY_PARTS, 'read:company'),
        },
      },
      {
        scopes: ['read:profile', 'read:company'],
        refused: { 'me.credit': 'read:invoices', 'me.companyCredit.credit': 'read:invoices' },
      },
      {
        scopes: ['read:profile', 'read:invoices'],
        refused: { 'me.spendingLimits': 'read:company', ...all(COMPANY_PARTS, 'read:company') },
      },
      // manage:company answers with the company and sets limits and rules, but reads neither members nor invitations nor credit.
      {
        scopes: ['read:profile', 'manage:company'],
        refused: {
          'me.credit': 'read:invoices',
          'me.members.members': 'read:company',
          'me.invitations.invitations': 'read:company',
          'me.companyCredit.credit': 'read:invoices',
        },
        nulls: ['me.credit', 'me.members', 'me.invitations', 'me.companyCredit.credit'],
      },
      { scopes: COMPANY_KEY_SCOPES, refused: {} },
    ]);
    // What the person gets, by value.
    expect(data.me).toEqual({
      email: 'nested-boss@example.com',
      credit: expect.objectContaining({ limitCents: 500_000 }),
      spendingLimits: { orderLimitCents: 90_000 },
      company: { name: 'Nested Ltd' },
      members: { members: [{ email: 'nested-boss@example.com' }, { email: 'nested-buyer@example.com' }] },
      invitations: { invitations: [{ email: 'nested-invited@example.com' }] },
      rules: { approvalRules: [{ thresholdCents: 200_000 }] },
      companyCredit: { credit: { limitCents: 500_000 } },
    });
  });

  it("shop keys: the shop admin's own company needs read:company (or read:users), their credit read:invoices", async () => {
    const data = await check('admin', ME, [
      {
        scopes: ['read:profile'],
        refused: {
          'me.credit': 'read:invoices',
          'me.spendingLimits': 'read:company',
          ...all(COMPANY_PARTS, 'read:company'),
        },
      },
      {
        scopes: ['read:profile', 'read:company'],
        refused: { 'me.credit': 'read:invoices', 'me.companyCredit.credit': 'read:invoices' },
      },
      {
        scopes: ['read:profile', 'read:users'],
        refused: { 'me.credit': 'read:invoices', 'me.companyCredit.credit': 'read:invoices' },
      },
      {
        scopes: ['read:profile', 'manage:companies'],
        refused: {
          'me.credit': 'read:invoices',
          'me.spendingLimits': 'read:company',
          'me.members.members': 'read:company',
          'me.invitations.invitations': 'read:company',
          'me.rules.approvalRules': 'read:company',
          'me.companyCredit.credit': 'read:invoices',
        },
        nulls: [
          'me.credit',
          'me.spendingLimits',
          'me.members',
          'me.invitations',
          'me.rules',
          'me.companyCredit.credit',
        ],
      },
      { scopes: SCOPES, refused: {} },
    ]);
    expect(data.me.email).toBe('nested-admin@example.com');
  });
});

describe('read:orders reaches credit notes, payments, credit and people through orders', () => {
  const MY_ORDERS = `{ myOrders { productName user { email } purchaseOrder { id buyerCredit { limitCents } }
    payments: purchaseOrder { payments { amountCents } } notes: purchaseOrder { creditNotes { creditNoteNumber } } } }`;
  it('company keys: myOrders', async () => {
    const data = await check('boss', MY_ORDERS, [
      {
        scopes: ['read:orders'],
        refused: {
          'myOrders.user': 'read:profile',
          'myOrders.purchaseOrder.buyerCredit': 'read:invoices',
          'myOrders.payments.payments': 'read:invoices',
          'myOrders.notes.creditNotes': 'read:invoices',
        },
        nulls: ['myOrders.user', 'myOrders.purchaseOrder.buyerCredit', 'myOrders.payments', 'myOrders.notes'],
      },
      { scopes: ['read:orders', 'read:invoices'], refused: { 'myOrders.user': 'read:profile' } },
      // The buyer on their own items: read:profile, or read:company (the company's people).
      {
        scopes: ['read:orders', 'read:company'],
        refused: {
          'myOrders.purchaseOrder.buyerCredit': 'read:invoices',
          'myOrders.payments.payments': 'read:invoices',
          'myOrders.notes.creditNotes': 'read:invoices',
        },
        nulls: ['myOrders.purchaseOrder.buyerCredit', 'myOrders.payments', 'myOrders.notes'],
      },
      { scopes: COMPANY_KEY_SCOPES, refused: {} },
    ]);
    expect(data.myOrders).toEqual([
      {
        productName: 'Nested Gun',
        user: { email: 'nested-boss@example.com' },
        purchaseOrder: { id: world.po.id, buyerCredit: null },
        payments: { payments: [{ amountCents: world.po.totalCents }] },
        notes: { creditNotes: [{ creditNoteNumber: world.note.creditNoteNumber }] },
      },
    ]);
  });

  it('company keys: myPurchaseOrders { creditNotes } (a non-null list: the whole answer goes)', async () => {
    await check(
      'boss',
      '{ myPurchaseOrders { id creditNotes { creditNoteNumber } payments { amountCents } } }',
      [
        // The first refusal of a non-null field ends the order's answer: graphql-js reads no further field of it.
        {
          scopes: ['read:orders'],
          refused: { 'myPurchaseOrders.creditNotes': 'read:invoices' },
          nulls: [''],
        },
        { scopes: ['read:orders', 'read:invoices'], refused: {} },
      ],
    );
  });

  const ROWS = `{ purchaseOrders(take: 1) { total rows { id buyerCredit { limitCents } items { productName user { email }
    credit: user { credit { limitCents } } company: user { company { name } } members: user { company { members { email } } }
    invitations: user { company { invitations { email } } } } } } }`;
  const USER_PARTS = ['user', 'credit', 'company', 'members', 'invitations'].map(
    (p) => `purchaseOrders.rows.items.${p}`,
  );
  it('shop keys: purchaseOrders rows', async () => {
    const data = await check('admin', ROWS, [
      {
        scopes: ['read:orders'],
        refused: { 'purchaseOrders.rows.buyerCredit': 'read:invoices', ...all(USER_PARTS, 'read:users') },
      },
      { scopes: ['read:orders', 'read:invoices'], refused: all(USER_PARTS, 'read:users') },
      {
        scopes: ['read:orders', 'read:company'],
        refused: { 'purchaseOrders.rows.buyerCredit': 'read:invoices', ...all(USER_PARTS, 'read:users') },
      },
      {
        scopes: ['read:orders', 'read:users'],
        refused: {
          'purchaseOrders.rows.buyerCredit': 'read:invoices',
          'purchaseOrders.rows.items.credit.credit': 'read:invoices',
        },
      },
      { scopes: SCOPES, refused: {} },
    ]);
    expect(data.purchaseOrders.rows[0].items[0]).toEqual({
      productName: 'Nested Gun',
      user: { email: 'nested-boss@example.com' },
      credit: { credit: { limitCents: 500_000 } },
      company: { company: { name: 'Nested Ltd' } },
      members: {
        company: { members: [{ email: 'nested-boss@example.com' }, { email: 'nested-buyer@example.com' }] },
      },
      invitations: { company: { invitations: [{ email: 'nested-invited@example.com' }] } },
    });
  });

  it('shop keys: purchaseOrders rows { creditNotes }', async () => {
    await check('admin', '{ purchaseOrders(take: 1) { rows { creditNotes { creditNoteNumber } } } }', [
      {
        scopes: ['read:orders'],
        refused: { 'purchaseOrders.rows.creditNotes': 'read:invoices' },
        nulls: [''],
      },
      { scopes: ['read:orders', 'read:invoices'], refused: {} },
    ]);
  });

  it('shop keys: read:users reads people, not their credit', async () => {
    const data = await check(
      'admin',
      '{ users { email credit { limitCents } spendingLimits { orderLimitCents } company { name } } }',
      [
        { scopes: ['read:users'], refused: { 'users.credit': 'read:invoices' } },
        { scopes: ['read:users', 'read:invoices'], refused: {} },
      ],
    );
    expect(data.users.map((u: { email: string }) => u.email)).toEqual(
      expect.arrayContaining(['nested-boss@example.com', 'nested-buyer@example.com']),
    );
  });
});

describe("a mutation's answer is governed by the scopes of the data it carries", () => {
  const UPDATE =
    'mutation { updateMyCompany(input: { name: "Nested Ltd" }) { name credit { limitCents } approvalRules { thresholdCents } } }';
  it('updateMyCompany with manage:company: the company, not its credit', async () => {
    const data = await check('boss', UPDATE, [
      { scopes: ['manage:company'], refused: { 'updateMyCompany.credit': 'read:invoices' } },
      { scopes: ['manage:company', 'read:invoices'], refused: {} },
    ]);
    expect(data.updateMyCompany).toEqual({
      name: 'Nested Ltd',
      credit: expect.objectContaining({ limitCents: 500_000 }),
      approvalRules: [{ thresholdCents: 200_000 }],
    });
  });

  it('updateMyCompany { members invitations } with manage:company: refused (non-null lists: the whole answer goes)', async () => {
    await check(
      'boss',
      'mutation { updateMyCompany(input: { name: "Nested Ltd" }) { invitations { email } } }',
      [
        {
          scopes: ['manage:company'],
          refused: { 'updateMyCompany.invitations': 'read:company' },
          nulls: [''],
        },
      ],
    );
    await check(
      'boss',
      'mutation { updateMyCompany(input: { name: "Nested Ltd" }) { name members { email } invitations { email } } }',
      [
        { scopes: ['manage:company'], refused: { 'updateMyCompany.members': 'read:company' }, nulls: [''] },
        { scopes: ['manage:company', 'read:company'], refused: {} },
      ],
    );
  });

  it('setCompanyCreditTerms with manage:credit: the credit it set, not the members', async () => {
    const q = `mutation { setCompanyCreditTerms(id: "${world.companyId}", terms: { creditLimitCents: 500000 }) { name credit { limitCents } } }`;
    const data = await check('admin', q, [{ scopes: ['manage:credit'], refused: {} }]);
    expect(data.setCompanyCreditTerms).toEqual({ name: 'Nested Ltd', credit: { limitCents: 500_000 } });
    await check(
      'admin',
      `mutation { setCompanyCreditTerms(id: "${world.companyId}", terms: { creditLimitCents: 500000 }) { members { email } } }`,
      [
        {
          scopes: ['manage:credit'],
          refused: { 'setCompanyCreditTerms.members': 'read:users' },
          nulls: [''],
        },
        { scopes: ['manage:credit', 'read:users'], refused: {} },
      ],
    );
  });

  it('myCompany with read:company: members and invitations, not credit', async () => {
    await check(
      'boss',
      '{ myCompany { name members { email } invitations { email } credit { limitCents } } }',
      [
        { scopes: ['read:company'], refused: { 'myCompany.credit': 'read:invoices' } },
        { scopes: ['read:company', 'read:invoices'], refused: {} },
      ],
    );
  });
});

describe('REST bodies of another scope', () => {
  const get = (path: string, auth: { key?: string; token?: string }) => {
    const req = h.http().get(path);
    return auth.key ? req.set('x-api-key', auth.key) : req.set('authorization', `Bearer ${auth.token}`);
  };
  it('GET /my-company: credit withheld without read:invoices, the rest as the person gets it', async () => {
    const person = await get('/my-company', { token: h.tokenFor(world.boss) });
    expect(person.status).toBe(200);
    expect(person.body.members.map((m: { email: string }) => m.email)).toEqual([
      'nested-boss@example.com',
      'nested-buyer@example.com',
    ]);
    expect(person.body.credit).toEqual(expect.objectContaining({ limitCents: 500_000 }));
    const { credit: _credit, ...rest } = person.body;
    const key = await get('/my-company', { key: await world.key(world.boss, ['read:company']) });
    expect({ status: key.status, body: key.body }).toEqual({
      status: 200,
      body: { ...rest, withheld: { credit: 'read:invoices' } },
    });
    const both = await get('/my-company', {
      key: await world.key(world.boss, ['read:company', 'read:invoices']),
    });
    expect({ status: both.status, body: both.body }).toEqual({ status: 200, body: person.body });
  });

  it('GET /purchase-orders/:id with read:orders: payments and credit notes withheld, the rest as the person gets it', async () => {
    const person = await get(`/purchase-orders/${world.po.id}`, { token: h.tokenFor(world.boss) });
    expect([person.status, person.body.payments.length, person.body.creditNotes.length]).toEqual([200, 1, 1]);
    // Its events are compared in the next test (payment and credit events lose their detail).
    const { payments: _p, creditNotes: _c, events: _e, ...rest } = person.body;
    const key = await get(`/purchase-orders/${world.po.id}`, {
      key: await world.key(world.boss, ['read:orders']),
    });
    const { events: _keyEvents, ...keyBody } = key.body;
    expect({ status: key.status, body: keyBody }).toEqual({
      status: 200,
      body: { ...rest, withheld: { payments: 'read:invoices', creditNotes: 'read:invoices' } },
    });
    const both = await get(`/purchase-orders/${world.po.id}`, {
      key: await world.key(world.boss, ['read:orders', 'read:invoices']),
    });
    expect({ status: both.status, body: both.body }).toEqual({ status: 200, body: person.body });
  });

  it('payment and credit events: their detail and amount need read:invoices (GraphQL refuses them, REST blanks them)', async () => {
    const query = `{ purchaseOrder(id: "${world.po.id}") { events { kind detail amountCents } } }`;
    const person = await h.gql(query, {}, h.tokenFor(world.boss));
    const money = person.data.purchaseOrder.events.filter((e: { kind: string }) =>
      ['PAYMENT_RECORDED', 'PAID', 'CREDIT_NOTE_ISSUED'].includes(e.kind),
    );
    expect(money.length).toBeGreaterThanOrEqual(2);
    expect(money.every((e: { detail: string | null }) => e.detail !== null)).toBe(true);
    const narrow = await world.key(world.boss, ['read:orders']);
    const keyed = await h.http().post('/graphql').set('x-api-key', narrow).send({ query });
    expect(keyed.body.errors?.length).toBeGreaterThanOrEqual(money.length);
    expect(
      keyed.body.errors.every((e: { message: string }) =>
        /lacks the scope read:invoices to read payment and credit details/.test(e.message),
      ),
    ).toBe(true);
    const events = keyed.body.data.purchaseOrder.events as Array<{
      kind: string;
      detail: string | null;
      amountCents: number | null;
    }>;
    expect(
      events
        .filter((e) => ['PAYMENT_RECORDED', 'PAID', 'CREDIT_NOTE_ISSUED'].includes(e.kind))
        .every((e) => e.detail === null && e.amountCents === null),
    ).toBe(true);
    expect(events.find((e) => e.kind === 'CHECKED_OUT')).toEqual(
      person.data.purchaseOrder.events.find((e: { kind: string }) => e.kind === 'CHECKED_OUT'),
    );

    const rest = await get(`/purchase-orders/${world.po.id}`, { key: narrow });
    const restMoney = (
      rest.body.events as Array<{ kind: string; detail: string | null; amountCents: number | null }>
    ).filter((e) => ['PAYMENT_RECORDED', 'PAID', 'CREDIT_NOTE_ISSUED'].includes(e.kind));
    expect(restMoney.length).toBe(money.length);
    expect(restMoney.every((e) => e.detail === null && e.amountCents === null)).toBe(true);
    const full = await get(`/purchase-orders/${world.po.id}`, {
      key: await world.key(world.boss, ['read:orders', 'read:invoices']),
    });
    expect(full.body.events).toEqual(
      (await get(`/purchase-orders/${world.po.id}`, { token: h.tokenFor(world.boss) })).body.events,
    );
  });

  it('PUT /my-company with manage:company: members and credit withheld', async () => {
    const key = await world.key(world.boss, ['manage:company']);
    const res = await h.http().put('/my-company').set('x-api-key', key).send({ name: 'Nested Ltd' });
    expect(res.status).toBe(200);
    expect(res.body.company).toEqual(
      expect.objectContaining({
        name: 'Nested Ltd',
        withheld: { members: 'read:company', credit: 'read:invoices' },
      }),
    );
    expect(Object.keys(res.body.company)).not.toEqual(expect.arrayContaining(['members']));
    expect('credit' in res.body.company).toBe(false);
  });

  it('GET /admin/companies/:id with read:users: credit withheld; PUT .../credit with manage:credit: members withheld', async () => {
    const read = await get(`/admin/companies/${world.companyId}`, {
      key: await world.key(world.admin, ['read:users']),
    });
    expect([read.status, read.body.members?.length, 'credit' in read.body, read.body.withheld]).toEqual([
      200,
      2,
      false,
      { credit: 'read:invoices' },
    ]);
    const set = await h
      .http()
      .put(`/admin/companies/${world.companyId}/credit`)
      .set('x-api-key', await world.key(world.admin, ['manage:credit']))
      .send({ creditLimitCents: 500000 });
    expect([
      set.status,
      'members' in set.body.company,
      set.body.company.credit?.limitCents,
      set.body.company.withheld,
    ]).toEqual([200, false, 500_000, { members: 'read:users' }]);
  });
});

describe('the declaration covers the schema', () => {
  /**
   * Every object type reachable from `from` through non-root fields (answer types passed through); `skip`: fields not
   * followed (a field answered per caller's company makes the whole query the caller's own in the cache).
   */
  function reachable(from: GraphQLObjectType[], skip: ReadonlySet<string> = new Set()): Set<string> {
    const seen = new Set<string>();
    const walk = (t: GraphQLObjectType) => {
      if (seen.has(t.name)) return;
      seen.add(t.name);
      for (const f of Object.values(t.getFields())) {
        if (skip.has(f.name)) continue;
        const r = getNamedType(f.type);
        if (isObjectType(r)) walk(r);
      }
    };
    from.forEach(walk);
    return seen;
  }

  it('no guarded type or field is reachable from a public operation, so the public read cache serves the same answer to every caller', async () => {
    const schema = await getSchema();
    const roots = [schema.getQueryType()!, schema.getMutationType()!].flatMap((t) =>
      Object.values(t.getFields()),
    );
    const publicTypes = roots
      .filter((f) => (PUBLIC_OPERATIONS as readonly string[]).includes(f.name) && f.name !== 'exchangeToken')
      .map((f) => getNamedType(f.type))
      .filter(isObjectType);
    const types = reachable(publicTypes, CALLER_FIELDS);
    const fields = [...types].flatMap((name) =>
      Object.keys((schema.getType(name) as GraphQLObjectType).getFields()).map((f) => `${name}.${f}`),
    );
    expect([...types, ...fields].filter((name) => guardOf(name))).toEqual([]);
    // What those skipped fields hold is answered per caller: a public read that asks for one is never a public entry.
    for (const field of CALLER_FIELDS) {
      const holder = [...types].find(
        (name) => field in (schema.getType(name) as GraphQLObjectType).getFields(),
      )!;
      const sub = isObjectType(
        getNamedType((schema.getType(holder) as GraphQLObjectType).getFields()[field].type),
      )
        ? ' { __typename }'
        : '';
      expect(cacheShapeOf(`{ products { ${field}${sub} } }`)?.kind).toBe('caller');
    }
    expect([...types]).toEqual(expect.arrayContaining(['Product', 'Review', 'Quote']));
  });

  it('answer types (pages, connections, results) hang only from root fields: their fields pass the root answer unchecked', async () => {
    const schema = await getSchema();
    const roots = new Set(['Query', 'Mutation']);
    const misplaced: string[] = [];
    for (const t of Object.values(schema.getTypeMap())) {
      if (!isObjectType(t) || t.name.startsWith('__') || roots.has(t.name) || isAnswerType(t.name)) continue;
      for (const f of Object.values(t.getFields()))
        if (isAnswerType(getNamedType(f.type).name)) misplaced.push(`${t.name}.${f.name}`);
    }
    expect(misplaced).toEqual([]);
  });
});
