// Shared by backup.mjs and restore.mjs: which database (DATABASE_URL, else the embedded one `npm start` uses under
// DATA_DIR) and which pg_dump / pg_restore (PG_BIN, else the newest PostgreSQL client on this machine).
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from './lib.mjs';

/** Folders holding PostgreSQL's client programs, newest major first: PG_BIN, Debian's /usr/lib/postgresql/N/bin, PATH. */
function candidates(tool) {
  const dirs = [];
  if (process.env.PG_BIN) dirs.push(process.env.PG_BIN);
  const debian = '/usr/lib/postgresql';
  if (fs.existsSync(debian)) {
    for (const v of fs.readdirSync(debian).filter((d) => /^\d+$/.test(d)).sort((a, b) => Number(b) - Number(a))) dirs.push(path.join(debian, v, 'bin'));
  }
  for (const d of (process.env.PATH ?? '').split(path.delimiter)) if (d) dirs.push(d);
  return dirs.map((d) => path.join(d, tool)).filter((f) => fs.existsSync(f));
}

const majorOf = (file) => Number(/(\d+)(?:\.\d+)?/.exec(execFileSync(file, ['--version'], { encoding: 'utf8' }).replace(/^[^\d]*/, ''))?.[1]);

/**
 * The newest `tool` whose major version is at least the server's: pg_dump refuses a server newer than itself,
 * and a dump from an older pg_dump may not restore every object of a newer server.
 */
export function pgTool(tool, serverMajor) {
  const found = candidates(tool).map((file) => ({ file, major: majorOf(file) }));
  const fit = found.filter((t) => t.major >= serverMajor).sort((a, b) => b.major - a.major)[0];
  if (fit) return fit.file;
  const seen = found.length ? found.map((t) => `${t.file} (${t.major})`).join(', ') : 'none';
  throw new Error(`${tool} for PostgreSQL ${serverMajor} or newer was not found (seen: ${seen}). Install PostgreSQL ${serverMajor}'s client programs `
    + `(Debian/Ubuntu: postgresql-client-${serverMajor} from the PostgreSQL apt repository; macOS: brew install postgresql@${serverMajor}) or set PG_BIN to their folder.`);
}

/** The database to back up or restore into, and how to stop what was started for it. */
export async function targetDatabase() {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, embedded: false, stop: async () => undefined };
  const require = createRequire(import.meta.url);
  const built = path.join(ROOT, 'server/dist/db/embedded.js');
  if (!fs.existsSync(built)) throw new Error('No DATABASE_URL and no built server: run `npm run build` once (the embedded database is started through it).');
  const { startEmbeddedPostgres } = require(built);
  // The same folder `npm start` uses (server/src/config.ts): a running shop's database is reused, not started twice.
  const dataDir = path.resolve(process.env.DATA_DIR || path.join(ROOT, 'data'));
  const db = await startEmbeddedPostgres(dataDir);
  return { url: db.url, embedded: true, stop: db.stop };
}

/** The server's major version (17 for 17.2), asked over the connection. */
export async function serverMajor(url) {
  const require = createRequire(path.join(ROOT, 'server/package.json'));
  const { Client } = require('pg');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query('SHOW server_version_num');
    return Math.floor(Number(rows[0].server_version_num) / 10000);
  } finally {
    await client.end();
  }
}

/** Runs a PostgreSQL program with the password out of its arguments (PGPASSWORD), failing with its own message. */
export function runPg(file, args, url) {
  const u = new URL(url);
  const env = { ...process.env, PGPASSWORD: decodeURIComponent(u.password) };
  u.password = '';
  const result = spawnSync(file, args.map((a) => a.replace('{url}', () => u.toString())), { env, stdio: ['ignore', 'inherit', 'pipe'], encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${path.basename(file)} failed (exit ${result.status}): ${result.stderr.trim()}`);
  return result.stderr;
}
