import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { createHarness, type Harness } from '../support/harness';
import { codeOf } from '../support/db-snapshot';
import type { User } from '../../src/generated/prisma/client';

/**
 * Every cursor connection (docs/decisions/029-cursor-pages.md) walked page by page while another
 * loop inserts and deletes rows at the same time: each row that existed throughout is seen exactly once, none twice,
 * in the list's order, and rows outside the list (another buyer's, another filter's) never.
 */
let h: Harness;
let admin: { user: User; token: string };
let buyer: { user: User; token: string };
let other: User;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  await h.reset();
  admin = await h.signedIn('ADMIN');
  buyer = await h.signedIn('CUSTOMER');
  other = await h.factories.createUser(h.db);
});

type Node = { id: string; createdAt?: string };
type Page = {
  totalCount: number;
  edges: Array<{ cursor: string; node: Node }>;
  nodes: Node[];
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
};

const BODY =
  'totalCount edges { cursor node { id } } nodes { id } pageInfo { hasNextPage hasPreviousPage startCursor endCursor }';
const ARGS = 'first: $first, after: $after, last: $last, before: $before';
const VARS = '$first: Int, $after: String, $last: Int, $before: String';

let serial = 0;
const poData = (
  userId: string | null,
  createdAt: Date,
  fulfilmentStatus: 'UNFULFILLED' | 'SHIPPED' = 'UNFULFILLED',
) => {
  serial += 1;
  return {
    userId,
    buyerName: 'B',
    buyerEmail: 'b@example.com',
    contactPhone: '5550100',
    invoiceNumber: `INV-T-${process.pid}-${serial}`,
    issuedAt: createdAt,
    termsDays: 30,
    dueAt: new Date(createdAt.getTime() + 30 * 86_400_000),
    subtotalCents: 100,
    totalCents: 100,
    fulfilmentStatus,
    createdAt,
  };
};
async function orderItem(userId: string, createdAt: Date) {
  const p = await h.factories.createProduct(h.db, { quantity: 1_000_000 });
  return h.db.orderItem.create({
    data: {
      productId: p.id,
      userId,
      productName: p.name,
      imageUrl: p.imageUrl,
      unitPriceCents: p.priceCents,
      userName: 'c',
      userEmail: 'c@example.com',
      userPhone: '5550100',
      quantity: 100,
      createdAt,
    },
  });
}

const ENDPOINT = '00000000-0000-4000-8000-0000000000e1';
const OTHER_ENDPOINT = '00000000-0000-4000-8000-0000000000e2';
const apiKeyRow = (u: User, at: Date) => {
  const hash = `${process.pid}-${serial++}-${Math.random()}`;
  return h.db.apiKey.create({
    data: {
      name: 'k',
      prefix: 'gg_live_000000000000',
      hash,
      scopes: ['read:orders'],
      userId: u.id,
      companyId: u.companyId,
      createdAt: at,
    },
  });
};
async function delivery(endpointId: string, at: Date) {
  await h.db.webhookEndpoint.upsert({
    where: { id: endpointId },
    create: { id: endpointId, url: 'https://93.184.215.14/hook', secret: 'whsec_a2V5c2V0' },
    update: {},
  });
  return h.db.webhookDelivery.create({
    data: { endpointId, eventId: randomUUID(), eventType: 'invoice.paid', createdAt: at },
  });
}
const statement = (at: Date) =>
  h.db.bankStatement.create({
    data: {
      fileName: 'k.csv',
      format: 'CSV',
      fileHash: `keyset-${process.pid}-${serial++}-${Math.random()}`,
      importedByEmail: 'a@example.com',
      creditLines: 1,
      newLines: 1,
      debitsSkipped: 0,
      createdAt: at,
    },
  });
