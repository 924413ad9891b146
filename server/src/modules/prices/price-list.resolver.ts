import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { explainContractTier } from '@gluegun/common';
import type { Context } from '../../context';
import { Allow } from '../../auth/access';
import { Product } from '../products/product.type';
import type { WholesaleColumns } from '../products/product.wholesale';
import { ContractPrice, PriceList, PriceListEntryInput, PriceListInput } from './price-list.type';
import { contractPriceFor } from './contract-entries';
import * as prices from './price-lists.service';

/** Contract price lists (docs/decisions/057): shop admins keep them; every buyer reads their own company's price. */
@Resolver(() => PriceList)
export class PriceListResolver {
  @Allow('priceLists')
  @Query(() => [PriceList], {
    description:
      'The first 50 price lists, highest priority first (each with its first 20 entries). Admins only.',
  })
  priceLists(@Ctx() ctx: Context) {
    return prices.priceLists(ctx);
  }

  @Allow('priceList')
  @Query(() => PriceList, {
    description: 'One price list with a page of its entries by SKU (take 1-100, default 100). Admins only.',
  })
  priceList(
    @Ctx() ctx: Context,
    @Arg('id', () => ID) id: string,
    @Arg('skip', () => Int, { nullable: true }) skip?: number | null,
    @Arg('take', () => Int, { nullable: true }) take?: number | null,
  ) {
    return prices.priceList(ctx, id, skip ?? 0, take ?? 100);
  }

  @Allow('savePriceList')
  @Mutation(() => PriceList, {
    description:
      'Create a price list (no id) or change one: name, priority, days and the companies it is given to. Admins only.',
  })
  savePriceList(
    @Ctx() ctx: Context,
    @Arg('input', () => PriceListInput) input: PriceListInput,
    @Arg('id', () => ID, { nullable: true }) id?: string | null,
  ) {
    return prices.savePriceList(ctx, id, { ...input });
  }

  @Allow('deletePriceList')
  @Mutation(() => Boolean, {
    description: 'Delete a price list; orders already placed keep their prices. Admins only.',
  })
  deletePriceList(@Ctx() ctx: Context, @Arg('id', () => ID) id: string) {
    return prices.deletePriceList(ctx, id);
  }

  @Allow('setPriceListEntries')
  @Mutation(() => PriceList, {
    description:
      'Set the terms of up to 1,000 products by SKU (neither a price nor a percentage removes a product); all or nothing. Admins only.',
  })
  setPriceListEntries(
    @Ctx() ctx: Context,
    @Arg('id', () => ID) id: string,
    @Arg('entries', () => [PriceListEntryInput]) entries: PriceListEntryInput[],
  ) {
    return prices.setPriceListEntries(ctx, id, entries);
  }
}

/** A product's price for the caller's company. */
@Resolver(() => Product)
export class ProductContractPriceResolver {
  @FieldResolver(() => ContractPrice, {
    nullable: true,
    description:
      "What the caller's company pays under its price lists today, with where it comes from; null: the list price (and for visitors)",
  })
  async myPrice(
    @Root() product: Product & WholesaleColumns,
    @Ctx() ctx: Context,
  ): Promise<ContractPrice | null> {
    const tiers = await contractPriceFor(ctx, product);
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
}
