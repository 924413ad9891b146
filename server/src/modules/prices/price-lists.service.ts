/**
 * Contract price lists for shop admins (docs/decisions/057): a list's name, priority, days and companies, and its
 * entries by SKU. What a company then pays is resolved in contract-entries.ts, once, for every surface.
 */
import {
  MAX_PRICE_LIST_COMPANIES,
  MAX_PRICE_LIST_GROUPS,
  MAX_PRICE_LIST_ENTRIES,
  MAX_PRICE_LIST_ENTRIES_READ,
  MAX_PRICE_LISTS_READ,
  contractTermsProblem,
  isoDay,
  percentBreaksOf,
  sortedPercentBreaks,
  priceListSchema,
  sortedBreaks,
  type ContractTerms,
} from '@gluegun/common';
import { allowUser } from '../../auth/access';
import type { Context } from '../../context';
import { inTransaction } from '../../db/retry';
import { AppError, badInput, notFound } from '../../errors';
import { Prisma } from '../../generated/prisma/client';
import { normalizeId, validate } from '../../lib/validate';
import { priceBreaksOf } from '../products/product.wholesale';
import { checkListsPerCompany, existingIds, lockPricing } from './customer-groups.service';
import { checkListsReached } from './list-limit';

/** Entries one write may set: a list of 10,000 goes in ten calls, each checked whole. */
export const MAX_ENTRIES_PER_WRITE = 1_000;

const LIST_INCLUDE = {
  companies: { select: { company: { select: { id: true, name: true } } }, orderBy: { createdAt: 'asc' } },
  groups: { select: { group: { select: { id: true, name: true } } }, orderBy: { createdAt: 'asc' } },
  locations: {
    select: {
      location: { select: { id: true, label: true, company: { select: { id: true, name: true } } } },
    },
    orderBy: { createdAt: 'asc' },
  },
  _count: { select: { entries: true } },
} satisfies Prisma.PriceListInclude;

type ListRow = Prisma.PriceListGetPayload<{ include: typeof LIST_INCLUDE }>;

async function present(ctx: Context, list: ListRow, entries: { skip: number; take: number }) {
  const rows = await ctx.db.priceListEntry.findMany({
    where: { priceListId: list.id },
    include: { product: { select: { sku: true, name: true, priceCents: true } } },
    orderBy: { product: { sku: 'asc' } },
    skip: entries.skip,
    take: entries.take,
  });
  return {
    id: list.id,
    name: list.name,
    priority: list.priority,
    updatedAt: list.updatedAt,
    validFrom: list.validFrom ? isoDay(list.validFrom) : null,
    validTo: list.validTo ? isoDay(list.validTo) : null,
    limitsProducts: list.limitsProducts,
    companies: list.companies.map((c) => c.company),
    groups: list.groups.map((g) => g.group),
    locations: list.locations.map(({ location: l }) => ({
      id: l.id,
      label: l.label,
      companyId: l.company.id,
      companyName: l.company.name,
    })),
    entryCount: list._count.entries,
    entries: rows.map((e) => ({
      productId: e.productId,
      sku: e.product.sku,
      productName: e.product.name,
      listPriceCents: e.product.priceCents,
      unitPriceCents: e.unitPriceCents,
      percentOffBp: e.percentOffBp,
      priceBreaks: e.percentOffBp === null ? priceBreaksOf(e) : [],
      percentBreaks: e.percentOffBp === null ? [] : percentBreaksOf(e.priceBreaks),
    })),
  };
}

/** Every list, highest priority first, each with its first entries. */
export async function priceLists(ctx: Context) {
  allowUser(ctx, 'priceLists');
  const lists = await ctx.db.priceList.findMany({
    include: LIST_INCLUDE,
    orderBy: [{ priority: 'desc' }, { name: 'asc' }],
    take: MAX_PRICE_LISTS_READ,
  });
  return Promise.all(lists.map((l) => present(ctx, l, { skip: 0, take: 20 })));
}

/** One list with a page of its entries by SKU. */
export async function priceList(ctx: Context, rawId: string, skip = 0, take = 100) {
  allowUser(ctx, 'priceList');
  return readList(ctx, rawId, skip, take);
}

