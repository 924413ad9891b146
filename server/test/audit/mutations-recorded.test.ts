/**
 * Every mutation in the schema, called by a caller the policy lets through (a shop admin where one may, else the
 * customer: a company admin of their own company), against the authorization matrix's world: each one that is not
 * on the short list below leaves at least one audit record naming the mutation, the caller, the address and the
 * request id; and any mutation that changed a row of the shop's data left a record. The list holds the mutations
 * that change no business data (reads that look like writes, sign-in bookkeeping), each with its reason.
 */
import { GraphQLObjectType } from 'graphql';
import { createHarness, type Harness } from '../support/harness';
import { dbSnapshot } from '../support/db-snapshot';
import { getSchema } from '../../src/schema';
import { MATRIX, buildWorld, type Caller } from '../security/graphql-matrix';

let h: Harness;
// The requests stand for a trusted proxy's (TRUST_PROXY), so the X-Request-Id they send is taken.
beforeAll(async () => {
  h = await createHarness({ TRUST_PROXY: 'loopback' });
});
afterAll(async () => {
  await h.close();
});

/** Mutations that record nothing, and why. */
export const NOT_RECORDED: Record<string, string> = {
  signOut: 'signing out: bumps the session version (sign-in bookkeeping), no business data',
  stopActingAs:
    "called with a person's own token there is no act-as session to end; with an act-as token the end is recorded (test/sales-reps)",
};

const CALLERS: Caller[] = ['admin', 'customer', 'otherCustomer'];
/** Public mutations are called as a visitor (a first sign-in makes the person): recorded as SYSTEM. */
const AS_VISITOR = ['exchangeToken'];

/** Inputs that change something where the matrix's own would write what is already there. */
const VARIABLES: Record<string, (v: Record<string, unknown>) => Record<string, unknown>> = {
  setCompanyTaxExemption: (v) => ({ ...v, i: { certificate: 'EX-2027-1', expiresOn: '2030-12-31' } }),
};

/** What a mutation needs to find first so that its call changes something (the matrix's call alone would not). */
const BEFORE: Record<
  string,
  (h: Harness, caller: { id: string; companyId: string | null }) => Promise<void>
> = {
  // The matrix chooses no location: the caller had one, so the choice is a change.
  chooseShipToLocation: async (h, caller) => {
    const location = await h.db.companyLocation.create({
      data: {
        companyId: caller.companyId!,
        label: 'Dock 2',
        addressLine1: '2 Quay',
        city: 'Leeds',
        postalCode: 'LS1 1AA',
        country: 'GB',
      },
    });
    await h.db.user.update({ where: { id: caller.id }, data: { shipToLocationId: location.id } });
  },
};

async function mutationNames(): Promise<string[]> {
  const type = (await getSchema()).getMutationType();
  return type instanceof GraphQLObjectType ? Object.keys(type.getFields()).sort() : [];
}

it('the list names only mutations that exist', async () => {
  const names = await mutationNames();
  expect(Object.keys(NOT_RECORDED).filter((n) => !names.includes(n))).toEqual([]);
});

describe('every mutation leaves an audit record', () => {
  const fields = Object.keys(MATRIX)
    .filter((f) => f.startsWith('Mutation.'))
    .map((f) => f.slice('Mutation.'.length))
    .sort();

  it('every mutation of the schema is enumerated here', async () => {
    expect(fields).toEqual(await mutationNames());
  });

  it.each(fields)('%s', async (field) => {
    const row = MATRIX[`Mutation.${field}`];
    const caller = AS_VISITOR.includes(field) ? 'anonymous' : CALLERS.find((c) => row.expect[c] === 'ok');
    if (!caller) throw new Error(`${field}: no caller of the matrix may call it`);
    const w = await buildWorld(h);
    const call = await row.op(w, h);
    const query = call.query;
    const variables = VARIABLES[field] ? VARIABLES[field](call.variables ?? {}) : call.variables;
    if (caller !== 'anonymous') await BEFORE[field]?.(h, w[caller]);
    const requestId = `audit-${field}-${Date.now()}`;
    const before = await dbSnapshot(h.db, ['AuditRecord']);
    const req = h.http().post('/graphql').set('x-request-id', requestId);
    if (caller !== 'anonymous') req.set('authorization', `Bearer ${h.tokenFor(w[caller])}`);
    const res = await req.send({ query, variables });
    expect(res.body.errors).toBeUndefined();
    const after = await dbSnapshot(h.db, ['AuditRecord']);
    const changedTables = Object.keys(after).filter((t) => after[t] !== before[t]);
    const records = await h.db.auditRecord.findMany({ where: { requestId } });
    if (field in NOT_RECORDED) {
      expect(records).toEqual([]);
      return;
    }
    expect({ field, changedTables, recorded: records.length > 0 }).toEqual({
      field,
      changedTables,
      recorded: true,
    });
    for (const r of records) {
      expect({ field, operation: r.operation, userId: r.userId, actorType: r.actorType, ip: r.ip }).toEqual({
        field,
        operation: field,
        userId: caller === 'anonymous' ? null : w[caller].id,
        actorType: caller === 'anonymous' ? 'SYSTEM' : 'USER',
        ip: expect.stringMatching(/127\.0\.0\.1$/),
      });
    }
  });
});
