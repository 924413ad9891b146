/**
 * A query run before executes compiled (graphql-jit, docs/decisions/044); its answer is the same, byte for
 * byte and status for status, as graphql-js's first run: data, errors of services and of the access rules, null
 * bubbling, refused variables, mutations and introspection (these two always on graphql-js). No timings.
 */
import { createHarness, type Harness } from '../support/harness';
import { productData } from '../../src/db/factories';
import { ApolloServer } from '@apollo/server';
import {
  GraphQLError,
  buildSchema,
  parse,
  type GraphQLScalarType,
  type OperationDefinitionNode,
} from 'graphql';
import type { Logger } from 'pino';
import { compiledGateway, executeOperation, executionCounts } from '../../src/lib/compiled-execution';
import { formatError } from '../../src/graphql';
import { AppError } from '../../src/errors';

let h: Harness;
// The requests stand for a trusted proxy's (TRUST_PROXY), so the X-Request-Id they send is taken.
beforeAll(async () => {
  h = await createHarness({ TRUST_PROXY: 'loopback' });
});
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  await h.reset();
});

/** Raw status and body text of a GraphQL POST. */
async function raw(query: string, variables: Record<string, unknown> | undefined, token?: string) {
  // One request id for every run: error answers carry it, and the runs' bytes are compared.
  const req = h
    .http()
    .post('/graphql')
    .set('content-type', 'application/json')
    .set('x-request-id', 'same-for-every-run');
  if (token) req.set('authorization', `Bearer ${token}`);
  const res = await req.send({ query, variables });
  return { status: res.status, text: res.text };
}

/** The first run (graphql-js), then two more: the second compiles, the third runs the compiled function. */
async function threeRuns(query: string, variables?: Record<string, unknown>, token?: string) {
  const before = { ...executionCounts };
  const runs = [
    await raw(query, variables, token),
    await raw(query, variables, token),
    await raw(query, variables, token),
  ];
  return {
    runs,
    compiled: executionCounts.compiled - before.compiled,
    graphqlJs: executionCounts.graphqlJs - before.graphqlJs,
  };
}

describe('queries seen before execute compiled, with the same answers', () => {
  it("an admin's orders with product and user: the same bytes on every run, the later ones compiled", async () => {
    const { user, token } = await h.signedIn('CUSTOMER');
    const product = await h.db.product.create({ data: productData({ name: 'Gun A', quantity: 5000 }) });
    await h.db.orderItem.create({
      data: {
        productId: product.id,
        userId: user.id,
        productName: 'Gun A',
        imageUrl: '/a.svg',
        unitPriceCents: 250,
        userName: 'B',
        userEmail: user.email,
        userPhone: '+1 555 0100',
        quantity: 120,
      },
    });
    const admin = await h.signedIn('ADMIN');
    const query =
      'query { orders(take: 50) { id productName quantity totalCents status createdAt product { id name quantity } user { id email } } }';
    const { runs, compiled } = await threeRuns(query, undefined, admin.token);
    expect(runs[0].status).toBe(200);
    expect(JSON.parse(runs[0].text).data.orders).toHaveLength(1);
    expect(runs[1]).toEqual(runs[0]);
    expect(runs[2]).toEqual(runs[0]);
    expect(compiled).toBe(2);
    // The customer is refused by the access rule, the same words each time, compiled too.
    const refused = await threeRuns(query, undefined, token);
    expect(JSON.parse(refused.runs[0].text).errors[0].extensions.code).toBe('FORBIDDEN');
    expect(refused.runs[2]).toEqual(refused.runs[0]);
    expect(refused.runs[1]).toEqual(refused.runs[0]);
  });

  it("a service's refusal, a missing product and bubbling nulls answer alike", async () => {
    const { token } = await h.signedIn('CUSTOMER');
    for (const [query, variables] of [
      ['query Q($t: Int) { myOrders(take: $t) { id } }', { t: 0 }],
      ['query Q($id: ID!) { product(id: $id) { id name } }', { id: '00000000-0000-4000-8000-000000000000' }],
      ['query Q($id: ID!) { product(id: $id) { id name } products(page: 1) { total } }', { id: 'not-an-id' }],
    ] as const) {
      const { runs, compiled } = await threeRuns(query, variables, token);
      expect(JSON.parse(runs[0].text).errors.length).toBeGreaterThan(0);
      expect(runs[1]).toEqual(runs[0]);
      expect(runs[2]).toEqual(runs[0]);
      expect(compiled).toBe(2);
    }
  });

  it('variables graphql-js refuses are refused in its words (400) on every run, and nothing runs', async () => {
    const { token } = await h.signedIn('CUSTOMER');
    const query = 'query Q($t: Int, $p: Int!) { myOrders(take: $t) { id } products(page: $p) { total } }';
    const { runs, compiled } = await threeRuns(query, { t: 0.5, p: null }, token);
    expect(runs[0].status).toBe(400);
    const errors = JSON.parse(runs[0].text).errors;
    expect(errors.map((e: { message: string }) => e.message)).toEqual([
      'Variable "$t" got invalid value 0.5; Int cannot represent non-integer value: 0.5',
      'Variable "$p" of non-null type "Int!" must not be null.',
    ]);
    expect(runs[1]).toEqual(runs[0]);
    expect(runs[2]).toEqual(runs[0]);
    expect(compiled).toBe(0);
  });

  it('mutations and introspection stay on graphql-js', async () => {
    const { token } = await h.signedIn('CUSTOMER');
    const mutation = await threeRuns('mutation { signOut }', undefined, token);
    expect(mutation.graphqlJs).toBe(3);
    const schema = await threeRuns('query { __schema { queryType { name } } }');
    expect(schema.graphqlJs).toBe(3);
    expect(schema.runs[2]).toEqual(schema.runs[0]);
  });
});