/** A list as the reads and the writes answer it (each write checked its own access). */
export async function readList(ctx: Context, rawId: string, skip = 0, take = 100) {
  if (!Number.isSafeInteger(take) || take < 1 || take > MAX_PRICE_LIST_ENTRIES_READ)
    throw badInput(`take must be from 1 to ${MAX_PRICE_LIST_ENTRIES_READ}`, 'take');
  if (!Number.isSafeInteger(skip) || skip < 0 || skip > MAX_PRICE_LIST_ENTRIES)
    throw badInput(`skip must be from 0 to ${MAX_PRICE_LIST_ENTRIES}`, 'skip');
  const id = normalizeId(rawId);
  const list = id ? await ctx.db.priceList.findUnique({ where: { id }, include: LIST_INCLUDE }) : null;
  if (!list) throw notFound('Price list');
  return present(ctx, list, { skip, take });
}

const dayOf = (v: string | null | undefined) => (v ? new Date(`${v}T00:00:00Z`) : null);

/** Companies named by id, all of which must exist (the lists they then reach are checked after the write). */
async function checkCompanies(tx: Prisma.TransactionClient, rawIds: unknown): Promise<string[]> {
  if (!Array.isArray(rawIds)) throw badInput('companyIds must be a list of company ids', 'companyIds');
  if (rawIds.length > MAX_PRICE_LIST_COMPANIES)
    throw badInput(
      `A price list can be given to at most ${MAX_PRICE_LIST_COMPANIES} companies at once`,
      'companyIds',
    );
  const ids = [...new Set(rawIds.map(normalizeId))];
  if (ids.includes(null)) throw new AppError('NOT_FOUND', 'Company not found', { field: 'companyIds' });
  const found = await tx.company.findMany({ where: { id: { in: ids as string[] } }, select: { id: true } });
  if (found.length !== ids.length)
    throw new AppError('NOT_FOUND', 'Company not found', { field: 'companyIds' });
  return ids as string[];
}

/**
 * Creates a list (no id) or changes one; `companyIds` is the whole set of companies it is given to, and `groupIds`
 * (when given) the whole set of customer groups.
 */
export async function savePriceList(
  ctx: Context,
  rawId: string | null | undefined,
  input: { companyIds?: unknown; groupIds?: unknown } & Record<string, unknown>,
) {
  allowUser(ctx, 'savePriceList');
  const fields = await validate(priceListSchema, input ?? {});
  const id = rawId == null ? null : normalizeId(rawId);
  if (rawId != null && !id) throw notFound('Price list');
  const saved = await inTransaction(ctx.db, async (tx) => {
    // Companies' list counts are checked against rows another save may be changing: one save at a time.
    await lockPricing(tx);
    const companyIds = await checkCompanies(tx, input?.companyIds);
    const groupIds =
      input?.groupIds == null
        ? null
        : await existingIds(input.groupIds, 'groupIds', MAX_PRICE_LIST_GROUPS, 'Customer group', (ids) =>
            tx.customerGroup.findMany({ where: { id: { in: ids } }, select: { id: true } }),
          );
    const data = {
      name: fields.name,
      priority: fields.priority ?? 0,
      validFrom: dayOf(fields.validFrom),
      validTo: dayOf(fields.validTo),
      // Left out, a list keeps its setting; a new one limits nothing (docs/decisions/129).
      ...(fields.limitsProducts == null ? {} : { limitsProducts: fields.limitsProducts }),
    };
    const clash = await tx.priceList.findFirst({
      where: { name: { equals: fields.name, mode: 'insensitive' }, ...(id ? { id: { not: id } } : {}) },
      select: { id: true },
    });
    if (clash)
      throw new AppError('CONFLICT', `A price list named "${fields.name}" already exists`, { field: 'name' });
    const list = id
      ? await tx.priceList.update({ where: { id }, data }).catch((e: unknown) => {
          throw missing(e, 'Price list');
        })
      : await tx.priceList.create({ data });
    await tx.priceListCompany.deleteMany({
      where: { priceListId: list.id, companyId: { notIn: companyIds } },
    });
    await tx.priceListCompany.createMany({
      data: companyIds.map((companyId) => ({ priceListId: list.id, companyId })),
      skipDuplicates: true,
    });
    // Counted where a price is explained: each location of each company, its own lists beside the company's.
    await checkListsReached(tx, 'companyIds');
    if (groupIds) {
      await tx.priceListGroup.deleteMany({ where: { priceListId: list.id, groupId: { notIn: groupIds } } });
      await tx.priceListGroup.createMany({
        data: groupIds.map((groupId) => ({ priceListId: list.id, groupId })),
        skipDuplicates: true,
      });
      await checkListsPerCompany(tx, 'groupIds');
    }
    return list.id;
  });
  return readList(ctx, saved);
}

