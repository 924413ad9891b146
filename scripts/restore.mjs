// `npm run restore FILE [-- --replace]`: a backup made by `npm run backup` into DATABASE_URL (else the embedded
// database `npm start` uses), with PostgreSQL's own pg_restore, in one transaction: it restores whole or not at all.
// A database that already holds the shop's tables is refused unless --replace is given (its objects are dropped
// first). Stop the shop while restoring: requests during it would see a half-made database. See docs/operating.md.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pgTool, runPg, serverMajor, targetDatabase } from './pg-tools.mjs';
import { ROOT } from './lib.mjs';

const args = process.argv.slice(2);
const replace = args.includes('--replace');
const file = args.find((a) => !a.startsWith('--'));
if (!file || !fs.existsSync(file)) {
  console.error(`usage: npm run restore FILE [-- --replace]${file ? ` (no file ${file})` : ''}`);
  process.exit(2);
}

async function holdsShopTables(url) {
  const { Client } = createRequire(path.join(ROOT, 'server/package.json'))('pg');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query("SELECT count(*)::int AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')");
    return rows[0].n > 0;
  } finally {
    await client.end();
  }
}

const db = await targetDatabase();
try {
  if (!replace && (await holdsShopTables(db.url))) {
    throw new Error('the database already holds tables: restore into a new, empty database, or add --replace to drop and replace them');
  }
  const pgRestore = pgTool('pg_restore', await serverMajor(db.url));
  runPg(pgRestore, [
    '--single-transaction', '--exit-on-error', '--no-owner', '--no-acl', ...(replace ? ['--clean', '--if-exists'] : []), '--dbname={url}', path.resolve(file),
  ], db.url);
  console.log(`restore: ${file} into ${db.embedded ? 'the embedded database' : 'DATABASE_URL'}`);
} catch (e) {
  console.error(`restore failed: ${e instanceof Error ? e.message : e}`);
  process.exitCode = 1;
} finally {
  await db.stop();
}
