import fs from 'node:fs';
import path from 'node:path';
import {
  Kind,
  visit,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  parse,
  typeFromAST,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { createHarness, type Harness } from '../support/harness';
import { createPrisma, type Db } from '../../src/db/prisma';
import { onFastSql } from '../../src/db/fast-sql';
import { getSchema } from '../../src/schema';
import { queryCostOf, SCHEMA_INTROSPECTION_COST, SEARCH_COST } from '../../src/lib/query-cost';
import { LIST_SIZES } from '../../src/lib/list-sizes';
import { DEFAULT_PAGE } from '../../src/lib/connection';
import { redisState } from '../../src/lib/shared-state';

/**
 * Query cost (docs/decisions/034): every operation's static cost, refused above the maximum before
 * anything runs, charged to the caller's budget (shared by instances through Redis), reported in extensions.cost.
 */
let h: Harness;
beforeAll(async () => {
  h = await createHarness({ QUERY_BUDGET: '600', QUERY_RESTORE_RATE: '50' });
});
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  await h.reset();
});

const PRODUCTS = (n: number) => `{ products(pageSize: ${n}) { items { id name quantityRule { minimum } } } }`;

/** A value of `type` a client could send (worst case for sizes: the largest page a document lets a caller ask). */
function sample(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sample(type.ofType);
  if (isListType(type)) return [sample(type.ofType)];
  const named = getNamedType(type);
  if (isEnumType(named)) return named.getValues()[0].value;
  if (isInputObjectType(named))
    return Object.fromEntries(Object.values(named.getFields()).map((f) => [f.name, sample(f.type)]));
  if (/Date/.test(named.name)) return '2026-01-01T00:00:00.000Z';
  return (
    (
      {
        Int: 100,
        Float: 1,
        Boolean: true,
        ID: '00000000-0000-4000-8000-000000000000',
        SafeInt: 100,
      } as Record<string, unknown>
    )[named.name] ?? 'x'
  );
}

/** The document with `__typename` added to every selection set, as Apollo Client's cache sends it. */
function withTypenames(doc: DocumentNode): DocumentNode {
  return visit(doc, {
    SelectionSet(node) {
      if (node.selections.some((s) => s.kind === Kind.FIELD && s.name.value === '__typename'))
        return undefined;
      return {
        ...node,
        selections: [
          ...node.selections,
          { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } },
        ],
      };
    },
  });
}

function variablesOf(schema: GraphQLSchema, doc: DocumentNode) {
  const op = doc.definitions.find((d) => d.kind === 'OperationDefinition');
  if (!op || op.kind !== 'OperationDefinition') return {};
  return Object.fromEntries(
    (op.variableDefinitions ?? []).map((v) => [
      v.variable.name.value,
      sample(typeFromAST(schema, v.type as never) as GraphQLInputType),
    ]),
  );
}

