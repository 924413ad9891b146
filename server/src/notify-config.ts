/**
 * Configuration of the job runner, e-mail and webhooks (docs/decisions/031). Read by config.ts; a bad
 * value stops the server at start with the variable's name.
 */
type Fail = (variable: string, problem: string) => never;

export interface NotifyConfig {
  /** Run the outbox dispatcher and the job workers in this instance (JOBS_ENABLED=0 for web-only instances). */
  jobsEnabled: boolean;
  /** How often the dispatcher looks for new outbox events, and how often workers poll for jobs. */
  dispatchIntervalMs: number;
  /** smtp:// or smtps:// URL; unset: e-mail is off (logged at start). */
  smtpUrl?: string;
  /** The From header of every e-mail. */
  mailFrom: string;
  /** Where people open the shop, for links in e-mails (SHOP_URL; default http://localhost:PORT). */
  shopUrl: string;
  /** Allow webhook URLs on loopback/private/link-local addresses (tests and local use only). */
  webhookAllowPrivate: boolean;
  webhookTimeoutMs: number;
  /** Most bytes of a receiver's answer read (the rest is dropped; the log keeps an excerpt). */
  webhookMaxResponseBytes: number;
  /** First retry delay; each next one doubles (pg-boss retryBackoff). 20 s x 12 retries = about a day. */
  webhookRetryDelaySeconds: number;
  webhookRetryLimit: number;
  /** How often pg-boss looks for jobs whose instance died (expired) to run them again. */
  maintenanceIntervalSeconds: number;
  /** E-mails and webhook deliveries one instance works on at once (a burst drains at this many at a time). */
  emailConcurrency: number;
  webhookConcurrency: number;
  /** Of those, at most this many to one webhook endpoint at a time (the rest wait their turn). */
  webhookEndpointConcurrency: number;
  /** SMTP connections one instance keeps open to the SMTP server and sends over (pooled, reused message after message). */
  smtpMaxConnections: number;
  /** Database connections of the e-mail and webhook jobs, apart from the requests' (DB_POOL_SIZE). */
  jobsDbPoolSize: number;
  /** When the unpaid-invoice reminder schedule runs (cron, UTC; docs/decisions/032). Default hourly. */
  reminderCron: string;
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean, fail: Fail): boolean {
  const v = (env[name] ?? '').trim().toLowerCase();
  if (v === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(v)) return true;
  if (['0', 'false', 'no', 'off'].includes(v)) return false;
  return fail(name, `must be 1/true or 0/false (got "${env[name]}")`);
}

export function notifyConfig(
  env: NodeJS.ProcessEnv,
  int: (name: string, fallback: number, min: number, max: number) => number,
  production: boolean,
  sellerEmail: string,
  fail: Fail,
): NotifyConfig {
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  if (smtpUrl && !/^smtps?:\/\/[^\s]+$/.test(smtpUrl))
    fail('SMTP_URL', 'must start with smtp:// or smtps://');
  const mailFrom = env.MAIL_FROM?.trim() || `Glue Gun Wholesale <${sellerEmail}>`;
  if (!/^[^<>\r\n]*<?[^\s@<>]+@[^\s@<>]+>?$/.test(mailFrom))
    fail('MAIL_FROM', 'must be an e-mail address, optionally as "Name <address>"');
  const shopUrl = (env.SHOP_URL?.trim() || `http://localhost:${env.PORT?.trim() || '4000'}`).replace(
    /\/+$/,
    '',
  );
  if (!/^https?:\/\/[^\s/]+(\/\S*)?$/.test(shopUrl)) fail('SHOP_URL', 'must start with http:// or https://');
  const webhookAllowPrivate = flag(env, 'WEBHOOK_ALLOW_PRIVATE', false, fail);
  if (production && webhookAllowPrivate)
    fail(
      'WEBHOOK_ALLOW_PRIVATE',
      'must not be set in production (it lets webhooks reach internal addresses)',
    );
  const reminderCron = env.REMINDER_CRON?.trim() || '0 * * * *';
  if (!/^\S+( \S+){4}$/.test(reminderCron))
    fail(
      'REMINDER_CRON',
      'must be a cron expression of 5 fields (minute hour day month weekday), e.g. "0 * * * *"',
    );
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
    emailConcurrency: int('EMAIL_CONCURRENCY', 32, 1, 64),
    webhookConcurrency: int('WEBHOOK_CONCURRENCY', 16, 1, 256),
    webhookEndpointConcurrency: int('WEBHOOK_ENDPOINT_CONCURRENCY', 8, 1, 256),
    smtpMaxConnections: int('SMTP_MAX_CONNECTIONS', 4, 1, 64),
    jobsDbPoolSize: int('JOBS_DB_POOL_SIZE', 6, 1, 100),
    reminderCron,
  };
}
