/**
 * The shop admins' writes on one product as a variant (docs/decisions/066): which family it belongs to and its value
 * for each option, and how it is packed (pack sizes, weight and size of one base unit). Both move the product's
 * version, so an edit form loaded before is refused instead of overwriting them.
 */
import {
  MAX_FAMILY_VARIANTS,
  MAX_LEAD_TIME_DAYS,
  optionValuesProblem,
  packSizesProblem,
  sameCombination,
  tidyOption,
  tidyPackSizes,
  utcToday,
  type PackSize,
} from '@gluegun/common';
import { allowUser } from '../../auth/access';
import { nowOf, type Context } from '../../context';
import { badInput, conflict, notFound } from '../../errors';
import { Prisma } from '../../generated/prisma/client';
import { normalizeId } from '../../lib/validate';
import { unstorable } from '../../lib/text';
import { inTransaction } from '../../db/retry';
import { CARD_FIELDS } from '../products/product-columns';
import { textsOf } from './family.service';
import { emitProductChanges } from '../products/product-events';
import { repromiseTerms, termsBefore } from '../shop-calendar/promises';

export const MAX_WEIGHT_GRAMS = 10_000_000;
const MAX_SIDE_MM = 100_000;
const SELECT = CARD_FIELDS;

function productIdOf(raw: unknown): string {
  const id = normalizeId(raw);
  if (!id) throw notFound('Product');
  return id;
}

export function valuesOf(raw: unknown, optionNames: string[]): string[] {
  if (!Array.isArray(raw) || raw.some((v) => typeof v !== 'string'))
    throw badInput('Option values must be a list of values', 'optionValues');
  const problem =
    optionValuesProblem(optionNames, raw as string[]) ??
    (raw as string[]).map((v) => unstorable(v)).find((p) => p !== null) ??
    null;
  if (problem) throw badInput(problem, 'optionValues');
  return (raw as string[]).map(tidyOption);
}

/**
 * Makes a product a variant of a family with one value per option (or, with no family, a product of its own).
 * Two variants of a family never share a combination: checked here in words, and by the database's unique index
 * for two admins at the same moment.
 */
export async function setProductVariant(
  ctx: Context,
  rawProductId: unknown,
  rawFamilyId: unknown,
  rawValues: unknown,
) {
  allowUser(ctx, 'setProductVariant');
  const productId = productIdOf(rawProductId);
  const familyId = rawFamilyId === null || rawFamilyId === undefined ? null : normalizeId(rawFamilyId);
  if (rawFamilyId !== null && rawFamilyId !== undefined && !familyId) throw notFound('Product family');
  try {
    return await inTransaction(ctx.db, async (tx) => {
      if (!(await tx.product.findUnique({ where: { id: productId }, select: { id: true } })))
        throw notFound('Product');
      let optionValues: string[] = [];
      if (familyId) {
        const family = await tx.productFamily.findUnique({ where: { id: familyId } });
        if (!family) throw notFound('Product family');
        const names = textsOf(family.optionNames);
        optionValues = valuesOf(rawValues ?? [], names);
        const others = await tx.product.findMany({
          where: { familyId, id: { not: productId } },
          select: { name: true, optionValues: true },
        });
        if (others.length >= MAX_FAMILY_VARIANTS)
          throw conflict(`${family.name} has ${MAX_FAMILY_VARIANTS} variants, the most a family holds`);
        const twin = others.find((o) => sameCombination(textsOf(o.optionValues), optionValues));
        if (twin) throw takenCombination(family.name, names, textsOf(twin.optionValues), twin.name);
      } else if (Array.isArray(rawValues) && rawValues.length > 0) {
        throw badInput('A product outside a family has no option values', 'optionValues');
      }
      const moved = await tx.product.update({
        where: { id: productId },
        data: { familyId, optionValues, version: { increment: 1 } },
        select: SELECT,
      });
      await emitProductChanges(tx, 'product.updated', [productId]);
      return moved;
    });
  } catch (e) {
    // The unique index: another admin gave the same combination to another variant at the same moment.
    if (e instanceof Prisma.PrismaClientKnownRequestError && e.code === 'P2002')
      throw conflict('Another variant of this family already has these option values');
    throw e;
  }
}

