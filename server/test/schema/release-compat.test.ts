/**
 * Migrations without downtime (docs/decisions/063): while a migration deploys, the previous release still serves.
 * prisma/release-snapshot.json is that release's schema and hot statements (`npm run release:snapshot` when a release
 * is cut); every later migration only adds, unless prisma/contract-steps.json lists it as a contract step after
 * that release, and the previous release's statements still parse and plan on the fully migrated database.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import {
  breakingParts,
  type ContractStep,
  schemaProblems,
  type Snapshot,
  statementProblems,
  statementsOf,
  widens,
} from './migration-rules';

const PRISMA = path.resolve(__dirname, '../../../prisma');
const snapshot: Snapshot = JSON.parse(fs.readFileSync(path.join(PRISMA, 'release-snapshot.json'), 'utf8'));
const contract: ContractStep[] = JSON.parse(
  fs.readFileSync(path.join(PRISMA, 'contract-steps.json'), 'utf8'),
);
const migrations = fs
  .readdirSync(path.join(PRISMA, 'migrations'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();
const newer = migrations.filter((m) => !snapshot.migrations.includes(m));
const contractNow = contract.filter((c) => newer.includes(c.migration));
const exempt = new Set(contractNow.flatMap((c) => c.changes));

let client: Client;
beforeAll(async () => {
  client = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
});
afterAll(() => client.end());

describe('the rule, on examples', () => {
  const tables = new Set(['User', 'Product']);
  it.each([
    ['ALTER TABLE "User" DROP COLUMN "phone";', 'drops a column'],
    ['ALTER TABLE "User" DROP "phone";', 'drops a column'],
    ['DROP TABLE "Product";', 'drops a table'],
    ['ALTER TABLE "User" RENAME COLUMN "email" TO "mail";', 'renames'],
    ['ALTER TABLE "User" RENAME TO "Person";', 'renames'],
    ["ALTER TYPE \"Role\" RENAME VALUE 'ADMIN' TO 'OWNER';", 'renames'],
    ['ALTER TABLE "User" ALTER COLUMN "displayName" SET NOT NULL;', 'NOT NULL'],
    ['ALTER TABLE "Product" ALTER COLUMN "priceCents" TYPE smallint;', 'type'],
    ['ALTER TABLE "Product" ADD COLUMN "weight" INTEGER NOT NULL;', 'without a default'],
  ])('%s is refused (%s)', (sql, what) => {
    expect(breakingParts(sql, tables).join('\n')).toContain(what);
  });

  it.each([
    'ALTER TABLE "Product" ADD COLUMN "weight" INTEGER;',
    'ALTER TABLE "Product" ADD COLUMN "weight" INTEGER NOT NULL DEFAULT 0;',
    'ALTER TABLE "Product" ADD CONSTRAINT "Product_w_check" CHECK ("weight" IS NOT NULL) NOT VALID;',
    'CREATE TABLE "Brand" ("id" UUID NOT NULL, "name" TEXT NOT NULL);\nALTER TABLE "Brand" ADD COLUMN "x" TEXT NOT NULL;',
    'CREATE INDEX "Product_name_idx" ON "Product"("name");\nALTER INDEX "Product_name_idx" RENAME TO "Product_n_idx";',
    'ALTER TABLE "User" DROP CONSTRAINT "User_x_fkey";\nALTER TABLE "User" ALTER COLUMN "displayName" DROP NOT NULL;',
    'CREATE FUNCTION f() RETURNS trigger AS $$ BEGIN RAISE \'DROP TABLE "x"; not run\'; END $$ LANGUAGE plpgsql;',
    '-- DROP TABLE "User";\nUPDATE "Product" SET "quantity" = 0 WHERE "quantity" < 0;',
  ])('%s only adds', (sql) => {
    expect(breakingParts(sql, tables)).toEqual([]);
  });

  it('splits statements outside quotes and function bodies', () => {
    expect(statementsOf("SELECT ';'; CREATE FUNCTION f() AS $b$ SELECT 1; $b$; SELECT 2")).toHaveLength(3);
  });

  it('a type may widen, never narrow', () => {
    expect(widens('integer', 'bigint')).toBe(true);
    expect(widens('character varying(50)', 'character varying(80)')).toBe(true);
    expect(widens('character varying(50)', 'text')).toBe(true);
    expect(widens('numeric(10,2)', 'numeric(12,2)')).toBe(true);
    expect(widens('bigint', 'integer')).toBe(false);
    expect(widens('text', 'character varying(50)')).toBe(false);
    expect(widens('numeric(10,2)', 'numeric(10,1)')).toBe(false);
    expect(widens('text', 'uuid')).toBe(false);
  });
});

describe(`the migrations after release ${snapshot.release}`, () => {
  it('the snapshot is of a real release (its migrations exist, its statements were captured)', () => {
    expect(snapshot.migrations.length).toBeGreaterThan(10);
    for (const m of snapshot.migrations) expect(migrations).toContain(m);
    expect(snapshot.statements.length).toBeGreaterThan(10);
    expect(Object.keys(snapshot.tables).length).toBeGreaterThan(20);
  });

  it('only add, unless listed as a contract step following that release', () => {
    const problems = newer.flatMap((m) => {
      const sql = fs.readFileSync(path.join(PRISMA, 'migrations', m, 'migration.sql'), 'utf8');
      return contractNow.some((c) => c.migration === m)
        ? []
        : breakingParts(sql, new Set(Object.keys(snapshot.tables))).map((p) => `${m}: ${p}`);
    });
    expect(problems).toEqual([]);
  });

  it('every contract step names its migration, the release it follows and what it takes away', () => {
    for (const step of contract) {
      expect(migrations).toContain(step.migration);
      expect(step.why.length).toBeGreaterThan(10);
      expect(step.changes.length).toBeGreaterThan(0);
    }
    // A contract step still ahead of the snapshot may only follow the release the snapshot is: the one that stopped using it.
    for (const step of contractNow) expect(step.follows).toBe(snapshot.release);
  });

  it('the migrated database still has every table, column and enum value the previous release uses', async () => {
    expect(await schemaProblems(client, snapshot, exempt)).toEqual([]);
  });

  it("the previous release's hot statements parse and plan on the migrated database", async () => {
    await client.query('BEGIN');
    try {
      expect(await statementProblems(client, snapshot.statements)).toEqual([]);
    } finally {
      await client.query('ROLLBACK');
    }
  });

  it('a migration that drops or narrows what the previous release uses is caught (inside a rolled-back transaction)', async () => {
    await client.query('BEGIN');
    try {
      await client.query('ALTER TABLE "OrderItem" DROP COLUMN "userPhone"');
      await client.query('ALTER TABLE "User" ALTER COLUMN "displayName" SET NOT NULL');
      // Other test files of the run may have products: a default fills them, then goes, leaving NOT NULL without one.
      await client.query('ALTER TABLE "Product" ADD COLUMN "releaseCheck" integer NOT NULL DEFAULT 0');
      await client.query('ALTER TABLE "Product" ALTER COLUMN "releaseCheck" DROP DEFAULT');
      const schema = await schemaProblems(client, snapshot, exempt);
      expect(schema).toEqual(
        expect.arrayContaining([
          'column OrderItem.userPhone is gone',
          'column User.displayName was nullable, is NOT NULL',
          'new column Product.releaseCheck is NOT NULL without a default',
        ]),
      );
      const statements = await statementProblems(client, snapshot.statements);
      expect(statements.some((p) => p.includes('userPhone'))).toBe(true);
    } finally {
      await client.query('ROLLBACK');
    }
  });
});
