/**
 * The catalog file over REST (docs/decisions/073): the export read back by the import changes nothing; rows update
 * and create by SKU; every refusal names its row, column and reason; a file with a refused row writes nothing;
 * applying is recorded in the audit trail; only admins (and keys with the products' scopes) reach it.
 */
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { createHarness, type Harness } from '../support/harness';
import { CATALOG_COLUMNS } from '../../src/modules/catalog-csv/columns';
import { applyPlan, plan, readFile } from '../../src/modules/catalog-csv/import';
import { ctxFor } from '../support/context';

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

async function exportRows(token = admin.token): Promise<Array<Record<string, string>>> {
  const res = await h.http().get('/admin/catalog.csv').set('authorization', `Bearer ${token}`);
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.text.startsWith('\uFEFF')).toBe(true);
  return parse(res.text, { bom: true, columns: true });
}

const csvOf = (rows: Array<Record<string, string>>) =>
  stringify(rows, { header: true, columns: [...CATALOG_COLUMNS] });

async function importFile(content: string, apply = false, token = admin.token) {
  return h
    .http()
    .post('/admin/catalog-import')
    .set('authorization', `Bearer ${token}`)
    .send({ content, apply });
}

async function seedCatalog() {
  const family = await h.db.productFamily.create({
    data: { name: 'Glue sticks', optionNames: ['Diameter', 'Colour'] },
  });
  await h.factories.createProduct(h.db, {
    sku: 'GS-11-CL',
    name: '=HYPERLINK("http://x") 11 mm',
    description: 'Line one\nline two, "quoted"; 日本語 العربية',
    priceCents: 1200,
    quantity: 5000,
    minOrderQuantity: 200,
    orderIncrement: 100,
    maxOrderQuantity: 10_000,
    priceBreaks: [{ minQuantity: 1000, unitPriceCents: 1100 }],
    family: { connect: { id: family.id } },
    optionValues: ['11 mm', 'Clear'],
    packSizes: [
      { name: 'Box of 25', baseUnits: 25 },
      { name: 'Case of 500', baseUnits: 500 },
    ],
    weightGrams: 12,
    lengthMm: 200,
    widthMm: 11,
    heightMm: 11,
  });
  await h.factories.createProduct(h.db, {
    sku: 'GG-100W',
    name: "'Quoted' gun",
    description: '@admin -1 +1',
    priceCents: 4500,
    quantity: 300,
  });
  return family;
}

describe('GET /admin/catalog.csv', () => {
  it('writes one row per product with every column, formulas defused', async () => {
    await seedCatalog();
    const rows = await exportRows();
    expect(rows.map((r) => r.sku)).toEqual(['GG-100W', 'GS-11-CL']);
    expect(rows[1]).toMatchObject({
      name: '\'=HYPERLINK("http://x") 11 mm',
      price_cents: '1200',
      stock: '5000',
      min_order: '200',
      order_increment: '100',
      max_order: '10000',
      price_breaks: '1000=1100',
      family: 'Glue sticks',
      option_values: '11 mm | Clear',
      pack_sizes: 'Box of 25=25 | Case of 500=500',
      weight_grams: '12',
      length_mm: '200',
      width_mm: '11',
      height_mm: '11',
    });
    expect(rows[0]).toMatchObject({
      name: "''Quoted' gun",
      description: "'@admin -1 +1",
      max_order: '',
      family: '',
      weight_grams: '',
    });
  });

  it('streams more rows than one batch, each product once', async () => {
    await h.db.product.createMany({
      data: Array.from({ length: 2345 }, (_, i) => ({
        sku: `BULK-${String(i).padStart(5, '0')}`,
        name: `Bulk ${i}`,
        description: 'd',
        imageUrl: 'https://img.example/x.png',
        priceCents: 100 + i,
        quantity: i,
      })),
    });
    const rows = await exportRows();
    expect(rows).toHaveLength(2345);
    expect(new Set(rows.map((r) => r.sku)).size).toBe(2345);
  });

  it('is for admins only', async () => {
    const customer = await h.signedIn('CUSTOMER');
    expect((await h.http().get('/admin/catalog.csv')).status).toBe(401);
    expect(
      (await h.http().get('/admin/catalog.csv').set('authorization', `Bearer ${customer.token}`)).status,
    ).toBe(403);
    expect((await importFile('sku\n', false, customer.token)).status).toBe(403);
  });
});

