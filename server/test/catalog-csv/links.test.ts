/**
 * The catalog file's categories, specifications and related items (docs/decisions/085): written by the export, read
 * by the import, so an export imported again changes nothing; typed values checked in words; unknown categories,
 * specifications and SKUs refused; a refused file writes nothing and answers an error file of its refused rows.
 */
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { createHarness, type Harness } from '../support/harness';
import { CATALOG_COLUMNS } from '../../src/modules/catalog-csv/columns';
import { LINK_COLUMNS, splitEscaped, escapePart } from '../../src/modules/catalog-csv/links';

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

const COLUMNS = [...CATALOG_COLUMNS, ...LINK_COLUMNS];
const csvOf = (rows: Array<Record<string, string>>, columns: string[] = COLUMNS) =>
  stringify(rows, { header: true, columns });
const importFile = (content: string, apply = false) =>
  h
    .http()
    .post('/admin/catalog-import')
    .set('authorization', `Bearer ${admin.token}`)
    .send({ content, apply });
async function exported() {
  const res = await h.http().get('/admin/catalog.csv').set('authorization', `Bearer ${admin.token}`);
  expect(res.status).toBe(200);
  return {
    text: res.text,
    rows: parse(res.text, { bom: true, columns: true }) as Array<Record<string, string>>,
  };
}

async function seed() {
  const sticks = await h.db.category.create({ data: { slug: 'glue-sticks', name: 'Glue sticks' } });
  const eleven = await h.db.category.create({
    data: { slug: 'sticks-11', name: '11 mm', parentId: sticks.id },
  });
  const arabic = await h.db.category.create({ data: { slug: 'arabic', name: 'غراء | ساخن' } });
  await h.db.category.create({ data: { slug: 'formula', name: '=HYPERLINK("x")' } });
  const diameter = await h.db.specification.create({
    data: { key: 'stick-diameter', name: 'Stick diameter', kind: 'NUMBER', unit: 'mm' },
  });
  const colour = await h.db.specification.create({
    data: { key: 'colour', name: 'Colour', kind: 'CHOICE', choices: ['Clear', 'White'] },
  });
  const note = await h.db.specification.create({ data: { key: 'note', name: 'Note', kind: 'TEXT' } });
  const gun = await h.factories.createProduct(h.db, { sku: 'GG-100W', name: 'Gun', quantity: 10 });
  const nozzle = await h.factories.createProduct(h.db, { sku: 'NZ-1', name: 'Nozzle', quantity: 10 });
  const stick = await h.factories.createProduct(h.db, { sku: 'GS-11', name: 'Stick', quantity: 10 });
  await h.db.productCategory.createMany({
    data: [
      { productId: stick.id, categoryId: eleven.id },
      { productId: stick.id, categoryId: arabic.id },
    ],
  });
  await h.db.productSpec.createMany({
    data: [
      { productId: stick.id, specificationId: diameter.id, value: '11', numberValue: 11 },
      { productId: stick.id, specificationId: colour.id, value: 'Clear' },
      { productId: stick.id, specificationId: note.id, value: 'a | b = c, d > e \\ f' },
    ],
  });
  await h.db.productRelation.createMany({
    data: [
      { productId: gun.id, relatedId: stick.id, kind: 'ACCESSORY', position: 0 },
      { productId: gun.id, relatedId: nozzle.id, kind: 'SPARE_PART', position: 0 },
      { productId: nozzle.id, relatedId: gun.id, kind: 'ACCESSORY', position: 0 },
    ],
  });
  return { gun, stick, nozzle };
}

const linksOf = async (sku: string) => {
  const p = await h.db.product.findUniqueOrThrow({
    where: { sku },
    select: {
      categories: { select: { category: { select: { slug: true } } } },
      specs: { select: { value: true, specification: { select: { key: true } } } },
      relations: { select: { kind: true, position: true, related: { select: { sku: true } } } },
    },
  });
  return {
    categories: p.categories.map((c) => c.category.slug).sort(),
    specs: p.specs.map((s) => `${s.specification.key}=${s.value}`).sort(),
    related: p.relations.map((r) => `${r.kind}:${r.position}:${r.related.sku}`).sort(),
  };
};