function missing(e: unknown, what: string) {
  return e instanceof Prisma.PrismaClientKnownRequestError && e.code === 'P2025' ? notFound(what) : e;
}

export async function deletePriceList(ctx: Context, rawId: string) {
  allowUser(ctx, 'deletePriceList');
  const id = normalizeId(rawId);
  const gone = id ? await ctx.db.priceList.deleteMany({ where: { id } }) : { count: 0 };
  if (gone.count === 0) throw notFound('Price list');
  return true;
}

export interface EntryInput {
  sku?: unknown;
  unitPriceCents?: unknown;
  percentOffBp?: unknown;
  priceBreaks?: unknown;
  percentBreaks?: unknown;
}

/** A SKU as entries name it: the catalog's SKUs are upper case, a person may type them in any case. */
export const entrySku = (raw: unknown): string => (typeof raw === 'string' ? raw.trim().toUpperCase() : '');

/**
 * The one rule for an entry, whether pasted, sent over GraphQL or read from a file: its terms, null to remove it, or
 * what is wrong with it in words.
 */
export function readEntryTerms(e: EntryInput): ContractTerms | null | { problem: string } {
  const fixed = e.unitPriceCents ?? null;
  const percent = e.percentOffBp ?? null;
  const hasBreaks = Array.isArray(e.priceBreaks) && e.priceBreaks.length > 0;
  const hasPercentBreaks = Array.isArray(e.percentBreaks) && e.percentBreaks.length > 0;
  if (fixed === null && percent === null)
    return hasBreaks
      ? { problem: 'price breaks need a fixed price' }
      : hasPercentBreaks
        ? { problem: 'percentage breaks need a percentage off' }
        : null;
  if (fixed !== null && percent !== null)
    return { problem: 'give a fixed price or a percentage off, not both' };
  if (percent !== null) {
    if (hasBreaks)
      return {
        problem: 'a percentage off takes its own breaks as percentages (percentage breaks), not prices',
      };
    const own = hasPercentBreaks
      ? (e.percentBreaks as Array<{ minQuantity: number; percentOffBp: number }>)
      : [];
    const terms: ContractTerms = {
      kind: 'PERCENT',
      percentOffBp: percent as number,
      breaks: own.map((b) => ({ minQuantity: b?.minQuantity, percentOffBp: b?.percentOffBp })),
    };
    const problem = contractTermsProblem(terms);
    return problem ? { problem } : terms;
  }
  if (hasPercentBreaks)
    return { problem: 'a fixed price takes its own breaks as prices (price breaks), not percentages' };
  const raw = Array.isArray(e.priceBreaks)
    ? (e.priceBreaks as Array<{ minQuantity: number; unitPriceCents: number }>)
    : [];
  const terms: ContractTerms = {
    kind: 'FIXED',
    unitPriceCents: fixed as number,
    breaks: raw.map((b) => ({ minQuantity: b.minQuantity, unitPriceCents: b.unitPriceCents })),
  };
  const problem = contractTermsProblem(terms);
  return problem ? { problem } : terms;
}

/** An entry's terms, or null to remove it; a refusal names the line it is on. */
function termsOf(e: EntryInput, line: number): ContractTerms | null {
  const read = readEntryTerms(e);
  if (read && 'problem' in read) throw badInput(`Line ${line}: ${read.problem}`, 'entries');
  return read;
}

