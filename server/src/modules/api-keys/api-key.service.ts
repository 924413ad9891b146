import { randomUUID } from 'node:crypto';
import { array, date, object, string } from 'yup';
import { nowOf, type Context } from '../../context';
import { badInput, forbidden, notFound } from '../../errors';
import { allowUser, SCOPES, scopesFor, type Scope } from '../../auth/access';
import { newKey } from '../../auth/api-key';
import { normalizeId, validate } from '../../lib/validate';

const inputSchema = object({
  name: string().trim().required('Give the key a name').max(100, 'The name can be at most 100 characters'),
  scopes: array(string().required().oneOf([...SCOPES], 'Unknown scope: ${value}'))
    .required('Choose at least one scope').min(1, 'Choose at least one scope'),
  expiresAt: date().nullable().typeError('The expiry must be a date'),
});

const SELECT = {
  id: true, name: true, prefix: true, scopes: true, createdAt: true, expiresAt: true, revokedAt: true,
  lastUsedAt: true, lastUsedIp: true, requestCount: true, user: { select: { email: true } },
} as const;

type Row = { user: { email: string } } & Record<string, unknown>;
const present = <T extends Row>({ user, ...rest }: T) => ({ ...rest, createdBy: user.email });

/**
 * A new key for the calling admin. Its scopes must be ones the admin holds (scopesFor their role): a key never
 * gets more than its creator. The key is returned this once; only its SHA-256 hash and prefix are stored.
 */
export async function createApiKey(ctx: Context, input: { name: string; scopes: string[]; expiresAt?: Date | null }) {
  const user = allowUser(ctx, 'createApiKey');
  const wanted = await validate(inputSchema, input);
  const held = scopesFor(user.role);
  const beyond = wanted.scopes.find((s) => !held.includes(s as Scope));
  if (beyond) throw forbidden(`You cannot give a key the scope ${beyond}: you do not hold it`);
  if (wanted.expiresAt && wanted.expiresAt <= nowOf(ctx)) throw badInput('The expiry must be in the future', 'expiresAt');
  const id = randomUUID();
  const { key, prefix, hash } = newKey(id);
  const row = await ctx.db.apiKey.create({
    data: { id, name: wanted.name, prefix, hash, scopes: [...new Set(wanted.scopes)], userId: user.id, expiresAt: wanted.expiresAt ?? null },
    select: SELECT,
  });
  return { key, apiKey: present(row) };
}

/** Every key, newest first (admins see each other's: any admin may revoke a leaked one). */
export async function listApiKeys(ctx: Context) {
  allowUser(ctx, 'apiKeys');
  const rows = await ctx.db.apiKey.findMany({ orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], select: SELECT });
  return rows.map(present);
}

/**
 * Revokes a key. Every request with a key reads its row (auth/api-key.ts), so the next request on any instance
 * is refused. Revoking twice keeps the first moment.
 */
export async function revokeApiKey(ctx: Context, id: string) {
  allowUser(ctx, 'revokeApiKey');
  const keyId = normalizeId(id);
  if (!keyId) throw notFound('API key');
  await ctx.db.apiKey.updateMany({ where: { id: keyId, revokedAt: null }, data: { revokedAt: nowOf(ctx) } });
  const row = await ctx.db.apiKey.findUnique({ where: { id: keyId }, select: SELECT });
  if (!row) throw notFound('API key');
  return present(row);
}
