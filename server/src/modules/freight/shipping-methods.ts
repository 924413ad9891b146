/**
 * Shipping methods and free freight (docs/decisions/076): shop admins keep the methods (name, kind, rate table,
 * active, the one default, the companies it is limited to: docs/decisions/123) and each company's free-freight
 * threshold; buyers read the methods offered to their company at checkout.
 */
import {
  MAX_SHIPPING_METHODS,
  MAX_SHIPPING_METHOD_COMPANIES,
  freeFreightSchema,
  shippingMethodSchema,
} from '@gluegun/common';
import type { Context } from '../../context';
import { AppError, badInput, notFound } from '../../errors';
import { allowUser, isAdmin } from '../../auth/access';
import { inTransaction } from '../../db/retry';
import { poolSql } from '../../db/sql';
import { normalizeId, validate } from '../../lib/validate';
import { Prisma, type ShippingMethod } from '../../generated/prisma/client';
import { methodsFor, type MethodRow } from './freight';

/** A method as read: the companies it is limited to (a buyer sees only their own company there), and whether the reader's company may ship by it. */
export type ShippingMethodView = MethodRow & { companies: Array<{ id: string; name: string }> };

/** Buyers read the methods offered to their company, the default first; shop admins read every one. */
export async function shippingMethods(ctx: Context): Promise<ShippingMethodView[]> {
  const user = allowUser(ctx, 'shippingMethods');
  const rows = await methodsFor(poolSql(ctx.db), {
    companyId: user.companyId,
    every: isAdmin(ctx),
    limit: MAX_SHIPPING_METHODS,
  });
  return withCompanies(ctx, rows);
}

/** Each method's companies in one query; a buyer is shown no other company's name. */
async function withCompanies(ctx: Context, rows: MethodRow[]): Promise<ShippingMethodView[]> {
  if (rows.length === 0) return [];
  const links = await ctx.db.shippingMethodCompany.findMany({
    where: {
      shippingMethodId: { in: rows.map((m) => m.id) },
      ...(isAdmin(ctx) ? {} : { companyId: ctx.user?.companyId ?? '' }),
    },
    select: { shippingMethodId: true, company: { select: { id: true, name: true } } },
    orderBy: [{ company: { name: 'asc' } }, { companyId: 'asc' }],
  });
  return rows.map((m) => ({
    ...m,
    companies: links.filter((l) => l.shippingMethodId === m.id).map((l) => l.company),
  }));
}

/** The companies a method is limited to, as given: undefined keeps the method's own; [] makes it for everyone. */
async function companyIdsOf(tx: Prisma.TransactionClient, raw: unknown): Promise<string[] | undefined> {
  if (raw === undefined || raw === null) return undefined;
  if (!Array.isArray(raw)) throw badInput('Choose the companies from the list', 'companyIds');
  if (raw.length > MAX_SHIPPING_METHOD_COMPANIES)
    throw badInput(
      `A shipping method can be limited to at most ${MAX_SHIPPING_METHOD_COMPANIES} companies`,
      'companyIds',
    );
  const ids = [...new Set(raw.map(normalizeId))];
  if (ids.some((id) => id === null))
    throw badInput('One of the companies chosen does not exist', 'companyIds');
  const found = await tx.company.count({ where: { id: { in: ids as string[] } } });
  if (found !== ids.length) throw badInput('One of the companies chosen does not exist', 'companyIds');
  return ids as string[];
}

/** What a kind keeps: the other kinds' fields are cleared, so a method never carries a table it does not use. */
function dataOf(input: Awaited<ReturnType<typeof shippingMethodSchema.validate>>) {
  const tabled = input.kind === 'WEIGHT' || input.kind === 'PALLET';
  const pallet = input.kind === 'PALLET';
  return {
    name: input.name,
    kind: input.kind,
    active: input.active,
    isDefault: input.isDefault && input.active,
    bands: (tabled
      ? (input.bands ?? []).map((b) => ({ upToGrams: b.upToGrams, priceCents: b.priceCents }))
      : []) as Prisma.InputJsonValue,
    flatCents: input.kind === 'FLAT' ? (input.flatCents ?? 0) : null,
    parcelLimitGrams: pallet ? (input.parcelLimitGrams ?? null) : null,
    palletCapacityGrams: pallet ? (input.palletCapacityGrams ?? null) : null,
    palletPriceCents: pallet ? (input.palletPriceCents ?? null) : null,
  };
}

