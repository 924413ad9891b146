// A category page at a distributor's size: 100,000 products (BENCH_CATALOG_PRODUCTS) in 8 categories of 4
// subcategories, each with three or four specification values, 20 callers (BENCH_CATALOG_CALLERS) opening category
// pages, filtering them and reading their facets while one caller in ten writes (a price or stock change). It runs
// the shop's own statements, imported from the server build (productListSql for the page and its count,
// facetStatements for the facets), so what is measured is what the shop sends.
//
//   npm run build -w server && node bench/catalog.mjs      (DATABASE_URL: a PostgreSQL where it may create a database)
//
// Then the category page over HTTP as the storefront asks it (CategoryListing: the facets and a page of 9), the shop's
// GraphQL against the bare baseline (bench/baseline-server.mjs, the same statements from the build), 20 signed-in
// buyers (BENCH_CONNECTIONS) opening categories with and without filters while a writer changes prices and stock
// (BENCH_CATALOG_WRITES a second, straight to the database), rounds interleaved (bench/compare.mjs): with the shop's
// caches off (every request runs its statements, as the baseline's do: the headline) and on; target 0.6x and, at the
// pace 20 buyers click (one page a second each), p99 at most 100 ms. BENCH_CATALOG_SKIP_STATEMENTS=1 runs only this.
//
// Prints p50/p99 per kind of request and writes bench/results/catalog-<time>.json (and category-pages-<time>.json).
// BENCH_DB names the database (default gluegun_bench_catalog); BENCH_CATALOG_REUSE=1 keeps it when it exists (vacuumed,
// not loaded again). BENCH_PACED_TRACE=<file> records every paced request (when, kind, time) and the database's active
// statements every 100 ms; `node bench/paced-trace.mjs <file>` then says what the slowest 1% of each round were.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'server', 'package.json'));
const pg = require('pg');
const { migrate } = require(path.join(root, 'server/dist/db/migrate.js'));
const { productListSql } = require(path.join(root, 'server/dist/modules/products/catalog-filter.js'));
const { facetStatements } = require(path.join(root, 'server/dist/modules/catalog/catalog.service.js'));
process.env.BENCH_CONNECTIONS ||= '20';
const { comparePaths, post, report, startPair } = await import('./compare.mjs');
const { SECRET, stop } = await import('./setup.mjs');
const jwt = require('jsonwebtoken');

