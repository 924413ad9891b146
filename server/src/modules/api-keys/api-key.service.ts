import { randomUUID } from 'node:crypto';
import { array, boolean, date, object, string } from 'yup';
import { inCalendar, trimmedString } from '@gluegun/common';
import { nowOf, type Context, type SessionUser } from '../../context';
import { badInput, forbidden, notFound } from '../../errors';
import { allowUser, SCOPES, scopesFor, scopesForCompany, type Scope } from '../../auth/access';
import { newKey } from '../../auth/api-key';
import { normalizeId, validate } from '../../lib/validate';
import { keysetPage, withKey, type PageArgs } from '../../lib/connection';

const inputSchema = object({
  name: trimmedString('The name')
    .required('Give the key a name')
    .max(100, 'The name can be at most 100 characters'),
  scopes: array(
    string()
      .required()
      .oneOf([...SCOPES], 'Unknown scope: ${value}'),
  )
    .required('Choose at least one scope')
    .min(1, 'Choose at least one scope'),
  expiresAt: date()
    .nullable()
    .typeError('The expiry must be a date')
    .test('calendar', 'The expiry must be a date', (v) => v == null || inCalendar(v)),
  company: boolean().nullable().typeError('Say yes or no'),
});

const SELECT = {
  id: true,
  name: true,
  prefix: true,
  scopes: true,
  createdAt: true,
  expiresAt: true,
  revokedAt: true,
  lastUsedAt: true,
  lastUsedIp: true,
  requestCount: true,
  companyId: true,
  user: { select: { email: true } },
  company: { select: { name: true } },
} as const;

type Row = { user: { email: string }; company: { name: string } | null } & Record<string, unknown>;
const present = <T extends Row>({ user, company, ...rest }: T) => ({
  ...rest,
  createdBy: user.email,
  companyName: company?.name ?? null,
});

/**
 * Whose keys a caller manages: shop admins every key, a company admin their company's keys.
 * A company key is made by someone acting for a company; shop admins make shop keys unless they ask for a company one.
 */
const visibleKeys = (user: SessionUser) => (user.role === 'ADMIN' ? {} : { companyId: user.companyId });
const makesCompanyKey = (user: SessionUser, asked: boolean | null | undefined) =>
  user.role !== 'ADMIN' || asked === true;

/**
 * A new key acting as its creator. Its scopes must be ones the creator holds: a shop key those of the creator's
 * role (scopesFor), a company key those of the SIGNED_IN operations their company role may call (scopesForCompany;
 * never an admin one). The key is returned this once; only its SHA-256 hash and prefix are stored.
 */
export async function createApiKey(
  ctx: Context,
  input: { name: string; scopes: string[]; expiresAt?: Date | null; company?: boolean | null },
) {
  const user = allowUser(ctx, 'createApiKey');
  const wanted = await validate(inputSchema, input);
  const company = makesCompanyKey(user, wanted.company);
  if (company && user.companyRole !== 'COMPANY_ADMIN')
    throw forbidden('Only a company admin can create keys for the company');
  const held = company ? scopesForCompany(user.companyRole) : scopesFor(user.role);
  const beyond = wanted.scopes.find((s) => !held.includes(s as Scope));
  if (beyond) throw forbidden(`You cannot give a key the scope ${beyond}: you do not hold it`);
  if (wanted.expiresAt && wanted.expiresAt <= nowOf(ctx))
    throw badInput('The expiry must be in the future', 'expiresAt');
  const id = randomUUID();
  const { key, prefix, hash } = newKey(id);
  const row = await ctx.db.apiKey.create({
    data: {
      id,
      name: wanted.name,
      prefix,
      hash,
      scopes: [...new Set(wanted.scopes)],
      userId: user.id,
      expiresAt: wanted.expiresAt ?? null,
      companyId: company ? user.companyId : null,
    },
    select: SELECT,
  });
  return { key, apiKey: present(row) };
}

/** The keys the caller manages, newest first (admins see every key: any admin may revoke a leaked one). */
export async function listApiKeys(ctx: Context) {
  const user = allowUser(ctx, 'apiKeys');
  const rows = await ctx.db.apiKey.findMany({
    where: visibleKeys(user),
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    select: SELECT,
  });
  return rows.map(present);
}

/** The same keys as cursor pages, newest first (docs/decisions/029-cursor-pages.md). */
export async function apiKeyConnection(ctx: Context, args: PageArgs) {
  const user = allowUser(ctx, 'apiKeyConnection');
  const where = visibleKeys(user);
  const page = await keysetPage(args, 'apiKeys', {
    rows: async (past, orderBy, take) =>
      (await ctx.db.apiKey.findMany({ where: withKey(where, past), orderBy, take, select: SELECT })).map(
        present,
      ),
    any: async (past) =>
      (await ctx.db.apiKey.findFirst({ where: withKey(where, past), select: { id: true } })) !== null,
  });
  return { ...page, count: () => ctx.db.apiKey.count({ where }) };
}

/**
 * Revokes a key. Every request with a key reads its row (auth/api-key.ts), so the next request on any instance
 * is refused. Revoking twice keeps the first moment. A company admin revokes only their company's keys.
 */
export async function revokeApiKey(ctx: Context, id: string) {
  const user = allowUser(ctx, 'revokeApiKey');
  const keyId = normalizeId(id);
  if (!keyId) throw notFound('API key');
  const found = await ctx.db.apiKey.findUnique({ where: { id: keyId }, select: { companyId: true } });
  if (!found) throw notFound('API key');
  if (user.role !== 'ADMIN' && found.companyId !== user.companyId)
    throw forbidden("This API key is not your company's");
  await ctx.db.apiKey.updateMany({ where: { id: keyId, revokedAt: null }, data: { revokedAt: nowOf(ctx) } });
  const row = await ctx.db.apiKey.findUniqueOrThrow({ where: { id: keyId }, select: SELECT });
  return present(row);
}
