/**
 * The seller and remittance block on a purchase order's invoice: the web
 * invoice reads these so it prints what the PDF prints. Its own resolver keeps the block apart from the order's
 * money and status fields; it reads configuration only, never the database.
 */
import { Ctx, Field, FieldResolver, Int, ObjectType, Resolver, Root } from 'type-graphql';
import type { Context } from '../../context';
import { PurchaseOrder } from '../purchase-orders/purchase-order.type';
import type { PurchaseOrderRow } from '../purchase-orders/po-common';
import { invoiceRemittanceOf, invoiceSellerOf } from './remittance';

@ObjectType({
  description:
    'Who sells, as printed on every invoice: name, address lines, VAT or tax number, billing e-mail',
})
export class InvoiceSeller {
  @Field({ description: 'Legal name (SHOP_LEGAL_NAME)' }) name!: string;
  @Field(() => [String], { description: 'Street, city, country... one printed line each (SHOP_ADDRESS)' })
  addressLines!: string[];
  @Field({ description: 'Where questions about invoices go (SHOP_BILLING_EMAIL)' }) email!: string;
  @Field(() => String, {
    nullable: true,
    description: "The seller's VAT or tax number (SHOP_TAX_ID); null when none is configured",
  })
  taxId!: string | null;
}

@ObjectType({
  description: 'Where to pay an invoice by bank transfer, and the reference the transfer must carry',
})
export class InvoiceRemittance {
  @Field({ description: 'Account holder' }) accountName!: string;
  @Field(() => String, { nullable: true }) bankName!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'IBAN in electronic form (no spaces); null when the shop takes US transfers',
  })
  iban!: string | null;
  @Field(() => String, { nullable: true }) bic!: string | null;
  @Field(() => String, { nullable: true, description: 'US ABA routing number' }) routingNumber!:
    string | null;
  @Field(() => String, { nullable: true }) accountNumber!: string | null;
  @Field({ description: 'Payment instructions printed above the bank details' }) instructions!: string;
  @Field({
    description:
      'This invoice\'s ISO 11649 creditor reference as printed, e.g. "RF73 INV000123": two check digits catch a mistyped one',
  })
  paymentReference!: string;
}

@Resolver(() => PurchaseOrder)
export class InvoiceRemittanceResolver {
  @FieldResolver(() => InvoiceSeller, {
    description: 'The seller printed on this invoice (web and PDF alike)',
  })
  seller(@Ctx() ctx: Context): InvoiceSeller {
    return invoiceSellerOf(ctx.config);
  }

  @FieldResolver(() => InvoiceRemittance, {
    description: 'Where to pay this invoice and its payment reference (web and PDF alike)',
  })
  remittance(@Root() po: PurchaseOrderRow, @Ctx() ctx: Context): InvoiceRemittance {
    return invoiceRemittanceOf(ctx.config, po.invoiceNumber);
  }

  @FieldResolver(() => Int, {
    description: 'Of what was paid, what credit notes gave back (refunded or held as credit), in cents',
  })
  async givenBackCents(@Root() po: PurchaseOrderRow, @Ctx() ctx: Context): Promise<number> {
    return (await ctx.loaders.creditNotes.load(po.id)).reduce((sum, n) => sum + n.releasedCents, 0);
  }

  @FieldResolver(() => Int, {
    description:
      'What the buyer paid on this invoice (payments plus customer credit applied), in cents: the invoice\'s "Paid". ' +
      'paidCents is what still stands on it (received less given back), so balance = total - credited - paidCents',
  })
  async receivedCents(@Root() po: PurchaseOrderRow, @Ctx() ctx: Context): Promise<number> {
    return po.paidCents + (await this.givenBackCents(po, ctx));
  }
}
