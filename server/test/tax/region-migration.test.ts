/**
 * The region migration (docs/decisions/049): on a database migrated up to the one before it, regions spelled any
 * known way become their code on tax rates, company locations and billing addresses, and on requests still waiting
 * for approval; unknown spellings, other countries' regions and issued orders are left as they were.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { Client } from 'pg';
import { MIGRATIONS_DIR, migrate } from '../../src/db/migrate';

const MIGRATION = '20261204000000_region_codes';
let admin: Client;
let db: Client;
let dbName: string;
let dbUrl: string;

beforeAll(async () => {
  const base = new URL(process.env.TEST_DATABASE_URL!);
  dbName = `${base.pathname.slice(1)}_region_migration`.slice(0, 60);
  const adminUrl = new URL(base);
  adminUrl.pathname = '/postgres';
  admin = new Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${dbName}"`);
  const url = new URL(base);
  url.pathname = `/${dbName}`;
  dbUrl = url.toString();
  const older = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  for (const name of fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((n) => n < MIGRATION && fs.statSync(path.join(MIGRATIONS_DIR, n)).isDirectory())) {
    fs.cpSync(path.join(MIGRATIONS_DIR, name), path.join(older, name), { recursive: true });
  }
  await migrate(dbUrl, older);
  db = new Client({ connectionString: dbUrl });
  await db.connect();
}, 180_000);
afterAll(async () => {
  await db?.end();
  await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
  await admin.end();
}, 180_000);

it('normalises known spellings to the code and leaves everything else', async () => {
  const rate = async (country: string, region: string | null) => {
    const id = crypto.randomUUID();
    await db.query(
      'INSERT INTO "TaxRate" (id, country, region, "regionKey", name, "rateMillionths", "updatedAt") VALUES ($1, $2, $3, $4, \'T\', 1000, now())',
      [id, country, region, region ? region.toUpperCase() : ''],
    );
    return id;
  };
  const ny = await rate('US', 'New York');
  const qc = await rate('CA', 'Québec');
  const dup1 = await rate('US', 'Ohio');
  const dup2 = await rate('US', 'OH');
  const unknown = await rate('US', 'Gotham');
  const oslo = await rate('NO', 'Oslo');
  const company = crypto.randomUUID();
  await db.query(
    'INSERT INTO "Company" (id, name, "billingRegion", "billingCountry", "updatedAt") VALUES ($1, \'Acme\', \'n.y.\', \'US\', now())',
    [company],
  );
  const loc = crypto.randomUUID();
  await db.query(
    "INSERT INTO \"CompanyLocation\" (id, \"companyId\", label, \"addressLine1\", city, region, \"postalCode\", country) VALUES ($1, $2, 'Depot', '1 Road', 'Town', 'us-ca', '12345', 'US')",
    [loc, company],
  );

  await migrate(dbUrl);

  const rates = Object.fromEntries(
    (await db.query('SELECT id, region, "regionKey" FROM "TaxRate"')).rows.map((r) => [
      r.id,
      [r.region, r.regionKey],
    ]),
  );
  expect(rates[ny]).toEqual(['NY', 'NY']);
  expect(rates[qc]).toEqual(['QC', 'QC']);
  expect(rates[dup1]).toEqual(['Ohio', 'OHIO']);
  expect(rates[dup2]).toEqual(['OH', 'OH']);
  expect(rates[unknown]).toEqual(['Gotham', 'GOTHAM']);
  expect(rates[oslo]).toEqual(['Oslo', 'OSLO']);
  expect(
    (await db.query('SELECT "billingRegion" FROM "Company" WHERE id = $1', [company])).rows[0].billingRegion,
  ).toBe('NY');
  expect((await db.query('SELECT region FROM "CompanyLocation" WHERE id = $1', [loc])).rows[0].region).toBe(
    'CA',
  );
});
