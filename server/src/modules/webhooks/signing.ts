/**
 * Standard Webhooks signatures (https://www.standardwebhooks.com): HMAC-SHA256 over `id.timestamp.body` with the
 * secret's bytes (base64 after `whsec_`), sent as `webhook-signature: v1,<base64>`. Receivers can verify with any
 * Standard Webhooks library; our tests do so with the `standardwebhooks` npm package.
 */
import { createHmac, randomBytes } from 'node:crypto';

export const newSecret = (): string => `whsec_${randomBytes(32).toString('base64')}`;

export function signatureHeaders(secret: string, msgId: string, timestampSeconds: number, body: string): Record<string, string> {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const signature = createHmac('sha256', key).update(`${msgId}.${timestampSeconds}.${body}`).digest('base64');
  return { 'webhook-id': msgId, 'webhook-timestamp': String(timestampSeconds), 'webhook-signature': `v1,${signature}` };
}
