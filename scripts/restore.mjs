// `npm run restore FILE [-- --replace [--force]]`: a backup made by `npm run backup` into DATABASE_URL (else the
// embedded database `npm start` uses), with PostgreSQL's own pg_restore, in one transaction: it restores whole or not
// at all. A database that already holds the shop's tables is refused unless --replace is given (its objects are
// dropped first), and --replace is refused while other sessions are connected to it (the shop looks live: stop it)
// unless --force is given too. See docs/operating.md.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pgTool, runPg, serverMajor, targetDatabase } from './pg-tools.mjs';
import { ROOT } from './lib.mjs';

const args = process.argv.slice(2);
const replace = args.includes('--replace');
const force = args.includes('--force');
const file = args.find((a) => !a.startsWith('--'));
if (!file || !fs.existsSync(file)) {
  console.error(`usage: npm run restore FILE [-- --replace [--force]]${file ? ` (no file ${file})` : ''}`);
  process.exit(2);
}

/** Whether the database holds tables, and how many other client sessions are connected to it (a live shop has its pool). */
async function inspect(url) {
  const { Client } = createRequire(path.join(ROOT, 'server/package.json'))('pg');
  const client = new Client({ connectionString: url, application_name: 'gluegun-restore' });
  await client.connect();
  try {
    const tables = await client.query("SELECT count(*)::int AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')");
    const others = await client.query(`SELECT count(*)::int AS n, string_agg(DISTINCT NULLIF(application_name, ''), ', ') AS apps FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`);
    return { hasTables: tables.rows[0].n > 0, others: others.rows[0].n, apps: others.rows[0].apps };
  } finally {
    await client.end();
  }
}

const db = await targetDatabase();
try {
  const target = await inspect(db.url);
  if (!replace && target.hasTables) {
    throw new Error('the database already holds tables: restore into a new, empty database, or add --replace to drop and replace them');
  }
  if (replace && target.hasTables && target.others > 0 && !force) {
    throw new Error(`the shop looks live: ${target.others} other connection(s) to this database${target.apps ? ` (${target.apps})` : ''}. `
      + 'Stop the shop first, or add --force to replace it anyway');
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
