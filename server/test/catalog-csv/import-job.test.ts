/**
 * Catalog imports as background jobs (docs/decisions/085): a file of a few thousand rows is accepted at once and
 * written in batches with its progress on the job (read over GraphQL); a refused file writes nothing and leaves an
 * error file; a job cut short by a restart reads as failed in words; two jobs at once both end, neither corrupting
 * the other.
 */
import { stringify } from 'csv-stringify/sync';
import { createHarness, type Harness } from '../support/harness';
import { CATALOG_COLUMNS } from '../../src/modules/catalog-csv/columns';
import { STALE_MS } from '../../src/modules/catalog-csv/import-job';
import { startImportSweep } from '../../src/modules/catalog-csv/import-sweep';

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

const row = (sku: string, price = '120') => ({
  sku,
  name: `Glue stick ${sku}`,
  description: 'Hot melt',
  image_url: 'https://img.example/s.png',
  price_cents: price,
  stock: '1000',
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
});
const fileOf = (rows: Array<Record<string, string>>) =>
  stringify(rows, { header: true, columns: [...CATALOG_COLUMNS] });
const start = (content: string, apply = true) =>
  h
    .http()
    .post('/admin/catalog-import-jobs')
    .set('authorization', `Bearer ${admin.token}`)
    .send({ content, apply, fileName: 'big.csv' });

const JOB = `query J($id: ID!) { catalogImportJob(id: $id) { id status rowsTotal rowsChecked rowsWritten created updated unchanged refused errorFile message } }`;
async function jobOf(id: string) {
  const res = await h.gql(JOB, { id }, admin.token);
  expect(res.errors).toBeUndefined();
  return res.data!.catalogImportJob as Record<string, any>;
}
async function finished(id: string) {
  const seen: number[] = [];
  for (;;) {
    const job = await jobOf(id);
    seen.push(job.rowsChecked + job.rowsWritten);
    if (['DONE', 'REFUSED', 'FAILED'].includes(job.status)) return { job, seen };
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('catalog import jobs', () => {
  it('accepts 3,000 rows at once, checks and writes them in the background, progress on the job', async () => {
    const rows = Array.from({ length: 3000 }, (_, i) => row(`JOB-${String(i).padStart(5, '0')}`));
    const res = await start(fileOf(rows));
    expect(res.status).toBe(202);
    expect(res.body.job).toMatchObject({ status: 'QUEUED', rowsTotal: 3000, fileName: 'big.csv' });
    const { job, seen } = await finished(res.body.job.id);
    expect(job).toMatchObject({
      status: 'DONE',
      rowsChecked: 3000,
      rowsWritten: 3000,
      created: 3000,
      refused: 0,
      errorFile: null,
      message: null,
    });
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(await h.db.product.count({ where: { sku: { startsWith: 'JOB-' } } })).toBe(3000);
  });

  it('a file with refused rows writes nothing and leaves an error file naming them', async () => {
    const rows = Array.from({ length: 1500 }, (_, i) => row(`BAD-${i}`, i === 700 ? 'twelve' : '120'));
    const { job } = await finished((await start(fileOf(rows))).body.job.id);
    expect(job).toMatchObject({
      status: 'REFUSED',
      refused: 1,
      rowsWritten: 0,
      message: '1 row was refused: nothing was written',
    });
    expect(job.errorFile).toContain('BAD-700');
    expect(job.errorFile).toContain('Row 702, column price_cents: Price must be a number');
    expect(await h.db.product.count()).toBe(0);
  });

  it('a file refused whole is answered at once (400), no job made', async () => {
    const res = await start('not,a,catalog\n1,2,3\n');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/column "not"/);
    expect(await h.db.catalogImportJob.count()).toBe(0);
  });

  it('a job cut short by a restart reads as failed, in words, never as still running', async () => {
    const stuck = await h.db.catalogImportJob.create({
      data: {
        apply: true,
        status: 'WRITING',
        rowsTotal: 10,
        rowsChecked: 10,
        heartbeatAt: new Date(Date.now() - STALE_MS - 1000),
      },
    });
    const job = await jobOf(stuck.id);
    expect(job).toMatchObject({
      status: 'FAILED',
      message: 'The server stopped while this import ran. Nothing of it was written: upload the file again.',
    });
    const alive = await h.db.catalogImportJob.create({
      data: { apply: true, status: 'CHECKING', rowsTotal: 10 },
    });
    expect((await jobOf(alive.id)).status).toBe('CHECKING');
  });

  it('on start-up each instance sweeps: a job killed midway is failed once, by one of them, a live one left running', async () => {
    const stale = new Date(Date.now() - STALE_MS - 1000);
    const killed = await Promise.all(
      ['QUEUED', 'CHECKING', 'WRITING'].map((status) =>
        h.db.catalogImportJob.create({
          data: {
            apply: true,
            status: status as 'WRITING',
            rowsTotal: 5000,
            rowsChecked: 3000,
            rowsWritten: 2000,
            heartbeatAt: stale,
          },
        }),
      ),
    );
    const alive = await h.db.catalogImportJob.create({
      data: { apply: true, status: 'WRITING', rowsTotal: 5000, rowsWritten: 1000 },
    });
    const quiet = { info: () => undefined, warn: () => undefined };
    const sweeps = [
      startImportSweep(h.db, quiet),
      startImportSweep(h.db, quiet),
      startImportSweep(h.db, quiet),
    ];
    sweeps.forEach((s) => s.stop());
    expect((await Promise.all(sweeps.map((s) => s.done))).reduce((a, b) => a + b, 0)).toBe(3);
    for (const k of killed) {
      expect(await h.db.catalogImportJob.findUniqueOrThrow({ where: { id: k.id } })).toMatchObject({
        status: 'FAILED',
        message:
          'The server stopped while this import ran. Nothing of it was written: upload the file again.',
      });
      expect(await h.db.auditRecord.count({ where: { entityId: k.id, action: 'UPDATE' } })).toBe(1);
    }
    expect((await h.db.catalogImportJob.findUniqueOrThrow({ where: { id: alive.id } })).status).toBe(
      'WRITING',
    );
  });

  it('two jobs at once on the same products both end; the catalog is one file or the other, never a mix', async () => {
    await h.db.product.createMany({
      data: Array.from({ length: 1200 }, (_, i) => ({
        sku: `TWO-${i}`,
        name: 'x',
        description: 'd',
        imageUrl: 'https://img.example/x.png',
        priceCents: 100,
        quantity: 1,
      })),
    });
    const a = fileOf(Array.from({ length: 1200 }, (_, i) => row(`TWO-${i}`, '111')));
    const b = fileOf(Array.from({ length: 1200 }, (_, i) => row(`TWO-${i}`, '222')));
    const [ja, jb] = await Promise.all([start(a), start(b)]);
    const ends = await Promise.all([finished(ja.body.job.id), finished(jb.body.job.id)]);
    const statuses = ends.map((e) => e.job.status);
    expect(statuses.every((s) => s === 'DONE' || s === 'FAILED')).toBe(true);
    expect(statuses).toContain('DONE');
    for (const e of ends.filter((x) => x.job.status === 'FAILED'))
      expect(e.job.message).toMatch(/changed while the file was checked: nothing was imported/);
    const prices = await h.db.product.groupBy({
      by: ['priceCents'],
      where: { sku: { startsWith: 'TWO-' } },
      _count: true,
    });
    expect(prices).toHaveLength(1);
    expect([111, 222]).toContain(prices[0].priceCents);
  });
});
