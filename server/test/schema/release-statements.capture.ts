/**
 * Not part of the suite (its name does not end in .test.ts): `npm run release:snapshot` runs it when a release is cut.
 * It writes prisma/release-snapshot.json: this release's migrations, every table's columns and enum values, and the
 * SQL text its hottest operations send (Prisma's and the hand-written pg path's), which
 * release-compat.test.ts then runs against every later schema (docs/decisions/063).
 */
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { createHarness, type Harness } from '../support/harness';
import { createPrisma, type Db } from '../../src/db/prisma';
import { onFastSql } from '../../src/db/fast-sql';

const OUT = path.resolve(__dirname, '../../../prisma/release-snapshot.json');
const release =
  process.env.RELEASE ??
  JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../package.json'), 'utf8')).version;

let h: Harness;
let logged: Db;
const statements = new Set<string>();

beforeAll(async () => {
  logged = createPrisma(process.env.TEST_DATABASE_URL!, 5, { logQueries: true });
  (logged as unknown as { $on(e: 'query', f: (e: { query: string }) => void): void }).$on('query', (e) =>
    statements.add(e.query),
  );
  onFastSql(logged, (sql) => statements.add(sql));
  h = await createHarness({}, { db: logged });
});
afterAll(async () => {
  await h.close();
  await logged.$disconnect();
});

const DETAILS = {
  companyName: 'Acme',
  addressLine1: '1 Road',
  city: 'Leeds',
  postalCode: 'LS1 1AA',
  country: 'GB',
  contactPhone: '+44 113 496 0000',
};

async function ok(query: string, variables: Record<string, unknown>, token?: string) {
  const res = await h.gql(query, variables, token);
  expect(res.errors).toBeUndefined();
  return res.data as Record<string, any>;
}

it('captures the hot statements and the schema of this release', async () => {
  const product = await h.factories.createProduct(h.db);
  const buyer = await h.signedIn('CUSTOMER');
  const admin = await h.signedIn('ADMIN');
  await ok('{ products(page: 1, pageSize: 24) { total items { id name priceCents quantity } } }', {});
  await ok('query($id: ID!) { product(id: $id) { id name description priceCents quantity } }', {
    id: product.id,
  });
  await ok('{ me { id email displayName role } }', {}, buyer.token);
  const placed = await ok(
    'mutation($p: ID!) { placeOrder(input: { productId: $p, quantity: 100, phone: "5550100" }) { id } }',
    { p: product.id },
    buyer.token,
  );
  await ok('{ myOrders { id productName quantity totalCents status createdAt } }', {}, buyer.token);
  await ok(
    'mutation($ids: [ID!]!, $d: CheckoutDetailsInput!) { checkout(itemIds: $ids, details: $d) { id totalCents } }',
    { ids: [placed.placeOrder.id], d: DETAILS },
    buyer.token,
  );
  await ok('{ myPurchaseOrders { id totalCents } myCredit { limitCents } }', {}, buyer.token);
  await ok(
    '{ orders(take: 50) { id productName totalCents product { id name } user { id email } } }',
    {},
    admin.token,
  );

  const client = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  const migrations = (
    await client.query<{ name: string }>(
      'SELECT migration_name AS name FROM _prisma_migrations WHERE finished_at IS NOT NULL ORDER BY 1',
    )
  ).rows.map((r) => r.name);
  const columns = (
    await client.query<{ t: string; c: string; type: string; nullable: boolean }>(`
    SELECT table_name AS t, column_name AS c, format_type(a.atttypid, a.atttypmod) AS type, NOT a.attnotnull AS nullable
    FROM information_schema.columns ic
    JOIN pg_attribute a ON a.attrelid = format('%I.%I', ic.table_schema, ic.table_name)::regclass AND a.attname = ic.column_name
    WHERE ic.table_schema = 'public' AND ic.table_name <> '_prisma_migrations' ORDER BY 1, ic.ordinal_position`)
  ).rows;
  const enums = (
    await client.query<{ e: string; v: string }>(`
    SELECT t.typname AS e, x.enumlabel AS v FROM pg_enum x JOIN pg_type t ON t.oid = x.enumtypid ORDER BY 1, x.enumsortorder`)
  ).rows;
  await client.end();

  const tables: Record<string, Record<string, string>> = {};
  for (const r of columns) (tables[r.t] ??= {})[r.c] = `${r.type}${r.nullable ? '' : ' not null'}`;
  const enumValues: Record<string, string[]> = {};
  for (const r of enums) (enumValues[r.e] ??= []).push(r.v);
  const hot = [...statements].filter((s) => /^\s*(SELECT|INSERT|UPDATE|DELETE|WITH)\b/i.test(s)).sort();
  expect(hot.length).toBeGreaterThan(10);
  fs.writeFileSync(
    OUT,
    `${JSON.stringify({ release, migrations, tables, enums: enumValues, statements: hot }, null, 1)}\n`,
  );
});
