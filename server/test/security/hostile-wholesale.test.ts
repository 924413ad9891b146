import fc from 'fast-check';
import { createHarness, type Harness } from '../support/harness';
import { dbSnapshot } from '../graphql/db-snapshot';
import type { Product, User } from '../../src/generated/prisma/client';
import { splitCsvLine } from '../../src/modules/wholesale/quick-order-csv';

/**
 * The wholesale reads under hostile input: quote lines and quick-order files full of formulas,
 * decimals, negatives, huge numbers, text in number cells, mixed encodings, quotes and 10,000-line files.
 * Whatever comes in: never a server error, a refusal has a clear code, and nothing changes (they are reads).
 */
let h: Harness;
let customer: { user: User; token: string };
let product: Product;
let tried = 0;
let serverErrors = 0;
let accepted = 0;
/** Set while valid inputs run: a refusal then fails the property. */
let mustAccept = false;
const RUNS = 60;

beforeAll(async () => {
  h = await createHarness();
  await h.reset();
  customer = await h.signedIn();
  product = await h.factories.createProduct(h.db, {
    sku: 'HX-25',
    orderIncrement: 25,
    priceBreaks: [{ minQuantity: 500, unitPriceCents: 1000 }],
  });
});
afterAll(async () => {
  console.log(
    `hostile-wholesale: ${tried} quotes and quick-order files, ${accepted} accepted, ${serverErrors} server errors`,
  );
  await h.close();
});

const CLEAN = new Set(['BAD_USER_INPUT', 'GRAPHQL_VALIDATION_FAILED', 'PAYLOAD_TOO_LARGE']);
const cell = fc.oneof(
  fc.constantFrom(
    'HX-25',
    'hx-25',
    "=cmd|' /C calc'!A0",
    '+100',
    '-100',
    '@SUM(A1)',
    '12.5',
    '1,000',
    '1e309',
    '99999999999999999999',
    'NaN',
    'Caf\uFFFD',
    '"',
    '"HX-25',
    '',
    ' ',
    '\t',
    '=HYPERLINK("http://evil")',
    '\u202Egnp',
    '𝕲𝖑𝖚𝖊',
  ),
  fc.string({ maxLength: 40 }),
  fc.integer({ min: -1000, max: 2_000_000 }).map(String),
);
const fileArb = fc.oneof(
  fc
    .tuple(
      fc.array(fc.tuple(cell, cell, fc.option(cell, { nil: undefined })), { maxLength: 40 }),
      fc.constantFrom(',', ';', '\t'),
      fc.constantFrom('\n', '\r\n', '\r'),
    )
    .map(([rows, sep, nl]) => rows.map((r) => r.filter((c) => c !== undefined).join(sep)).join(nl)),
  // 10,000 short lines (40 kB: the line limit answers) and 10,000 long ones (100 kB: the body limit answers 413).
  fc.constantFrom(
    'A,1\n'.repeat(10_000),
    'HX-25,100\n'.repeat(10_000),
    'sku,quantity',
    '\uFEFF',
    'x'.repeat(5000),
  ),
);

