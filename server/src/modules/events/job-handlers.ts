/** What the job workers run: the e-mail and webhook senders, given the server's dependencies. */
import type { AppDeps } from '../../context';
import { emailSender } from '../mail/send-email';
import { webhookDeliverer } from '../webhooks/deliver';
import type { JobHandlers } from './job-runner';

export function jobHandlers(deps: AppDeps): JobHandlers {
  return { email: emailSender(deps), webhook: webhookDeliverer(deps) };
}
