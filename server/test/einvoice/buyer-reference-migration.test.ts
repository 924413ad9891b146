/**
 * The migration that freezes the buyer reference on orders (docs/decisions/111): orders placed before it take today's
 * rule (the company's reference, else the PO number, else the order number as orderNumberText writes it), and an
 * order inserted after it takes the rule at that moment, by the database's trigger.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { orderNumberText } from '@gluegun/common';
import { MIGRATIONS_DIR, migrate } from '../../src/db/migrate';

const MINE = '20270124000000_order_buyer_reference';
let dbUrl: string;
let admin: Client;
let dbName: string;

beforeAll(async () => {
  const base = new URL(process.env.TEST_DATABASE_URL!);
  dbName = `${base.pathname.slice(1)}_buyer_ref_migration`.slice(0, 60);
  const adminUrl = new URL(base);
  adminUrl.pathname = '/postgres';
  admin = new Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${dbName}"`);
  const url = new URL(base);
  url.pathname = `/${dbName}`;
  dbUrl = url.toString();
}, 180_000);
afterAll(async () => {
  await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
  await admin.end();
}, 180_000);

it("fills every earlier order's reference by today's rule, and the trigger fills later ones", async () => {
  const older = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  for (const name of fs.readdirSync(MIGRATIONS_DIR)) {
    if (name.endsWith('.toml') || name >= MINE) continue;
    fs.cpSync(path.join(MIGRATIONS_DIR, name), path.join(older, name), { recursive: true });
  }
  await migrate(dbUrl, older);
  const db = new Client({ connectionString: dbUrl });
  await db.connect();
  try {
    const user = async (email: string, buyerReference: string | null) => {
      const { id, companyId } = (
        await db.query(
          `INSERT INTO "User" (id, email, "updatedAt") VALUES (gen_random_uuid(), $1, now()) RETURNING id, "companyId"`,
          [email],
        )
      ).rows[0];
      await db.query(`UPDATE "Company" SET "buyerReference" = $2 WHERE id = $1`, [companyId, buyerReference]);
      return id as string;
    };
    const po = async (userId: string, number: number, poNumber: string | null) =>
      (
        await db.query(
          `INSERT INTO "PurchaseOrder" (id, number, "userId", "buyerName", "buyerEmail", "poNumber", "contactPhone", "invoiceNumber", "issuedAt", "termsDays", "dueAt", "subtotalCents", "totalCents", "updatedAt")
           VALUES (gen_random_uuid(), $2, $1, 'Buyer', 'b@old.test', $3, '5550100', $4, '2026-10-01', 30, '2026-10-31', 100, 100, now()) RETURNING id`,
          [userId, number, poNumber, `INV-B${number}`],
        )
      ).rows[0].id as string;
    const authority = await user('amt@old.test', '04011000-1234512345-06');
    const plain = await user('shop@old.test', null);
    const ids = [
      await po(authority, 41, 'PO-1'),
      await po(plain, 42, 'PO-2'),
      await po(plain, 43, null),
      await po(plain, 1_234_567, null),
    ];

    await migrate(dbUrl);

    const refOf = async (id: string) =>
      (await db.query(`SELECT "buyerReference" FROM "PurchaseOrder" WHERE id = $1`, [id])).rows[0]
        .buyerReference;
    const refs: unknown[] = [];
    for (const id of ids) refs.push(await refOf(id));
    expect(refs).toEqual(['04011000-1234512345-06', 'PO-2', orderNumberText(43), orderNumberText(1_234_567)]);
    expect(orderNumberText(1_234_567)).toBe('SO-1234567');
    // After the migration: the trigger takes the rule when the order is inserted, and keeps it after.
    const later = await po(authority, 44, 'PO-3');
    await db.query(`UPDATE "Company" SET "buyerReference" = '991-99012-32'`);
    expect([await refOf(later), await refOf(await po(plain, 45, null))]).toEqual([
      '04011000-1234512345-06',
      '991-99012-32',
    ]);
  } finally {
    await db.end();
  }
}, 300_000);
