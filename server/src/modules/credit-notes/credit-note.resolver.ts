import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../context';
import { Allow } from '../../auth/access';
import { PurchaseOrder } from '../purchase-orders/purchase-order.type';
import type { PurchaseOrderRow } from '../purchase-orders/po-common';
import { CreditNote, CreditNoteInput, CustomerCredit, Refund, RefundInput } from './credit-note.type';
import * as cn from './credit-note.service';

/** Credit notes, refunds and customer credit (docs/decisions/038). */
@Resolver(() => PurchaseOrder)
export class CreditNoteResolver {
  @Allow('creditNotes')
  @Query(() => [CreditNote], {
    name: 'creditNotes',
    description: 'The credit notes of a purchase order, oldest first: whoever may see the order',
  })
  creditNotesOf(@Ctx() ctx: Context, @Arg('purchaseOrderId', () => ID) purchaseOrderId: string) {
    return cn.creditNotes(ctx, purchaseOrderId);
  }

  @Allow('customerCredit')
  @Query(() => CustomerCredit, {
    description: "A company's customer credit: balance, moves and refunds. Admins only.",
  })
  customerCredit(@Ctx() ctx: Context, @Arg('companyId', () => ID) companyId: string) {
    return cn.customerCredit(ctx, companyId);
  }

  @Allow('issueCreditNote')
  @Mutation(() => CreditNote, {
    description:
      'Credit an invoice (some lines or all that is left): lowers what is owed; money already paid is held, applied or refunded. Admins only.',
  })
  issueCreditNote(
    @Ctx() ctx: Context,
    @Arg('purchaseOrderId', () => ID) purchaseOrderId: string,
    @Arg('input', () => CreditNoteInput) input: CreditNoteInput,
  ) {
    return cn.issueCreditNote(ctx, purchaseOrderId, input);
  }

  @Allow('applyCustomerCredit')
  @Mutation(() => PurchaseOrder, {
    description:
      "Pay an open invoice with its company's held credit (the amount, or as much as both allow). Admins only.",
  })
  applyCustomerCredit(
    @Ctx() ctx: Context,
    @Arg('purchaseOrderId', () => ID) purchaseOrderId: string,
    @Arg('amountCents', () => Int, { nullable: true }) amountCents?: number | null,
  ) {
    return cn.applyCustomerCredit(ctx, purchaseOrderId, amountCents);
  }

  @Allow('recordRefund')
  @Mutation(() => Refund, {
    description: 'Pay held customer credit back to a company (a payment out). Admins only.',
  })
  recordRefund(
    @Ctx() ctx: Context,
    @Arg('companyId', () => ID) companyId: string,
    @Arg('refund', () => RefundInput) refund: RefundInput,
  ) {
    return cn.recordRefund(ctx, companyId, refund);
  }

  @FieldResolver(() => [CreditNote], {
    description: 'Credit notes issued against this invoice, oldest first',
  })
  async creditNotes(@Root() po: PurchaseOrderRow, @Ctx() ctx: Context) {
    return ctx.loaders.creditNotes.load(po.id);
  }
}
