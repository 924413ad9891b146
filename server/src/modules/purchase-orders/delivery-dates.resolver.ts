import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Resolver, Root } from 'type-graphql';
import { leadTimeText } from '@gluegun/common';
import type { Context } from '../../context';
import { Allow } from '../../auth/access';
import { OrderItem } from '../orders/order.type';
import { Product } from '../products/product.type';
import { InvoiceLine, PurchaseOrder } from './purchase-order.type';
import { setPromisedDeliveryDate } from './delivery-dates';
import { deliveryDaysOf, lineDeliveryDaysOf } from './presenter';
import type { PurchaseOrderRow } from './po-common';

/** An order's requested and promised delivery days (docs/decisions/083), and staff promising one. */
@Resolver(() => PurchaseOrder)
export class PurchaseOrderDeliveryResolver {
  @FieldResolver(() => String, {
    nullable: true,
    description: 'The day the buyer asked to receive the order, YYYY-MM-DD (UTC); null = none asked',
  })
  requestedDeliveryOn(@Root() po: PurchaseOrderRow) {
    return deliveryDaysOf(po).requestedDeliveryOn;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: 'The day the shop promised delivery, YYYY-MM-DD (UTC); null = not yet promised',
  })
  promisedDeliveryOn(@Root() po: PurchaseOrderRow) {
    return deliveryDaysOf(po).promisedDeliveryOn;
  }

  @FieldResolver(() => Boolean, {
    description: 'True when the promised day is later than the day the buyer asked for',
  })
  promisedLate(@Root() po: PurchaseOrderRow) {
    return deliveryDaysOf(po).promisedLate;
  }

  @Allow('setPromisedDeliveryDate')
  @Mutation(() => PurchaseOrder, {
    description:
      'Promise (or move) the delivery day of an order, YYYY-MM-DD, today or later; the buyer is e-mailed. Shop admins.',
  })
  setPromisedDeliveryDate(
    @Ctx() ctx: Context,
    @Arg('purchaseOrderId', () => ID) purchaseOrderId: string,
    @Arg('promisedDeliveryDate') promisedDeliveryDate: string,
  ) {
    return setPromisedDeliveryDate(ctx, purchaseOrderId, { promisedDeliveryDate });
  }
}

/** A product's lead time, read by the card's own columns or, for a row without them, the product loader. */
async function leadTimeOf(ctx: Context, productId: string | null, own?: number | null): Promise<number> {
  if (typeof own === 'number') return own;
  if (!productId) return 0;
  return (await ctx.loaders.product.load(productId))?.leadTimeDays ?? 0;
}

@Resolver(() => Product)
export class ProductLeadTimeResolver {
  @FieldResolver(() => Int, {
    description: 'Working days (Monday to Friday) from order to delivery; 0 = ships the same working day',
  })
  leadTimeDays(@Ctx() ctx: Context, @Root() p: { id: string; leadTimeDays?: number | null }) {
    return leadTimeOf(ctx, p.id, p.leadTimeDays);
  }

  @FieldResolver(() => String, { description: 'The lead time in plain words: "Ships in 3 working days"' })
  async leadTimeText(@Ctx() ctx: Context, @Root() p: { id: string; leadTimeDays?: number | null }) {
    return leadTimeText(await leadTimeOf(ctx, p.id, p.leadTimeDays));
  }
}

@Resolver(() => OrderItem)
export class OrderItemLeadTimeResolver {
  @FieldResolver(() => Int, {
    description:
      "Its product's lead time in working days now (0 when the product is gone): what the earliest delivery day counts from",
  })
  leadTimeDays(@Ctx() ctx: Context, @Root() item: { productId: string | null }) {
    return leadTimeOf(ctx, item.productId);
  }
}

type LineDays = Parameters<typeof lineDeliveryDaysOf>[0];

/** A line's requested and promised delivery days (docs/decisions/101), both kept at checkout. */
@Resolver(() => InvoiceLine)
export class InvoiceLineDeliveryResolver {
  @FieldResolver(() => String, {
    nullable: true,
    description:
      "The day asked for this line (its own, else the order's), YYYY-MM-DD (UTC); null = none asked",
  })
  requestedDeliveryOn(@Root() line: LineDays) {
    return lineDeliveryDaysOf(line).requestedDeliveryOn;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      "The day the shop promised this line at checkout, from stock, its lead time, its restock day and the shop's working days, YYYY-MM-DD (UTC); null = not known yet (waiting for stock with no restock day)",
  })
  promisedDeliveryOn(@Root() line: LineDays) {
    return lineDeliveryDaysOf(line).promisedDeliveryOn;
  }

  @FieldResolver(() => Boolean, {
    description: "True when the line's promised day is later than the day asked for it",
  })
  promisedLate(@Root() line: LineDays) {
    return lineDeliveryDaysOf(line).promisedLate;
  }
}
