import fc from 'fast-check';
import { getNamedType } from 'graphql';
import { getSchema } from '../../src/schema';
import { createHarness, type Harness } from '../support/harness';
import { rowChangeLog } from '../support/db-snapshot';
import type { User } from '../../src/generated/prisma/client';

/**
 * Hostile page arguments for every cursor connection: random and nasty first/last/after/before
 * and filters, sent as an admin (so access passes and the arguments themselves are tested). Whatever comes in, the
 * answer is a page or a clean refusal (BAD_USER_INPUT with the field named, or GraphQL's own validation), never a
 * server error, never SQL in the message, and no row changes.
 */
let h: Harness;
let admin: { user: User; token: string };
let tried = 0;
let refused = 0;
let changes: ReturnType<typeof rowChangeLog>;
beforeAll(async () => {
  h = await createHarness();
  await h.reset();
  changes = rowChangeLog(h.db);
  await changes.install();
  admin = await h.signedIn('ADMIN');
  const p = await h.factories.createProduct(h.db, { name: 'Hostile gun' });
  await h.factories.createReview(h.db);
  await h.db.webhookEndpoint.create({
    data: { id: ENDPOINT, url: 'https://93.184.215.14/hook', secret: 'whsec_aG9zdGlsZQ' },
  });
  await h.db.orderItem.create({
    data: {
      productId: p.id,
      userId: admin.user.id,
      productName: p.name,
      imageUrl: p.imageUrl,
      unitPriceCents: 1,
      userName: 'a',
      userEmail: admin.user.email,
      userPhone: '5550100',
      quantity: 100,
    },
  });
});
afterAll(async () => {
  console.log(
    `hostile-connections: ${tried} hostile page arguments over ${Object.keys(CONNECTIONS).length} connections: ${accepted} answered, ${refused} refused cleanly, 0 server errors`,
  );
  await changes.remove();
  await h.close();
});

const ENDPOINT = '00000000-0000-4000-8000-0000000000e1';
const nasty = fc.oneof(
  fc.constantFrom('%', '_', '\\', "' OR 1=1 --", 'x'.repeat(10_000), '\u202eABC', '', null),
  fc.string({ unit: 'binary', maxLength: 250 }),
  fc.integer(),
);
const AUDIT_FILTER_FIELDS = ['who', 'entityType', 'entityId', 'operation', 'action', 'from', 'to'];
/** The audit trail's filter: every field caller-controlled, often nonsense. */
const auditFilter = fc.oneof(
  fc.constantFrom(null, {}),
  fc.record(
    {
      who: fc.oneof(nasty, fc.constantFrom('owner@gluegun.test', '00000000-0000-4000-8000-000000000000')),
      entityType: fc.oneof(nasty, fc.constantFrom('Product', 'User')),
      entityId: nasty,
      operation: fc.oneof(nasty, fc.constant('updateProduct')),
      action: fc.oneof(nasty, fc.constantFrom('update', 'DELETE', 'DROP')),
      from: fc.oneof(nasty, fc.constantFrom('2026-01-01T00:00:00Z', '2026-02-30', '0000-01-01T00:00:00Z')),
      to: fc.oneof(
        nasty,
        fc.constantFrom('2099-01-01T00:00:00Z', '+275760-09-13T00:00:00Z', '0000-12-31T23:59:59Z'),
      ),
    },
    { requiredKeys: [] },
  ),
);

/** Each connection with its filters' variable declarations. */
const CONNECTIONS: Record<
  string,
  { decl: string; args: string; filter: fc.Arbitrary<Record<string, unknown>> }
> = {
  orderConnection: {
    decl: ', $status: OrderStatus',
    args: ', status: $status',
    filter: fc.record({
      status: fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom('PENDING', 'SHIPPED', null) },
        { weight: 1, arbitrary: fc.oneof(fc.constantFrom('LOST', ''), fc.string()) },
      ),
    }),
  },
  myOrderConnection: { decl: '', args: '', filter: fc.constant({}) },
  productConnection: {
    decl: ', $search: String',
    args: ', search: $search',
    filter: fc.record({
      search: fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom('%', '_', '\\', "' OR 1=1 --", 'gun', null) },
        {
          weight: 2,
          arbitrary: fc.oneof(
            fc.constantFrom('x'.repeat(201), 'a\u0000b'),
            fc.string({ unit: 'binary', maxLength: 250 }),
            fc.integer(),
          ),
        },
      ),
    }),
  },
  reviewConnection: { decl: '', args: '', filter: fc.constant({}) },
  userConnection: {
    decl: ', $search: String',
    args: ', search: $search',
    filter: fc.record({
      search: fc.oneof(
        fc.constantFrom('%', '_', '\\', "' OR 1=1 --", 'gluegun', null),
        fc.string({ unit: 'binary', maxLength: 250 }),
      ),
    }),
  },
  myPurchaseOrderConnection: { decl: '', args: '', filter: fc.constant({}) },
  // The remaining lists.
  apiKeyConnection: { decl: '', args: '', filter: fc.constant({}) },
  auditTrail: { decl: ', $f: AuditTrailFilter', args: ', filter: $f', filter: fc.record({ f: auditFilter }) },
  myCompanyAuditTrail: {
    decl: ', $f: AuditTrailFilter',
    args: ', filter: $f',
    filter: fc.record({ f: auditFilter }),
  },
  webhookEndpointConnection: { decl: '', args: '', filter: fc.constant({}) },
  webhookDeliveryConnection: {
    decl: ', $e: ID!',
    args: ', endpointId: $e',
    filter: fc.constant({ e: ENDPOINT }),
  },
  companyConnection: {
    decl: ', $search: String',
    args: ', search: $search',
    filter: fc.record({
      search: fc.oneof(
        fc.constantFrom('%', '_', '\\', "' OR 1=1 --", 'ltd', null),
        fc.string({ unit: 'binary', maxLength: 250 }),
      ),
    }),
  },
  bankStatementConnection: { decl: '', args: '', filter: fc.constant({}) },
  bankStatementLineConnection: {
    decl: ', $status: String, $s: ID',
    args: ', status: $status, statementId: $s',
    filter: fc.record({
      status: fc.constantFrom('UNMATCHED', 'proposed', null, null, 'NOPE', "'; DROP TABLE x --"),
      s: fc.constantFrom(null, 'x', '00000000-0000-4000-8000-000000000000'),
    }),
  },
  approvalQueueConnection: { decl: '', args: '', filter: fc.constant({}) },
  myOrderRequestConnection: { decl: '', args: '', filter: fc.constant({}) },
  companyInvitationConnection: { decl: '', args: '', filter: fc.constant({}) },
  myInvitationConnection: { decl: '', args: '', filter: fc.constant({}) },
  myPartNumberConnection: {
    decl: ', $search: String',
    args: ', search: $search',
    filter: fc.record({
      search: fc.oneof(
        fc.constantFrom('%', '_', '\\', "' OR 1=1 --", '-- ..', 'x'.repeat(10_000), '\u202eABC', null),
        fc.string({ unit: 'binary', maxLength: 250 }),
      ),
    }),
  },
  purchaseOrderConnection: {
    decl: ', $p: PaymentStatus, $f: FulfilmentStatus',
    args: ', paymentStatus: $p, fulfilmentStatus: $f',
    filter: fc.record({
      p: fc.constantFrom('OVERDUE', 'PAID', 'AWAITING_PAYMENT', null, null, 'NOPE', 3),
      f: fc.constantFrom('SHIPPED', 'UNFULFILLED', null, null, 'x'),
    }),
  },
};