async function send(query: string, variables: Record<string, unknown>) {
  tried++;
  const before = await dbSnapshot(h.db);
  const res = await h
    .http()
    .post('/graphql')
    .set('content-type', 'application/json')
    .set('authorization', `Bearer ${customer.token}`)
    .send({ query, variables });
  const code = res.body.errors?.[0]?.extensions?.code ?? res.body.error?.code;
  if (res.status >= 500 || code === 'INTERNAL_SERVER_ERROR') serverErrors++;
  expect(res.status).toBeLessThan(500);
  if (mustAccept && (res.body.errors || res.status >= 400))
    throw new Error(`a valid input was refused: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
  if (res.body.errors || res.status >= 400) expect(CLEAN.has(code)).toBe(true);
  else accepted++;
  expect(await dbSnapshot(h.db)).toEqual(before);
  return res.body;
}

describe('hostile wholesale input', () => {
  it('quickOrderPreview: every line gets a verdict; refused files get a clear message', async () => {
    await fc.assert(
      fc.asyncProperty(fileArb, async (text) => {
        const body = await send(
          'query($t: String!) { quickOrderPreview(text: $t) { okCount failedCount failedLinesCsv lines { ok problems { message } } } }',
          { t: text },
        );
        if (body.data) {
          for (const l of body.data.quickOrderPreview.lines)
            expect(l.ok || l.problems[0].message.length > 0).toBe(true);
          // No exported cell starts with a formula character.
          const csv: string = body.data.quickOrderPreview.failedLinesCsv;
          for (const row of csv.split('\r\n').filter(Boolean)) {
            for (const c of splitCsvLine(row, ',') ?? [row]) expect(c).not.toMatch(/^[\t\r]|^\s*[=+\-@]/);
          }
        } else {
          expect(body.errors?.[0]?.message ?? body.error?.message).toBeTruthy();
        }
      }),
      { numRuns: RUNS, seed: Number(process.env.FC_SEED) || undefined },
    );
  });

  it('quote: hostile quantities are per-line problems or GraphQL refusals, never a crash', async () => {
    const qty = fc.oneof(
      fc.integer(),
      fc.constantFrom(0, -1, 99, 100, 125, 130, 2 ** 31 - 1, 1_000_001),
      fc.double(),
      fc.string({ maxLength: 10 }),
      fc.constant(null),
    );
    const id = fc.oneof(fc.constant(product.id), fc.uuid(), fc.string({ maxLength: 40 }));
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ productId: id, quantity: qty }), { maxLength: 8 }),
        async (lines) => {
          await send(
            'query($l: [OrderLineInput!]!) { quote(lines: $l) { totalCents lines { ok lineTotalCents } } }',
            { l: lines },
          );
        },
      ),
      { numRuns: RUNS, seed: Number(process.env.FC_SEED) || undefined },
    );
  });
});

/**
 * Valid input generated apart from the hostile: the accept side of each read (every line a
 * verdict, nothing exported when all lines are good, totals that add up) runs on every one of these.
 */
describe('valid wholesale input is accepted', () => {
  // HX-25 packs in 25s from 100: any multiple of 25 from 100 to its stock of 5,000 is a good line.
  const goodQuantity = fc.integer({ min: 4, max: 200 }).map((n) => n * 25);
  const VALID_RUNS = 20;
  async function acceptedAll(property: fc.IAsyncProperty<any>) {
    const before = accepted;
    mustAccept = true;
    try {
      await fc.assert(property, { numRuns: VALID_RUNS, seed: Number(process.env.FC_SEED) || undefined });
    } finally {
      mustAccept = false;
    }
    expect(accepted - before).toBe(VALID_RUNS);
  }

  it('quickOrderPreview: a file of good lines (any separator, line ending, header, SKU case) previews every line as ok', async () => {
    const file = fc.record({
      quantities: fc.array(goodQuantity, { minLength: 1, maxLength: 1 }),
      sep: fc.constantFrom(',', ';', '\t'),
      nl: fc.constantFrom('\n', '\r\n'),
      header: fc.boolean(),
      sku: fc.constantFrom('HX-25', 'hx-25', ' HX-25 '),
    });
    await acceptedAll(
      fc.asyncProperty(file, async ({ quantities, sep, nl, header, sku }) => {
        const text = [
          ...(header ? [`sku${sep}quantity`] : []),
          ...quantities.map((q) => `${sku}${sep}${q}`),
        ].join(nl);
        const body = await send(
          'query($t: String!) { quickOrderPreview(text: $t) { okCount failedCount failedLinesCsv lines { ok } } }',
          { t: text },
        );
        expect(body.data.quickOrderPreview).toMatchObject({ okCount: quantities.length, failedCount: 0 });
        expect(body.data.quickOrderPreview.lines.every((l: { ok: boolean }) => l.ok)).toBe(true);
      }),
    );
  });

  it('quote: good lines are all ok and the total is the sum of the lines, at the break price from 500', async () => {
    await acceptedAll(
      fc.asyncProperty(fc.array(goodQuantity, { minLength: 1, maxLength: 5 }), async (quantities) => {
        const body = await send(
          'query($l: [OrderLineInput!]!) { quote(lines: $l) { totalCents lines { ok lineTotalCents } } }',
          { l: quantities.map((quantity) => ({ productId: product.id, quantity })) },
        );
        const q = body.data.quote;
        expect(q.lines.every((l: { ok: boolean }) => l.ok)).toBe(true);
        expect(q.lines.map((l: { lineTotalCents: number }) => l.lineTotalCents)).toEqual(
          quantities.map((n) => n * (n >= 500 ? 1000 : product.priceCents)),
        );
        expect(q.totalCents).toBe(
          q.lines.reduce((t: number, l: { lineTotalCents: number }) => t + l.lineTotalCents, 0),
        );
      }),
    );
  });
});
