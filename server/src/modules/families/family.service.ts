/**
 * Product families (docs/decisions/066): the public reads (a family with its variants, the list of families) and
 * the shop admins' write of a family itself. Variants are products; which family a product is in, and its values,
 * are written in variant-writes.ts.
 */
import DataLoader from 'dataloader';
import {
  MAX_FAMILY_VARIANTS,
  MAX_PRODUCT_FAMILIES,
  optionNamesProblem,
  orderUnits,
  tidyOption,
  type PackSize,
} from '@gluegun/common';
import { allow, allowUser } from '../../auth/access';
import type { Context } from '../../context';
import { catalogViewerOf, visibleIdsRead } from '../../db/catalog-visibility';
import { AppError, badInput, conflict, notFound } from '../../errors';
import type { Prisma, ProductFamily as FamilyRow } from '../../generated/prisma/client';
import { normalizeId } from '../../lib/validate';
import { unstorable } from '../../lib/text';
import { inTransaction } from '../../db/retry';
import { CARD_FIELDS } from '../products/product-columns';

export const MAX_FAMILY_NAME = 120;
export const MAX_FAMILY_DESCRIPTION = 2000;

export interface FamilyView {
  id: string;
  name: string;
  description: string;
  optionNames: string[];
  version: number;
}

/** Stored JSON arrays of text as strings (anything else in them is dropped). */
export const textsOf = (json: Prisma.JsonValue | undefined): string[] =>
  Array.isArray(json) ? json.filter((v): v is string => typeof v === 'string') : [];

export const presentFamily = (f: FamilyRow): FamilyView => ({
  id: f.id,
  name: f.name,
  description: f.description,
  optionNames: textsOf(f.optionNames),
  version: f.version,
});

/** Stored pack sizes, the base unit first; anything that is not a {name, baseUnits} pair is left out. */
export function packSizesOf(row: { packSizes?: Prisma.JsonValue }): PackSize[] {
  const raw = Array.isArray(row.packSizes) ? row.packSizes : [];
  const packs = raw.flatMap((p) => {
    const o = p as { name?: unknown; baseUnits?: unknown } | null;
    return o &&
      typeof o.name === 'string' &&
      Number.isSafeInteger(o.baseUnits) &&
      (o.baseUnits as number) >= 2
      ? [{ name: o.name, baseUnits: o.baseUnits as number }]
      : [];
  });
  return orderUnits(packs);
}

interface FamilyLoaders {
  family: DataLoader<string, FamilyView | null>;
  variants: DataLoader<string, Array<Record<keyof typeof CARD_FIELDS, unknown>>>;
}
const perRequest = new WeakMap<object, FamilyLoaders>();

/** One batched read per request for the families and for their variants, never one per product of a list. */
export function familyLoaders(ctx: Context): FamilyLoaders {
  let loaders = perRequest.get(ctx);
  if (!loaders) {
    loaders = {
      family: new DataLoader(async (ids) => {
        const rows = await ctx.db.productFamily.findMany({ where: { id: { in: [...ids] } } });
        const byId = new Map(rows.map((r) => [r.id, presentFamily(r)]));
        return ids.map((id) => byId.get(id) ?? null);
      }),
      variants: new DataLoader(async (ids) => {
        const all = await ctx.db.product.findMany({
          where: { familyId: { in: [...ids] } },
          select: CARD_FIELDS,
          orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        });
        // Each variant is its own product: a family shows only those the caller's price lists let it see (decision 129).
        const seen = await visibleIdsRead(
          ctx.db,
          catalogViewerOf(ctx),
          all.map((r) => r.id),
        );
        const rows = all.filter((r) => seen.has(r.id));
        return ids.map((id) => rows.filter((r) => r.familyId === id).slice(0, MAX_FAMILY_VARIANTS));
      }),
    };
    perRequest.set(ctx, loaders);
  }
  return loaders;
}

/** One family by id (public: the storefront's variant picker). */
export async function productFamily(ctx: Context, rawId: string) {
  allow(ctx, 'productFamily');
  const id = normalizeId(rawId);
  const found = id ? await familyLoaders(ctx).family.load(id) : null;
  if (!found) throw notFound('Product family');
  return found;
}

