/**
 * PunchOut secrets (the cXML shared secret, the OCI password) are kept as scrypt hashes with a salt of their own:
 * unlike an API key they are chosen by people and typed into a purchasing system, so a fast hash would let a leaked
 * row be guessed. Comparison is constant-time on the derived keys.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;

const derive = (secret: string, salt: Buffer): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    scrypt(secret.normalize('NFC'), salt, KEY_LENGTH, (e, key) => (e ? reject(e) : resolve(key)));
  });

/** `scrypt$<salt hex>$<key hex>` of a secret. */
export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('hex')}$${(await derive(secret, salt)).toString('hex')}`;
}

/** A fixed salt for comparing against nothing, so an unknown identity costs what a known one costs. */
const DECOY = `scrypt$${'0'.repeat(32)}$${'0'.repeat(KEY_LENGTH * 2)}`;

/** Whether `secret` is the one hashed in `stored` (null: none stored; the work is done all the same). */
export async function secretMatches(secret: string, stored: string | null | undefined): Promise<boolean> {
  const [kind, saltHex, keyHex] = (stored ?? DECOY).split('$');
  if (kind !== 'scrypt' || !saltHex || !keyHex) return false;
  const expected = Buffer.from(keyHex, 'hex');
  const got = await derive(secret, Buffer.from(saltHex, 'hex'));
  return expected.length === got.length && timingSafeEqual(expected, got) && stored != null;
}