async function bankLine(status: 'UNMATCHED' | 'IGNORED', at: Date) {
  const { id: statementId } = await statement(at);
  return h.db.bankStatementLine.create({
    data: {
      statementId,
      lineNo: 2,
      fingerprint: `keyset-${statementId}`,
      bookedOn: at,
      amountCents: 100,
      currency: 'USD',
      reference: 'r',
      counterparty: 'c',
      status,
      createdAt: at,
    },
  });
}
/** A requester in the company (made once per company). */
async function requesterIn(companyId: string) {
  return (
    (await h.db.user.findFirst({ where: { companyId, companyRole: 'REQUESTER' } })) ??
    h.factories.createUser(h.db, { company: { connect: { id: companyId } }, companyRole: 'REQUESTER' })
  );
}
const approvalRow = (companyId: string, requester: Pick<User, 'id' | 'email'>, at: Date) =>
  h.db.approvalRequest.create({
    data: {
      companyId,
      requesterId: requester.id,
      requesterEmail: requester.email,
      details: {},
      totalCents: 100,
      reasons: [],
      requiredRoles: ['COMPANY_ADMIN'],
      createdAt: at,
    },
  });
const invitation = (companyId: string, email: string, at: Date) =>
  h.db.companyInvitation.create({
    data: { companyId, email, role: 'BUYER', expiresAt: new Date(Date.now() + 86_400_000), createdAt: at },
  });

interface List {
  field: string;
  /** Extra arguments (filters) and their variable declarations. */
  filter?: { decl: string; args: string; vars: Record<string, unknown> };
  order: 'newestFirst' | 'oldestFirst';
  token: () => string | undefined;
  /** A row of the list created at `at`: its id. */
  make: (at: Date) => Promise<string>;
  /** A row outside the list (another buyer's, another filter's), created at `at`. */
  outside: (at: Date) => Promise<string>;
  drop: (id: string) => Promise<unknown>;
}

