import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import type { FulfilmentStatusName } from '@gluegun/common';
import type { Context } from '../../context';
import { Allow } from '../../auth/access';
import { FulfilmentStatusView, PurchaseOrder } from '../purchase-orders/purchase-order.type';
import * as fulfilmentService from './fulfilment.service';

@Resolver()
export class FulfilmentResolver {
  @Allow('updateFulfilment')
  @Mutation(() => PurchaseOrder, { description: 'Ship, deliver or cancel a whole order. Admins only.' })
  updateFulfilment(
    @Ctx() ctx: Context,
    @Arg('id', () => ID) id: string,
    @Arg('status', () => FulfilmentStatusView) status: FulfilmentStatusView,
  ) {
    return fulfilmentService.updateFulfilment(ctx, id, status as FulfilmentStatusName);
  }
}
