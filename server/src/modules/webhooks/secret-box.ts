/**
 * Webhook signing secrets at rest (docs/decisions/047): the shop must keep them to sign deliveries, so they are
 * stored sealed (AES-256-GCM, with a key derived from the server's SESSION_SECRET) and opened only to sign. A
 * stored value still in the clear ("whsec_...": rows from before sealing) is read as it is, and sealed when the
 * secret is next rotated. Changing SESSION_SECRET makes the sealed secrets unreadable: rotate them after it.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const SEALED = 'whenc_v1:';
const keyOf = (serverSecret: string) =>
  Buffer.from(hkdfSync('sha256', serverSecret, 'gluegun', 'webhook-signing-secrets', 32));

export function sealSecret(secret: string, serverSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(serverSecret), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return `${SEALED}${iv.toString('base64')}:${cipher.getAuthTag().toString('base64')}:${sealed.toString('base64')}`;
}

export function openSecret(stored: string, serverSecret: string): string {
  if (!stored.startsWith(SEALED)) return stored;
  const [iv, tag, sealed] = stored
    .slice(SEALED.length)
    .split(':')
    .map((part) => Buffer.from(part, 'base64'));
  const decipher = createDecipheriv('aes-256-gcm', keyOf(serverSecret), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
}

/** The secrets a delivery at `now` is signed with, opened: the current one, and the previous one while its overlap lasts. */
export function signingSecretsOf(
  endpoint: { secret: string; previousSecret: string | null; previousSecretExpiresAt: Date | null },
  now: Date,
  serverSecret: string,
): string[] {
  const current = [endpoint.secret];
  if (endpoint.previousSecret && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > now)
    current.push(endpoint.previousSecret);
  return current.map((s) => openSecret(s, serverSecret));
}
