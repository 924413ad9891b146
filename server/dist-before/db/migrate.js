"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.MIGRATIONS_DIR = void 0;
exports.migrate = migrate;
const node_crypto_1 = __importDefault(require("node:crypto"));
const node_fs_1 = __importDefault(require("node:fs"));
const node_path_1 = __importDefault(require("node:path"));
const pg_1 = require("pg");
/**
 * Applies prisma/migrations/* in order, recording them in Prisma's own `_prisma_migrations` table, so
 * `prisma migrate deploy` and this runner agree. It runs at server start without the Prisma CLI
 * (a dev dependency) and takes an advisory lock so two starting servers never migrate at once.
 */
exports.MIGRATIONS_DIR = node_path_1.default.resolve(__dirname, '..', '..', '..', 'prisma', 'migrations');
async function migrate(databaseUrl, dir = exports.MIGRATIONS_DIR) {
    const client = new pg_1.Client({ connectionString: databaseUrl });
    await client.connect();
    const applied = [];
    try {
        await client.query('SELECT pg_advisory_lock(727274)');
        await client.query(`CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
      "id" VARCHAR(36) PRIMARY KEY NOT NULL,
      "checksum" VARCHAR(64) NOT NULL,
      "finished_at" TIMESTAMPTZ,
      "migration_name" VARCHAR(255) NOT NULL,
      "logs" TEXT,
      "rolled_back_at" TIMESTAMPTZ,
      "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
      "applied_steps_count" INTEGER NOT NULL DEFAULT 0)`);
        const done = await client.query('SELECT migration_name, finished_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL');
        const finished = new Set(done.rows.filter((r) => r.finished_at).map((r) => r.migration_name));
        const broken = done.rows.find((r) => !r.finished_at);
        if (broken)
            throw new Error(`Migration ${broken.migration_name} started but did not finish; fix it by hand`);
        const names = node_fs_1.default
            .readdirSync(dir, { withFileTypes: true })
            .filter((d) => d.isDirectory())
            .map((d) => d.name)
            .sort();
        for (const name of names) {
            if (finished.has(name))
                continue;
            const sql = node_fs_1.default.readFileSync(node_path_1.default.join(dir, name, 'migration.sql'), 'utf8');
            const checksum = node_crypto_1.default.createHash('sha256').update(sql).digest('hex');
            await client.query('BEGIN');
            try {
                await client.query(sql);
                await client.query(`INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, applied_steps_count)
           VALUES ($1, $2, now(), $3, 1)`, [node_crypto_1.default.randomUUID(), checksum, name]);
                await client.query('COMMIT');
                applied.push(name);
            }
            catch (e) {
                await client.query('ROLLBACK');
                throw new Error(`Migration ${name} failed: ${e.message}`, { cause: e });
            }
        }
    }
    finally {
        await client.query('SELECT pg_advisory_unlock(727274)').catch(() => undefined);
        await client.end();
    }
    return applied;
}
//# sourceMappingURL=migrate.js.map