/**
 * The import's updates, 1,000 rows to a statement: one UPDATE from a JSON list of rows, each row's version checked
 * as the product form's update does, so a product changed since the file was checked is not overwritten. A
 * statement per row (Prisma's updateMany) took about 45 s for 10,000 rows; this takes a few.
 */
import { Prisma } from '../../generated/prisma/client';
import type { ProductWrite } from './import-row';

export const UPDATE_CHUNK = 1000;

export interface RowUpdate { id: string; version: number; data: ProductWrite }

/** Updates the rows whose version is still the one read; answers the ids written. */
export async function updateChunk(tx: Prisma.TransactionClient, rows: RowUpdate[]): Promise<Set<string>> {
  const values = rows.map(({ id, version, data: d }) => ({
    id, version, name: d.name, description: d.description, imageUrl: d.imageUrl, priceCents: d.priceCents, quantity: d.quantity,
    minOrderQuantity: d.minOrderQuantity, orderIncrement: d.orderIncrement, maxOrderQuantity: d.maxOrderQuantity ?? null,
    priceBreaks: d.priceBreaks ?? [], familyId: d.familyId, optionValues: d.optionValues, packSizes: d.packSizes,
    weightGrams: d.weightGrams, lengthMm: d.lengthMm, widthMm: d.widthMm, heightMm: d.heightMm,
  }));
  const written = await tx.$queryRaw<Array<{ id: string }>>`
    UPDATE "Product" p SET name = v.name, description = v.description, "imageUrl" = v."imageUrl", "priceCents" = v."priceCents",
      quantity = v.quantity, "minOrderQuantity" = v."minOrderQuantity", "orderIncrement" = v."orderIncrement",
      "maxOrderQuantity" = v."maxOrderQuantity", "priceBreaks" = v."priceBreaks", "familyId" = v."familyId",
      "optionValues" = v."optionValues", "packSizes" = v."packSizes", "weightGrams" = v."weightGrams", "lengthMm" = v."lengthMm",
      "widthMm" = v."widthMm", "heightMm" = v."heightMm", version = p.version + 1, "updatedAt" = (now() AT TIME ZONE 'UTC')
    FROM jsonb_to_recordset(${JSON.stringify(values)}::jsonb) AS v(id uuid, version int, name text, description text, "imageUrl" text,
      "priceCents" int, quantity int, "minOrderQuantity" int, "orderIncrement" int, "maxOrderQuantity" int, "priceBreaks" jsonb,
      "familyId" uuid, "optionValues" jsonb, "packSizes" jsonb, "weightGrams" int, "lengthMm" int, "widthMm" int, "heightMm" int)
    WHERE p.id = v.id AND p.version = v.version
    RETURNING p.id::text AS id`;
  return new Set(written.map((w) => w.id));
}