describe('the static cost of an operation', () => {
  it('multiplies lists by the page asked for, else by their declared size; a top-level row costs 1, leaves nothing; the schema its size', async () => {
    const schema = await getSchema();
    const cost = (q: string) => queryCostOf(schema, parse(q), {});
    expect(cost('{ reviews(take: 5) { id } }')).toBe(1 + 5 * (1 + 0));
    expect(cost(PRODUCTS(5))).toBe(1 + 5 * (1 + 1));
    expect(cost(PRODUCTS(50))).toBe(1 + 50 * 2);
    // A list without a page size counts its declared size (lib/list-sizes.ts); defaults of page arguments count (myOrders: 500).
    expect(cost('{ products(pageSize: 2) { items { priceBreaks { minQuantity } } } }')).toBe(
      1 + 2 * (1 + (1 + LIST_SIZES['Product.priceBreaks'] * 0)),
    );
    expect(cost('{ myOrders { id } }')).toBe(1 + 500 * 1);
    expect(cost('{ myPurchaseOrders { id } }')).toBe(1 + LIST_SIZES['Query.myPurchaseOrders'] * 1);
    expect(cost('{ __schema { types { name fields { name args { name } } } } }')).toBe(
      SCHEMA_INTROSPECTION_COST,
    );
    // Apollo Client adds __typename to every selection: it must not change the cost (My Orders once cost 7001 so).
    expect(
      cost('{ myOrders { __typename id purchaseOrder { __typename id } events { __typename id } } }'),
    ).toBe(cost('{ myOrders { id purchaseOrder { id } events { id } } }'));
    // The same operation costs the same whether the page size comes inline or as a variable.
    expect(
      queryCostOf(
        schema,
        parse('query($n: Int!) { products(pageSize: $n) { items { id name quantityRule { minimum } } } }'),
        { n: 50 },
      ),
    ).toBe(cost(PRODUCTS(50)));
  });

  it('costs every cursor connection by its page: edges and nodes times first (or last), the default page when neither is given', async () => {
    const schema = await getSchema();
    const cost = (q: string) => queryCostOf(schema, parse(q), {});
    for (const field of [
      'orderConnection',
      'myOrderConnection',
      'productConnection',
      'reviewConnection',
      'userConnection',
      'purchaseOrderConnection',
      'myPurchaseOrderConnection',
    ]) {
      // edges (1) + node (1) per row, or nodes (1) + pageInfo (1): the estimator multiplies the whole selection by the page; leaves are free.
      expect([field, cost(`{ ${field}(first: 5) { totalCount edges { cursor node { id } } } }`)]).toEqual([
        field,
        1 + 5 * (1 + 1),
      ]);
      expect([field, cost(`{ ${field}(last: 100) { nodes { id } pageInfo { hasNextPage } } }`)]).toEqual([
        field,
        1 + 100 * (1 + 1),
      ]);
      expect([field, cost(`{ ${field} { edges { node { id } } } }`)]).toEqual([field, 1 + DEFAULT_PAGE * 2]);
      expect([
        field,
        queryCostOf(schema, parse(`query($n: Int) { ${field}(first: $n) { nodes { id } } }`), { n: 40 }),
      ]).toEqual([field, 1 + 40]);
    }
    // What a node selects inside multiplies too: a page of 50 purchase orders with their lines (nodes 1, lines 1).
    expect(cost('{ purchaseOrderConnection(first: 50) { nodes { id lines { sku } } } }')).toBe(
      1 + 50 * (1 + 1),
    );
  });

  it('charges each text search its own share, however few rows it returns, the same for every text', async () => {
    const schema = await getSchema();
    const SUGGEST = 'query($s: String!) { catalogSuggestions(search: $s) { sku } }';
    const one = queryCostOf(schema, parse(SUGGEST), { s: 'wood glue' });
    expect(one).toBe(1 + SEARCH_COST + LIST_SIZES['Query.catalogSuggestions'] * (1 + 0));
    // A kept cost holds for another text, an empty one included.
    expect(queryCostOf(schema, parse(SUGGEST), { s: '' })).toBe(one);
    const aliased = `{ ${Array.from({ length: 15 }, (_, i) => `s${i}: catalogSuggestions(search: "x${i}") { sku }`).join(' ')} }`;
    expect(queryCostOf(schema, parse(aliased), {})).toBe(15 * one);
    expect(queryCostOf(schema, parse('{ products(pageSize: 5, search: "glue") { items { id } } }'), {})).toBe(
      1 + SEARCH_COST + 5 * (1 + 0),
    );
  });

  it('every document the web client sends fits the maximum, at the largest page it may ask for', async () => {
    const schema = await getSchema();
    // The documents codegen wrote for the client (an ESM package): each is a JSON literal on its own line.
    const generated = fs.readFileSync(path.resolve(__dirname, '../../../client/src/gql/graphql.ts'), 'utf8');
    const clientDocuments = Object.fromEntries(
      [...generated.matchAll(/^export const (\w+Document) = (\{.*\}) as unknown as /gm)].map((m) => [
        m[1],
        JSON.parse(m[2]),
      ]),
    );
    const docs = Object.entries(clientDocuments).filter(
      ([name, v]) => name.endsWith('Document') && (v as DocumentNode)?.kind === 'Document',
    );
    expect(docs.length).toBeGreaterThan(20);
    // As Apollo Client sends them: with __typename in every selection set.
    const costs = docs.map(
      ([name, doc]) =>
        [
          name,
          queryCostOf(schema, withTypenames(doc as DocumentNode), variablesOf(schema, doc as DocumentNode)),
        ] as const,
    );
    const over = costs.filter(([, c]) => c > h.deps.config.queryCost.max);
    expect(over).toEqual([]);
  });
});