const PRODUCTS = Number(process.env.BENCH_CATALOG_PRODUCTS || 100_000);
const CALLERS = Number(process.env.BENCH_CATALOG_CALLERS || 20);
const SECONDS = Number(process.env.BENCH_CATALOG_SECONDS || 20);
const PAGE = 24;
const WRITES_PER_SECOND = Number(process.env.BENCH_CATALOG_WRITES || 20);
const base = new URL(process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/test');
const dbName = process.env.BENCH_DB || 'gluegun_bench_catalog';

async function prepare() {
  const url = new URL(base);
  url.pathname = `/${dbName}`;
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  const reuse = process.env.BENCH_CATALOG_REUSE && (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [dbName])).rowCount;
  if (!reuse) {
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${dbName}`);
  }
  await admin.end();
  if (!reuse) await load(url);
  const c = new pg.Client({ connectionString: url.toString() });
  await c.connect();
  if (reuse) await c.query('VACUUM ANALYZE');
  const cats = (await c.query('SELECT id, slug, "parentId" FROM "Category"')).rows;
  const specs = (await c.query('SELECT * FROM "Specification" ORDER BY position')).rows;
  const ids = (await c.query('SELECT id FROM "Product" ORDER BY random() LIMIT 2000')).rows.map((r) => r.id);
  if (!reuse) await c.query(`INSERT INTO "User" (id, email, "displayName", role, "updatedAt")
    SELECT gen_random_uuid(), 'browse' || g || '@bench.test', 'Buyer ' || g, 'CUSTOMER', now() FROM generate_series(1, 20) g`);
  const buyers = (await c.query(`SELECT id, "tokenVersion" FROM "User" WHERE email LIKE 'browse%'`)).rows;
  await c.end();
  const tokens = buyers.map((u) => jwt.sign({ v: u.tokenVersion }, SECRET, { algorithm: 'HS256', subject: u.id, issuer: 'gluegun-shop', expiresIn: 3600 }));
  return { url: url.toString(), cats, specs, ids, tokens };
}

async function load(url) {
  await migrate(url.toString());
  const c = new pg.Client({ connectionString: url.toString() });
  await c.connect();
  // Rows go in by the hundred thousand: the per-row triggers that keep "catalogKeys" are off while they load, and the
  // keys are then made once for every product, as the triggers would have.
  await c.query('ALTER TABLE "ProductCategory" DISABLE TRIGGER USER; ALTER TABLE "ProductSpec" DISABLE TRIGGER USER');
  await c.query(`INSERT INTO "Product" (id, name, description, "imageUrl", "priceCents", quantity, sku, "createdAt", "updatedAt")
    SELECT gen_random_uuid(), 'Item ' || g, (ARRAY['clear','white','brown','black'])[1 + g % 4] || ' formula, batch ' || g,
      '/images/glue-gun-01.svg', 100 + g % 9000, CASE WHEN g % 7 = 0 THEN 0 ELSE 5000 END, 'GG-' || g, now() - (g || ' seconds')::interval, now()
    FROM generate_series(1, ${PRODUCTS}) g`);
  // 8 categories of 4 subcategories; a product in one subcategory.
  await c.query(`INSERT INTO "Category" (slug, name, position) SELECT 'top-' || t, 'Top ' || t, t FROM generate_series(0, 7) t`);
  await c.query(`INSERT INTO "Category" (slug, name, "parentId", position)
    SELECT 'top-' || t || '-sub-' || s, 'Sub ' || s, (SELECT id FROM "Category" WHERE slug = 'top-' || t), s FROM generate_series(0, 7) t, generate_series(0, 3) s`);
  await c.query(`INSERT INTO "ProductCategory" ("productId", "categoryId")
    SELECT p.id, c.id FROM (SELECT id, row_number() OVER (ORDER BY sku) AS n FROM "Product") p
    JOIN "Category" c ON c.slug = 'top-' || (p.n % 8) || '-sub-' || ((p.n / 8) % 4)`);
  await c.query(`INSERT INTO "Specification" (key, name, kind, unit, choices, position) VALUES
    ('stick-diameter', 'Stick diameter', 'NUMBER', 'mm', '{}', 0), ('wattage', 'Wattage', 'NUMBER', 'W', '{}', 1),
    ('colour', 'Colour', 'CHOICE', NULL, '{Clear,White,Brown,Black,Yellow,Glitter mix}', 2), ('power-source', 'Power source', 'CHOICE', NULL, '{Mains,Battery,Compressed air}', 3)`);
  await c.query(`INSERT INTO "ProductSpec" ("productId", "specificationId", value, "numberValue")
    SELECT p.id, s.id,
      CASE s.key WHEN 'stick-diameter' THEN (ARRAY['7','11','12','15'])[1 + p.n % 4] WHEN 'wattage' THEN ((1 + p.n % 12) * 20)::text
        WHEN 'colour' THEN (ARRAY['Clear','White','Brown','Black','Yellow','Glitter mix'])[1 + p.n % 6] ELSE (ARRAY['Mains','Battery','Compressed air'])[1 + p.n % 3] END,
      CASE s.key WHEN 'stick-diameter' THEN (ARRAY[7,11,12,15])[1 + p.n % 4] WHEN 'wattage' THEN (1 + p.n % 12) * 20 ELSE NULL END
    FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM "Product") p CROSS JOIN "Specification" s WHERE s.key <> 'power-source' OR p.n % 2 = 0`);
  await c.query(`INSERT INTO "CategoryFilter" ("categoryId", "specificationId", position) SELECT c.id, s.id, s.position FROM "Category" c CROSS JOIN "Specification" s`);
  await c.query('UPDATE "Product" SET "catalogKeys" = "gg_catalog_keys"(id)');
  await c.query('ALTER TABLE "ProductCategory" ENABLE TRIGGER USER; ALTER TABLE "ProductSpec" ENABLE TRIGGER USER');
  await c.query('VACUUM ANALYZE');
  await c.end();
}

/** A filter as resolveFilter makes it: the category, specifications with their values. */
function filterOf(cats, top, specs = [], inStock = false) {
  const category = cats.find((c) => c.slug === top);
  return { category: { id: category.id, slug: top }, specs, inStock, minPriceCents: null, maxPriceCents: null };
}

async function page(pool, search, filter) {
  const list = productListSql(search, filter);
  const n = list.params.length;
  await Promise.all([
    pool.query(`SELECT id, name, sku, "priceCents", quantity FROM "Product" WHERE ${list.where} ORDER BY "createdAt" DESC, id DESC LIMIT $${n + 1} OFFSET 0`, [...list.params, PAGE]),
    pool.query(`SELECT count(*)::int AS total FROM "Product" WHERE ${list.where}`, list.params),
  ]);
}

async function facets(pool, filter, specs) {
  const q = facetStatements(null, filter, specs);
  await Promise.all([q.aggregate, ...q.values].map((st) => pool.query(st.sql, st.params)));
}

const pct = (xs, p) => { const s = [...xs].sort((a, b) => a - b); return s.length ? s[Math.min(s.length - 1, Math.floor(p * s.length))] : NaN; };

const { url, cats, specs, ids, tokens } = await prepare();
const byKey = Object.fromEntries(specs.map((s) => [s.key, s]));
const top = () => `top-${Math.floor(Math.random() * 8)}`;
const KINDS = {
  'category page': (pool) => page(pool, null, filterOf(cats, top())),
  'filtered page (2 diameters, in stock)': (pool) => page(pool, null, filterOf(cats, top(), [{ spec: byKey['stick-diameter'], values: ['11', '12'] }], true)),
  'filtered page (3 specifications)': (pool) => page(pool, null, filterOf(cats, top(), [
    { spec: byKey['stick-diameter'], values: ['11'] }, { spec: byKey.colour, values: ['Clear', 'White'] }, { spec: byKey.wattage, values: ['60', '100', '120'] }])),
  'facets of a filtered page': (pool) => facets(pool, filterOf(cats, top(), [{ spec: byKey['stick-diameter'], values: ['11'] }], true), specs),
  'search in a category': (pool) => page(pool, 'clear', filterOf(cats, top())),
};

if (!process.env.BENCH_CATALOG_SKIP_STATEMENTS) {
  const pool = new pg.Pool({ connectionString: url, max: CALLERS });
  const times = Object.fromEntries(Object.keys(KINDS).map((k) => [k, []]));
  let writes = 0;
  const until = Date.now() + SECONDS * 1000;
  await Promise.all(Array.from({ length: CALLERS }, async (_, caller) => {
    const names = Object.keys(KINDS);
    for (let i = 0; Date.now() < until; i++) {
      if (caller % 10 === 9 && i % 2 === 0) {
        await pool.query('UPDATE "Product" SET "priceCents" = "priceCents" + 1, quantity = quantity + 1, version = version + 1, "updatedAt" = now() WHERE id = $1', [ids[i % ids.length]]);
        writes++;
        continue;
      }
      const kind = names[(caller + i) % names.length];
      const began = process.hrtime.bigint();
      await KINDS[kind](pool);
      times[kind].push(Number(process.hrtime.bigint() - began) / 1e6);
    }
  }));
  await pool.end();
  const kinds = Object.fromEntries(Object.entries(times).map(([k, t]) => [k, { n: t.length, p50: +pct(t, 0.5).toFixed(2), p99: +pct(t, 0.99).toFixed(2) }]));
  const result = { at: new Date().toISOString(), products: PRODUCTS, callers: CALLERS, seconds: SECONDS, writes, kinds };
  console.log(`category pages over ${PRODUCTS} products, ${CALLERS} callers, ${SECONDS} s, ${writes} writes:`);
  for (const [k, v] of Object.entries(kinds)) console.log(`  ${k.padEnd(40)} p50 ${v.p50} ms  p99 ${v.p99} ms  (${v.n})`);
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  const file = path.join(root, 'bench/results', `catalog-${result.at.replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, JSON.stringify(result, null, 2));
  console.log(`written ${path.relative(root, file)}`);
}