/** A shop admin creates a method (no id) or replaces one; making it the default takes that from any other. */
export async function saveShippingMethod(
  ctx: Context,
  rawId: unknown,
  rawInput: unknown,
): Promise<ShippingMethodView> {
  allowUser(ctx, 'saveShippingMethod');
  const input = await validate(shippingMethodSchema, rawInput ?? {});
  const id = rawId === undefined || rawId === null || rawId === '' ? null : normalizeId(rawId);
  if (rawId !== undefined && rawId !== null && rawId !== '' && !id) throw notFound('Shipping method');
  const data = dataOf(input);
  try {
    const saved = await inTransaction(ctx.db, async (tx) => {
      if (id && !(await tx.shippingMethod.findUnique({ where: { id }, select: { id: true } })))
        throw notFound('Shipping method');
      const companyIds = await companyIdsOf(tx, (rawInput as { companyIds?: unknown } | null)?.companyIds);
      if (!id && (await tx.shippingMethod.count()) >= MAX_SHIPPING_METHODS)
        throw badInput(
          `The shop keeps at most ${MAX_SHIPPING_METHODS} shipping methods: change or deactivate one instead`,
          'name',
        );
      if (data.isDefault)
        await tx.shippingMethod.updateMany({
          where: { isDefault: true, ...(id ? { id: { not: id } } : {}) },
          data: { isDefault: false },
        });
      const method = id
        ? await tx.shippingMethod.update({ where: { id }, data: { ...data, version: { increment: 1 } } })
        : await tx.shippingMethod.create({ data });
      if (companyIds) {
        await tx.shippingMethodCompany.deleteMany({ where: { shippingMethodId: method.id } });
        await tx.shippingMethodCompany.createMany({
          data: companyIds.map((companyId) => ({ shippingMethodId: method.id, companyId })),
        });
      }
      return method;
    });
    return await viewOf(ctx, saved);
  } catch (e) {
    if (e instanceof Prisma.PrismaClientKnownRequestError && e.code === 'P2002') {
      throw new AppError(
        'CONFLICT',
        'Another shipping method has this name, or became the default meanwhile: reload and try again',
        { field: 'name' },
      );
    }
    throw e;
  }
}

/** One saved method as the admin reads it back (offered: to the admin's own company, by the rule in freight). */
async function viewOf(ctx: Context, method: ShippingMethod): Promise<ShippingMethodView> {
  const [row] = await methodsFor(poolSql(ctx.db), {
    companyId: ctx.user?.companyId ?? null,
    every: true,
    id: method.id,
    limit: 1,
  });
  return (await withCompanies(ctx, [row ?? { ...method, offered: false }]))[0];
}

/** A shop admin sets a company's free-freight threshold (net at or over it ships free; null: none). */
export async function setCompanyFreeFreight(ctx: Context, rawCompanyId: unknown, rawInput: unknown) {
  allowUser(ctx, 'setCompanyFreeFreight');
  const id = normalizeId(rawCompanyId);
  const company = id ? await ctx.db.company.findUnique({ where: { id }, select: { id: true } }) : null;
  if (!company) throw notFound('Company');
  const input = await validate(freeFreightSchema, rawInput ?? {});
  if (input.freeFreightThresholdCents === undefined)
    throw badInput(
      'Give the free-freight threshold, or leave it empty for none',
      'freeFreightThresholdCents',
    );
  return ctx.db.company.update({
    where: { id: company.id },
    data: { freeFreightThresholdCents: input.freeFreightThresholdCents },
  });
}
