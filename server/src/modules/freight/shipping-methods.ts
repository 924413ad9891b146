/**
 * Shipping methods and free freight (docs/decisions/076): shop admins keep the methods (name, kind, rate table,
 * active, the one default) and each company's free-freight threshold; buyers read the active methods at checkout.
 */
import { MAX_SHIPPING_METHODS, freeFreightSchema, shippingMethodSchema } from '@gluegun/common';
import type { Context } from '../../context';
import { AppError, badInput, notFound } from '../../errors';
import { allowUser, isAdmin } from '../../auth/access';
import { inTransaction } from '../../db/retry';
import { normalizeId, validate } from '../../lib/validate';
import { Prisma, type ShippingMethod } from '../../generated/prisma/client';

/** Buyers read the active methods, the default first; shop admins read every one. */
export async function shippingMethods(ctx: Context): Promise<ShippingMethod[]> {
  allowUser(ctx, 'shippingMethods');
  return ctx.db.shippingMethod.findMany({
    where: isAdmin(ctx) ? {} : { active: true },
    orderBy: [{ isDefault: 'desc' }, { active: 'desc' }, { name: 'asc' }, { id: 'asc' }],
    take: MAX_SHIPPING_METHODS,
  });
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
): Promise<ShippingMethod> {
  allowUser(ctx, 'saveShippingMethod');
  const input = await validate(shippingMethodSchema, rawInput ?? {});
  const id = rawId === undefined || rawId === null || rawId === '' ? null : normalizeId(rawId);
  if (rawId !== undefined && rawId !== null && rawId !== '' && !id) throw notFound('Shipping method');
  const data = dataOf(input);
  try {
    return await inTransaction(ctx.db, async (tx) => {
      if (id && !(await tx.shippingMethod.findUnique({ where: { id }, select: { id: true } })))
        throw notFound('Shipping method');
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
      return id
        ? tx.shippingMethod.update({ where: { id }, data: { ...data, version: { increment: 1 } } })
        : tx.shippingMethod.create({ data });
    });
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