const cursorish = fc.oneof(
  fc.constantFrom(
    '',
    'null',
    'W10',
    'WyJ4IiwieSJd',
    Buffer.from('["2026-01-01T00:00:00.000Z","00000000-0000-4000-8000-000000000000","products"]').toString(
      'base64url',
    ),
    Buffer.from('["not a date","00000000-0000-4000-8000-000000000000"]').toString('base64url'),
    Buffer.from('{"a":1}').toString('base64url'),
    'x'.repeat(100_000),
  ),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.base64String({ maxLength: 200 }),
  fc.constantFrom(null, 12, true, [], {}),
);
const sizeish = fc.oneof(
  fc.integer({ min: -5, max: 200 }),
  fc.constantFrom(0, 100, 101, 2 ** 31, -(2 ** 31), 1e20, 0.5, NaN, 'ten', null, true, []),
);

/** Mostly plausible pages (so the accept side runs too), else anything at all. */
const pageArgs = fc.oneof(
  { weight: 2, arbitrary: fc.record({ first: fc.integer({ min: 1, max: 100 }) }, { requiredKeys: [] }) },
  {
    weight: 1,
    arbitrary: fc.record({ last: fc.integer({ min: 1, max: 100 }), before: cursorish }, { requiredKeys: [] }),
  },
  { weight: 1, arbitrary: fc.record({ first: sizeish, after: cursorish }, { requiredKeys: [] }) },
  {
    weight: 2,
    arbitrary: fc.record(
      { first: sizeish, after: cursorish, last: sizeish, before: cursorish },
      { requiredKeys: [] },
    ),
  },
);
let accepted = 0;

describe('hostile page arguments never break a connection', () => {
  it('covers every connection in the schema', async () => {
    const query = (await getSchema()).getQueryType()!.getFields();
    const connections = Object.values(query)
      .filter((f) => getNamedType(f.type).name.endsWith('Connection'))
      .map((f) => f.name)
      .sort();
    expect(Object.keys(CONNECTIONS).sort()).toEqual(connections);
  });

  it.each(Object.keys(CONNECTIONS))('%s', async (field) => {
    const c = CONNECTIONS[field];
    const query = `query($first: Int, $after: String, $last: Int, $before: String${c.decl}) { ${field}(first: $first, after: $after, last: $last, before: $before${c.args}) { totalCount edges { cursor node { id } } pageInfo { hasNextPage endCursor } } }`;
    await fc.assert(
      fc.asyncProperty(pageArgs, c.filter, async (page, filter) => {
        tried++;
        const mark = await changes.mark();
        const res = await h
          .http()
          .post('/graphql')
          .set('content-type', 'application/json')
          .set('authorization', `Bearer ${admin.token}`)
          .send({ query, variables: { ...page, ...filter } });
        expect(res.status).toBeLessThan(500);
        const error = res.body.errors?.[0];
        if (error) {
          refused++;
          expect(['BAD_USER_INPUT', 'GRAPHQL_VALIDATION_FAILED', 'PAYLOAD_TOO_LARGE']).toContain(
            error.extensions?.code,
          );
          expect(error.message).not.toMatch(/prisma|postgres|\bSELECT\b|\bat .*\.(js|ts):\d+/i);
          if (error.extensions?.field)
            expect([
              'first',
              'last',
              'after',
              'before',
              'search',
              'status',
              ...AUDIT_FILTER_FIELDS,
            ]).toContain(error.extensions.field);
        } else {
          accepted++;
          expect(res.body.data[field].edges.length).toBeLessThanOrEqual(100);
        }
        expect(await changes.changedSince(mark)).toEqual([]);
      }),
      { numRuns: 60, seed: Number(process.env.FC_SEED) || undefined },
    );
  });

  it('accepted a real share of them (the answer side ran, not only refusals)', () => {
    expect(accepted).toBeGreaterThan(tried / 5);
  });
});
