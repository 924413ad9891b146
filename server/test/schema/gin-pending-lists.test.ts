/**
 * The catalog's GIN indexes read on every category page and search keep no pending list (docs/decisions/136 and
 * 139): prices and stock change all day, and a pending list is read whole by every statement that uses its index.
 */
import { Client } from 'pg';

let sql: Client;
beforeAll(async () => {
  sql = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  await sql.connect();
});
afterAll(async () => {
  await sql.end();
});

it('takes written rows into the catalog and search indexes at once', async () => {
  const { rows } = await sql.query<{ name: string; options: string[] | null }>(
    `SELECT relname AS name, reloptions AS options FROM pg_class WHERE relname = ANY($1::text[]) ORDER BY relname`,
    [['Product_catalogKeys', 'Product_name_trgm', 'Product_searchDoc']],
  );
  expect(rows).toEqual([
    { name: 'Product_catalogKeys', options: ['fastupdate=off'] },
    { name: 'Product_name_trgm', options: ['fastupdate=off'] },
    { name: 'Product_searchDoc', options: ['fastupdate=off'] },
  ]);
});