describe("where graphql-jit would answer otherwise, the answer stays graphql-js's (review findings, 2026-11-25)", () => {
  it('variables with defaults and variables named like Object.prototype members answer as on the first run', async () => {
    const { token } = await h.signedIn('CUSTOMER');
    await h.db.product.create({ data: productData({ name: 'Glue gun Z' }) });
    for (const [query, variables] of [
      ['query Q($p: Int! = 1) { products(page: $p, pageSize: 1) { total } }', {}],
      ['query Q($toString: Int) { myOrders(take: $toString) { id } }', {}],
      ['query Q($constructor: String) { products(search: $constructor, pageSize: 1) { total } }', {}],
      ['query { constructor: me { toString: id } __proto__: products(page: 1) { total } }', undefined],
    ] as const) {
      const { runs } = await threeRuns(query, variables, token);
      expect(runs[0].status).toBe(200);
      expect(JSON.parse(runs[0].text).errors).toBeUndefined();
      expect(runs[1]).toEqual(runs[0]);
      expect(runs[2]).toEqual(runs[0]);
    }
  });
});

describe("errors of the compiled path are graphql-js's: worded, located and logged alike", () => {
  // A small schema of its own: the shop's has no resolver that throws a plain Error or returns a bad value on purpose.
  const schema = buildSchema(
    'enum E { A B } scalar Odd type Deep { x: String! y: String } ' +
      'type Query { boom: String nn: String! list: [String!] deep: Deep big: Int e: E odd: Odd refused: String ok: String }',
  );
  // A scalar whose serialize throws a plain Error (DateTimeISO does for an invalid date): unexpected, not shown.
  (schema.getType('Odd') as GraphQLScalarType).serialize = () => {
    throw new RangeError('Invalid time value');
  };
  const root: Record<string, unknown> = {
    boom: () => {
      throw new Error('database is down');
    },
    nn: () => null,
    list: () => ['a', null],
    deep: () => ({ x: null, y: 'y' }),
    big: () => 2 ** 40,
    e: () => 'C',
    odd: () => 1,
    refused: () => {
      throw new AppError('NOT_FOUND', 'Product not found');
    },
    ok: () => 'fine',
  };
  for (const field of Object.keys(root))
    schema.getQueryType()!.getFields()[field].resolve = root[field] as never;

  it('every run answers the same errors, and each unexpected one is logged every time', async () => {
    const logged: unknown[] = [];
    const log = { error: (o: unknown) => logged.push(o) } as unknown as Logger;
    const server = new ApolloServer({ gateway: compiledGateway(schema), formatError: formatError(log) });
    await server.start();
    try {
      for (const [query, unexpected] of [
        ['{ boom ok }', true],
        ['{ nn }', true],
        ['{ list }', true],
        ['{ deep { x y } ok }', true],
        ['{ odd ok }', true],
        ['{ big }', false],
        ['{ e ok }', false],
        ['{ refused ok }', false],
      ] as const) {
        const before = { ...executionCounts };
        const answers = [];
        for (let i = 0; i < 3; i++) {
          logged.length = 0;
          const res = await server.executeOperation({ query });
          answers.push({ body: JSON.stringify(res.body), status: res.http.status, logged: logged.length });
        }
        expect(answers[1]).toEqual(answers[0]);
        expect(answers[2]).toEqual(answers[0]);
        expect(executionCounts.compiled - before.compiled).toBe(2);
        const first = JSON.parse(answers[0].body).singleResult;
        expect(first.errors[0].path).toBeDefined();
        // Unexpected errors are logged and answered in general words; the others keep their words and locations.
        expect(answers[0].logged).toBe(unexpected ? 1 : 0);
        expect(first.errors[0].message === 'Internal server error').toBe(unexpected);
        if (!unexpected) expect(first.errors[0].locations).toBeDefined();
      }
      // An unknown operation name: graphql-js's refusal, 400, on every run (Apollo hands the gateway no operation).
      for (let i = 0; i < 3; i++) {
        logged.length = 0;
        const res = await server.executeOperation({ query: 'query X { ok }', operationName: 'Y' });
        expect(res.http.status).toBe(400);
        expect(JSON.stringify(res.body)).toContain('Unknown operation named \\"Y\\".');
        expect(logged).toHaveLength(0);
      }
      // Apollo's plugins may reword an error (graphql-armor's blockFieldSuggestion does, in production): graphql-jit's
      // errors had a read-only message, and that plugin then failed every compiled error with a TypeError (found by
      // the full run's two-instances suite, which runs in production mode).
      const document = parse('{ refused }');
      const operation = document.definitions[0] as OperationDefinitionNode;
      const run = () =>
        executeOperation({
          schema,
          document,
          operation,
          operationName: undefined,
          contextValue: {},
          variables: {},
          text: '{ refused }',
        });
      await run();
      const compiled = await run();
      const error = compiled.errors![0];
      expect(error).toBeInstanceOf(GraphQLError);
      expect(() => {
        (error as { message: string }).message = 'reworded';
      }).not.toThrow();
      expect(error.message).toBe('reworded');
    } finally {
      await server.stop();
    }
  });
});
