"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.notifyConfig = notifyConfig;
function flag(env, name, fallback, fail) {
    const v = (env[name] ?? '').trim().toLowerCase();
    if (v === '')
        return fallback;
    if (['1', 'true', 'yes', 'on'].includes(v))
        return true;
    if (['0', 'false', 'no', 'off'].includes(v))
        return false;
    return fail(name, `must be 1/true or 0/false (got "${env[name]}")`);
}
function notifyConfig(env, int, production, sellerEmail, fail) {
    const smtpUrl = env.SMTP_URL?.trim() || undefined;
    if (smtpUrl && !/^smtps?:\/\/[^\s]+$/.test(smtpUrl))
        fail('SMTP_URL', 'must start with smtp:// or smtps://');
    const mailFrom = env.MAIL_FROM?.trim() || `Glue Gun Wholesale <${sellerEmail}>`;
    if (!/^[^<>\r\n]*<?[^\s@<>]+@[^\s@<>]+>?$/.test(mailFrom))
        fail('MAIL_FROM', 'must be an e-mail address, optionally as "Name <address>"');
    const shopUrl = (env.SHOP_URL?.trim() || `http://localhost:${env.PORT?.trim() || '4000'}`).replace(/\/+$/, '');
    if (!/^https?:\/\/[^\s/]+(\/\S*)?$/.test(shopUrl))
        fail('SHOP_URL', 'must start with http:// or https://');
    const webhookAllowPrivate = flag(env, 'WEBHOOK_ALLOW_PRIVATE', false, fail);
    if (production && webhookAllowPrivate)
        fail('WEBHOOK_ALLOW_PRIVATE', 'must not be set in production (it lets webhooks reach internal addresses)');
    const reminderCron = env.REMINDER_CRON?.trim() || '0 * * * *';
    if (!/^\S+( \S+){4}$/.test(reminderCron))
        fail('REMINDER_CRON', 'must be a cron expression of 5 fields (minute hour day month weekday), e.g. "0 * * * *"');
    return {
        jobsEnabled: flag(env, 'JOBS_ENABLED', true, fail),
        dispatchIntervalMs: int('DISPATCH_INTERVAL_MS', 1000, 100, 60_000),
        smtpUrl,
        mailFrom,
        shopUrl,
        webhookAllowPrivate,
        webhookTimeoutMs: int('WEBHOOK_TIMEOUT_MS', 10_000, 100, 60_000),
        webhookMaxResponseBytes: int('WEBHOOK_MAX_RESPONSE_BYTES', 64 * 1024, 1024, 1024 * 1024),
        webhookRetryDelaySeconds: int('WEBHOOK_RETRY_DELAY_SECONDS', 20, 1, 3600),
        webhookRetryLimit: int('WEBHOOK_RETRY_LIMIT', 12, 0, 50),
        maintenanceIntervalSeconds: int('JOBS_MAINTENANCE_SECONDS', 30, 1, 3600),
        reminderCron,
    };
}
//# sourceMappingURL=notify-config.js.map