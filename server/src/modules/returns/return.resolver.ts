import { Arg, Ctx, FieldResolver, Float, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { MAX_RETURN_QUEUE } from '@gluegun/common';
import type { Context } from '../../context';
import { Allow } from '../../auth/access';
import { PurchaseOrder } from '../purchase-orders/purchase-order.type';
import type { PurchaseOrderRow } from '../purchase-orders/po-common';
import { ReturnDisposition, ReturnLineInput, ReturnRequest, ReturnStatus } from './return.type';
import * as returns from './returns';

@Resolver()
export class ReturnResolver {
  @Allow('requestReturn')
  @Mutation(() => ReturnRequest, {
    description: "Ask to send back delivered units of an order (yours, or your company's as its admin)",
  })
  requestReturn(
    @Ctx() ctx: Context,
    @Arg('orderId', () => ID) orderId: string,
    @Arg('lines', () => [ReturnLineInput]) lines: ReturnLineInput[],
    @Arg('reason') reason: string,
    @Arg('photoLinks', () => [String], {
      nullable: true,
      description: 'https links to photos of the goods, at most 5',
    })
    photoLinks?: string[] | null,
  ) {
    return returns.requestReturn(ctx, orderId, { lines, reason, photoLinks: photoLinks ?? [] });
  }

  @Allow('withdrawReturn')
  @Mutation(() => ReturnRequest, { description: 'Take back a return before the goods arrive' })
  withdrawReturn(@Ctx() ctx: Context, @Arg('id', () => ID) id: string) {
    return returns.withdrawReturn(ctx, id);
  }

  @Allow('approveReturn')
  @Mutation(() => ReturnRequest, {
    description: 'Approve a return, with a restocking fee in percent (0 to 50). Admins only.',
  })
  approveReturn(
    @Ctx() ctx: Context,
    @Arg('id', () => ID) id: string,
    @Arg('restockingFeePercent', () => Float, { defaultValue: 0 }) restockingFeePercent: number,
  ) {
    return returns.approveReturn(ctx, id, { restockingFeePercent });
  }

  @Allow('rejectReturn')
  @Mutation(() => ReturnRequest, { description: 'Reject a return, saying why. Admins only.' })
  rejectReturn(@Ctx() ctx: Context, @Arg('id', () => ID) id: string, @Arg('reason') reason: string) {
    return returns.rejectReturn(ctx, id, { reason });
  }

  @Allow('receiveReturn')
  @Mutation(() => ReturnRequest, {
    description:
      'The goods of an approved return arrived: restock or scrap them; the credit note is issued. Admins only.',
  })
  receiveReturn(
    @Ctx() ctx: Context,
    @Arg('id', () => ID) id: string,
    @Arg('disposition', () => ReturnDisposition) disposition: string,
    @Arg('note', { defaultValue: '' }) note: string,
  ) {
    return returns.receiveReturn(ctx, id, { disposition, note });
  }

  @Allow('returnRequests')
  @Query(() => [ReturnRequest], {
    description: `The shop's returns queue, newest first (at most ${MAX_RETURN_QUEUE}): by status, or those waiting on the shop. Admins only.`,
  })
  returnRequests(
    @Ctx() ctx: Context,
    @Arg('status', () => ReturnStatus, { nullable: true }) status?: string | null,
  ) {
    return returns.returnRequests(ctx, status);
  }
}

@Resolver(() => PurchaseOrder)
export class PurchaseOrderReturnsResolver {
  // Whoever may read the order reads its returns: the order's own read decided that.
  @FieldResolver(() => [ReturnRequest], { description: "The order's returns, oldest first" })
  returns(@Root() po: PurchaseOrderRow, @Ctx() ctx: Context) {
    return returns.returnsOf(ctx, po);
  }
}
