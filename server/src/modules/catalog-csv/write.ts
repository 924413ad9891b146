/**
 * The import's writes, 1,000 rows to a statement (docs/decisions/073, 090): each update carries the version read
 * while the file was checked, so a product changed since is not overwritten; the stock column goes through the
 * stock module (its setTotals), never onto the product's column, so the warehouse rows and their sum stay right.
 */
import { Prisma } from '../../generated/prisma/client';
import { setLevels, setTotals } from '../stock/stock';
import { repromiseTerms, termsBefore } from '../shop-calendar/promises';
import type { ProductWrite } from './import-row';
import type { RowStock } from './stock-columns';

export const UPDATE_CHUNK = 1000;

export interface RowUpdate {
  id: string;
  version: number;
  data: ProductWrite;
  stock?: RowStock;
}

const LOCK_SQL = `SELECT "id"::text AS "id", "version" FROM "Product" WHERE "id" = ANY($1::uuid[]) ORDER BY "id" FOR NO KEY UPDATE`;

/** The stock moves of rows whose figure differs from the product's total (setTotals leaves the others alone). */
const totalsOf = (rows: Array<{ id: string; quantity: number }>) =>
  rows.map((r) => ({ productId: r.id, total: r.quantity }));

/** Sets the rows' stock: per warehouse where the file has the warehouse columns, else the total by setTotals' rule. */
async function stockOf(
  tx: Prisma.TransactionClient,
  rows: Array<{ id: string; quantity: number; stock?: RowStock }>,
  madeHere = false,
): Promise<void> {
  const levels = rows.flatMap((r) => (r.stock?.levels ?? []).map((l) => ({ productId: r.id, ...l })));
  await setTotals(tx, totalsOf(rows.filter((r) => !r.stock?.levels)), madeHere);
  await setLevels(tx, levels, madeHere);
}

/**
 * Updates the rows whose version is still the one read; answers the ids written (all of them, or none). A restock day
 * changed moves the promises of the lines waiting for it as of `today` (docs/decisions/114).
 */
export async function updateChunk(
  tx: Prisma.TransactionClient,
  rows: RowUpdate[],
  today: string,
): Promise<Set<string>> {
  // The products locked first, in id order as the stock module does, so the versions read stay true until commit.
  const locked = await tx.$queryRawUnsafe<Array<{ id: string; version: number }>>(
    LOCK_SQL,
    rows.map((r) => r.id),
  );
  const current = new Map(locked.map((l) => [l.id, l.version]));
  const fresh = rows.filter((r) => current.get(r.id) === r.version);
  if (fresh.length < rows.length) return new Set(fresh.map((r) => r.id));
  const terms = await termsBefore(
    tx,
    rows.map((r) => r.id),
  );
  await stockOf(
    tx,
    rows.map((r) => ({ id: r.id, quantity: r.data.quantity, stock: r.stock })),
  );
  const values = rows.map(({ id, version, data: d }) => ({
    id,
    version,
    name: d.name,
    description: d.description,
    imageUrl: d.imageUrl,
    priceCents: d.priceCents,
    minOrderQuantity: d.minOrderQuantity,
    orderIncrement: d.orderIncrement,
    maxOrderQuantity: d.maxOrderQuantity ?? null,
    priceBreaks: d.priceBreaks ?? [],
    familyId: d.familyId,
    optionValues: d.optionValues,
    packSizes: d.packSizes,
    weightGrams: d.weightGrams,
    lengthMm: d.lengthMm,
    widthMm: d.widthMm,
    heightMm: d.heightMm,
    backordersAllowed: d.backordersAllowed ?? false,
    restockOn: d.restockOn ?? null,
  }));
  // One edit is one version past the one read, however many warehouse rows its stock moved (as the product form).
  const written = await tx.$queryRaw<Array<{ id: string }>>`
    UPDATE "Product" p SET name = v.name, description = v.description, "imageUrl" = v."imageUrl", "priceCents" = v."priceCents",
      "minOrderQuantity" = v."minOrderQuantity", "orderIncrement" = v."orderIncrement",
      "maxOrderQuantity" = v."maxOrderQuantity", "priceBreaks" = v."priceBreaks", "familyId" = v."familyId",
      "optionValues" = v."optionValues", "packSizes" = v."packSizes", "weightGrams" = v."weightGrams", "lengthMm" = v."lengthMm",
      "widthMm" = v."widthMm", "heightMm" = v."heightMm", "backordersAllowed" = v."backordersAllowed", "restockOn" = v."restockOn", version = v.version + 1, "updatedAt" = (now() AT TIME ZONE 'UTC')
    FROM jsonb_to_recordset(${JSON.stringify(values)}::jsonb) AS v(id uuid, version int, name text, description text, "imageUrl" text,
      "priceCents" int, "minOrderQuantity" int, "orderIncrement" int, "maxOrderQuantity" int, "priceBreaks" jsonb,
      "familyId" uuid, "optionValues" jsonb, "packSizes" jsonb, "weightGrams" int, "lengthMm" int, "widthMm" int, "heightMm" int,
      "backordersAllowed" boolean, "restockOn" date)
    WHERE p.id = v.id
    RETURNING p.id::text AS id`;
  await repromiseTerms(tx, today, terms);
  return new Set(written.map((w) => w.id));
}

/**
 * One INSERT a chunk, its columns the keys the rows carry and their types the table's own (a row type read from
 * JSON): Prisma's createMany spent about 2 s of JavaScript a thousand rows building its parameters.
 */
async function insertRows(
  tx: Prisma.TransactionClient,
  rows: Array<Record<string, unknown>>,
): Promise<Array<{ id: string; sku: string }>> {
  const groups = new Map<string, Array<Record<string, unknown>>>();
  for (const r of rows) {
    const keys = Object.keys(r)
      .filter((k) => r[k] !== undefined)
      .sort()
      .join(',');
    groups.set(keys, [...(groups.get(keys) ?? []), r]);
  }
  const made: Array<{ id: string; sku: string }> = [];
  for (const [keys, group] of groups) {
    if (!/^[A-Za-z,]+$/.test(keys)) throw new Error(`unexpected product column in ${keys}`);
    const columns = keys
      .split(',')
      .map((k) => `"${k}"`)
      .join(', ');
    made.push(
      ...(await tx.$queryRawUnsafe<Array<{ id: string; sku: string }>>(
        `INSERT INTO "Product" (${columns}) SELECT ${columns} FROM jsonb_populate_recordset(NULL::"Product", $1::jsonb) RETURNING "id"::text AS "id", "sku"`,
        JSON.stringify(group),
      )),
    );
  }
  return made;
}

/**
 * Creates the rows with no stock, then gives each its opening stock through the stock module: the audit trail shows
 * the product made, then stocked, and its version moved by that stock as by any other. Answers the ids by SKU.
 */
export async function createChunk(
  tx: Prisma.TransactionClient,
  rows: Array<{ data: ProductWrite; stock?: RowStock }>,
): Promise<Array<{ id: string; sku: string }>> {
  const made = await insertRows(
    tx,
    rows.map((r) => ({ ...r.data, quantity: 0 })),
  );
  const rowOf = new Map(rows.map((r) => [r.data.sku, r]));
  await stockOf(
    tx,
    made.map((m) => ({
      id: m.id,
      quantity: rowOf.get(m.sku)?.data.quantity ?? 0,
      stock: rowOf.get(m.sku)?.stock,
    })),
    true,
  );
  return made;
}