const LISTS: List[] = [
  {
    field: 'myOrderConnection',
    order: 'newestFirst',
    token: () => buyer.token,
    make: async (at) => (await orderItem(buyer.user.id, at)).id,
    outside: async (at) => (await orderItem(other.id, at)).id,
    drop: (id) => h.db.orderItem.delete({ where: { id } }),
  },
  {
    field: 'productConnection',
    order: 'newestFirst',
    token: () => undefined,
    filter: { decl: ', $search: String', args: ', search: $search', vars: { search: 'keyset%' } },
    make: async (at) =>
      (await h.factories.createProduct(h.db, { name: `Keyset% gun ${serial++}`, createdAt: at })).id,
    // Outside the search: neither "keyset%" in the name nor a word starting with "keyset".
    outside: async (at) =>
      (await h.factories.createProduct(h.db, { name: `Keyse% gun ${serial++}`, createdAt: at })).id,
    drop: (id) => h.db.product.delete({ where: { id } }),
  },
  {
    field: 'reviewConnection',
    order: 'newestFirst',
    token: () => undefined,
    make: async (at) => (await h.factories.createReview(h.db, { createdAt: at })).id,
    outside: async () => (await h.db.user.findFirstOrThrow()).id, // every review is in the list: nothing outside it
    drop: (id) => h.db.review.delete({ where: { id } }),
  },
  {
    field: 'userConnection',
    order: 'oldestFirst',
    token: () => admin.token,
    filter: { decl: ', $search: String', args: ', search: $search', vars: { search: 'keyset_person' } },
    make: async (at) =>
      (await h.factories.createUser(h.db, { displayName: `Keyset_Person ${serial++}`, createdAt: at })).id,
    // Outside the search: "_" matches itself only, and the admin's own name and e-mail hold neither.
    outside: async (at) =>
      (await h.factories.createUser(h.db, { displayName: `KeysetXPerson ${serial++}`, createdAt: at })).id,
    drop: (id) => h.db.user.delete({ where: { id } }),
  },
  {
    field: 'myPurchaseOrderConnection',
    order: 'newestFirst',
    token: () => buyer.token,
    make: async (at) => (await h.db.purchaseOrder.create({ data: poData(buyer.user.id, at) })).id,
    outside: async (at) => (await h.db.purchaseOrder.create({ data: poData(other.id, at) })).id,
    drop: (id) => h.db.purchaseOrder.delete({ where: { id } }),
  },
  {
    field: 'purchaseOrderConnection',
    order: 'newestFirst',
    token: () => admin.token,
    filter: { decl: ', $f: FulfilmentStatus', args: ', fulfilmentStatus: $f', vars: { f: 'UNFULFILLED' } },
    make: async (at) => (await h.db.purchaseOrder.create({ data: poData(other.id, at) })).id,
    outside: async (at) =>
      (await h.db.purchaseOrder.create({ data: poData(buyer.user.id, at, 'SHIPPED') })).id,
    drop: (id) => h.db.purchaseOrder.delete({ where: { id } }),
  },
  // The remaining lists.
  {
    field: 'apiKeyConnection',
    order: 'newestFirst',
    token: () => buyer.token, // the buyer runs their (personal) company
    make: async (at) => (await apiKeyRow(buyer.user, at)).id,
    outside: async (at) => (await apiKeyRow(other, at)).id,
    drop: (id) => h.db.apiKey.delete({ where: { id } }),
  },
  {
    field: 'webhookEndpointConnection',
    order: 'newestFirst',
    token: () => admin.token,
    make: async (at) =>
      (
        await h.db.webhookEndpoint.create({
          data: { url: 'https://93.184.215.14/hook', secret: 'whsec_a2V5c2V0', createdAt: at },
        })
      ).id,
    outside: async () => other.id, // every endpoint is in the list: nothing outside it
    drop: (id) => h.db.webhookEndpoint.delete({ where: { id } }),
  },
  {
    field: 'webhookDeliveryConnection',
    order: 'newestFirst',
    token: () => admin.token,
    filter: { decl: ', $e: ID!', args: ', endpointId: $e', vars: { e: ENDPOINT } },
    make: async (at) => (await delivery(ENDPOINT, at)).id,
    outside: async (at) => (await delivery(OTHER_ENDPOINT, at)).id,
    drop: (id) => h.db.webhookDelivery.delete({ where: { id } }),
  },
  {
    field: 'companyConnection',
    order: 'newestFirst',
    token: () => admin.token,
    filter: { decl: ', $search: String', args: ', search: $search', vars: { search: 'keyset%' } },
    make: async (at) =>
      (await h.db.company.create({ data: { name: `Keyset% Ltd ${serial++}`, createdAt: at } })).id,
    outside: async (at) =>
      (await h.db.company.create({ data: { name: `Keysetx Ltd ${serial++}`, createdAt: at } })).id,
    drop: (id) => h.db.company.delete({ where: { id } }),
  },
  {
    field: 'bankStatementConnection',
    order: 'newestFirst',
    token: () => admin.token,
    make: async (at) => (await statement(at)).id,
    outside: async () => other.id, // every statement is in the list
    drop: (id) => h.db.bankStatement.delete({ where: { id } }),
  },
  {
    field: 'bankStatementLineConnection',
    order: 'oldestFirst',
    token: () => admin.token,
    filter: { decl: ', $status: String', args: ', status: $status', vars: { status: 'UNMATCHED' } },
    make: async (at) => (await bankLine('UNMATCHED', at)).id,
    outside: async (at) => (await bankLine('IGNORED', at)).id,
    drop: (id) => h.db.bankStatementLine.delete({ where: { id } }),
  },
  {
    field: 'approvalQueueConnection',
    order: 'oldestFirst',
    token: () => buyer.token,
    make: async (at) =>
      (await approvalRow(buyer.user.companyId, await requesterIn(buyer.user.companyId), at)).id,
    // Waiting in another company, and one the buyer submitted themselves: neither is in their queue.
    outside: async (at) =>
      (serial++ % 2
        ? await approvalRow(other.companyId, await requesterIn(other.companyId), at)
        : await approvalRow(buyer.user.companyId, buyer.user, at)
      ).id,
    drop: (id) => h.db.approvalRequest.delete({ where: { id } }),
  },
  {
    field: 'myOrderRequestConnection',
    order: 'newestFirst',
    token: () => buyer.token,
    make: async (at) => (await approvalRow(buyer.user.companyId, buyer.user, at)).id,
    outside: async (at) => (await approvalRow(other.companyId, other, at)).id,
    drop: (id) => h.db.approvalRequest.delete({ where: { id } }),
  },
  {
    field: 'companyInvitationConnection',
    order: 'newestFirst',
    token: () => buyer.token,
    make: async (at) => (await invitation(buyer.user.companyId, `keyset${serial++}@example.com`, at)).id,
    outside: async (at) => (await invitation(other.companyId, `keyset${serial++}@example.com`, at)).id,
    drop: (id) => h.db.companyInvitation.delete({ where: { id } }),
  },
  {
    // One open invitation per company and address: each from a company of its own.
    field: 'myInvitationConnection',
    order: 'newestFirst',
    token: () => buyer.token,
    make: async (at) =>
      (
        await invitation(
          (await h.db.company.create({ data: { name: 'Inviting Ltd' } })).id,
          buyer.user.email,
          at,
        )
      ).id,
    outside: async (at) =>
      (await invitation((await h.db.company.create({ data: { name: 'Inviting Ltd' } })).id, other.email, at))
        .id,
    drop: (id) => h.db.companyInvitation.delete({ where: { id } }),
  },
];

