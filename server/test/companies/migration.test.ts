/**
 * The company-accounts migration keeps every figure: each user becomes the only member and admin of a
 * one-person company holding their limit, terms and hold; each purchase order belongs to its buyer's company (orders
 * of deleted users to one company per buyer e-mail); credit figures per customer are the same before and after.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { MIGRATIONS_DIR, migrate } from '../../src/db/migrate';

const BEFORE = '20261130000000_reminders_settings_webhook_rotation';
let dbUrl: string;
let admin: Client;
let dbName: string;

beforeAll(async () => {
  const base = new URL(process.env.TEST_DATABASE_URL!);
  dbName = `${base.pathname.slice(1)}_companies_migration`.slice(0, 60);
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

/** Per buyer: open, overdue (before a cutoff), held (overdue after the hold was lifted), limit and terms. */
const FIGURES_BEFORE = `
  SELECT u.email, u."creditLimitCents" AS "limit", u."paymentTermsDays" AS terms, u."holdLiftedAt" AS lifted,
    coalesce(sum(po."totalCents" - po."paidCents") FILTER (WHERE po."paymentStatus" = 'AWAITING_PAYMENT'), 0)::int AS open,
    count(po.id) FILTER (WHERE po."paymentStatus" = 'AWAITING_PAYMENT' AND po."dueAt" < $1)::int AS overdue,
    count(po.id) FILTER (WHERE po."paymentStatus" = 'AWAITING_PAYMENT' AND po."dueAt" < $1 AND (u."holdLiftedAt" IS NULL OR po."dueAt" > u."holdLiftedAt"))::int AS holding,
    count(po.id)::int AS orders, coalesce(sum(po."paidCents"), 0)::int AS paid
  FROM "User" u LEFT JOIN "PurchaseOrder" po ON po."userId" = u.id GROUP BY u.id ORDER BY u.email`;
const FIGURES_AFTER = `
  SELECT u.email, c."creditLimitCents" AS "limit", c."paymentTermsDays" AS terms, c."holdLiftedAt" AS lifted,
    coalesce(sum(po."totalCents" - po."paidCents") FILTER (WHERE po."paymentStatus" = 'AWAITING_PAYMENT'), 0)::int AS open,
    count(po.id) FILTER (WHERE po."paymentStatus" = 'AWAITING_PAYMENT' AND po."dueAt" < $1)::int AS overdue,
    count(po.id) FILTER (WHERE po."paymentStatus" = 'AWAITING_PAYMENT' AND po."dueAt" < $1 AND (c."holdLiftedAt" IS NULL OR po."dueAt" > c."holdLiftedAt"))::int AS holding,
    count(po.id)::int AS orders, coalesce(sum(po."paidCents"), 0)::int AS paid
  FROM "User" u JOIN "Company" c ON c.id = u."companyId" LEFT JOIN "PurchaseOrder" po ON po."companyId" = c.id GROUP BY u.id, c.id ORDER BY u.email`;

