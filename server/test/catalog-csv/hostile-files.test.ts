/**
 * Hostile catalog files sent as their own bytes (text/csv, read as a stream): a 1,000,000-row file and a body over the
 * limit are refused in words (never a 500) as soon as the limit is passed, and change nothing; a Latin-1 file is
 * refused, UTF-16 with its byte-order mark is read; formula cells are kept as text and defused in the error file.
 */
import http from 'node:http';
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { createHarness, type Harness } from '../support/harness';
import { CATALOG_COLUMNS } from '../../src/modules/catalog-csv/columns';
import { readCsvStream } from '../../src/modules/catalog-csv/read-stream';

let h: Harness;
let admin: { token: string };
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  await h.reset();
  admin = await h.signedIn('ADMIN');
});

const GOOD: Record<string, string> = {
  sku: 'NEW-1',
  name: 'Glue stick',
  description: 'Hot melt',
  image_url: 'https://img.example/s.png',
  price_cents: '120',
  stock: '10',
  min_order: '100',
  order_increment: '1',
  max_order: '',
  price_breaks: '',
  family: '',
  option_values: '',
  pack_sizes: '',
  weight_grams: '',
  length_mm: '',
  width_mm: '',
  height_mm: '',
};
const csvOf = (rows: Array<Record<string, string>>) =>
  stringify(rows, { header: true, columns: [...CATALOG_COLUMNS] });

/**
 * Posts `body` chunk by chunk as text/csv (with a declared length if given); answers the status and JSON as soon as
 * the server answers (the rest unsent).
 */
function post(
  path: string,
  body: Iterable<Buffer | string>,
  length?: number,
): Promise<{ status: number; body: Record<string, any> }> {
  return new Promise((resolve, reject) => {
    const headers = {
      'content-type': 'text/csv',
      authorization: `Bearer ${admin.token}`,
      ...(length ? { 'content-length': String(length) } : {}),
    };
    const req = http.request(`${h.url}${path}`, { method: 'POST', headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => {
        source.unpipe(req);
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(parts).toString() || '{}') });
      });
    });
    const source = Readable.from(body, { objectMode: false });
    req.on('error', (e: NodeJS.ErrnoException) => {
      if (e.code !== 'ECONNRESET' && e.code !== 'EPIPE') reject(e);
    });
    source.pipe(req);
  });
}

/** A file of `count` rows made as it is sent, about a megabyte a chunk; `made.rows` counts the rows made so far. */
function* rowsOf(count: number, description = 'Hot melt', made = { rows: 0 }) {
  yield `${CATALOG_COLUMNS.join(',')}\n`;
  const perChunk = Math.max(1, Math.floor(1_000_000 / (description.length + 60)));
  for (let i = 0; i < count; i += perChunk) {
    made.rows = Math.min(count, i + perChunk);
    yield Array.from(
      { length: Math.min(perChunk, count - i) },
      (_, j) => `R-${i + j},Stick,${description},https://img.example/s.png,120,1,100,1,,,,,,,,,\n`,
    ).join('');
  }
}

async function unchanged() {
  expect(await h.db.product.count()).toBe(0);
  expect(await h.db.catalogImportJob.count()).toBe(0);
}

it("a 1,000,000-row file is refused in words once it passes the job's 200,000 rows, and nothing changes", async () => {
  const made = { rows: 0 };
  const res = await post(
    '/admin/catalog-import-jobs?apply=true&fileName=huge.csv',
    rowsOf(1_000_000, 'Hot melt', made),
  );
  expect(res.status).toBe(400);
  expect(res.body.error).toMatchObject({
    code: 'BAD_USER_INPUT',
    message: 'The file has more than 200,000 products: split it into smaller files',
  });
  // Answered once the limit is passed: the rest of the file was never sent.
  expect(made.rows).toBeLessThan(1_000_000);
  await unchanged();
});

