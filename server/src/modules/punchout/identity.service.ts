/**
 * PunchOut identities (docs/decisions/064): shop admins set, per company, the cXML credentials its purchasing system
 * sends and the OCI sign-in. Secrets are stored as scrypt hashes (secrets.ts) and never read back.
 */
import { mayPunchOut, punchOutIdentitySchema } from '@gluegun/common';
import type { Context } from '../../context';
import { badInput, conflict, notFound } from '../../errors';
import { allowUser } from '../../auth/access';
import { normalizeId, validate } from '../../lib/validate';
import { Prisma } from '../../generated/prisma/client';
import { hashSecret } from './secrets';

const SELECT = {
  id: true,
  companyId: true,
  fromDomain: true,
  fromIdentity: true,
  toDomain: true,
  toIdentity: true,
  senderDomain: true,
  senderIdentity: true,
  ociUsername: true,
  punchOutUserId: true,
  enabled: true,
  createdAt: true,
  updatedAt: true,
  punchOutUser: { select: { email: true } },
} as const;

type Row = Prisma.PunchOutIdentityGetPayload<{ select: typeof SELECT }>;

export const presentIdentity = ({ punchOutUser, ...row }: Row) => ({
  ...row,
  ociEnabled: row.ociUsername !== null,
  punchOutUserEmail: punchOutUser?.email ?? null,
});
export type PresentedIdentity = ReturnType<typeof presentIdentity>;

async function companyIdOf(ctx: Context, rawId: string): Promise<string> {
  const id = normalizeId(rawId);
  if (!id || !(await ctx.db.company.findUnique({ where: { id }, select: { id: true } })))
    throw notFound('Company');
  return id;
}

/** A company's PunchOut identity, or null when it has none. Shop admins. */
export async function punchOutIdentity(
  ctx: Context,
  rawCompanyId: string,
): Promise<PresentedIdentity | null> {
  allowUser(ctx, 'punchOutIdentity');
  const companyId = await companyIdOf(ctx, rawCompanyId);
  const row = await ctx.db.punchOutIdentity.findUnique({ where: { companyId }, select: SELECT });
  return row ? presentIdentity(row) : null;
}

async function checkPunchOutUser(
  ctx: Context,
  companyId: string,
  rawUserId: string | null,
): Promise<string | null> {
  if (rawUserId === null) return null;
  const id = normalizeId(rawUserId);
  const member = id
    ? await ctx.db.user.findFirst({
        where: { id, companyId },
        select: { id: true, role: true, companyRole: true },
      })
    : null;
  if (!member) throw badInput('Choose a member of this company', 'punchOutUserId');
  if (!mayPunchOut(member))
    throw badInput(
      "Choose a buyer or a requester: a punch-out session never signs in a company admin, accounts payable or the shop's staff",
      'punchOutUserId',
    );
  return member.id;
}

/**
 * Sets a company's PunchOut identity (created the first time, with its shared secret). A secret left out keeps
 * the stored one; an empty OCI user name turns OCI off; a new OCI user name needs its password.
 */
export async function savePunchOutIdentity(
  ctx: Context,
  rawCompanyId: string,
  input: unknown,
): Promise<PresentedIdentity> {
  allowUser(ctx, 'savePunchOutIdentity');
  const companyId = await companyIdOf(ctx, rawCompanyId);
  const values = await validate(punchOutIdentitySchema, input ?? {});
  const existing = await ctx.db.punchOutIdentity.findUnique({
    where: { companyId },
    select: { ociUsername: true },
  });
  if (!existing && !values.sharedSecret)
    throw badInput("Give the shared secret the buyer's system will send", 'sharedSecret');
  const ociUsername = values.ociUsername ?? null;
  if (ociUsername !== null && ociUsername !== existing?.ociUsername && !values.ociPassword)
    throw badInput('Give the OCI password for this user name', 'ociPassword');
  const punchOutUserId = await checkPunchOutUser(ctx, companyId, values.punchOutUserId ?? null);
  const { sharedSecret, ociPassword, ...plain } = values;
  const data = {
    ...plain,
    ociUsername,
    punchOutUserId,
    ...(sharedSecret ? { secretHash: await hashSecret(sharedSecret) } : {}),
    ...(ociUsername === null
      ? { ociPasswordHash: null }
      : ociPassword
        ? { ociPasswordHash: await hashSecret(ociPassword) }
        : {}),
  };
  try {
    const row = existing
      ? await ctx.db.punchOutIdentity.update({ where: { companyId }, data, select: SELECT })
      : await ctx.db.punchOutIdentity.create({
          data: { ...data, companyId, secretHash: data.secretHash! },
          select: SELECT,
        });
    return presentIdentity(row);
  } catch (e) {
    if (e instanceof Prisma.PrismaClientKnownRequestError && e.code === 'P2002') {
      const target = String((e.meta as { target?: unknown } | undefined)?.target ?? '');
      throw conflict(
        target.includes('oci')
          ? 'Another company uses this OCI user name'
          : 'Another company uses this sender identity',
      );
    }
    throw e;
  }
}