it('turns every customer into a one-person company with the same limit, terms, hold, orders and figures', async () => {
  const older = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  for (const name of fs.readdirSync(MIGRATIONS_DIR)) {
    if (name.endsWith('.toml') || name > BEFORE) continue;
    fs.cpSync(path.join(MIGRATIONS_DIR, name), path.join(older, name), { recursive: true });
  }
  await migrate(dbUrl, older);
  const db = new Client({ connectionString: dbUrl });
  await db.connect();
  try {
    const user = async (
      email: string,
      limit: number | null,
      terms: number | null,
      lifted: string | null,
      name: string | null = null,
    ) =>
      (
        await db.query(
          `INSERT INTO "User" (id, email, "displayName", "creditLimitCents", "paymentTermsDays", "holdLiftedAt", "updatedAt") VALUES (gen_random_uuid(), $1, $2, $3, $4, $5, now()) RETURNING id`,
          [email, name, limit, terms, lifted],
        )
      ).rows[0].id as string;
    let n = 0;
    const po = async (
      userId: string | null,
      email: string,
      total: number,
      paid: number,
      due: string,
      company: string | null = null,
    ) => {
      n += 1;
      const status = paid >= total ? 'PAID' : 'AWAITING_PAYMENT';
      await db.query(
        `INSERT INTO "PurchaseOrder" (id, "userId", "buyerName", "buyerEmail", "companyName", "contactPhone", "invoiceNumber", "issuedAt", "termsDays", "dueAt", "subtotalCents", "totalCents", "paidCents", "paymentStatus", "updatedAt")
         VALUES (gen_random_uuid(), $1, 'Buyer', $2, $3, '5550100', $4, '2026-10-01', 30, $5, $6, $6, $7, $8::"PaymentStatus", now())`,
        [userId, email, company, `INV-M${n}`, due, total, paid, status],
      );
    };
    const a = await user('a@old.test', 500_000, 45, null, 'Ann');
    const b = await user('b@old.test', null, null, '2026-11-01');
    await user('c@old.test', 0, 0, null);
    await po(a, 'a@old.test', 120_000, 20_000, '2026-10-31', 'Ann Crafts Ltd');
    await po(a, 'a@old.test', 30_000, 30_000, '2026-10-31');
    await po(a, 'a@old.test', 45_000, 0, '2026-12-31');
    await po(b, 'b@old.test', 10_000, 0, '2026-10-15'); // overdue, but the hold was lifted after it fell due
    await po(b, 'b@old.test', 7_000, 0, '2026-11-10'); // overdue after the hold was lifted: holds
    await po(null, 'gone@old.test', 9_900, 100, '2026-12-01'); // deleted users' orders: two people, one name
    await po(null, 'Gone@old.test', 100, 0, '2026-12-01');
    await po(null, 'other.gone@old.test', 5_000, 0, '2026-12-01');
    const cutoff = '2026-11-24';
    const before = (await db.query(FIGURES_BEFORE, [cutoff])).rows;

    await migrate(dbUrl);

    const after = (await db.query(FIGURES_AFTER, [cutoff])).rows;
    expect(after).toEqual(before);
    const companies = (
      await db.query(
        `SELECT c.name, c.personal, u."companyRole" FROM "User" u JOIN "Company" c ON c.id = u."companyId" ORDER BY u.email`,
      )
    ).rows;
    // The company's name: the latest company name given at checkout, else the person's name, else the e-mail.
    expect(companies).toEqual([
      { name: 'Ann Crafts Ltd', personal: true, companyRole: 'COMPANY_ADMIN' },
      { name: 'b@old.test', personal: true, companyRole: 'COMPANY_ADMIN' },
      { name: 'c@old.test', personal: true, companyRole: 'COMPANY_ADMIN' },
    ]);
    const orphans = (
      await db.query(`SELECT lower(po."buyerEmail") AS email, count(*)::int AS n, count(DISTINCT po."companyId")::int AS companies, sum(po."totalCents" - po."paidCents")::int AS open
      FROM "PurchaseOrder" po WHERE po."userId" IS NULL GROUP BY 1 ORDER BY 1`)
    ).rows;
    expect(orphans).toEqual([
      { email: 'gone@old.test', n: 2, companies: 1, open: 9_900 },
      { email: 'other.gone@old.test', n: 1, companies: 1, open: 5_000 },
    ]);
    expect(
      (
        await db.query(
          `SELECT count(DISTINCT "companyId")::int AS n FROM "PurchaseOrder" WHERE "userId" IS NULL`,
        )
      ).rows[0].n,
    ).toBe(2);
    expect(
      (await db.query(`SELECT count(*)::int AS n FROM "PurchaseOrder" WHERE "companyId" IS NULL`)).rows[0].n,
    ).toBe(0);
    // Users and orders inserted later without a company get one (a sign-up's own company; the buyer's company).
    const d = (
      await db.query(
        `INSERT INTO "User" (id, email, "updatedAt") VALUES (gen_random_uuid(), 'd@new.test', now()) RETURNING "companyId"`,
      )
    ).rows[0].companyId;
    expect((await db.query(`SELECT name, personal FROM "Company" WHERE id = $1`, [d])).rows).toEqual([
      { name: 'd@new.test', personal: true },
    ]);
    await po(a, 'a@old.test', 100, 0, '2026-12-31');
    expect(
      (
        await db.query(
          `SELECT count(*)::int AS n FROM "PurchaseOrder" WHERE "companyId" = (SELECT "companyId" FROM "User" WHERE id = $1)`,
          [a],
        )
      ).rows[0].n,
    ).toBe(4);
  } finally {
    await db.end();
  }
}, 180_000);
