/**
 * An item's part number for the caller's company (docs/decisions/131), asked beside the catalog's public answers.
 * Whose numbers: the catalog search's rule (partNumberCompany: a member's company, or a key's that reads the
 * company's numbers; none for a visitor). One statement per request for every item a grid asks about.
 */
import DataLoader from 'dataloader';
import type { Context } from '../../context';
import type { CustomerPartNumber } from '../../generated/prisma/client';
import { partNumberCompany } from '../products/catalog-filter';

const requestLoaders = new WeakMap<object, DataLoader<string, CustomerPartNumber | null>>();

/** The caller's company's number for the item, or null (none, or a caller without a company's numbers). */
export async function partNumberForCaller(
  ctx: Context,
  productId: string,
): Promise<CustomerPartNumber | null> {
  const companyId = partNumberCompany(ctx);
  if (!companyId) return null;
  let loader = requestLoaders.get(ctx.loaders);
  if (!loader) {
    loader = new DataLoader(async (ids: readonly string[]) => {
      const rows = await ctx.db.customerPartNumber.findMany({
        where: { companyId, productId: { in: [...ids] } },
      });
      const byItem = new Map(rows.map((r) => [r.productId, r]));
      return ids.map((id) => byItem.get(id) ?? null);
    });
    requestLoaders.set(ctx.loaders, loader);
  }
  return loader.load(productId);
}