const queryOf = (l: List) =>
  `query(${VARS}${l.filter?.decl ?? ''}) { ${l.field}(${ARGS}${l.filter?.args ?? ''}) { ${BODY} } }`;
async function page(l: List, vars: Record<string, unknown>): Promise<Page> {
  const res = await h.gql(queryOf(l), { ...l.filter?.vars, ...vars }, l.token());
  expect(res.errors).toBeUndefined();
  return res.data[l.field] as Page;
}

const T0 = Date.UTC(2026, 0, 1);
/** Row i of a seed: groups of three share one millisecond, so ties are broken by id. */
const seedTime = (i: number) => new Date(T0 + Math.floor(i / 3) * 1000);

/** Walks every page (forwards, or backwards from the end) and returns the ids in the list's order. */
async function walk(
  l: List,
  size: number,
  backwards: boolean,
  between: () => Promise<void> = async () => {},
): Promise<string[]> {
  const seen: string[] = [];
  let cursor: string | null = null;
  for (let guard = 0; guard < 500; guard++) {
    const p: Page = await page(
      l,
      backwards ? { last: size, before: cursor } : { first: size, after: cursor },
    );
    expect(p.nodes.map((n) => n.id)).toEqual(p.edges.map((e) => e.node.id));
    const ids = p.edges.map((e) => e.node.id);
    if (backwards) seen.unshift(...ids);
    else seen.push(...ids);
    await between();
    if (!(backwards ? p.pageInfo.hasPreviousPage : p.pageInfo.hasNextPage)) return seen;
    cursor = backwards ? p.pageInfo.startCursor : p.pageInfo.endCursor;
  }
  throw new Error('more than 500 pages');
}

