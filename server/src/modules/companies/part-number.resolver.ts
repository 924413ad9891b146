import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../context';
import { Allow } from '../../auth/access';
import { PageArgsInput, totalCountOf } from '../../lib/connection-type';
import { Product } from '../products/product.type';
import {
  CustomerPartNumber,
  CustomerPartNumberConnection,
  PartNumberImportResult,
  PartNumberInput,
} from './part-number.type';
import * as parts from './part-numbers';
import { importMyPartNumbers } from './part-number-import';
import { partNumberForCaller } from './product-part-number';

@Resolver(() => CustomerPartNumber)
export class PartNumberResolver {
  @Allow('myPartNumberConnection')
  @Query(() => CustomerPartNumberConnection, {
    description:
      "Your company's part numbers as cursor pages, newest first; `search` finds a number by its start (case, spaces, hyphens and dots do not count), or an item by the start of its SKU or a part of its name",
  })
  myPartNumberConnection(
    @Ctx() ctx: Context,
    @Args() args: PageArgsInput,
    @Arg('search', () => String, { nullable: true }) search?: string,
  ) {
    return parts.myPartNumberConnection(ctx, { ...args, search });
  }

  @Allow('myPartNumber')
  @Query(() => CustomerPartNumber, {
    nullable: true,
    description: "Your company's part number for one item, or null",
  })
  myPartNumber(@Ctx() ctx: Context, @Arg('productId', () => ID) productId: string) {
    return parts.myPartNumber(ctx, productId);
  }

  @Allow('myPartNumbersCsv')
  @Query(() => String, {
    description: "Your company's part numbers as CSV (sku, part number, item), the format the import reads",
  })
  myPartNumbersCsv(@Ctx() ctx: Context) {
    return parts.myPartNumbersCsv(ctx);
  }

  @Allow('setMyPartNumber')
  @Mutation(() => CustomerPartNumber, {
    description: "Gives an item your company's part number (or changes it). Company admins and buyers.",
  })
  setMyPartNumber(@Ctx() ctx: Context, @Arg('input', () => PartNumberInput) input: PartNumberInput) {
    return parts.setMyPartNumber(ctx, input);
  }

  @Allow('removeMyPartNumber')
  @Mutation(() => Boolean, {
    description:
      "Removes your company's part number from an item (invoices keep the number they were issued with). Company admins and buyers.",
  })
  removeMyPartNumber(@Ctx() ctx: Context, @Arg('productId', () => ID) productId: string) {
    return parts.removeMyPartNumber(ctx, productId);
  }

  @Allow('importMyPartNumbers')
  @Mutation(() => PartNumberImportResult, {
    description: `Imports a file of sku,part number lines (comma, semicolon or tab; at most ${parts.MAX_PART_NUMBER_LINES} lines): every line, or with any bad line none, whose reasons come back per line and as errorCsv. dryRun: only say what would change. Company admins and buyers.`,
  })
  importMyPartNumbers(
    @Ctx() ctx: Context,
    @Arg('text') text: string,
    @Arg('dryRun', { defaultValue: false }) dryRun: boolean,
  ) {
    return importMyPartNumbers(ctx, { text, dryRun });
  }

  @FieldResolver(() => Product, { description: "The shop's item" })
  product(@Ctx() ctx: Context, @Root() row: CustomerPartNumber) {
    return ctx.loaders.product.load(row.productId);
  }
}

/** An item's number for the caller's company, beside the public catalog: answered per caller (graphql-cache-key.ts). */
@Resolver(() => Product)
export class ProductPartNumberResolver {
  @FieldResolver(() => CustomerPartNumber, {
    nullable: true,
    description:
      "Your company's own part number for this item; null: none, and for visitors. An API key needs read:company or manage:company",
  })
  myPartNumber(@Root() product: Product, @Ctx() ctx: Context) {
    return partNumberForCaller(ctx, product.id);
  }
}

export const PartNumberCountResolver = totalCountOf(
  CustomerPartNumberConnection,
  "All your company's part numbers the search selects, on every page",
);
