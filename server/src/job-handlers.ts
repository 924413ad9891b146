/** What the job workers run: the e-mail and webhook senders and the reminder schedule, given the server's dependencies. */
import type { AppDeps } from './context';
import { nowOf } from './lib/clock';
import { sendDueReminders } from './modules/reminders/reminders';
import { emailSender } from './modules/mail/send-email';
import { webhookDeliverer } from './modules/webhooks/deliver';
import type { JobHandlers } from './modules/events/job-runner';

export function jobHandlers(deps: AppDeps): JobHandlers {
  return {
    email: emailSender(deps),
    webhook: webhookDeliverer(deps),
    reminders: async () => { await sendDueReminders(deps, nowOf(deps)); },
  };
}