describe.each(LISTS.map((l) => [l.field, l] as const))('%s', (_field, l) => {
  it('walked while rows come and go, finds each row that stayed exactly once, none twice, in order, none outside the list', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 8, max: 24 }),
        fc.array(fc.tuple(fc.boolean(), fc.integer({ min: -3, max: 12 })), { minLength: 4, maxLength: 16 }),
        fc.boolean(),
        async (size, n, churn, backwards) => {
          const at = new Map<string, number>();
          const base: string[] = [];
          for (let i = 0; i < n; i++) {
            const id = await l.make(seedTime(i));
            base.push(id);
            at.set(id, seedTime(i).getTime());
          }
          const outside = new Set<string>([await l.outside(seedTime(1)), await l.outside(seedTime(n - 1))]);
          const doomed = base.filter((_, i) => i % 4 === 1);
          const stayed = base.filter((id) => !doomed.includes(id));
          // The other loop: inserts (before, among and after the seed's times) and deletes, while the walk goes on.
          let walking = true;
          const changes = (async () => {
            for (let k = 0; walking || k < churn.length; k++) {
              const [insert, slot] = churn[k % churn.length];
              if (insert || doomed.length === 0) {
                const when = seedTime(slot * 3 + 1);
                const id = await l.make(when);
                at.set(id, when.getTime());
              } else {
                await l.drop(doomed.shift()!);
              }
              if (k > 60) break;
            }
          })();
          let seen: string[];
          try {
            seen = await walk(l, size, backwards);
          } finally {
            walking = false;
            await changes; // never left running into the next run's reset
          }
          for (const id of stayed) expect([id, seen.filter((s) => s === id).length]).toEqual([id, 1]);
          expect(new Set(seen).size).toBe(seen.length);
          expect(seen.filter((id) => outside.has(id))).toEqual([]);
          // In the list's order (rows sharing a millisecond by id): times never go the wrong way.
          const times = seen.filter((id) => at.has(id)).map((id) => at.get(id)!);
          const sorted = [...times].sort((a, b) => (l.order === 'oldestFirst' ? a - b : b - a));
          expect(times).toEqual(sorted);
          await h.reset();
          admin = await h.signedIn('ADMIN');
          buyer = await h.signedIn('CUSTOMER');
          other = await h.factories.createUser(h.db);
        },
      ),
      { numRuns: 6 },
    );
  });

  it('still: forwards and backwards give the same rows, totalCount counts them, middle pages report both directions', async () => {
    for (let i = 0; i < 13; i++) await l.make(seedTime(i));
    await l.outside(seedTime(2));
    const forwards = await walk(l, 4, false);
    expect(await walk(l, 5, true)).toEqual(forwards);
    const one = await page(l, { first: 4 });
    expect(one.totalCount).toBe(forwards.length);
    const two = await page(l, { first: 4, after: one.pageInfo.endCursor });
    expect([two.pageInfo.hasPreviousPage, two.pageInfo.hasNextPage]).toEqual([true, true]);
    const back = await page(l, { last: 4, before: two.pageInfo.startCursor });
    expect(back.edges.map((e) => e.node.id)).toEqual(one.edges.map((e) => e.node.id));
  });

  it('refuses a page over 100 and a cursor from another list, in words with the field named', async () => {
    await l.make(seedTime(0));
    const foreign = LISTS.find((x) => x !== l)!;
    await foreign.make(seedTime(1));
    const theirs = (await page(foreign, { first: 1 })).pageInfo.endCursor;
    const ours = JSON.parse(
      Buffer.from((await page(l, { first: 1 })).pageInfo.endCursor!, 'base64url').toString('utf8'),
    ) as unknown[];
    const outOfCalendar = (at: string) =>
      Buffer.from(JSON.stringify([at, ...ours.slice(1)])).toString('base64url');
    const adminCursor =
      (await h.gql('{ orderConnection(first: 1) { pageInfo { endCursor } } }', {}, admin.token)).data
        ?.orderConnection.pageInfo.endCursor ??
      Buffer.from(
        JSON.stringify([new Date(T0).toISOString(), '00000000-0000-4000-8000-000000000000']),
      ).toString('base64url');
    for (const [vars, field, message] of [
      [{ first: 101 }, 'first', 'first must be from 1 to 100'],
      [{ last: 1000 }, 'last', 'last must be from 1 to 100'],
      [{ first: 5, after: theirs }, 'after', 'after is not a cursor from this list'],
      [{ last: 5, before: theirs }, 'before', 'before is not a cursor from this list'],
      [{ first: 5, after: adminCursor }, 'after', 'after is not a cursor from this list'],
      // This list's own cursor with a moment PostgreSQL cannot hold: refused in words, not a server error.
      [
        { first: 5, after: outOfCalendar('0000-01-01T00:00:00.000Z') },
        'after',
        'after is not a cursor from this list',
      ],
      [
        { last: 5, before: outOfCalendar('+275760-09-13T00:00:00.000Z') },
        'before',
        'before is not a cursor from this list',
      ],
    ] as const) {
      const res = await h.gql(queryOf(l), { ...l.filter?.vars, ...vars }, l.token());
      expect([codeOf(res), res.errors?.[0].extensions.field, res.errors?.[0].message]).toEqual([
        'BAD_USER_INPUT',
        field,
        message,
      ]);
    }
  });
});
