import fc from 'fast-check';
import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  parse,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { createHarness, type Harness } from '../support/harness';
import { getSchema } from '../../src/schema';
import { queryCostOf } from '../../src/lib/query-cost';
import { LIST_SIZES } from '../../src/lib/list-sizes';

/**
 * Work a query asks for that no page argument states (docs/decisions/048): every list argument is charged by its
 * length, every list without a page argument by its declared largest size, and the schema may be asked for once.
 */
let schema: GraphQLSchema;
beforeAll(async () => {
  schema = await getSchema();
});

/** A value of `type` a client could send; lists hold `n` elements. */
function sample(type: GraphQLInputType, n = 1): unknown {
  if (isNonNullType(type)) return sample(type.ofType, n);
  if (isListType(type)) return Array.from({ length: n }, () => sample(type.ofType, 1));
  const named = getNamedType(type);
  if (isEnumType(named)) return named.getValues()[0].value;
  if (isInputObjectType(named))
    return Object.fromEntries(Object.values(named.getFields()).map((f) => [f.name, sample(f.type, 1)]));
  if (/Date/.test(named.name)) return '2026-01-01T00:00:00.000Z';
  return (
    (
      { Int: 1, Float: 1, Boolean: true, ID: '00000000-0000-4000-8000-000000000000', SafeInt: 1 } as Record<
        string,
        unknown
      >
    )[named.name] ?? 'x'
  );
}

interface ListArgument {
  root: 'Query' | 'Mutation';
  field: GraphQLField<unknown, unknown>;
  arg: string;
  path: string[];
}

/** Every list reachable in an operation's arguments: the argument itself, or a field of an input object inside it. */
function listArguments(s: GraphQLSchema): ListArgument[] {
  const found: ListArgument[] = [];
  const walk = (
    type: GraphQLInputType,
    at: Omit<ListArgument, 'path'>,
    path: string[],
    seen: Set<string>,
  ) => {
    if (isListType(getNullableType(type))) {
      found.push({ ...at, path });
      return;
    }
    const named = getNamedType(type);
    if (!isInputObjectType(named) || seen.has(named.name)) return;
    for (const f of Object.values(named.getFields()))
      walk(f.type, at, [...path, f.name], new Set([...seen, named.name]));
  };
  for (const root of ['Query', 'Mutation'] as const) {
    for (const field of Object.values(
      s.getRootType(root === 'Query' ? ('query' as never) : ('mutation' as never))!.getFields(),
    )) {
      for (const arg of field.args) walk(arg.type, { root, field, arg: arg.name }, [], new Set());
    }
  }
  return found;
}

/** The cost of calling the operation with the list at `path` holding `n` elements (variables, as clients send). */
function costWith({ root, field, arg, path }: ListArgument, n: number): number {
  const defs = field.args.map((a, i) => `$a${i}: ${String(a.type)}`).join(', ');
  const call = field.args.map((a, i) => `${a.name}: $a${i}`).join(', ');
  const variables: Record<string, unknown> = {};
  field.args.forEach((a, i) => {
    if (a.name !== arg) {
      variables[`a${i}`] = sample(a.type);
      return;
    }
    if (path.length === 0) {
      variables[`a${i}`] = sample(a.type, n);
      return;
    }
    const value = sample(a.type) as Record<string, unknown>;
    let at = value;
    let type = getNamedType(a.type);
    for (const step of path.slice(0, -1)) {
      if (!isInputObjectType(type)) throw new Error('not an input object');
      at = at[step] as Record<string, unknown>;
      type = getNamedType(type.getFields()[step].type);
    }
    if (!isInputObjectType(type)) throw new Error('not an input object');
    at[path[path.length - 1]] = sample(type.getFields()[path[path.length - 1]].type, n);
    variables[`a${i}`] = value;
  });
  const selection = isLeafType(getNamedType(field.type)) ? '' : '{ __typename }';
  const doc = `${root === 'Query' ? 'query' : 'mutation'} Q${defs ? `(${defs})` : ''} { ${field.name}${call ? `(${call})` : ''} ${selection} }`;
  return queryCostOf(schema, parse(doc), variables);
}