/** Every family by name (public; at most MAX_PRODUCT_FAMILIES exist): the admin form's choice. */
export async function productFamilies(ctx: Context) {
  allow(ctx, 'productFamilies');
  const rows = await ctx.db.productFamily.findMany({
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
    take: MAX_PRODUCT_FAMILIES,
  });
  return rows.map(presentFamily);
}

/** Text an admin typed: trimmed, within `max`, storable. */
export function adminText(
  raw: unknown,
  field: string,
  label: string,
  max: number,
  required: boolean,
): string {
  if (raw === null || raw === undefined) raw = '';
  if (typeof raw !== 'string') throw badInput(`${label} must be text`, field);
  const t = raw.trim();
  if (required && t === '') throw badInput(`Write the ${label.toLowerCase()}`, field);
  if (t.length > max)
    throw badInput(`${label} must be at most ${max.toLocaleString('en-US')} characters`, field);
  const problem = unstorable(t);
  if (problem) throw badInput(`${label}: ${problem}`, field);
  return t;
}

function optionNamesOf(raw: unknown): string[] {
  if (!Array.isArray(raw) || raw.some((n) => typeof n !== 'string'))
    throw badInput('Option names must be a list of names', 'optionNames');
  const problem =
    optionNamesProblem(raw as string[]) ??
    (raw as string[]).map((n) => unstorable(n)).find((p) => p !== null) ??
    null;
  if (problem) throw badInput(problem, 'optionNames');
  return (raw as string[]).map(tidyOption);
}

export interface FamilyWrite {
  id?: unknown;
  name?: unknown;
  description?: unknown;
  optionNames?: unknown;
  version?: unknown;
}

/**
 * Creates a family, or changes one loaded at `version`. Its options may be renamed; adding or removing one is
 * refused while variants hold values (each would need a value it does not have).
 */
export async function saveProductFamily(ctx: Context, input: FamilyWrite) {
  allowUser(ctx, 'saveProductFamily');
  const name = adminText(input?.name, 'name', 'Name', MAX_FAMILY_NAME, true);
  const description = adminText(
    input?.description,
    'description',
    'Description',
    MAX_FAMILY_DESCRIPTION,
    false,
  );
  const optionNames = optionNamesOf(input?.optionNames);
  if (input?.id === undefined || input?.id === null) {
    return inTransaction(ctx.db, async (tx) => {
      if ((await tx.productFamily.count()) >= MAX_PRODUCT_FAMILIES)
        throw conflict(`The shop has ${MAX_PRODUCT_FAMILIES} families, the most it keeps`);
      return presentFamily(await tx.productFamily.create({ data: { name, description, optionNames } }));
    });
  }
  const id = normalizeId(input.id);
  if (!id) throw notFound('Product family');
  const version = input.version;
  if (!Number.isInteger(version) || (version as number) < 0 || (version as number) > 2_147_483_647) {
    throw badInput('version is required: send the version of the family you loaded', 'version');
  }
  return inTransaction(ctx.db, async (tx) => {
    const current = await tx.productFamily.findUnique({
      where: { id },
      include: { _count: { select: { variants: true } } },
    });
    if (!current) throw notFound('Product family');
    if (current._count.variants > 0 && textsOf(current.optionNames).length !== optionNames.length) {
      throw badInput(
        `Its ${current._count.variants} variants hold one value for each of its options: options can be renamed, not added or removed, while it has variants`,
        'optionNames',
      );
    }
    const done = await tx.productFamily.updateMany({
      where: { id, version: version as number },
      data: { name, description, optionNames, version: { increment: 1 } },
    });
    if (done.count === 0) {
      throw new AppError(
        'CONFLICT',
        'This family was changed while you were editing it. Load it again and make your change again.',
        { reason: 'PRODUCT_CHANGED', field: 'version' },
      );
    }
    return presentFamily((await tx.productFamily.findUnique({ where: { id } }))!);
  });
}