describe('over GraphQL', () => {
  it("reports extensions.cost on every executed answer and takes it from the caller's budget", async () => {
    const { token } = await h.signedIn('CUSTOMER');
    const first = await h
      .http()
      .post('/graphql')
      .set('content-type', 'application/json')
      .set('authorization', `Bearer ${token}`)
      .send({ query: PRODUCTS(50) });
    expect(first.status).toBe(200);
    expect(first.body.extensions.cost).toMatchObject({
      requestedQueryCost: 101,
      actualQueryCost: 101,
      throttleStatus: { maximumAvailable: 600, restoreRate: 50 },
    });
    expect(first.body.extensions.cost.throttleStatus.currentlyAvailable).toBeLessThanOrEqual(600 - 101 + 5);
  });

  it('refuses a query over the maximum before any SQL runs, with its cost in words and fields', async () => {
    const counted: Db = createPrisma(process.env.TEST_DATABASE_URL!, 2, { logQueries: true });
    const statements: string[] = [];
    (counted as any).$on('query', (e: { query: string }) => statements.push(e.query));
    onFastSql(counted, (sql) => statements.push(sql));
    const strict = await createHarness({ QUERY_COST_MAX: '100' }, { db: counted });
    try {
      const res = await strict
        .http()
        .post('/graphql')
        .set('content-type', 'application/json')
        .send({ query: PRODUCTS(60) });
      expect(res.status).toBe(400);
      expect(res.body.data ?? null).toBeNull();
      expect(res.body.errors[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        reason: 'QUERY_TOO_COSTLY',
        requestedQueryCost: 121,
        maximumQueryCost: 100,
      });
      expect(res.body.errors[0].message).toMatch(
        /would cost 121 points; the cost limit is 100 points per query/,
      );
      expect(statements).toEqual([]);
    } finally {
      await strict.close();
    }
  });

  it('refuses a query whose cost cannot be worked out, charging nothing and running nothing (no query runs for free)', async () => {
    const { token } = await h.signedIn('CUSTOMER');
    const send = (body: object) =>
      h
        .http()
        .post('/graphql')
        .set('content-type', 'application/json')
        .set('authorization', `Bearer ${token}`)
        .send(body);
    // Fragments spread 25 x 25 x 25 times: a short, shallow document past graphql-query-complexity's node limit.
    const spread = (name: string, times: number) =>
      Array.from({ length: times }, () => `...${name}`).join(' ');
    const bomb =
      `query { myOrders(take: 500) { id } ...B1 } fragment B1 on Query { ${spread('B2', 25)} } ` +
      `fragment B2 on Query { ${spread('B3', 25)} } fragment B3 on Query { ${Array.from({ length: 25 }, () => '__typename').join(' ')} }`;
    // null for a variable bound to an argument that must have a value (myOrders' take is Int! = 500).
    const nullTake = {
      query: 'query($n: Int) { myOrders(take: $n) { id } reviews(take: 100) { id } }',
      variables: { n: null },
    };
    for (const body of [{ query: bomb }, nullTake]) {
      const res = await send(body);
      expect(res.status).toBe(400);
      expect(res.body.data ?? null).toBeNull();
      expect(res.body.errors[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        reason: 'QUERY_TOO_COSTLY',
      });
      expect(res.body.errors[0].message).toMatch(
        /^The cost of this query could not be worked out \(.+\), so it was not run\.$/,
      );
    }
    // Variables that do not coerce are still refused by graphql-js in its own words, as before.
    const bad = await send({
      query: 'query($n: Int!) { products(pageSize: $n) { total } }',
      variables: { n: 0.5 },
    });
    expect(bad.body.errors[0].message).toMatch(/Int cannot represent non-integer value: 0.5/);
  });

  it("keeps an absent variable and an explicit null apart when it remembers a document's cost", async () => {
    const schema = await getSchema();
    const doc = parse('query($t: Int) { reviews(take: $t) { id } }');
    const absent = queryCostOf(schema, doc, {});
    const explicitNull = queryCostOf(schema, doc, { t: null });
    expect(queryCostOf(schema, doc, {})).toBe(absent);
    expect(queryCostOf(schema, doc, { t: null })).toBe(explicitNull);
    expect(queryCostOf(schema, parse('query($t: Int) { reviews(take: $t) { id } }'), {})).toBe(absent);
  });

  it('throttles a caller whose budget is used up (429, Retry-After, THROTTLED), and the budget comes back over time', async () => {
    const { token } = await h.signedIn('CUSTOMER');
    const send = () =>
      h
        .http()
        .post('/graphql')
        .set('content-type', 'application/json')
        .set('authorization', `Bearer ${token}`)
        .send({ query: PRODUCTS(100) });
    const answers = await Promise.all(Array.from({ length: 6 }, send));
    const statuses = answers.map((a) => a.status).sort();
    // 600 points, 201 a query: two pass at once, the rest are throttled (never a 5xx).
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(2);
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(3);
    expect(statuses.every((s) => s === 200 || s === 429)).toBe(true);
    const refused = answers.find((a) => a.status === 429)!;
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.body.errors[0].extensions).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      reason: 'THROTTLED',
      requestedQueryCost: 201,
    });
    expect(refused.body.errors[0].message).toMatch(/Query budget used up/);
    // Another caller has a budget of their own.
    const other = await h.signedIn('CUSTOMER');
    expect(
      (
        await h
          .http()
          .post('/graphql')
          .set('content-type', 'application/json')
          .set('authorization', `Bearer ${other.token}`)
          .send({ query: PRODUCTS(100) })
      ).status,
    ).toBe(200);
    // 50 points a second: after ~4.1 s 201 points are back.
    await new Promise((r) => setTimeout(r, 4300));
    expect((await send()).status).toBe(200);
  });
});

