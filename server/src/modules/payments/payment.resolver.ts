import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import type { Context } from '../../context';
import { Allow } from '../../auth/access';
import { PaymentInput, PurchaseOrder } from '../purchase-orders/purchase-order.type';
import * as paymentsService from './payments.service';

@Resolver()
export class PaymentResolver {
  @Allow('recordPayment')
  @Mutation(() => PurchaseOrder, {
    description:
      'Record money received against an invoice; payments reaching the total mark it paid. Admins only.',
  })
  recordPayment(
    @Ctx() ctx: Context,
    @Arg('id', () => ID) id: string,
    @Arg('payment', () => PaymentInput) payment: PaymentInput,
  ) {
    return paymentsService.recordPayment(ctx, id, payment);
  }
}
