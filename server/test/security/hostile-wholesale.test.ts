import fc from 'fast-check';
import { createHarness, type Harness } from '../support/harness';
import { dbSnapshot } from '../graphql/db-snapshot';
import type { Product, User } from '../../src/generated/prisma/client';
import { splitCsvLine } from '../../src/modules/wholesale/quick-order-csv';

/**
 * The wholesale reads (issue #19) under hostile input: quote lines and quick-order files full of formulas,
 * decimals, negatives, huge numbers, text in number cells, mixed encodings, quotes and 10,000-line files.
 * Whatever comes in: never a server error, a refusal has a clear code, and nothing changes (they are reads).
 */
let h: Harness;
let customer: { user: User; token: string };
let product: Product;
let tried = 0;
let serverErrors = 0;
const RUNS = 60;

beforeAll(async () => {
  h = await createHarness();
  await h.reset();
  customer = await h.signedIn();
  product = await h.factories.createProduct(h.db, { sku: 'HX-25', orderIncrement: 25, priceBreaks: [{ minQuantity: 500, unitPriceCents: 1000 }] });
});
afterAll(async () => {
  console.log(`hostile-wholesale: ${tried} hostile quotes and quick-order files, ${serverErrors} server errors`);
  await h.close();
});

const CLEAN = new Set(['BAD_USER_INPUT', 'GRAPHQL_VALIDATION_FAILED', 'PAYLOAD_TOO_LARGE']);
const cell = fc.oneof(
  fc.constantFrom('HX-25', 'hx-25', "=cmd|' /C calc'!A0", '+100', '-100', '@SUM(A1)', '12.5', '1,000', '1e309', '99999999999999999999', 'NaN',
    'Caf\uFFFD', '"', '"HX-25', '', ' ', '\t', '=HYPERLINK("http://evil")', '\u202Egnp', '𝕲𝖑𝖚𝖊'),
  fc.string({ maxLength: 40 }),
  fc.integer({ min: -1000, max: 2_000_000 }).map(String),
);
const fileArb = fc.oneof(
  fc.tuple(fc.array(fc.tuple(cell, cell, fc.option(cell, { nil: undefined })), { maxLength: 40 }), fc.constantFrom(',', ';', '\t'), fc.constantFrom('\n', '\r\n', '\r'))
    .map(([rows, sep, nl]) => rows.map((r) => r.filter((c) => c !== undefined).join(sep)).join(nl)),
  // 10,000 short lines (40 kB: the line limit answers) and 10,000 long ones (100 kB: the body limit answers 413).
  fc.constantFrom('A,1\n'.repeat(10_000), 'HX-25,100\n'.repeat(10_000), 'sku,quantity', '\uFEFF', 'x'.repeat(5000)),
);

async function send(query: string, variables: Record<string, unknown>) {
  tried++;
  const before = await dbSnapshot(h.db);
  const res = await h.http().post('/graphql').set('content-type', 'application/json').set('authorization', `Bearer ${customer.token}`).send({ query, variables });
  const code = res.body.errors?.[0]?.extensions?.code ?? res.body.error?.code;
  if (res.status >= 500 || code === 'INTERNAL_SERVER_ERROR') serverErrors++;
  expect(res.status).toBeLessThan(500);
  if (res.body.errors || res.status >= 400) expect(CLEAN.has(code)).toBe(true);
  expect(await dbSnapshot(h.db)).toEqual(before);
  return res.body;
}

describe('hostile wholesale input', () => {
  it('quickOrderPreview: every line gets a verdict; refused files get a clear message', async () => {
    await fc.assert(fc.asyncProperty(fileArb, async (text) => {
      const body = await send('query($t: String!) { quickOrderPreview(text: $t) { okCount failedCount failedLinesCsv lines { ok problems { message } } } }', { t: text });
      if (body.data) {
        for (const l of body.data.quickOrderPreview.lines) expect(l.ok || l.problems[0].message.length > 0).toBe(true);
        // No exported cell starts with a formula character.
        const csv: string = body.data.quickOrderPreview.failedLinesCsv;
        for (const row of csv.split('\r\n').filter(Boolean)) {
          for (const c of splitCsvLine(row, ',') ?? [row]) expect(c).not.toMatch(/^[\t\r]|^\s*[=+\-@]/);
        }
      } else {
        expect(body.errors?.[0]?.message ?? body.error?.message).toBeTruthy();
      }
    }), { numRuns: RUNS, seed: Number(process.env.FC_SEED) || undefined });
  });

  it('quote: hostile quantities are per-line problems or GraphQL refusals, never a crash', async () => {
    const qty = fc.oneof(fc.integer(), fc.constantFrom(0, -1, 99, 100, 125, 130, 2 ** 31 - 1, 1_000_001), fc.double(), fc.string({ maxLength: 10 }), fc.constant(null));
    const id = fc.oneof(fc.constant(product.id), fc.uuid(), fc.string({ maxLength: 40 }));
    await fc.assert(fc.asyncProperty(fc.array(fc.record({ productId: id, quantity: qty }), { maxLength: 8 }), async (lines) => {
      await send('query($l: [OrderLineInput!]!) { quote(lines: $l) { totalCents lines { ok lineTotalCents } } }', { l: lines });
    }), { numRuns: RUNS, seed: Number(process.env.FC_SEED) || undefined });
  });
});
