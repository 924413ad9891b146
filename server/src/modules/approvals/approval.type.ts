import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ApprovalStatus, CompanyRole, LimitPeriod } from '../../generated/prisma/enums';
import { PurchaseOrder } from '../purchase-orders/purchase-order.type';

registerEnumType(ApprovalStatus, {
  name: 'ApprovalStatus',
  description: 'Where an order submitted for approval is',
});
registerEnumType(LimitPeriod, {
  name: 'LimitPeriod',
  description: 'The calendar period of a spending limit (UTC; weeks start on Monday)',
});

@ObjectType({ description: 'A step of an approval request: who did what, when, for which role' })
export class ApprovalStep {
  @Field(() => ID) id!: string;
  @Field({ description: 'SUBMITTED, APPROVED, REJECTED, WITHDRAWN, PLACED or CHANGED (by an EDI 860)' })
  kind!: string;
  @Field() actorEmail!: string;
  @Field(() => CompanyRole, { nullable: true, description: 'The role an approval counted for' })
  role!: CompanyRole | null;
  @Field(() => String, { nullable: true }) detail!: string | null;
  @Field() createdAt!: Date;
}

@ObjectType({ description: 'Where an order waiting for approval would ship to (its checkout address)' })
export class ShipTo {
  @Field(() => String, { nullable: true }) companyName!: string | null;
  @Field(() => String, { nullable: true, description: 'Null: delivery address to be confirmed' })
  addressLine1!: string | null;
  @Field(() => String, { nullable: true }) addressLine2!: string | null;
  @Field(() => String, { nullable: true }) city!: string | null;
  @Field(() => String, { nullable: true }) region!: string | null;
  @Field(() => String, { nullable: true }) postalCode!: string | null;
  @Field(() => String, { nullable: true }) country!: string | null;
}

@ObjectType({ description: 'An order waiting for approval: it holds no stock and no credit until approved' })
export class ApprovalRequest {
  @Field(() => ID) id!: string;
  @Field(() => Int) number!: number;
  @Field(() => ApprovalStatus) status!: ApprovalStatus;
  @Field(() => [CompanyRole], { description: 'One approval per role, each by a different person' })
  requiredRoles!: CompanyRole[];
  @Field() requesterEmail!: string;
  @Field(() => String, { nullable: true }) rejectionReason!: string | null;
  @Field() createdAt!: Date;
  @Field() updatedAt!: Date;
  /** Stored: the items' net when submitted (read as netCents; the field totalCents adds the tax). */
  totalCents!: number;
  taxCents!: number;
  taxName!: string | null;
  taxRateMillionths!: number;
  taxRounding!: string | null;
  taxExemptCertificate!: string | null;
  /** Stored: the freight quoted at submission by the chosen method (docs/decisions/076). */
  shippingMethodId!: string | null;
  freightCents!: number;
  freightTaxCents!: number;
  freightPending!: boolean;
  companyId!: string;
  requesterId!: string | null;
  purchaseOrderId!: string | null;
  details!: unknown;
  reasons!: unknown;
}

@ObjectType({ description: 'What submitOrder did: placed a purchase order, or submitted it for approval' })
export class SubmitOrderResult {
  @Field(() => PurchaseOrder, { nullable: true }) purchaseOrder!: PurchaseOrder | null;
  @Field(() => ApprovalRequest, { nullable: true }) approvalRequest!: ApprovalRequest | null;
}

@ObjectType({ description: 'What checking out these items would do now' })
export class ApprovalPreview {
  @Field(() => Int) totalCents!: number;
  @Field() needsApproval!: boolean;
  @Field(() => [CompanyRole]) requiredRoles!: CompanyRole[];
  @Field({ description: 'In words: "Needs approval by a company admin" or "No approval needed"' })
  summary!: string;
  @Field(() => [String], { description: 'Each limit or rule that applies, in words' }) reasons!: string[];
}

@ObjectType({ description: 'Orders over thresholdCents need approval by approverRole' })
export class ApprovalRule {
  @Field(() => ID) id!: string;
  @Field(() => Int) thresholdCents!: number;
  @Field(() => CompanyRole) approverRole!: CompanyRole;
}

@InputType({
  description: 'An approval rule: orders over thresholdCents need approverRole (BUYER or COMPANY_ADMIN)',
})
export class ApprovalRuleInput {
  @Field(() => Int) thresholdCents!: number;
  @Field(() => CompanyRole) approverRole!: CompanyRole;
}

@InputType({ description: "A member's spending limits in cents (null = none)" })
export class SpendingLimitsInput {
  @Field(() => Int, { nullable: true }) orderLimitCents?: number | null;
  @Field(() => Int, { nullable: true }) periodLimitCents?: number | null;
  @Field(() => LimitPeriod, { nullable: true }) limitPeriod?: LimitPeriod | null;
}

@ObjectType({ description: "A member's spending limits: over one, an order waits for a company admin" })
export class SpendingLimits {
  @Field(() => Int, { nullable: true }) orderLimitCents!: number | null;
  @Field(() => Int, { nullable: true }) periodLimitCents!: number | null;
  @Field(() => LimitPeriod, { nullable: true }) limitPeriod!: LimitPeriod | null;
}