describe('POST /admin/catalog-import', () => {
  it('round trip: the export imported again is unchanged and writes nothing', async () => {
    await seedCatalog();
    const before = await h.db.product.findMany({ orderBy: { sku: 'asc' } });
    const res = await h.http().get('/admin/catalog.csv').set('authorization', `Bearer ${admin.token}`);
    const dry = await importFile(res.text);
    expect(dry.status).toBe(200);
    expect(dry.body).toMatchObject({
      applied: false,
      rows: 2,
      unchanged: 2,
      created: 0,
      updated: 0,
      refused: 0,
    });
    const applied = await importFile(res.text, true);
    expect(applied.body).toMatchObject({ applied: true, unchanged: 2 });
    expect(await h.db.product.findMany({ orderBy: { sku: 'asc' } })).toEqual(before);
  });

  it('updates by SKU (any case) and creates new SKUs; the dry run writes nothing; applying is audited', async () => {
    await seedCatalog();
    const rows = await exportRows();
    rows[0] = {
      ...rows[0],
      sku: 'gg-100w',
      price_cents: '4200',
      stock: '250',
      price_breaks: '500=4000; 1000=3900',
    };
    rows.push({ ...rows[0], sku: 'GG-200W', name: 'Gun 200 W', price_breaks: '' });
    const dry = await importFile(csvOf(rows));
    expect(dry.body.results).toEqual([
      { row: 2, sku: 'GG-100W', outcome: 'updated', column: null, reason: null },
      { row: 3, sku: 'GS-11-CL', outcome: 'unchanged', column: null, reason: null },
      { row: 4, sku: 'GG-200W', outcome: 'created', column: null, reason: null },
    ]);
    expect((await h.db.product.findUniqueOrThrow({ where: { sku: 'GG-100W' } })).priceCents).toBe(4500);
    expect((await importFile(csvOf(rows), true)).body).toMatchObject({
      applied: true,
      created: 1,
      updated: 1,
      unchanged: 1,
    });
    const gun = await h.db.product.findUniqueOrThrow({ where: { sku: 'GG-100W' } });
    expect(gun).toMatchObject({
      priceCents: 4200,
      quantity: 250,
      version: 1,
      priceBreaks: [
        { minQuantity: 500, unitPriceCents: 4000 },
        { minQuantity: 1000, unitPriceCents: 3900 },
      ],
    });
    expect(await h.db.product.findUniqueOrThrow({ where: { sku: 'GG-200W' } })).toMatchObject({
      name: 'Gun 200 W',
      description: '@admin -1 +1',
      priceCents: 4200,
    });
    const audit = await h.db.auditRecord.findMany({
      where: { operation: 'importCatalogCsv', entityType: 'Product' },
    });
    // Stock goes through the stock module, so each stock move is its own record, as on the product form.
    expect(audit.map((a) => a.action).sort()).toEqual(['INSERT', 'UPDATE', 'UPDATE', 'UPDATE']);
  });

  it('a file with one refused row writes none of its rows, even asked to apply', async () => {
    await seedCatalog();
    const rows = await exportRows();
    rows[0] = { ...rows[0], price_cents: '999' };
    rows.push({ ...rows[0], sku: 'NEW-1' }, { ...rows[0], sku: 'NEW-2', price_cents: 'twelve' });
    const before = await h.db.product.findMany({ orderBy: { sku: 'asc' } });
    const res = await importFile(csvOf(rows), true);
    expect(res.body).toMatchObject({ applied: false, updated: 1, created: 1, refused: 1 });
    expect(res.body.results[3]).toEqual({
      row: 5,
      sku: 'NEW-2',
      outcome: 'refused',
      column: 'price_cents',
      reason: 'Price must be a number',
    });
    expect(await h.db.product.findMany({ orderBy: { sku: 'asc' } })).toEqual(before);
  });

  it('a product changed between the check and the write undoes the whole import (409, nothing written)', async () => {
    await seedCatalog();
    const rows = await exportRows();
    rows[0] = { ...rows[0], price_cents: '4100' };
    rows[1] = { ...rows[1], stock: '4999' };
    rows.push({ ...rows[0], sku: 'NEW-RACE' });
    const ctx = ctxFor(h, (await h.signedIn('ADMIN')).user);
    const checked = await plan(ctx, readFile(csvOf(rows)));
    expect(checked.results.map((r) => r.outcome)).toEqual(['updated', 'updated', 'created']);
    // Another admin's edit of the second row lands after the file was checked: the first row's update is undone too.
    await h.db.product.update({
      where: { sku: 'GS-11-CL' },
      data: { quantity: 1, version: { increment: 1 } },
    });
    const refused = await applyPlan(ctx, checked).then(
      () => null,
      (e: { extensions: { code: string }; message: string }) => e,
    );
    expect(refused?.extensions.code).toBe('CONFLICT');
    expect(refused?.message).toBe(
      'GS-11-CL (row 3) changed while the file was checked: nothing was imported; upload the file again',
    );
    expect(await h.db.product.findUnique({ where: { sku: 'NEW-RACE' } })).toBeNull();
    expect(await h.db.product.findUniqueOrThrow({ where: { sku: 'GG-100W' } })).toMatchObject({
      priceCents: 4500,
      version: 0,
    });
    expect(await h.db.product.findUniqueOrThrow({ where: { sku: 'GS-11-CL' } })).toMatchObject({
      quantity: 1,
      version: 1,
    });
  });
});
