"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.PG_BOSS_SCHEMA = void 0;
exports.startJobRunner = startJobRunner;
/**
 * The job runner (pg-boss on the shop's PostgreSQL, docs/decisions/031): the outbox dispatcher loop plus the e-mail
 * and webhook workers. Started and stopped with the server; several instances share the work (SKIP LOCKED in both
 * the dispatcher and pg-boss's fetch). On stop, the dispatcher finishes its batch and workers finish their jobs.
 */
const pg_1 = __importDefault(require("pg"));
const pg_boss_1 = __importDefault(require("pg-boss"));
const dispatcher_1 = require("./dispatcher");
exports.PG_BOSS_SCHEMA = 'pgboss';
async function startJobRunner(databaseUrl, notify, log, handlers) {
    const pollSeconds = Math.max(0.5, notify.dispatchIntervalMs / 1000);
    const boss = new pg_boss_1.default({
        connectionString: databaseUrl, schema: exports.PG_BOSS_SCHEMA, max: 4,
        // Cron (the reminder schedule): every instance watches the schedule, pg-boss sends each tick's job once.
        schedule: Boolean(handlers.reminders),
        // Expired jobs (their instance died mid-job) are found and retried by maintenance: look often.
        maintenanceIntervalSeconds: notify.maintenanceIntervalSeconds,
    });
    boss.on('error', (err) => log.warn({ err }, 'job runner error'));
    // Instances starting together on a fresh database would race creating pg-boss's schema and queues (deadlock
    // seen): one at a time, under an advisory lock.
    const lock = new pg_1.default.Client({ connectionString: databaseUrl });
    await lock.connect();
    await lock.query('SELECT pg_advisory_lock(727275)');
    try {
        await startBoss();
    }
    finally {
        await lock.query('SELECT pg_advisory_unlock(727275)').catch(() => undefined);
        await lock.end();
    }
    async function startBoss() {
        await boss.start();
        await boss.createQueue(dispatcher_1.QUEUES.email, { name: dispatcher_1.QUEUES.email, retryLimit: 8, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 });
        // A delivery outlives its request timeout: a job still active past this was on an instance that died.
        const expireInSeconds = Math.ceil(notify.webhookTimeoutMs / 1000) + 30;
        await boss.createQueue(dispatcher_1.QUEUES.webhook, {
            name: dispatcher_1.QUEUES.webhook, retryLimit: notify.webhookRetryLimit, retryDelay: notify.webhookRetryDelaySeconds, retryBackoff: true, expireInSeconds,
        });
        if (handlers.reminders) {
            await boss.createQueue(dispatcher_1.QUEUES.reminders, { name: dispatcher_1.QUEUES.reminders, retryLimit: 2, retryDelay: 60, expireInSeconds: 600 });
            // UTC, as the shop's calendar. A run is safe at any time and any number of times (one row per step).
            await boss.schedule(dispatcher_1.QUEUES.reminders, notify.reminderCron, {}, { tz: 'UTC' });
        }
    }
    const pool = new pg_1.default.Pool({ connectionString: databaseUrl, max: 2 });
    pool.on('error', (err) => log.warn({ err }, 'dispatcher connection error'));
    const options = { mail: Boolean(notify.smtpUrl && handlers.email), webhookRetryLimit: notify.webhookRetryLimit, webhookRetryDelaySeconds: notify.webhookRetryDelaySeconds };
    const dispatchNow = async () => {
        let total = 0;
        for (;;) {
            const n = await (0, dispatcher_1.dispatchBatch)(pool, boss, options);
            total += n;
            if (n === 0)
                return total;
        }
    };
    let stopped = false;
    let timer;
    let running = Promise.resolve();
    const tick = () => {
        running = dispatchNow()
            .catch((err) => log.warn({ err }, 'outbox dispatch failed; retrying'))
            .finally(() => { if (!stopped)
            timer = setTimeout(tick, notify.dispatchIntervalMs); });
    };
    tick();
    if (handlers.email) {
        const handle = handlers.email;
        await boss.work(dispatcher_1.QUEUES.email, { batchSize: 1, pollingIntervalSeconds: pollSeconds }, async ([job]) => handle(job.data));
    }
    if (handlers.webhook) {
        const handle = handlers.webhook;
        await boss.work(dispatcher_1.QUEUES.webhook, { batchSize: 1, pollingIntervalSeconds: pollSeconds, includeMetadata: true }, async ([job]) => handle(job.data, { retryCount: job.retryCount, retryLimit: job.retryLimit }));
    }
    if (handlers.reminders) {
        const run = handlers.reminders;
        await boss.work(dispatcher_1.QUEUES.reminders, { batchSize: 1, pollingIntervalSeconds: Math.max(pollSeconds, 5) }, async () => run());
    }
    return {
        boss,
        dispatchNow,
        async stop(timeoutMs = 15_000) {
            if (stopped)
                return;
            stopped = true;
            clearTimeout(timer);
            await running;
            // graceful: workers finish the jobs they hold; unfinished ones expire and run again elsewhere.
            await boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
            await pool.end();
        },
    };
}
//# sourceMappingURL=job-runner.js.map