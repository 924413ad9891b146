import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../context';
import { nowOf } from '../../context';
import { Allow } from '../../auth/access';
import { Company } from '../companies/company.type';
import { PurchaseOrder } from '../purchase-orders/purchase-order.type';
import type { PurchaseOrderRow } from '../purchase-orders/po-common';
import { taxLineOf } from './compute';
import { TaxExemption, TaxExemptionInput, TaxLine, TaxQuote, TaxRate, TaxRateInput } from './tax.type';
import * as tax from './tax.service';

/** Tax rates, exemptions and the checkout's tax quote (docs/decisions/041). */
@Resolver(() => Company)
export class TaxResolver {
  @Allow('taxRates')
  @Query(() => [TaxRate], { description: 'Every tax rate, by country then region. Admins only.' })
  taxRates(@Ctx() ctx: Context) {
    return tax.taxRates(ctx);
  }

  @Allow('setTaxRate')
  @Mutation(() => TaxRate, {
    description:
      'Add a tax rate (no id) or change one; one rate per country and region. Orders already placed keep their tax. Admins only.',
  })
  setTaxRate(
    @Ctx() ctx: Context,
    @Arg('input', () => TaxRateInput) input: TaxRateInput,
    @Arg('id', () => ID, { nullable: true }) id?: string | null,
  ) {
    return tax.setTaxRate(ctx, id, input);
  }

  @Allow('deleteTaxRate')
  @Mutation(() => Boolean, {
    description: 'Remove a tax rate; orders already placed keep their tax. Admins only.',
  })
  deleteTaxRate(@Ctx() ctx: Context, @Arg('id', () => ID) id: string) {
    return tax.deleteTaxRate(ctx, id);
  }

  @Allow('setCompanyTaxExemption')
  @Mutation(() => TaxExemption, {
    description:
      "Set a company's tax exemption certificate and its expiry (both empty: not exempt). Admins only.",
  })
  setCompanyTaxExemption(
    @Ctx() ctx: Context,
    @Arg('companyId', () => ID) companyId: string,
    @Arg('input', () => TaxExemptionInput) input: TaxExemptionInput,
  ) {
    return tax.setCompanyTaxExemption(ctx, companyId, input);
  }

  @Allow('checkoutTaxQuote')
  @Query(() => TaxQuote, {
    description:
      'What checking out these open items to a country (and region) would come to today: net subtotal, tax line and total',
  })
  checkoutTaxQuote(
    @Ctx() ctx: Context,
    @Arg('itemIds', () => [ID]) itemIds: string[],
    @Arg('country') country: string,
    @Arg('region', () => String, { nullable: true }) region?: string | null,
    @Arg('shippingMethodId', () => ID, {
      nullable: true,
      description: "The shipping method to quote freight by (absent: the shop's default)",
    })
    shippingMethodId?: string | null,
  ) {
    return tax.checkoutTaxQuote(ctx, itemIds, country, region, shippingMethodId);
  }

  @FieldResolver(() => TaxExemption, {
    description: "The company's tax exemption (no tax on orders placed while it holds)",
  })
  taxExemption(
    @Root() company: Company & { taxExemptCertificate?: string | null; taxExemptUntil?: Date | null },
    @Ctx() ctx: Context,
  ) {
    return tax.presentExemption(
      {
        taxExemptCertificate: company.taxExemptCertificate ?? null,
        taxExemptUntil: company.taxExemptUntil ?? null,
      },
      nowOf(ctx),
    );
  }
}

/** The tax line of a purchase order, as frozen when it was placed. */
@Resolver(() => PurchaseOrder)
export class PurchaseOrderTaxResolver {
  @FieldResolver(() => TaxLine, {
    description: 'The tax line frozen on the order when it was placed (label null: no tax line is shown)',
  })
  tax(@Root() po: PurchaseOrderRow) {
    return taxLineOf(po);
  }
}
