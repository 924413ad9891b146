// `npm run backup [-- FILE]`: the whole shop database (every schema: the shop's tables, the job queue) with
// PostgreSQL's own pg_dump, in its custom format (compressed; pg_restore reads it). The database is DATABASE_URL,
// else the embedded one `npm start` uses. Default file: backups/gluegun-<UTC time>.dump. See docs/operating.md.
import fs from 'node:fs';
import path from 'node:path';
import { pgTool, runPg, serverMajor, targetDatabase } from './pg-tools.mjs';
import { ROOT } from './lib.mjs';

// The dump holds every customer's data: readable by this user only.
process.umask(0o077);
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '').replace('T', '-');
const file = path.resolve(process.argv[2] ?? path.join(ROOT, 'backups', `gluegun-${stamp}.dump`));
const db = await targetDatabase();
const partial = `${file}.partial`;
try {
  const pgDump = pgTool('pg_dump', await serverMajor(db.url));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // Written beside and renamed once complete: a file named like a backup is always a whole one.
  // --no-owner/--no-acl: it restores into a server whose roles differ (another machine, a managed database).
  runPg(pgDump, ['--format=custom', '--no-owner', '--no-acl', `--file=${partial}`, '--dbname={url}'], db.url);
  fs.renameSync(partial, file);
  console.log(`backup: ${path.relative(process.cwd(), file) || file} (${fs.statSync(file).size} bytes, ${path.basename(pgDump)} from ${path.dirname(pgDump)})`);
} catch (e) {
  fs.rmSync(partial, { force: true });
  console.error(`backup failed: ${e instanceof Error ? e.message : e}`);
  process.exitCode = 1;
} finally {
  await db.stop();
}
