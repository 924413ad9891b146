import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { approvalNumberText, reasonText, type ApprovalReason, type CompanyRoleName } from '@gluegun/common';
import type { Context } from '../../context';
import { Allow, isAdmin } from '../../auth/access';
import { OrderItem } from '../orders/order.type';
import { User } from '../users/user.type';
import {
  CheckoutDetailsInput,
  LineDeliveryDateInput,
  PurchaseOrder,
} from '../purchase-orders/purchase-order.type';
import {
  ApprovalPreview,
  ApprovalRequest,
  ApprovalRule,
  ApprovalRuleInput,
  ApprovalStep,
  ShipTo,
  SpendingLimits,
  SpendingLimitsInput,
  SubmitOrderResult,
} from './approval.type';
import * as approvalsService from '../approvals/approvals.service';
import { requestFigures, requestShipTo, seesOrderOfRequest } from './approvals';
import { TaxLine } from '../tax/tax.type';
import { RepricedItem } from '../prices/ship-to.type';
import { callerSeesOrder } from '../purchase-orders/po-common';

@Resolver(() => ApprovalRequest)
export class ApprovalResolver {
  @Allow('submitOrder')
  @Mutation(() => SubmitOrderResult, {
    description:
      "Check out through the company's spending limits and approval rules: placed at once, or submitted for approval (holding no stock and no credit)",
  })
  submitOrder(
    @Ctx() ctx: Context,
    @Arg('itemIds', () => [ID]) itemIds: string[],
    @Arg('details', () => CheckoutDetailsInput) details: CheckoutDetailsInput,
    @Arg('shippingMethodId', () => ID, {
      nullable: true,
      description: "The shipping method (absent: the shop's default)",
    })
    shippingMethodId?: string | null,
    @Arg('lineDeliveryDates', () => [LineDeliveryDateInput], {
      nullable: true,
      description:
        "A requested delivery day per line (absent: the order's day applies); a request for approval keeps them",
    })
    lineDeliveryDates?: LineDeliveryDateInput[] | null,
  ) {
    return approvalsService.submitOrder(ctx, { itemIds, details, shippingMethodId, lineDeliveryDates });
  }

  @Allow('approvalPreview')
  @Query(() => ApprovalPreview, {
    description: 'Whether checking out these open items now needs approval, by whom and why',
  })
  approvalPreview(@Ctx() ctx: Context, @Arg('itemIds', () => [ID]) itemIds: string[]) {
    return approvalsService.approvalPreview(ctx, itemIds);
  }

  @Allow('approvalQueue')
  @Query(() => [ApprovalRequest], {
    description: 'Orders of your company waiting for your approval, oldest first',
  })
  approvalQueue(@Ctx() ctx: Context) {
    return approvalsService.approvalQueue(ctx);
  }

  @Allow('myOrderRequests')
  @Query(() => [ApprovalRequest], { description: 'Your orders submitted for approval, newest first' })
  myOrderRequests(@Ctx() ctx: Context) {
    return approvalsService.myOrderRequests(ctx);
  }

  @Allow('orderRequest')
  @Query(() => ApprovalRequest, {
    description:
      "One approval request: its requester, the company's admins and accounts payable, and the approvers it waits or waited for",
  })
  orderRequest(@Ctx() ctx: Context, @Arg('id', () => ID) id: string) {
    return approvalsService.orderRequest(ctx, id);
  }

  @Allow('approveOrder')
  @Mutation(() => ApprovalRequest, {
    description:
      'Approve an order waiting for you (never your own); the last approval places it by the normal checkout, or nothing changes and you are told why',
  })
  approveOrder(@Ctx() ctx: Context, @Arg('id', () => ID) id: string) {
    return approvalsService.approveOrder(ctx, id);
  }

  @Allow('rejectOrder')
  @Mutation(() => ApprovalRequest, {
    description: 'Reject an order waiting for you, with a reason; its items are open again',
  })
  rejectOrder(@Ctx() ctx: Context, @Arg('id', () => ID) id: string, @Arg('reason') reason: string) {
    return approvalsService.rejectOrder(ctx, id, reason);
  }

  @Allow('withdrawOrderRequest')
  @Mutation(() => ApprovalRequest, {
    description: 'Take back your own order while it waits; its items are open again',
  })
  withdrawOrderRequest(@Ctx() ctx: Context, @Arg('id', () => ID) id: string) {
    return approvalsService.withdrawOrderRequest(ctx, id);
  }

  @Allow('setApprovalRules')
  @Mutation(() => [ApprovalRule], {
    description: "Replace your company's approval rules (at most 10). Company admins.",
  })
  setApprovalRules(@Ctx() ctx: Context, @Arg('rules', () => [ApprovalRuleInput]) rules: ApprovalRuleInput[]) {
    return approvalsService.setApprovalRules(ctx, rules);
  }