const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const WANTED = Boolean(process.env.TEST_REDIS_URL) || process.env.REQUIRE_REDIS === '1';

(WANTED ? describe : describe.skip)('two instances', () => {
  it('share one budget per caller through Redis: the second instance sees what the first spent', async () => {
    const prefix = `gluegun-test-cost-${process.pid}-${Date.now()}:`;
    const log = h.deps.log;
    const [sa, sb] = await Promise.all([
      redisState(REDIS_URL, log, prefix),
      redisState(REDIS_URL, log, prefix),
    ]);
    const env = { QUERY_BUDGET: '500', QUERY_RESTORE_RATE: '1', REDIS_KEY_PREFIX: prefix };
    const a = await createHarness(env, { shared: sa });
    const b = await createHarness(env, { shared: sb });
    try {
      const { token } = await a.signedIn('CUSTOMER');
      const post = (x: Harness) =>
        x
          .http()
          .post('/graphql')
          .set('content-type', 'application/json')
          .set('authorization', `Bearer ${token}`)
          .send({ query: PRODUCTS(100) });
      expect((await post(a)).status).toBe(200);
      expect((await post(b)).status).toBe(200);
      const third = await post(a);
      expect(third.status).toBe(429);
      const fourth = await post(b);
      expect(fourth.status).toBe(429);
      expect(fourth.body.errors[0].extensions.throttleStatus.currentlyAvailable).toBeLessThan(201);
    } finally {
      await a.close();
      await b.close();
      await sa.close();
      await sb.close();
    }
  });
});
