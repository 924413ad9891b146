/**
 * The whole catalog as a CSV download, streamed: products are read 1,000 at a time by SKU (unique, indexed), each batch
 * written out before the next is read and only after the client took the last one (drain), so 100,000 rows never sit
 * in memory together.
 */
import { once } from 'node:events';
import type { Response } from 'express';
import { stringify } from 'csv-stringify/sync';
import { allowUser } from '../../auth/access';
import type { Context } from '../../context';
import { priceBreaksOf } from '../products/product.wholesale';
import { textsOf } from './columns';
import { CATALOG_COLUMNS, rowCells, textCell, type CatalogRow } from './columns';
import { LINK_COLUMNS, linkCells } from './links';
import { linkIndex, storedLinks } from './links-store';
import { stockCells, stockHeader, storedLevels, warehousesOf } from './stock-columns';

export const EXPORT_BATCH = 1000;
const CSV_OPTIONS = { record_delimiter: 'windows' as const, quoted_match: [/[;\t\r\n]/, /^\s/, /\s$/] };

interface StoredRow {
  sku: string;
  name: string;
  description: string;
  imageUrl: string;
  priceCents: number;
  quantity: number;
  minOrderQuantity: number;
  orderIncrement: number;
  maxOrderQuantity: number | null;
  priceBreaks: unknown;
  familyName: string | null;
  optionValues: unknown;
  packSizes: unknown;
  weightGrams: number | null;
  lengthMm: number | null;
  widthMm: number | null;
  heightMm: number | null;
  backordersAllowed: boolean;
  restockOn: Date | null;
}

/** What a row is read with: the product's columns and its family's name. */
const SELECT = {
  id: true,
  sku: true,
  name: true,
  description: true,
  imageUrl: true,
  priceCents: true,
  quantity: true,
  minOrderQuantity: true,
  orderIncrement: true,
  maxOrderQuantity: true,
  priceBreaks: true,
  optionValues: true,
  packSizes: true,
  weightGrams: true,
  lengthMm: true,
  widthMm: true,
  heightMm: true,
  backordersAllowed: true,
  restockOn: true,
  family: { select: { name: true } },
} as const;

/** Stored pack sizes beside the base unit, as stored (the base unit `Each` is implied). */
export function storedPacks(json: unknown): Array<{ name: string; baseUnits: number }> {
  const raw = Array.isArray(json) ? json : [];
  return raw.flatMap((p) => {
    const o = p as { name?: unknown; baseUnits?: unknown } | null;
    return o &&
      typeof o.name === 'string' &&
      Number.isSafeInteger(o.baseUnits) &&
      (o.baseUnits as number) >= 2
      ? [{ name: o.name, baseUnits: o.baseUnits as number }]
      : [];
  });
}

export function catalogRowOf(r: StoredRow): CatalogRow {
  return {
    sku: r.sku,
    name: r.name,
    description: r.description,
    imageUrl: r.imageUrl,
    priceCents: r.priceCents,
    quantity: r.quantity,
    minOrderQuantity: r.minOrderQuantity,
    orderIncrement: r.orderIncrement,
    maxOrderQuantity: r.maxOrderQuantity,
    priceBreaks: priceBreaksOf({ priceBreaks: r.priceBreaks as never }),
    familyName: r.familyName,
    optionValues: textsOf(r.optionValues),
    packSizes: storedPacks(r.packSizes),
    weightGrams: r.weightGrams,
    lengthMm: r.lengthMm,
    widthMm: r.widthMm,
    heightMm: r.heightMm,
  };
}

async function writeOut(res: Response, chunk: string): Promise<void> {
  if (!res.write(chunk)) await once(res, 'drain');
}

/** Streams the catalog to `res` as `catalog.csv` (UTF-8 with a byte-order mark, by SKU). */
export async function streamCatalogCsv(ctx: Context, res: Response): Promise<void> {
  allowUser(ctx, 'exportCatalogCsv');
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', 'attachment; filename="catalog.csv"');
  res.setHeader('Cache-Control', 'private, no-store');
  res.status(200);
  const warehouses = await warehousesOf(ctx.db);
  const header = [...CATALOG_COLUMNS, ...LINK_COLUMNS, ...stockHeader(warehouses)];
  await writeOut(res, `\uFEFF${stringify([header], CSV_OPTIONS)}`);
  let after: string | null = null;
  try {
    const index = await linkIndex(ctx.db);
    for (;;) {
      const read = await ctx.db.product.findMany({
        where: after === null ? {} : { sku: { gt: after } },
        orderBy: { sku: 'asc' },
        take: EXPORT_BATCH,
        select: SELECT,
      });
      const rows: Array<StoredRow & { id: string }> = read.map(({ family, ...r }) => ({
        ...r,
        familyName: family?.name ?? null,
      }));
      const ids = rows.map((r) => r.id);
      const [links, levels] = await Promise.all([storedLinks(ctx.db, ids), storedLevels(ctx.db, ids)]);
      const cells = rows.map((r) => {
        const l = linkCells(index, links.get(r.id)!);
        return [
          ...rowCells(catalogRowOf(r)),
          ...LINK_COLUMNS.map((c) => textCell(l[c])),
          ...stockCells(r, levels.get(r.id), warehouses),
        ];
      });
      if (rows.length > 0) await writeOut(res, stringify(cells, CSV_OPTIONS));
      if (rows.length < EXPORT_BATCH || res.destroyed) break;
      after = rows[rows.length - 1].sku;
    }
  } catch (e) {
    // The header is sent: a failure can only cut the download short, never turn into a JSON error.
    res.destroy(e as Error);
    return;
  }
  res.end();
}