  @Allow('setSpendingLimits')
  @Mutation(() => User, {
    description: "Set a member's per-order and period spending limits (null = none). Company admins.",
  })
  setSpendingLimits(
    @Ctx() ctx: Context,
    @Arg('userId', () => ID) userId: string,
    @Arg('limits', () => SpendingLimitsInput) limits: SpendingLimitsInput,
  ) {
    return approvalsService.setSpendingLimits(ctx, userId, limits);
  }

  @FieldResolver(() => Int, { description: "Net: the items' sum before tax when submitted, in cents" })
  netCents(@Root() r: ApprovalRequest) {
    return requestFigures(r).netCents;
  }

  @FieldResolver(() => Int, {
    description: "The tax quoted at submission for its ship-to address, in cents (checkout's computation)",
  })
  taxCents(@Root() r: ApprovalRequest) {
    return requestFigures(r).taxCents;
  }

  @FieldResolver(() => Int, {
    description:
      'Freight quoted at submission by the chosen shipping method, in cents (0 while quoted by us)',
  })
  freightCents(@Root() r: ApprovalRequest) {
    return requestFigures(r).freightCents;
  }

  @FieldResolver(() => Boolean, {
    description: 'The freight is quoted by us: staff set it after the order is placed',
  })
  freightPending(@Root() r: ApprovalRequest) {
    return requestFigures(r).freightPending;
  }

  @FieldResolver(() => Int, {
    description: 'netCents + freightCents + taxCents: what checkout showed when it was submitted',
  })
  totalCents(@Root() r: ApprovalRequest) {
    return requestFigures(r).totalCents;
  }

  @FieldResolver(() => TaxLine, { description: 'The tax line quoted at submission (name, rate, label)' })
  tax(@Root() r: ApprovalRequest) {
    return requestFigures(r).tax;
  }

  @FieldResolver(() => ShipTo, { description: 'Where the order would ship to, as the approver reads it' })
  shipTo(@Root() r: ApprovalRequest) {
    return requestShipTo(r);
  }

  @FieldResolver(() => String, { description: 'AR-000123' })
  requestNumber(@Root() r: ApprovalRequest) {
    return approvalNumberText(r.number);
  }

  @FieldResolver(() => [String], { description: 'Why approval is needed, in words' })
  reasons(@Root() r: ApprovalRequest) {
    return (r.reasons as ApprovalReason[]).map((reason) => reasonText(reason));
  }

  @FieldResolver(() => [ApprovalStep], {
    description:
      'Every step, oldest first (the invoice number of the PLACED step only to those who see the order)',
  })
  events(@Root() r: ApprovalRequest, @Ctx() ctx: Context) {
    return approvalsService.requestSteps(ctx, r);
  }

  @FieldResolver(() => [String], { description: 'The roles still to approve' })
  waitingFor(@Root() r: ApprovalRequest, @Ctx() ctx: Context): Promise<CompanyRoleName[]> {
    return approvalsService.requestWaitingFor(ctx, r);
  }

  @FieldResolver(() => [OrderItem], {
    description:
      'The items it holds (until approved or rejected); their phone, invoice and order only to those who see the order',
  })
  items(@Root() r: ApprovalRequest, @Ctx() ctx: Context) {
    return approvalsService.requestItems(ctx, r);
  }

  @FieldResolver(() => [RepricedItem], {
    description:
      "While it waits: the lines whose price the requester's contract changed since they asked (approving places them at the new price)",
  })
  priceChanges(@Root() r: ApprovalRequest, @Ctx() ctx: Context) {
    return approvalsService.requestPriceChanges(ctx, r);
  }

  @FieldResolver(() => PurchaseOrder, {
    nullable: true,
    description: 'The purchase order it became when approved (null to those who may not see that order)',
  })
  async purchaseOrder(@Root() r: ApprovalRequest, @Ctx() ctx: Context) {
    const po = r.purchaseOrderId ? await ctx.loaders.purchaseOrder.load(r.purchaseOrderId) : null;
    return po && callerSeesOrder(ctx, po) ? po : null;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: "The buyer's own PO number, if given (null to those who may not see the order)",
  })
  poNumber(@Root() r: ApprovalRequest, @Ctx() ctx: Context) {
    return seesOrderOfRequest(ctx, r) ? ((r.details as { poNumber?: string | null }).poNumber ?? null) : null;
  }
}

@Resolver(() => User)
export class SpendingLimitsResolver {
  @FieldResolver(() => SpendingLimits, {
    nullable: true,
    description: "Spending limits: yourself, your company's admins, or shop admins (null otherwise)",
  })
  spendingLimits(
    @Root()
    user: User & {
      companyId: string;
      orderLimitCents: number | null;
      periodLimitCents: number | null;
      limitPeriod: 'WEEK' | 'MONTH' | null;
    },
    @Ctx() ctx: Context,
  ) {
    const sees =
      isAdmin(ctx) ||
      ctx.user?.id === user.id ||
      (ctx.user?.companyId === user.companyId && ctx.user.companyRole === 'COMPANY_ADMIN');
    return sees
      ? {
          orderLimitCents: user.orderLimitCents,
          periodLimitCents: user.periodLimitCents,
          limitPeriod: user.limitPeriod,
        }
      : null;
  }
}
