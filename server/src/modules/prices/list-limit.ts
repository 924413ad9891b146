/**
 * The 25 lists a price can be explained with, counted where Shopify counts catalogs: per company location
 * (docs/decisions/109). A location reaches its company's own lists, its company's groups' lists and its own, a list
 * reached several ways counting once; a company without locations is counted as a whole. Every save that gives
 * lists to companies, groups or locations checks it after its write, under the pricing lock, so a refusal rolls the
 * whole save back.
 */
import { MAX_LISTS_PER_COMPANY } from '@gluegun/common';
import { badInput } from '../../errors';
import type { Prisma } from '../../generated/prisma/client';

/** Refuses, naming the first company location (or company without locations) over the limit, in `field`. */
export async function checkListsReached(tx: Prisma.TransactionClient, field: string): Promise<void> {
  const over = await tx.$queryRaw<Array<{ name: string; label: string | null; lists: number }>>`
    WITH company_lists AS (
      SELECT "companyId", "priceListId" FROM "PriceListCompany"
      UNION SELECT m."companyId", g."priceListId" FROM "PriceListGroup" g JOIN "CustomerGroupCompany" m ON m."groupId" = g."groupId"
    ), reached AS (
      SELECT cl."id" AS "locationId", cl."companyId", x."priceListId" FROM "CompanyLocation" cl JOIN company_lists x ON x."companyId" = cl."companyId"
      UNION SELECT cl."id", cl."companyId", pl."priceListId" FROM "PriceListLocation" pl JOIN "CompanyLocation" cl ON cl."id" = pl."locationId"
      UNION SELECT NULL::uuid, x."companyId", x."priceListId" FROM company_lists x
        WHERE NOT EXISTS (SELECT 1 FROM "CompanyLocation" cl WHERE cl."companyId" = x."companyId")
    )
    SELECT co."name", l."label", count(*)::int AS "lists" FROM reached r
      JOIN "Company" co ON co."id" = r."companyId" LEFT JOIN "CompanyLocation" l ON l."id" = r."locationId"
    GROUP BY co."id", co."name", r."locationId", l."label" HAVING count(*) > ${MAX_LISTS_PER_COMPANY}
    ORDER BY co."name", l."label" NULLS FIRST LIMIT 1`;
  if (over.length === 0) return;
  const { name, label, lists } = over[0];
  throw badInput(
    label === null
      ? `A company can have at most ${MAX_LISTS_PER_COMPANY} price lists, its own and its groups' together: ${name} would have ${lists}`
      : `A location can have at most ${MAX_LISTS_PER_COMPANY} price lists, its company's and its own together: ${name}, ${label} would have ${lists}`,
    field,
  );
}
