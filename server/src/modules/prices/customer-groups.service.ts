/**
 * Customer groups for shop admins (docs/decisions/081): a named set of companies that price lists are given to at
 * once. A company may be in several groups; its lists are the union of its own and its groups' (COMPANY_LISTS).
 */
import {
  MAX_CUSTOMER_GROUPS_READ,
  MAX_GROUP_COMPANIES,
  MAX_LISTS_PER_COMPANY,
  customerGroupSchema,
} from '@gluegun/common';
import { allowUser } from '../../auth/access';
import type { Context } from '../../context';
import { inTransaction } from '../../db/retry';
import { AppError, badInput, notFound } from '../../errors';
import type { Prisma } from '../../generated/prisma/client';
import { normalizeId, validate } from '../../lib/validate';
import { checkListsReached } from './list-limit';

/** Price lists and groups change companies' list counts: one such save at a time (the price lists' own lock). */
export const lockPricing = (tx: Prisma.TransactionClient) =>
  tx.$executeRaw`SELECT pg_advisory_xact_lock(727301)`;

const GROUP_INCLUDE = {
  companies: { select: { company: { select: { id: true, name: true } } }, orderBy: { createdAt: 'asc' } },
  priceLists: { select: { priceList: { select: { id: true, name: true } } }, orderBy: { createdAt: 'asc' } },
} satisfies Prisma.CustomerGroupInclude;

const present = (g: Prisma.CustomerGroupGetPayload<{ include: typeof GROUP_INCLUDE }>) => ({
  id: g.id,
  name: g.name,
  companies: g.companies.map((c) => c.company),
  priceLists: g.priceLists.map((l) => l.priceList),
});

/** Every group by name, with its companies and the lists given to it. */
export async function customerGroups(ctx: Context) {
  allowUser(ctx, 'customerGroups');
  const groups = await ctx.db.customerGroup.findMany({
    include: GROUP_INCLUDE,
    orderBy: { name: 'asc' },
    take: MAX_CUSTOMER_GROUPS_READ,
  });
  return groups.map(present);
}

/** Ids named in `field`, each of which must exist in `found`; duplicates count once. */
export async function existingIds(
  rawIds: unknown,
  field: string,
  max: number,
  what: string,
  find: (ids: string[]) => Promise<Array<{ id: string }>>,
): Promise<string[]> {
  if (!Array.isArray(rawIds)) throw badInput(`${field} must be a list of ${what.toLowerCase()} ids`, field);
  if (rawIds.length > max) throw badInput(`At most ${max} in ${field}`, field);
  const ids = [...new Set(rawIds.map(normalizeId))];
  if (ids.includes(null)) throw new AppError('NOT_FOUND', `${what} not found`, { field });
  const found = await find(ids as string[]);
  if (found.length !== ids.length) throw new AppError('NOT_FOUND', `${what} not found`, { field });
  return ids as string[];
}

/**
 * After a change to lists, groups or their companies: no company location (or company without locations) may reach
 * more lists than a price can be explained with (list-limit.ts), and no group may hold more than one company may.
 */
export async function checkListsPerCompany(tx: Prisma.TransactionClient, field: string): Promise<void> {
  await checkListsReached(tx, field);
  // A group holds no more than one company may: otherwise its first company could never join it.
  const full = await tx.$queryRaw<Array<{ name: string }>>`
    SELECT g."name" FROM "PriceListGroup" l JOIN "CustomerGroup" g ON g."id" = l."groupId"
    GROUP BY g."id", g."name" HAVING count(*) > ${MAX_LISTS_PER_COMPANY} ORDER BY g."name" LIMIT 1`;
  if (full.length > 0)
    throw badInput(
      `A customer group can have at most ${MAX_LISTS_PER_COMPANY} price lists: ${full[0].name} would have more`,
      field,
    );
}

/** Creates a group (no id) or changes one; `companyIds` is the whole set of its companies. */
export async function saveCustomerGroup(
  ctx: Context,
  rawId: string | null | undefined,
  input: { name?: unknown; companyIds?: unknown },
) {
  allowUser(ctx, 'saveCustomerGroup');
  const fields = await validate(customerGroupSchema, { name: input?.name });
  const id = rawId == null ? null : normalizeId(rawId);
  if (rawId != null && !id) throw notFound('Customer group');
  const saved = await inTransaction(ctx.db, async (tx) => {
    await lockPricing(tx);
    const companyIds = await existingIds(
      input?.companyIds,
      'companyIds',
      MAX_GROUP_COMPANIES,
      'Company',
      (ids) => tx.company.findMany({ where: { id: { in: ids } }, select: { id: true } }),
    );
    const clash = await tx.customerGroup.findFirst({
      where: { name: { equals: fields.name, mode: 'insensitive' }, ...(id ? { id: { not: id } } : {}) },
      select: { id: true },
    });
    if (clash)
      throw new AppError('CONFLICT', `A customer group named "${fields.name}" already exists`, {
        field: 'name',
      });
    const group = id
      ? await tx.customerGroup.updateMany({ where: { id }, data: { name: fields.name } }).then((r) => {
          if (r.count === 0) throw notFound('Customer group');
          return { id };
        })
      : await tx.customerGroup.create({ data: { name: fields.name } });
    await tx.customerGroupCompany.deleteMany({
      where: { groupId: group.id, companyId: { notIn: companyIds } },
    });
    await tx.customerGroupCompany.createMany({
      data: companyIds.map((companyId) => ({ groupId: group.id, companyId })),
      skipDuplicates: true,
    });
    await checkListsPerCompany(tx, 'companyIds');
    return group.id;
  });
  return present(
    await ctx.db.customerGroup.findUniqueOrThrow({ where: { id: saved }, include: GROUP_INCLUDE }),
  );
}

/** Deletes a group: its companies keep their own lists and lose the group's; orders placed keep their prices. */
export async function deleteCustomerGroup(ctx: Context, rawId: string) {
  allowUser(ctx, 'deleteCustomerGroup');
  const id = normalizeId(rawId);
  const gone = id ? await ctx.db.customerGroup.deleteMany({ where: { id } }) : { count: 0 };
  if (gone.count === 0) throw notFound('Customer group');
  return true;
}
