import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { MAX_QUICK_ORDER_LINES } from '@gluegun/common';
import type { Context } from '../../context';
import { Allow } from '../../auth/access';
import { BulkAddResult, QuickOrderPreview, Quote, ReorderResult } from './wholesale.type';
import { BulkAddInput, OrderLineInput } from './wholesale.input';
import * as wholesale from './wholesale.service';

@Resolver()
export class WholesaleResolver {
  @Allow('quote')
  @Query(() => Quote, {
    description: `What these lines would cost (unit price by price break, line totals, problems, next break), without placing anything. At most ${MAX_QUICK_ORDER_LINES} lines. Public.`,
  })
  quote(@Ctx() ctx: Context, @Arg('lines', () => [OrderLineInput]) lines: OrderLineInput[]) {
    return wholesale.quote(ctx, lines);
  }

  @Allow('quickOrderPreview')
  @Query(() => QuickOrderPreview, {
    description: `Checks a quick-order file (rows of sku,quantity; the first cell may also be a product id or exact name; comma, semicolon or tab separated; at most ${MAX_QUICK_ORDER_LINES} lines) line by line for the signed-in buyer. Changes nothing.`,
  })
  quickOrderPreview(
    @Ctx() ctx: Context,
    @Arg('text', { description: 'The file as text (UTF-8)' }) text: string,
  ) {
    return wholesale.quickOrderPreview(ctx, text);
  }

  @Allow('bulkAddToOrders')
  @Mutation(() => BulkAddResult, {
    description:
      "Adds every line to My Orders in one transaction, or nothing: refused lines come back in the error's extensions.lines (BAD_USER_INPUT, or CONFLICT when they are only duplicates).",
  })
  bulkAddToOrders(@Ctx() ctx: Context, @Arg('input') input: BulkAddInput) {
    return wholesale.bulkAddToOrders(ctx, input);
  }

  @Allow('reorder')
  @Mutation(() => ReorderResult, {
    description:
      "Put an order's lines back as open items at today's prices and rules; lines that no longer fit are named",
  })
  reorder(@Ctx() ctx: Context, @Arg('id', () => ID) id: string) {
    return wholesale.reorder(ctx, id);
  }
}