describe('list arguments are charged by their length', () => {
  it('finds the list arguments in the schema (quote lines, bulk adds, checkout items, approval rules...)', () => {
    const names = listArguments(schema).map((l) => [l.field.name, l.arg, ...l.path].join('.'));
    expect(names).toEqual(
      expect.arrayContaining([
        'quote.lines',
        'bulkAddToOrders.input.lines',
        'checkout.itemIds',
        'submitOrder.itemIds',
        'checkoutTaxQuote.itemIds',
        'approvalPreview.itemIds',
        'setApprovalRules.rules',
        'confirmBankLine.allocations',
        'issueCreditNote.input.lines',
        'createProduct.input.priceBreaks',
      ]),
    );
  });

  it('every list argument: more elements cost more points, one point an element at least', () => {
    const lists = listArguments(schema);
    const names = lists.map((l) => [l.field.name, l.arg, ...l.path].join('.'));
    fc.assert(
      fc.property(
        fc.constantFrom(...names),
        fc.nat(200),
        fc.integer({ min: 1, max: 300 }),
        (name, n, more) => {
          const list = lists[names.indexOf(name)];
          return costWith(list, n + more) - costWith(list, n) >= more;
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a 500-line quote costs at least 500 points more than a one-line quote, inline or as a variable', () => {
    const line = '{ productId: "00000000-0000-4000-8000-000000000000", quantity: 100 }';
    const inline = (n: number) =>
      queryCostOf(schema, parse(`{ quote(lines: [${Array(n).fill(line).join(',')}]) { total } }`), {});
    expect(inline(500) - inline(1)).toBeGreaterThanOrEqual(499);
    const doc = parse('query($l: [OrderLineInput!]!) { quote(lines: $l) { total } }');
    const lines = (n: number) => ({
      l: Array.from({ length: n }, () => ({
        productId: '00000000-0000-4000-8000-000000000000',
        quantity: 100,
      })),
    });
    // The same parsed document, asked twice: what is remembered of its cost must not hide the length.
    const one = queryCostOf(schema, doc, lines(1));
    expect(queryCostOf(schema, doc, lines(500)) - one).toBeGreaterThanOrEqual(499);
    expect(queryCostOf(schema, doc, lines(1))).toBe(one);
  });
});

describe('lists without a page argument are charged by their declared largest size', () => {
  /** Every list of objects whose field takes no page argument and is not the row list of a page or connection. */
  function unpagedLists(s: GraphQLSchema): string[] {
    const out: string[] = [];
    for (const type of Object.values(s.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith('__')) continue;
      const container = type.name.endsWith('Connection') || type.name.endsWith('Page');
      for (const f of Object.values(type.getFields())) {
        if (!isListType(getNullableType(f.type)) || isLeafType(getNamedType(f.type))) continue;
        if (container && ['edges', 'nodes', 'items', 'rows'].includes(f.name)) continue;
        if (
          f.args.some(
            (a) =>
              ['first', 'last', 'take', 'limit', 'pageSize'].includes(a.name) && a.defaultValue !== undefined,
          )
        )
          continue;
        out.push(`${type.name}.${f.name}`);
      }
    }
    return out;
  }

  it('every such list (taken from the schema) has a declared size of at least one row', () => {
    const lists = unpagedLists(schema);
    expect(lists).toEqual(
      expect.arrayContaining([
        'Query.myPurchaseOrders',
        'Query.users',
        'PurchaseOrder.items',
        'OrderItem.events',
      ]),
    );
    expect(lists.filter((l) => !(l in LIST_SIZES))).toEqual([]);
    for (const l of lists) expect([l, LIST_SIZES[l] >= 1]).toEqual([l, true]);
  });

  it('myPurchaseOrders is charged for every order it may return, not for one', () => {
    const cost = queryCostOf(schema, parse('{ myPurchaseOrders { id } }'), {});
    // 60 orders must cost more than 0 orders did: the charge covers the declared size (at least 60 rows).
    expect(cost).toBeGreaterThanOrEqual(60);
    expect(queryCostOf(schema, parse('{ myPurchaseOrders { id items { id } } }'), {})).toBeGreaterThan(cost);
  });

  it('a page argument multiplies each row: more rows cost more, even when only leaves are asked for', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 499 }), fc.integer({ min: 1, max: 500 }), (n, more) => {
        const take = Math.min(n + more, 500);
        fc.pre(take > n);
        const cost = (t: number) =>
          queryCostOf(schema, parse(`{ myOrders(take: ${t}) { id } reviews(take: ${t}) { id } }`), {});
        return cost(take) - cost(n) >= 2 * (take - n);
      }),
      { numRuns: 100 },
    );
  });
});

describe('introspection', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness({ QUERY_BUDGET: '100000', QUERY_RESTORE_RATE: '50' });
  });
  afterAll(async () => {
    await h.close();
  });

  it('one __schema is charged for its size; __type for a type', () => {
    expect(queryCostOf(schema, parse('{ __schema { types { name } } }'), {})).toBeGreaterThanOrEqual(500);
    expect(queryCostOf(schema, parse('{ __type(name: "Query") { name } }'), {})).toBeGreaterThanOrEqual(5);
  });

  it('refuses a second __schema in one operation (aliased, or through fragments), before anything runs, charging nothing', async () => {
    const aliased = `{ ${Array.from({ length: 15 }, (_, i) => `s${i}: __schema { types { name fields { name } } }`).join(' ')} }`;
    const fragments =
      '{ ...A ...B } fragment A on Query { a: __schema { queryType { name } } } fragment B on Query { b: __schema { queryType { name } } }';
    for (const query of [
      aliased,
      fragments,
      '{ __schema { queryType { name } } x: __schema { queryType { name } } }',
    ]) {
      const res = await h.http().post('/graphql').set('content-type', 'application/json').send({ query });
      expect(res.status).toBe(400);
      expect(res.body.data ?? null).toBeNull();
      expect(res.body.errors[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        reason: 'QUERY_TOO_COSTLY',
      });
      expect(res.body.errors[0].message).toMatch(/schema \(__schema\) at most 1 time per query/);
      expect(res.text.length).toBeLessThan(2000);
    }
    // Sandbox and codegen ask once: that still works, and says what it cost.
    const once = await h
      .http()
      .post('/graphql')
      .set('content-type', 'application/json')
      .send({ query: '{ __schema { queryType { name } } }' });
    expect(once.status).toBe(200);
    expect(once.body.data.__schema.queryType.name).toBe('Query');
    expect(once.body.extensions.cost.requestedQueryCost).toBeGreaterThanOrEqual(500);
  });

  it('many aliased __type cost in proportion', () => {
    const many = (n: number) =>
      queryCostOf(
        schema,
        parse(
          `{ ${Array.from({ length: n }, (_, i) => `t${i}: __type(name: "Query") { name }`).join(' ')} }`,
        ),
        {},
      );
    expect(many(40) - many(20)).toBeGreaterThanOrEqual(20 * 5);
  });
});
