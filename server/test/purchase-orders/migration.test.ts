/**
 * The purchase-order migration keeps history: items invoiced under the old model become one-line
 * purchase orders under their old invoice reference; statuses map to payment and fulfilment; item events stay.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { MIGRATIONS_DIR, migrate } from '../../src/db/migrate';

const BEFORE = '20261125000000_wholesale_rules';
let dbUrl: string;
let admin: Client;
let dbName: string;

beforeAll(async () => {
  const base = new URL(process.env.TEST_DATABASE_URL!);
  dbName = `${base.pathname.slice(1)}_migration`.slice(0, 60);
  const adminUrl = new URL(base);
  adminUrl.pathname = '/postgres';
  admin = new Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${dbName}"`);
  await admin.query(`CREATE DATABASE "${dbName}"`);
  const url = new URL(base);
  url.pathname = `/${dbName}`;
  dbUrl = url.toString();
}, 180_000);
// Creating and dropping a database waits for a checkpoint: on a busy machine (CI runs other suites beside it) that
// has taken over a minute.
afterAll(async () => {
  await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
  await admin.end();
}, 180_000);

it('turns invoiced items into one-line purchase orders without losing history', async () => {
  // The database as it was before purchase orders.
  const older = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  for (const name of fs.readdirSync(MIGRATIONS_DIR)) {
    if (name.endsWith('.toml') || name > BEFORE) continue;
    fs.cpSync(path.join(MIGRATIONS_DIR, name), path.join(older, name), { recursive: true });
  }
  await migrate(dbUrl, older);

  const db = new Client({ connectionString: dbUrl });
  await db.connect();
  try {
    const u = (
      await db.query(
        `INSERT INTO "User" (id, email, "updatedAt") VALUES (gen_random_uuid(), 'old@buyer.test', now()) RETURNING id`,
      )
    ).rows[0].id;
    const p = (
      await db.query(
        `INSERT INTO "Product" (id, name, description, "imageUrl", "priceCents", quantity, "updatedAt") VALUES (gen_random_uuid(), 'Old Gun', 'd', '/x.svg', 1000, 500, now()) RETURNING id, sku`,
      )
    ).rows[0];
    const products = [p];
    for (let i = 0; i < 4; i++) {
      products.push(
        (
          await db.query(
            `INSERT INTO "Product" (id, name, description, "imageUrl", "priceCents", quantity, "updatedAt") VALUES (gen_random_uuid(), 'Gun ${i}', 'd', '/x.svg', 1000, 500, now()) RETURNING id, sku`,
          )
        ).rows[0],
      );
    }
    const statuses = ['PENDING', 'PAID', 'SHIPPED', 'DELIVERED', 'CANCELLED'];
    const invoicedAt = new Date(Date.now() - 40 * 24 * 3600 * 1000); // past net 30: overdue after the migration
    for (const [i, status] of statuses.entries()) {
      const invoiced = status !== 'PENDING';
      const item = (
        await db.query(
          `INSERT INTO "OrderItem" (id, "productId", "userId", "productName", "imageUrl", "unitPriceCents", "userName", "userEmail", "userPhone", quantity, status, "stockReserved", "invoiceReference", "invoicedAt", "updatedAt")
         VALUES (gen_random_uuid(), $1, $2, $3, '/x.svg', 1000, 'Old Buyer', 'old@buyer.test', '5550100', 100, $4, $5, $6, $7, now()) RETURNING id`,
          [
            products[i].id,
            u,
            `Line ${status}`,
            status,
            status === 'PAID',
            invoiced ? `INV-20260101-${i}AAAAAAA` : null,
            invoiced ? invoicedAt : null,
          ],
        )
      ).rows[0].id;
      await db.query(
        `INSERT INTO "OrderEvent" (id, "orderItemId", "toStatus", "actorEmail", "actorRole") VALUES (gen_random_uuid(), $1, 'PENDING', 'old@buyer.test', 'CUSTOMER')`,
        [item],
      );
      if (invoiced)
        await db.query(
          `INSERT INTO "OrderEvent" (id, "orderItemId", "fromStatus", "toStatus", "actorEmail", "actorRole") VALUES (gen_random_uuid(), $1, 'PENDING', 'PAID', 'old@buyer.test', 'CUSTOMER')`,
          [item],
        );
    }
    const eventsBefore = Number((await db.query('SELECT count(*) FROM "OrderEvent"')).rows[0].count);

    await migrate(dbUrl);

    const pos = (
      await db.query(`
      SELECT po.*, oi.status AS "itemStatus", oi."invoiceReference" FROM "PurchaseOrder" po JOIN "OrderItem" oi ON oi."purchaseOrderId" = po.id ORDER BY oi."productName"`)
    ).rows;
    expect(pos.map((r) => [r.itemStatus, r.paymentStatus, r.fulfilmentStatus])).toEqual([
      ['CANCELLED', 'VOID', 'CANCELLED'],
      ['DELIVERED', 'AWAITING_PAYMENT', 'DELIVERED'],
      ['INVOICED', 'AWAITING_PAYMENT', 'UNFULFILLED'], // the item's old PAID is renamed INVOICED (20261127),
      ['SHIPPED', 'AWAITING_PAYMENT', 'SHIPPED'],
    ]);
    for (const r of pos) {
      expect(r.invoiceNumber).toBe(r.invoiceReference);
      expect(r.invoiceNumber).toMatch(/^INV-20260101-/);
      expect(r.totalCents).toBe(100_000);
      expect(r.termsDays).toBe(30);
      expect(new Date(r.dueAt).getTime() - new Date(r.issuedAt).getTime()).toBe(30 * 24 * 3600 * 1000);
      expect(r.addressLine1).toBeNull();
    }
    expect(Number((await db.query('SELECT count(*) FROM "InvoiceLine"')).rows[0].count)).toBe(4);
    expect(
      Number(
        (await db.query(`SELECT count(*) FROM "PurchaseOrderEvent" WHERE kind = 'MIGRATED'`)).rows[0].count,
      ),
    ).toBe(4);
    expect(Number((await db.query('SELECT count(*) FROM "OrderEvent"')).rows[0].count)).toBe(eventsBefore);
    // The open item stays open; the buyer is not put on hold by the migration itself.
    expect(
      (await db.query(`SELECT "purchaseOrderId" FROM "OrderItem" WHERE status = 'PENDING'`)).rows[0]
        .purchaseOrderId,
    ).toBeNull();
    // (The hold is the company's: the user's one-person company carries it.)
    expect(
      (
        await db.query(
          `SELECT c."holdLiftedAt" FROM "Company" c JOIN "User" x ON x."companyId" = c.id WHERE x.id = $1`,
          [u],
        )
      ).rows[0].holdLiftedAt,
    ).not.toBeNull();
    // The product of a checked-out item can be ordered again (one open item per product, not one ever).
    await db.query(
      `INSERT INTO "OrderItem" (id, "productId", "userId", "productName", "imageUrl", "unitPriceCents", "userName", "userEmail", "userPhone", quantity, "updatedAt")
       VALUES (gen_random_uuid(), $1, $2, 'again', '/x.svg', 1000, 'Old Buyer', 'old@buyer.test', '5550100', 100, now())`,
      [products[1].id, u],
    );
    await expect(
      db.query(
        `INSERT INTO "OrderItem" (id, "productId", "userId", "productName", "imageUrl", "unitPriceCents", "userName", "userEmail", "userPhone", quantity, "updatedAt")
       VALUES (gen_random_uuid(), $1, $2, 'twice', '/x.svg', 1000, 'Old Buyer', 'old@buyer.test', '5550100', 100, now())`,
        [products[1].id, u],
      ),
    ).rejects.toThrow(/OrderItem_open_userId_productId_key/);
  } finally {
    await db.end();
  }
});
