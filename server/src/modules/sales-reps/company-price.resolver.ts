import { Arg, Ctx, FieldResolver, ID, Resolver, Root } from 'type-graphql';
import DataLoader from 'dataloader';
import { explainContractTier, type ContractEntry } from '@gluegun/common';
import type { Context } from '../../context';
import { forbidden } from '../../errors';
import { Product } from '../products/product.type';
import type { WholesaleColumns } from '../products/product.wholesale';
import { ContractPrice } from '../prices/price-list.type';
import { contractEntriesRead, contractPriced, pricingDay } from '../prices/contract-entries';
import { offeredProducts } from '../../db/catalog-visibility';
import { companyBuyer, staffCompany } from './sales-reps.service';

/**
 * Per request and company: the staff check once, and per buyer (none: '') the buyer check once and the entries of
 * every product priced, in one statement.
 */
type ForBuyer = {
  buyer: Promise<string | null>;
  entries?: DataLoader<string, ContractEntry[]>;
  /** The products the company's limiting lists name (docs/decisions/129), or null: it sees every product. */
  offered?: Promise<Set<string> | null>;
};
type Preview = { allowed: Promise<string>; buyers: Map<string, ForBuyer> };
const previews = new WeakMap<object, Map<string, Preview>>();

function previewOf(ctx: Context, rawCompanyId: string) {
  let byCompany = previews.get(ctx.loaders);
  if (!byCompany) previews.set(ctx.loaders, (byCompany = new Map()));
  let preview = byCompany.get(rawCompanyId);
  if (!preview) {
    const user = ctx.user;
    const allowed =
      !user || ctx.apiKey || user.actingAs || (user.role !== 'ADMIN' && user.role !== 'CUSTOMER')
        ? Promise.reject(forbidden("Only shop admins and the company's sales reps see the shop as a company"))
        : staffCompany(ctx, user.id, user.role === 'ADMIN', rawCompanyId);
    allowed.catch(() => undefined);
    preview = { allowed, buyers: new Map() };
    byCompany.set(rawCompanyId, preview);
  }
  return preview;
}

/** The staff check, then the named buyer's check (none: the company's and its groups' lists), each once per request. */
async function previewFor(ctx: Context, companyId: string, buyerId: string | null | undefined) {
  const preview = previewOf(ctx, companyId);
  const id = await preview.allowed;
  let forBuyer = preview.buyers.get(buyerId ?? '');
  if (!forBuyer) {
    const buyer = buyerId == null ? Promise.resolve(null) : companyBuyer(ctx, id, buyerId);
    buyer.catch(() => undefined);
    forBuyer = { buyer };
    preview.buyers.set(buyerId ?? '', forBuyer);
  }
  return { id, forBuyer, buyer: await forBuyer.buyer };
}

/**
 * "See the shop as company X" (docs/decisions/084): shop admins, and a company's sales reps, read the contract price a
 * company pays, with its explanation, without acting as anyone. Never publicly cached (graphql-cache-key.ts).
 */
@Resolver(() => Product)
export class ProductCompanyPriceResolver {
  @FieldResolver(() => ContractPrice, {
    nullable: true,
    description:
      "What the company pays under its price lists today, with where it comes from; null: the list price. Shop admins and the company's sales reps only.",
  })
  async companyPrice(
    @Root() product: Product & WholesaleColumns,
    @Ctx() ctx: Context,
    @Arg('companyId', () => ID, {
      nullable: true,
      description: 'The company whose price to show; none: null',
    })
    companyId?: string | null,
    @Arg('buyerId', () => ID, {
      nullable: true,
      description:
        "A person of that company: their ship-to location's lists count too, as when they add the item; none: the company's and its groups' lists",
    })
    buyerId?: string | null,
  ): Promise<ContractPrice | null> {
    if (companyId === null || companyId === undefined) return null;
    const { id, forBuyer, buyer } = await previewFor(ctx, companyId, buyerId);
    if (!forBuyer.entries) {
      const day = pricingDay(ctx);
      forBuyer.entries = new DataLoader(async (ids: readonly string[]) => {
        const found = await contractEntriesRead(ctx.db, id, ids, day, buyer);
        return ids.map((pid) => found.get(pid) ?? []);
      });
    }
    const tiers = contractPriced(product, await forBuyer.entries.load(product.id)).contract;
    if (!tiers) return null;
    const described = tiers.map((t) => ({ ...t, explanation: explainContractTier(t) }));
    return {
      unitPriceCents: tiers[0].unitPriceCents,
      explanation: described[0].explanation,
      tiers: described,
      priceBreaks: tiers
        .slice(1)
        .map((t) => ({ minQuantity: t.minQuantity, unitPriceCents: t.unitPriceCents })),
    };
  }

  @FieldResolver(() => Boolean, {
    nullable: true,
    description:
      "Whether the company's price lists let it see and order this product (docs/decisions/129); none given: null. Shop admins and the company's sales reps only.",
  })
  async offeredToCompany(
    @Root() product: Product,
    @Ctx() ctx: Context,
    @Arg('companyId', () => ID, { nullable: true, description: 'The company; none: null' })
    companyId?: string | null,
    @Arg('buyerId', () => ID, {
      nullable: true,
      description: "A person of that company: their ship-to location's lists count too",
    })
    buyerId?: string | null,
  ): Promise<boolean | null> {
    if (companyId === null || companyId === undefined) return null;
    const { id, forBuyer, buyer } = await previewFor(ctx, companyId, buyerId);
    forBuyer.offered ??= offeredProducts(ctx.db, { companyId: id, day: pricingDay(ctx), buyerId: buyer });
    const offered = await forBuyer.offered;
    return offered === null || offered.has(product.id);
  }
}