/** Writes entries' terms (new or changed) in one statement: a thousand entries are one round trip, not a thousand. */
export async function writeEntries(
  tx: Prisma.TransactionClient,
  listId: string,
  kept: ReadonlyArray<{ productId: string; terms: ContractTerms }>,
): Promise<void> {
  if (kept.length === 0) return;
  await tx.$executeRaw`
    INSERT INTO "PriceListEntry" ("priceListId", "productId", "unitPriceCents", "percentOffBp", "priceBreaks", "updatedAt")
    SELECT ${listId}::uuid, x."productId", x."unitPriceCents", x."percentOffBp", x."priceBreaks"::jsonb, now() AT TIME ZONE 'UTC'
    FROM unnest(${kept.map((k) => k.productId)}::uuid[], ${kept.map((k) => (k.terms.kind === 'FIXED' ? k.terms.unitPriceCents : null))}::int[],
                ${kept.map((k) => (k.terms.kind === 'PERCENT' ? k.terms.percentOffBp : null))}::int[],
                ${kept.map((k) => JSON.stringify(k.terms.kind === 'FIXED' ? sortedBreaks(k.terms.breaks) : sortedPercentBreaks(k.terms.breaks ?? [])))}::text[])
      AS x("productId", "unitPriceCents", "percentOffBp", "priceBreaks")
    ON CONFLICT ("priceListId", "productId") DO UPDATE SET "unitPriceCents" = EXCLUDED."unitPriceCents",
      "percentOffBp" = EXCLUDED."percentOffBp", "priceBreaks" = EXCLUDED."priceBreaks", "updatedAt" = EXCLUDED."updatedAt"`;
}

/** Sets the terms of the products named by SKU (neither a price nor a percentage removes one); all or nothing. */
export async function setPriceListEntries(ctx: Context, rawId: string, rawEntries: unknown) {
  allowUser(ctx, 'setPriceListEntries');
  const id = normalizeId(rawId);
  if (!id) throw notFound('Price list');
  if (!Array.isArray(rawEntries) || rawEntries.length === 0)
    throw badInput('Give at least one entry', 'entries');
  if (rawEntries.length > MAX_ENTRIES_PER_WRITE)
    throw badInput(`At most ${MAX_ENTRIES_PER_WRITE} entries at once`, 'entries');
  const entries = (rawEntries as EntryInput[]).map((e, i) => ({
    sku: entrySku(e?.sku),
    terms: termsOf(e ?? {}, i + 1),
    line: i + 1,
  }));
  const seen = new Map<string, number>();
  for (const e of entries) {
    if (seen.has(e.sku))
      throw badInput(
        `Line ${e.line}: SKU ${e.sku.slice(0, 40)} is also on line ${seen.get(e.sku)}`,
        'entries',
      );
    seen.set(e.sku, e.line);
  }
  await inTransaction(ctx.db, async (tx) => {
    const list = await tx.priceList.findUnique({ where: { id }, select: { id: true } });
    if (!list) throw notFound('Price list');
    const products = await tx.product.findMany({
      where: { sku: { in: [...seen.keys()] } },
      select: { id: true, sku: true },
    });
    const bySku = new Map(products.map((p) => [p.sku, p.id]));
    const unknown = entries.find((e) => !bySku.has(e.sku));
    if (unknown)
      throw badInput(`Line ${unknown.line}: no product has the SKU "${unknown.sku.slice(0, 40)}"`, 'entries');
    const removed = entries.filter((e) => e.terms === null).map((e) => bySku.get(e.sku)!);
    if (removed.length > 0)
      await tx.priceListEntry.deleteMany({ where: { priceListId: id, productId: { in: removed } } });
    const kept = entries.flatMap((e) => (e.terms ? [{ productId: bySku.get(e.sku)!, terms: e.terms }] : []));
    await writeEntries(tx, id, kept);
    const count = await tx.priceListEntry.count({ where: { priceListId: id } });
    if (count > MAX_PRICE_LIST_ENTRIES)
      throw badInput(
        `A price list holds at most ${MAX_PRICE_LIST_ENTRIES.toLocaleString('en-US')} entries`,
        'entries',
      );
  });
  return readList(ctx, id);
}
