import { GraphQLObjectType } from 'graphql';
import { createHarness, type Harness } from '../support/harness';
import { PUBLIC_OPERATIONS, getSchema, rootFieldAccess } from '../../src/schema';
import { ACCESS, accessOf, rolesFor, type Operation } from '../../src/auth/access';
import { codeOf, rowChangeLog } from '../support/db-snapshot';
import { MATRIX, buildWorld, type Caller, refusedData } from './graphql-matrix';
import { POLICY } from './policy';

/**
 * Every GraphQL root field x every kind of caller (the rows live in graphql-matrix.ts). A new root field fails
 * the coverage test until it gets a row there.
 */
let h: Harness;
/** What a refused call must leave unchanged: no table written (support/db-snapshot.ts). */
let changes: ReturnType<typeof rowChangeLog>;
beforeAll(async () => {
  h = await createHarness();
  changes = rowChangeLog(h.db);
  await changes.install();
});
afterAll(async () => {
  await changes.remove();
  await h.close();
});

async function schemaRootFields(): Promise<string[]> {
  const schema = await getSchema();
  const names: string[] = [];
  for (const type of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    if (type instanceof GraphQLObjectType)
      names.push(...Object.keys(type.getFields()).map((f) => `${type.name}.${f}`));
  }
  return names.sort();
}

describe('authorization matrix coverage', () => {
  it('has a row for every root field in the schema and in the resolver metadata', async () => {
    const fromSchema = await schemaRootFields();
    const fromMetadata = [...rootFieldAccess().keys()].sort();
    expect(fromMetadata).toEqual(fromSchema);
    const missing = fromSchema.filter((f) => !(f in MATRIX));
    expect(missing).toEqual([]);
    expect(Object.keys(MATRIX).filter((f) => !fromSchema.includes(f))).toEqual([]);
  });

  it('every root field is @Authorized or named in PUBLIC_OPERATIONS, and public ones are exactly the unguarded ones', async () => {
    const access = rootFieldAccess();
    const isPublic = (field: string) =>
      (PUBLIC_OPERATIONS as readonly string[]).includes(field.split('.')[1]);
    const unguarded = [...access]
      .filter(([field, roles]) => roles === null && !isPublic(field))
      .map(([f]) => f);
    expect(unguarded).toEqual([]);
    const guardedButPublic = [...access]
      .filter(([field, roles]) => isPublic(field) && roles !== null)
      .map(([f]) => f);
    expect(guardedButPublic).toEqual([]);
    // The resolvers' guards are the declaration's: every root field is an operation with the same roles.
    for (const [field, roles] of access) {
      const op = field.split('.')[1] as Operation;
      expect(op in ACCESS).toBe(true);
      expect([field, roles]).toEqual([field, rolesFor(accessOf(op))]);
    }
    // The table agrees: anonymous callers get through exactly the public operations.
    const anonymousOk = Object.entries(MATRIX)
      .filter(([, r]) => r.expect.anonymous === 'ok')
      .map(([f]) => f)
      .sort();
    expect(anonymousOk).toEqual([...access.keys()].filter(isPublic).sort());
  });
});

describe('authorization matrix', () => {
  /**
   * A second customer asks only where ownership can tell them from the first (the policy's `owner`): elsewhere both
   * are signed-in customers of the same company role, the same guard decides both the same way, and the second cell
   * made the first one's check again (about 120 cells). A row that expects them to differ keeps both.
   */
  const ownerScoped = (field: string) =>
    Boolean(POLICY[field.split('.')[1]]?.owner) ||
    MATRIX[field].expect.otherCustomer !== MATRIX[field].expect.customer;
  const cells: Array<[string, Caller]> = [];
  for (const field of Object.keys(MATRIX)) {
    for (const caller of ['anonymous', 'customer', 'otherCustomer', 'admin'] as Caller[])
      if (caller !== 'otherCustomer' || ownerScoped(field)) cells.push([field, caller]);
  }

  it.each(cells)('%s as %s', async (field, caller) => {
    const w = await buildWorld(h);
    const { query, variables } = await MATRIX[field].op(w, h);
    const token = caller === 'anonymous' ? undefined : h.tokenFor(w[caller]);
    const before = await changes.mark();
    const res = await h.gql(query, variables, token);
    const want = MATRIX[field].expect[caller];
    if (want === 'ok') {
      expect(res.errors).toBeUndefined();
      expect(res.data).toBeTruthy();
      if (field.startsWith('Query.')) expect(await changes.changedSince(before)).toEqual([]);
    } else {
      expect(codeOf(res)).toBe(want);
      expect(refusedData(res)).toBeNull();
      expect(await changes.changedSince(before)).toEqual([]);
    }
  });
});
