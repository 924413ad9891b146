/** What the job workers run: the e-mail and webhook senders and the reminder schedule, given the server's dependencies. */
import type { AppDeps } from './context';
import { createPrisma } from './db/prisma';
import { nowOf } from './lib/clock';
import { sendDueReminders } from './modules/reminders/reminders';
import { expireQuotes } from './modules/quotes/quote-expiry';
import { runOrderSchedules } from './modules/order-lists/order-lists.service';
import { emailSender } from './modules/mail/send-email';
import { webhookDeliverer } from './modules/webhooks/deliver';
import type { JobHandlers } from './modules/events/job-runner';
import { countedJob, emails, webhookDeliveries } from './observe/counters';
import { traced } from './observe/tracing';

export function jobHandlers(deps: AppDeps): JobHandlers {
  // The e-mails and webhooks read through a pool of their own (JOBS_DB_POOL_SIZE), so during a checkout burst they
  // do not queue behind the requests holding the shop's pool.
  const db = deps.config.databaseUrl
    ? createPrisma(deps.config.databaseUrl, deps.config.notify.jobsDbPoolSize, {
        fastSql: deps.config.fastSql,
      })
    : deps.db;
  const jobDeps: AppDeps = { ...deps, db };
  const email = emailSender(jobDeps);
  return {
    email:
      email &&
      countedJob(
        emails,
        'sent',
        traced('email.send', (job) => email.send(job)),
      ),
    webhook: countedJob(webhookDeliveries, 'ok', traced('webhook.deliver', webhookDeliverer(jobDeps))),
    reminders: async () => {
      await sendDueReminders(deps, nowOf(deps));
      await expireQuotes(deps, nowOf(deps));
      await runOrderSchedules(deps, nowOf(deps));
    },
    async close() {
      await email?.close();
      if (db !== deps.db) await db.$disconnect();
    },
  };
}