it("a body over the file limit is answered 413 in words, declared or counted, as is a JSON body over the route's limit", async () => {
  const declared = await post(
    '/admin/catalog-import-jobs?apply=true',
    rowsOf(6_400, 'x'.repeat(10_000)),
    64_500_000,
  );
  expect(declared).toMatchObject({
    status: 413,
    body: {
      error: {
        code: 'PAYLOAD_TOO_LARGE',
        message: 'The file is larger than 60 MB: split it into smaller files',
      },
    },
  });
  const counted = await post('/admin/catalog-import?apply=true', rowsOf(600, 'x'.repeat(10_000)));
  expect(counted).toMatchObject({
    status: 413,
    body: {
      error: {
        code: 'PAYLOAD_TOO_LARGE',
        message: 'The file is larger than 5 MB: split it into smaller files',
      },
    },
  });
  const json = await h
    .http()
    .post('/admin/catalog-import')
    .set('authorization', `Bearer ${admin.token}`)
    .send({ content: 'x'.repeat(7_000_000) });
  expect(json.status).toBe(413);
  expect(json.body.error.message).toBe('Request body is larger than 6mb');
  await unchanged();
});

it('a Latin-1 file is refused as not UTF-8; UTF-16 with its byte-order mark (either order) is read', async () => {
  const latin1 = Buffer.from(csvOf([{ ...GOOD, name: 'Bâton de colle' }]), 'latin1');
  const refused = await post('/admin/catalog-import?apply=true', [latin1]);
  expect(refused).toMatchObject({
    status: 400,
    body: { error: { message: 'The file is not UTF-8 text: save it as "CSV UTF-8" and upload it again' } },
  });
  const utf16NoMark = await post('/admin/catalog-import?apply=true', [Buffer.from(csvOf([GOOD]), 'utf16le')]);
  expect(utf16NoMark.status).toBe(400);
  await unchanged();
  const text = csvOf([
    { ...GOOD, name: 'Bâton de colle 日本' },
    { ...GOOD, sku: 'NEW-2', name: 'Ράβδος' },
  ]);
  const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
  const be = Buffer.from(le);
  be.swap16();
  expect(await post('/admin/catalog-import?apply=false', [le.subarray(0, 7), le.subarray(7)])).toMatchObject({
    status: 200,
    body: { created: 2, refused: 0 },
  });
  expect(await post('/admin/catalog-import?apply=true', [be])).toMatchObject({
    status: 200,
    body: { applied: true, created: 2 },
  });
  expect((await h.db.product.findUniqueOrThrow({ where: { sku: 'NEW-1' } })).name).toBe(
    'Bâton de colle 日本',
  );
});

it("formula cells are kept as text, and a refused row's formulas are defused in the error file", async () => {
  const file = `\uFEFF${csvOf([
    { ...GOOD, name: '=HYPERLINK("http://evil.example","x")' },
    { ...GOOD, sku: 'NEW-2', name: '+SUM(A1)', price_cents: '@cmd' },
  ])}`;
  const res = await post('/admin/catalog-import-jobs?apply=true&fileName=formulas.csv', [file]);
  expect(res.status).toBe(202);
  let job: Record<string, any> = res.body.job;
  while (!['DONE', 'REFUSED', 'FAILED'].includes(job.status)) {
    await new Promise((r) => setTimeout(r, 100));
    job = await h.db.catalogImportJob.findUniqueOrThrow({ where: { id: job.id } });
  }
  expect(job).toMatchObject({ status: 'REFUSED', refused: 1, fileName: 'formulas.csv' });
  expect(job.errorFile).toContain("'+SUM(A1)");
  expect(job.errorFile).toContain("'@cmd");
  expect(await h.db.product.count()).toBe(0);
  const fixed = await post('/admin/catalog-import?apply=true', [csvOf([{ ...GOOD, name: '=1+1' }])]);
  expect(fixed).toMatchObject({ status: 200, body: { applied: true, created: 1 } });
  expect((await h.db.product.findUniqueOrThrow({ where: { sku: 'NEW-1' } })).name).toBe('=1+1');
});

it('an upload cut short ends its reading in words at once, never a wait for an end that will not come', async () => {
  const body = new Readable({
    read() {
      /* the rest never comes */
    },
  });
  body.push(`${CATALOG_COLUMNS.join(',')}\nR-1,Stick`);
  const reading = readCsvStream(body, { bytes: 1_000_000, rows: 10 });
  setImmediate(() => body.destroy(new Error('socket hang up')));
  await expect(reading).rejects.toThrow('The CSV file could not be read: The upload was cut short');
});
