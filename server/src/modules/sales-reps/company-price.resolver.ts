import { Arg, Ctx, FieldResolver, ID, Resolver, Root } from 'type-graphql';
import DataLoader from 'dataloader';
import { explainContractTier, type ContractEntry } from '@gluegun/common';
import type { Context } from '../../context';
import { forbidden } from '../../errors';
import { Product } from '../products/product.type';
import type { WholesaleColumns } from '../products/product.wholesale';
import { ContractPrice } from '../prices/price-list.type';
import { contractEntriesFor, contractPriced, pricingDay } from '../prices/contract-entries';
import { staffCompany } from './sales-reps.service';

/** Per request and company: the staff check once, and the entries of every product priced, in one statement. */
const previews = new WeakMap<object, Map<string, { allowed: Promise<string>; entries?: DataLoader<string, ContractEntry[]> }>>();

function previewOf(ctx: Context, rawCompanyId: string) {
  let byCompany = previews.get(ctx.loaders);
  if (!byCompany) previews.set(ctx.loaders, (byCompany = new Map()));
  let preview = byCompany.get(rawCompanyId);
  if (!preview) {
    const user = ctx.user;
    const allowed = !user || ctx.apiKey || user.actingAs || (user.role !== 'ADMIN' && user.role !== 'CUSTOMER')
      ? Promise.reject(forbidden('Only shop admins and the company\'s sales reps see the shop as a company'))
      : staffCompany(ctx, user.id, user.role === 'ADMIN', rawCompanyId);
    allowed.catch(() => undefined);
    preview = { allowed };
    byCompany.set(rawCompanyId, preview);
  }
  return preview;
}

/**
 * "See the shop as company X" (docs/decisions/084): shop admins, and a company's sales reps, read the contract price a
 * company pays, with its explanation, without acting as anyone. Never publicly cached (graphql-cache-key.ts).
 */
@Resolver(() => Product)
export class ProductCompanyPriceResolver {
  @FieldResolver(() => ContractPrice, { nullable: true, description: 'What the company pays under its price lists today, with where it comes from; null: the list price. Shop admins and the company\'s sales reps only.' })
  async companyPrice(@Root() product: Product & WholesaleColumns, @Ctx() ctx: Context, @Arg('companyId', () => ID, { nullable: true, description: 'The company whose price to show; none: null' }) companyId?: string | null): Promise<ContractPrice | null> {
    if (companyId === null || companyId === undefined) return null;
    const preview = previewOf(ctx, companyId);
    const id = await preview.allowed;
    if (!preview.entries) {
      const day = pricingDay(ctx);
      preview.entries = new DataLoader(async (ids: readonly string[]) => {
        const found = await contractEntriesFor(ctx.db, id, ids, day);
        return ids.map((pid) => found.get(pid) ?? []);
      });
    }
    const tiers = contractPriced(product, await preview.entries.load(product.id)).contract;
    if (!tiers) return null;
    const described = tiers.map((t) => ({ ...t, explanation: explainContractTier(t) }));
    return {
      unitPriceCents: tiers[0].unitPriceCents, explanation: described[0].explanation, tiers: described,
      priceBreaks: tiers.slice(1).map((t) => ({ minQuantity: t.minQuantity, unitPriceCents: t.unitPriceCents })),
    };
  }
}
