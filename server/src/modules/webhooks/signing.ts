/**
 * Standard Webhooks signatures (https://www.standardwebhooks.com): HMAC-SHA256 over `id.timestamp.body` with the
 * secret's bytes (base64 after `whsec_`), sent as `webhook-signature: v1,<base64>`. Receivers can verify with any
 * Standard Webhooks library; our tests do so with the `standardwebhooks` npm package.
 */
import { createHmac, randomBytes } from 'node:crypto';

export const newSecret = (): string => `whsec_${randomBytes(32).toString('base64')}`;

/**
 * The three headers. Several secrets (during a rotation's overlap: the new one first, then the previous one) give
 * one `v1,<sig>` per secret, space-separated, as the specification allows: a receiver holding either secret
 * verifies the delivery.
 */
export function signatureHeaders(
  secrets: string | readonly string[],
  msgId: string,
  timestampSeconds: number,
  body: string,
): Record<string, string> {
  const signatures = (typeof secrets === 'string' ? [secrets] : secrets).map((secret) => {
    const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
    return `v1,${createHmac('sha256', key).update(`${msgId}.${timestampSeconds}.${body}`).digest('base64')}`;
  });
  return {
    'webhook-id': msgId,
    'webhook-timestamp': String(timestampSeconds),
    'webhook-signature': signatures.join(' '),
  };
}

/** The secrets a delivery at `now` is signed with: the current one, and the previous one while its overlap lasts. */
export function signingSecrets(
  endpoint: { secret: string; previousSecret: string | null; previousSecretExpiresAt: Date | null },
  now: Date,
): string[] {
  return endpoint.previousSecret && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > now
    ? [endpoint.secret, endpoint.previousSecret]
    : [endpoint.secret];
}

/** The webhook-id of an event: msg_ + its id without dashes, the same on every attempt and redelivery. */
export const webhookIdOf = (eventId: string): string => `msg_${eventId.replace(/-/g, '')}`;
