import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../context';
import { Allow } from '../../auth/access';
import { Company } from '../companies/company.type';
import { PurchaseOrder } from '../purchase-orders/purchase-order.type';
import { ShippingMethod, ShippingMethodInput } from './freight.type';
import * as methods from './shipping-methods';
import { setOrderFreight } from '../purchase-orders/order-freight';

/** Freight (docs/decisions/076): shipping methods, a company's free freight, and staff setting a quoted freight. */
@Resolver(() => ShippingMethod)
export class FreightResolver {
  @Allow('shippingMethods')
  @Query(() => [ShippingMethod], {
    description: 'Shipping methods: the active ones, the default first (shop admins read every one)',
  })
  shippingMethods(@Ctx() ctx: Context) {
    return methods.shippingMethods(ctx);
  }

  @Allow('saveShippingMethod')
  @Mutation(() => ShippingMethod, {
    description:
      'Create a shipping method (no id) or replace one; the default must be active, and is the only default. Shop admins.',
  })
  saveShippingMethod(
    @Ctx() ctx: Context,
    @Arg('input', () => ShippingMethodInput) input: ShippingMethodInput,
    @Arg('id', () => ID, { nullable: true }) id?: string | null,
  ) {
    return methods.saveShippingMethod(ctx, id, input);
  }

  @Allow('setCompanyFreeFreight')
  @Mutation(() => Company, {
    description:
      "Set a company's free-freight threshold: orders with net at or over it ship free (null: none). Shop admins.",
  })
  setCompanyFreeFreight(
    @Ctx() ctx: Context,
    @Arg('companyId', () => ID) companyId: string,
    @Arg('freeFreightThresholdCents', () => Int, { nullable: true }) freeFreightThresholdCents: number | null,
  ) {
    return methods.setCompanyFreeFreight(ctx, companyId, {
      freeFreightThresholdCents: freeFreightThresholdCents ?? null,
    });
  }

  @Allow('setOrderFreight')
  @Mutation(() => PurchaseOrder, {
    description:
      'Set the freight of an order placed with freight quoted by us (once); the buyer is e-mailed the invoice. Shop admins.',
  })
  setOrderFreight(
    @Ctx() ctx: Context,
    @Arg('purchaseOrderId', () => ID) purchaseOrderId: string,
    @Arg('freightCents', () => Int) freightCents: number,
  ) {
    return setOrderFreight(ctx, purchaseOrderId, { freightCents });
  }
}

/** A company's free-freight threshold, read with the company. */
@Resolver(() => Company)
export class CompanyFreightResolver {
  @FieldResolver(() => Int, {
    nullable: true,
    description: 'Orders with net at or over this ship free (null: no free freight)',
  })
  freeFreightThresholdCents(@Root() company: Company & { freeFreightThresholdCents?: number | null }) {
    return company.freeFreightThresholdCents ?? null;
  }
}