// The category page over HTTP: CategoryListing as the storefront sends it (client/src/features/catalog/api/catalog.ts),
// a top category or a subcategory, unfiltered or filtered by one to three specifications and in stock.
const LISTING = `query CategoryListing($filter: CatalogFilter!, $page: Int!, $pageSize: Int!) {
  catalogFacets(filter: $filter) { totalCount inStockCount priceRange { minCents maxCents } specs { key name unit kind values { value label count selected } } }
  products(filter: $filter, page: $page, pageSize: $pageSize) { items { id name description imageUrl priceCents fromPriceCents quantity } total page pageSize } }`;
const pick = (xs) => xs[Math.floor(Math.random() * xs.length)];
const filters = {
  top: () => ({ category: top() }),
  sub: () => ({ category: `${top()}-sub-${Math.floor(Math.random() * 4)}` }),
  'diameters in stock': () => ({ category: top(), specs: [{ key: 'stick-diameter', values: pick([['11'], ['11', '12'], ['7']]) }], inStock: true }),
  '3 specs': () => ({ category: top(), specs: [{ key: 'stick-diameter', values: ['11'] }, { key: 'colour', values: ['Clear', 'White'] },
    { key: 'wattage', values: ['60', '100', '120'] }] }),
};
const listing = (kind = pick(Object.keys(filters))) => ({ filter: filters[kind](), page: 1 + Math.floor(Math.random() * 3), pageSize: 9 });
const build = (side) => (req) => {
  const kind = pick(Object.keys(filters));
  const variables = listing(kind);
  return { ...post(req, side === 'app' ? '/graphql' : '/b/category-listing', pick(tokens), LISTING, variables), kind: `${kind} p${variables.page}` };
};
// Writes in the mix, on both sides alike: a price or stock change a second per BENCH_CATALOG_WRITES.
const writer = new pg.Pool({ connectionString: url, max: 2 });
let written = 0;
const writing = setInterval(() => {
  writer.query('UPDATE "Product" SET "priceCents" = "priceCents" + 1, quantity = quantity + 1, version = version + 1, "updatedAt" = now() WHERE id = $1',
    [pick(ids)]).then(() => { written += 1; }, (e) => console.error('write failed:', e.message));
}, 1000 / WRITES_PER_SECOND);
// BENCH_PACED_TRACE: the database's active statements and catalog version every 100 ms beside the paced requests' trace.
const sampler = process.env.BENCH_PACED_TRACE ? new pg.Client({ connectionString: url }) : null;
let sampling = null;
if (sampler) {
  await sampler.connect();
  const out = fs.createWriteStream(`${process.env.BENCH_PACED_TRACE}.pg`);
  let busy = false;
  sampling = setInterval(async () => {
    if (busy) return;
    busy = true;
    const at = Date.now();
    const r = await sampler.query(`SELECT (SELECT n::text FROM "CatalogVersion" WHERE id = 1) AS v,
      (SELECT json_agg(json_build_object('s', state, 'w', wait_event, 'ms', round(extract(epoch FROM now() - query_start) * 1000), 'q', left(query, 60)))
        FROM pg_stat_activity WHERE datname = current_database() AND state <> 'idle' AND pid <> pg_backend_pid()) AS a,
      (SELECT json_agg(relid::regclass::text) FROM pg_stat_progress_vacuum) AS vac`);
    out.write(`${JSON.stringify({ at, ...r.rows[0] })}\n`);
    busy = false;
  }, 100);
}
const results = [];
try {
  for (const [label, env] of [['caches off', { PUBLIC_CACHE_MS: '0', SESSION_CACHE_MS: '0', CATALOG_COUNTS_CACHE: 'off' }], ['caches on', {}]]) {
    const { app, base: bare } = await startPair(url, post({}, '/graphql', tokens[0], LISTING, listing()), env);
    try {
      results.push(...(await comparePaths(app, bare, [
        { path: `category page, ${label} (${PRODUCTS} products)`, build },
        { path: `category page, ${label}, 20 buyers clicking once a second`, build, rate: 20, p99Target: 100, seconds: 15 },
      ], 0.6)));
    } finally {
      await stop(app.child);
      await stop(bare.child);
    }
  }
} finally {
  clearInterval(writing);
  await writer.end();
  if (sampling) { clearInterval(sampling); await sampler.end(); }
}
console.log(`${written} writes beside the HTTP rounds`);
report('category-pages', results, 0.6);
