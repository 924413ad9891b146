"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.outboxHealth = outboxHealth;
async function outboxHealth(db) {
    const [row] = await db.$queryRaw `
    SELECT (SELECT count(*)::int FROM "OutboxEvent" WHERE "dispatchedAt" IS NULL) AS waiting,
           (SELECT extract(epoch FROM (now() AT TIME ZONE 'UTC') - min("createdAt"))::int FROM "OutboxEvent" WHERE "dispatchedAt" IS NULL) AS oldest,
           (SELECT count(*)::int FROM "WebhookDelivery" WHERE "status" = 'FAILED') AS failed,
           (SELECT count(*)::int FROM "WebhookDelivery" WHERE "status" = 'RETRYING') AS retrying,
           (SELECT count(*)::int FROM "WebhookEndpoint" WHERE NOT "enabled") AS disabled`;
    return { waiting: row.waiting, oldestWaitingSeconds: Math.max(0, row.oldest ?? 0), failedDeliveries: row.failed, retryingDeliveries: row.retrying, disabledEndpoints: row.disabled };
}
//# sourceMappingURL=health.js.map