function takenCombination(family: string, names: string[], values: string[], holder: string) {
  const combination = names.map((n, i) => `${n} ${values[i]}`).join(', ');
  return conflict(`${holder} is already the ${family} variant with ${combination}`);
}

export function packsOf(raw: unknown): PackSize[] {
  if (!Array.isArray(raw)) throw badInput('Pack sizes must be a list of packs', 'packSizes');
  const packs = raw.map((p) => {
    const o = (p ?? {}) as { name?: unknown; baseUnits?: unknown };
    if (typeof o.name !== 'string' || typeof o.baseUnits !== 'number')
      throw badInput('Each pack size needs a name and a whole number of units', 'packSizes');
    const stored = unstorable(o.name);
    if (stored) throw badInput(stored, 'packSizes');
    return { name: o.name, baseUnits: o.baseUnits };
  });
  const problem = packSizesProblem(packs);
  if (problem) throw badInput(problem, 'packSizes');
  return tidyPackSizes(packs);
}

export function wholeIn(raw: unknown, field: string, label: string, max: number): number | null {
  if (raw === null || raw === undefined) return null;
  if (!Number.isSafeInteger(raw) || (raw as number) < 1 || (raw as number) > max) {
    throw badInput(`${label} must be a whole number from 1 to ${max.toLocaleString('en-US')}`, field);
  }
  return raw as number;
}

export function dimensionsOf(raw: unknown) {
  if (raw === null || raw === undefined) return { lengthMm: null, widthMm: null, heightMm: null };
  if (typeof raw !== 'object' || Array.isArray(raw))
    throw badInput('Dimensions need a length, a width and a height in millimetres', 'dimensions');
  const d = raw as Record<string, unknown>;
  const side = (key: string, label: string) => {
    const mm = wholeIn(d[key], 'dimensions', `${label} in millimetres`, MAX_SIDE_MM);
    if (mm === null)
      throw badInput('Dimensions need a length, a width and a height in millimetres', 'dimensions');
    return mm;
  };
  return {
    lengthMm: side('lengthMm', 'Length'),
    widthMm: side('widthMm', 'Width'),
    heightMm: side('heightMm', 'Height'),
  };
}

export interface PackingWrite {
  packSizes?: unknown;
  weightGrams?: unknown;
  dimensions?: unknown;
  leadTimeDays?: unknown;
}

/** A lead time in working days (docs/decisions/083): absent keeps the product's, null is none (0). */
function leadTimeOf(raw: unknown): number | undefined {
  if (raw === undefined) return undefined;
  if (raw === null) return 0;
  if (!Number.isSafeInteger(raw) || (raw as number) < 0 || (raw as number) > MAX_LEAD_TIME_DAYS) {
    throw badInput(
      `Lead time must be a whole number of working days from 0 to ${MAX_LEAD_TIME_DAYS}`,
      'leadTimeDays',
    );
  }
  return raw as number;
}

/** Replaces a product's pack sizes and sets the weight and size of one base unit (null: not given). */
export async function setProductPacking(ctx: Context, rawProductId: unknown, input: PackingWrite) {
  allowUser(ctx, 'setProductPacking');
  const productId = productIdOf(rawProductId);
  const packSizes = packsOf(input?.packSizes ?? []);
  const weightGrams = wholeIn(input?.weightGrams, 'weightGrams', 'Weight in grams', MAX_WEIGHT_GRAMS);
  const dimensions = dimensionsOf(input?.dimensions);
  const leadTimeDays = leadTimeOf(input?.leadTimeDays);
  const done = await inTransaction(ctx.db, async (tx) => {
    // A new lead time moves the promises of the product's open lines (docs/decisions/114).
    const terms = leadTimeDays === undefined ? [] : await termsBefore(tx, [productId]);
    const written = await tx.product.updateMany({
      where: { id: productId },
      data: {
        packSizes: packSizes.map((p) => ({ name: p.name, baseUnits: p.baseUnits })),
        weightGrams,
        ...dimensions,
        leadTimeDays,
        version: { increment: 1 },
      },
    });
    if (written.count > 0) {
      await repromiseTerms(tx, utcToday(nowOf(ctx)), terms);
      await emitProductChanges(tx, 'product.updated', [productId]);
    }
    return written;
  });
  if (done.count === 0) throw notFound('Product');
  return ctx.db.product.findUniqueOrThrow({ where: { id: productId }, select: SELECT });
}
