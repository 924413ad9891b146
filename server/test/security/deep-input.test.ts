/**
 * Nesting by size (docs/decisions/047): camt.053 files and JSON bodies nested 10, 1,000, 20,000 and 200,000 deep,
 * through every way in that parses them (the REST import route, GraphQL's import mutation, REST JSON bodies,
 * GraphQL variables, with and without an Idempotency-Key). Whatever the depth: never a 5xx, never a hang; a
 * refusal is a 4xx whose message says what is wrong, and it changes no row.
 */
import { createHarness, type Harness } from '../support/harness';
import { dbSnapshot } from '../support/db-snapshot';

let h: Harness;
let admin: { token: string };
beforeAll(async () => {
  h = await createHarness();
  admin = await h.signedIn('ADMIN');
});
afterAll(async () => {
  await h.close();
});

const SIZES = [10, 1_000, 20_000, 200_000];
const IMPORT = 'mutation($f: BankStatementFileInput!) { importBankStatement(file: $f) { alreadyImported } }';
const CONFIRM =
  'mutation($id: ID!, $a: [BankAllocationInput!]) { confirmBankLine(id: $id, allocations: $a) { id } }';

const camtNested = (depth: number) =>
  `<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt>${'<Ntry>'.repeat(depth)}${'</Ntry>'.repeat(depth)}</Stmt></BkToCstmrStmt></Document>`;
/** [[[...]]] `depth` deep, as the body's text (built as text: no recursion in the test either). */
const jsonNested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const objectNested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** A refusal: a 4xx with a message in words (REST `error`, GraphQL `errors`), never a 5xx, and no row changed. */
async function refusedClearly(send: () => Promise<{ status: number; body: any }>, message: RegExp) {
  // A refusal sent with an Idempotency-Key is kept for its replay, by design (idempotency.test.ts): that row aside.
  const before = await dbSnapshot(h.db, ['IdempotencyKey']);
  const res = await send();
  const said = res.body?.error?.message ?? res.body?.errors?.[0]?.message;
  expect({ status: res.status, said }).toEqual({
    status: expect.any(Number),
    said: expect.stringMatching(message),
  });
  // GraphQL answers a resolver's refusal with 200 and `errors`; anything else refused is a 4xx.
  expect(res.body?.errors && res.status === 200 ? 400 : res.status).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  expect(await dbSnapshot(h.db, ['IdempotencyKey'])).toEqual(before);
}

const DEEP_XML = /nests elements more than 64 deep|larger than/;
const DEEP_JSON = /nested more than 64 deep|larger than/;

describe.each(SIZES)('nested %i deep', (depth) => {
  const rest = (path: string, body: string, key?: string) => {
    const req = h
      .http()
      .post(path)
      .set('authorization', `Bearer ${admin.token}`)
      .set('content-type', 'application/json');
    if (key) req.set('idempotency-key', key);
    return req.send(body);
  };
  const gqlRaw = (body: string, key?: string) => rest('/graphql', body, key);

  it('a camt.053 file over REST and GraphQL', async () => {
    const xml = camtNested(depth);
    const shallow = depth <= 10;
    await refusedClearly(
      () => rest('/admin/bank-statements', JSON.stringify({ fileName: 's.xml', content: xml })),
      shallow ? /^Line 1: the entry is neither a credit/ : DEEP_XML,
    );
    await refusedClearly(
      () => gqlRaw(JSON.stringify({ query: IMPORT, variables: { f: { fileName: 's.xml', content: xml } } })),
      shallow ? /^Line 1: the entry is neither a credit/ : DEEP_XML,
    );
  });

  it('an element named __proto__ at that depth', async () => {
    const xml = camtNested(Math.min(depth, 20)).replace(
      '<Ntry></Ntry>',
      '<__proto__><polluted>1</polluted></__proto__>',
    );
    await refusedClearly(
      () => rest('/admin/bank-statements', JSON.stringify({ fileName: 's.xml', content: xml })),
      /element named "__proto__"/,
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('a JSON body over REST (with and without an Idempotency-Key) and GraphQL variables', async () => {
    const shallow = depth <= 10;
    let n = 0;
    for (const idempotent of [false, true]) {
      const key = () => (idempotent ? `deep-${depth}-${(n += 1)}` : undefined);
      await refusedClearly(
        () => rest('/admin/bank-statements', `{"fileName":"s.json","content":${jsonNested(depth)}}`, key()),
        shallow ? /^content must be a string$/ : DEEP_JSON,
      );
      await refusedClearly(
        () =>
          rest(
            '/admin/bank-statement-lines/00000000-0000-4000-8000-000000000000/confirm',
            `{"allocations":${objectNested(depth)}}`,
            key(),
          ),
        shallow ? /allocations must be a list/ : DEEP_JSON,
      );
      await refusedClearly(
        () =>
          gqlRaw(
            `{"query":${JSON.stringify(CONFIRM)},"variables":{"id":"00000000-0000-4000-8000-000000000000","a":${jsonNested(depth)}}}`,
            key(),
          ),
        shallow ? /./ : DEEP_JSON,
      );
      await refusedClearly(
        () => gqlRaw(`{"query":${JSON.stringify(IMPORT)},"variables":{"f":${objectNested(depth)}}}`, key()),
        shallow ? /./ : DEEP_JSON,
      );
    }
  });
});