describe('link columns', () => {
  it('splits on a separator outside backslash escapes, and escapes what it splits on', () => {
    expect(splitEscaped('a \\| b | c', '|')).toEqual(['a | b', 'c']);
    const hostile = 'x | y > z = w, \\';
    expect(splitEscaped(`${escapePart(hostile)} | q`, '|')).toEqual([hostile, 'q']);
  });

  it('round trip: the export (categories in another script, a text with separators, formulas) imported again changes nothing', async () => {
    await seed();
    const { text, rows } = await exported();
    // Then the stock per warehouse and backorder columns (warehouse-columns.test.ts).
    expect(Object.keys(rows[0])).toEqual([
      ...COLUMNS,
      'backorders_allowed',
      'restock_on',
      'stock_MAIN',
      'stock_NORTH',
    ]);
    const stick = rows.find((r) => r.sku === 'GS-11')!;
    expect(stick.categories).toBe('Glue sticks > 11 mm | غراء \\| ساخن');
    expect(stick.specifications).toBe('colour=Clear | note=a \\| b = c, d > e \\\\ f | stick-diameter=11 mm');
    expect(rows.find((r) => r.sku === 'GG-100W')!.related).toBe('accessory=GS-11 | spare part=NZ-1');
    const before = await Promise.all(['GG-100W', 'GS-11', 'NZ-1'].map(linksOf));
    const versions = await h.db.product.findMany({
      select: { sku: true, version: true },
      orderBy: { sku: 'asc' },
    });
    const res = await importFile(text, true);
    expect(res.body).toMatchObject({
      applied: true,
      unchanged: 3,
      updated: 0,
      created: 0,
      refused: 0,
      errorFile: null,
    });
    expect(await Promise.all(['GG-100W', 'GS-11', 'NZ-1'].map(linksOf))).toEqual(before);
    expect(
      await h.db.product.findMany({ select: { sku: true, version: true }, orderBy: { sku: 'asc' } }),
    ).toEqual(versions);
  });

  it('a category whose name is a formula is defused on export', async () => {
    const { stick } = await seed();
    const formula = await h.db.category.findUniqueOrThrow({ where: { slug: 'formula' } });
    await h.db.productCategory.deleteMany({ where: { productId: stick.id } });
    await h.db.productCategory.create({ data: { productId: stick.id, categoryId: formula.id } });
    const { text, rows } = await exported();
    expect(rows.find((r) => r.sku === 'GS-11')!.categories).toBe('\'=HYPERLINK("x")');
    expect((await importFile(text)).body).toMatchObject({ unchanged: 3 });
  });

  it('sets links on update and create, a related item created further down the same file', async () => {
    await seed();
    const { rows } = await exported();
    const gun = rows.find((r) => r.sku === 'GG-100W')!;
    gun.categories = 'glue sticks';
    gun.related = 'replaced by=GG-200W | Accessory=nz-1, GS-11';
    rows.push({
      ...gun,
      sku: 'GG-200W',
      related: 'spare_part=NZ-1',
      specifications: 'stick-diameter=12.5mm | colour=white',
      categories: 'Glue sticks > 11 mm',
    });
    const res = await importFile(csvOf(rows), true);
    expect(res.body).toMatchObject({ applied: true, updated: 1, created: 1, unchanged: 2, refused: 0 });
    expect(await linksOf('GG-100W')).toEqual({
      categories: ['glue-sticks'],
      specs: [],
      related: ['ACCESSORY:0:NZ-1', 'ACCESSORY:1:GS-11', 'REPLACED_BY:0:GG-200W'],
    });
    expect(await linksOf('GG-200W')).toEqual({
      categories: ['sticks-11'],
      specs: ['colour=White', 'stick-diameter=12.5'],
      related: ['SPARE_PART:0:NZ-1'],
    });
    expect((await importFile((await exported()).text)).body).toMatchObject({ unchanged: 4 });
  });

  it("a file without the link columns leaves every product's links as they are", async () => {
    await seed();
    const { rows } = await exported();
    const before = await linksOf('GS-11');
    const res = await importFile(
      csvOf(
        rows.map((r) => ({ ...r, stock: '77' })),
        [...CATALOG_COLUMNS],
      ),
      true,
    );
    expect(res.body).toMatchObject({ applied: true, updated: 3 });
    expect(await linksOf('GS-11')).toEqual(before);
  });

  it('refuses unknown paths, keys and SKUs, wrong typed values and loops in words; writes nothing; answers an error file', async () => {
    await seed();
    const { rows } = await exported();
    const base = rows.find((r) => r.sku === 'GS-11')!;
    const bad = [
      { ...base, sku: 'B-1', categories: 'Glue sticks > 13 mm' },
      { ...base, sku: 'B-2', specifications: 'stick-diameter=eleven' },
      { ...base, sku: 'B-3', specifications: 'colour=Blue' },
      { ...base, sku: 'B-4', specifications: 'weight=3' },
      { ...base, sku: 'B-5', related: 'accessory=NOPE-1' },
      { ...base, sku: 'B-6', related: 'sibling=GS-11' },
      { ...base, sku: 'B-7', related: 'replaced by=B-8', name: '=cmd|calc' },
      { ...base, sku: 'B-8', related: 'replaced by=B-7' },
    ];
    const before = await h.db.product.count();
    const res = await importFile(csvOf([...rows, ...bad]), true);
    expect(res.body).toMatchObject({ applied: false, refused: 8 });
    expect(await h.db.product.count()).toBe(before);
    const refused = res.body.results
      .filter((r: { outcome: string }) => r.outcome === 'refused')
      .map((r: { row: number; column: string; reason: string }) => [r.row, r.column, r.reason]);
    expect(refused).toEqual([
      [5, 'categories', 'No category is at "Glue sticks > 13 mm": add it under Categories first'],
      [6, 'specifications', 'Stick diameter must be a number of mm, not "eleven"'],
      [7, 'specifications', 'Colour is one of Clear, White; "Blue" is not'],
      [8, 'specifications', 'No specification has the key "weight": add it under Specifications first'],
      [9, 'related', 'No product has the SKU NOPE-1, in the catalog or in this file'],
      [
        10,
        'related',
        'Related items are written as kind=SKUs: accessory=GN-1, GN-2 | spare part=N-9 | replaced by=GG-200',
      ],
      [11, 'related', 'B-7 would be replaced, through its replacements, by itself: that would be a loop'],
      [12, 'related', 'B-8 would be replaced, through its replacements, by itself: that would be a loop'],
    ]);
    const errors = parse(res.body.errorFile, { bom: true, columns: true }) as Array<Record<string, string>>;
    expect(errors.map((e) => e.sku)).toEqual(bad.map((b) => b.sku));
    expect(errors[0].problem).toBe(
      'Row 5, column categories: No category is at "Glue sticks > 13 mm": add it under Categories first',
    );
    expect(errors[6].name).toBe("'=cmd|calc");
    // The error file, fixed, is a file the import reads (its problem column is left aside).
    const fixed = errors.slice(0, 1).map((e) => ({ ...e, categories: 'Glue sticks' }));
    expect(
      (await importFile(stringify(fixed, { header: true, columns: Object.keys(errors[0]) }))).body,
    ).toMatchObject({ refused: 0, created: 1 });
  });

  it('hostile cells: a 10 MB field is refused whole, long and odd link cells are refused in words, never a 500', async () => {
    await seed();
    const { rows } = await exported();
    const before = await h.db.product.findMany({ orderBy: { sku: 'asc' } });
    const huge = await importFile(
      csvOf([{ ...rows[0], specifications: `note=${'x'.repeat(10 * 1024 * 1024)}` }]),
      true,
    );
    expect(huge.status).toBe(413);
    const odd = [
      { ...rows[0], sku: 'H-1', specifications: `note=${'y'.repeat(15_000)}` },
      { ...rows[0], sku: 'H-2', categories: '\\\\ > \\', related: '=== | ,,, ' },
      {
        ...rows[0],
        sku: 'H-3',
        categories: 'غراء \\| ساخن',
        specifications: 'note=\u202Eevil\u0301 | colour=clear',
      },
    ];
    const res = await importFile(csvOf([...rows, ...odd]), true);
    expect(res.status).toBe(200);
    expect(
      res.body.results
        .slice(-3)
        .map((r: { outcome: string; column: string | null }) => [r.outcome, r.column]),
    ).toEqual([
      ['refused', 'specifications'],
      ['refused', 'categories'],
      ['created', null],
    ]);
    expect(await h.db.product.findMany({ orderBy: { sku: 'asc' } })).toEqual(before);
  });
});
