import { Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import { availabilitySplit, isoDay, utcToday } from '@gluegun/common';
import { nowOf, type Context } from '../../context';
import { Product } from '../products/product.type';
import { InvoiceLine } from '../purchase-orders/purchase-order.type';

interface ProductTerms {
  id: string;
  backordersAllowed?: boolean | null;
  restockOn?: Date | null;
}

/** A product's backorder terms, read from the row when it carries them, else through the product loader. */
async function termsOf(ctx: Context, p: ProductTerms | null, productId: string | null) {
  const row =
    p && p.backordersAllowed !== undefined ? p : productId ? await ctx.loaders.product.load(productId) : null;
  return {
    backordersAllowed: row?.backordersAllowed ?? false,
    restockOn: row?.restockOn ? isoDay(row.restockOn) : null,
  };
}

/** Backorders (docs/decisions/088): whether an item may be ordered beyond stock and when stock is expected. */
@Resolver(() => Product)
export class ProductBackorderResolver {
  @FieldResolver(() => Boolean, {
    description:
      'Whether it may be ordered beyond its stock: what is in stock ships now, the rest when stock arrives',
  })
  async backordersAllowed(@Ctx() ctx: Context, @Root() p: ProductTerms) {
    return (await termsOf(ctx, p, p.id)).backordersAllowed;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: 'The day more stock is expected, YYYY-MM-DD (UTC); null = not known',
  })
  async restockOn(@Ctx() ctx: Context, @Root() p: ProductTerms) {
    return (await termsOf(ctx, p, p.id)).restockOn;
  }
}

interface LineFacts {
  productId: string | null;
  quantity: number;
  cancelledQuantity?: number;
  backorderedQuantity?: number;
}

@Resolver(() => InvoiceLine)
export class InvoiceLineBackorderResolver {
  @FieldResolver(() => Int, {
    description:
      'Units not yet taken from stock: they ship when stock arrives (allocated oldest order first)',
  })
  backorderedQuantity(@Root() line: LineFacts) {
    return line.backorderedQuantity ?? 0;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      'While units are backordered: the day stock is expected, YYYY-MM-DD (UTC); null = nothing backordered, or the day is not known or has passed',
  })
  async backorderExpectedOn(@Ctx() ctx: Context, @Root() line: LineFacts) {
    if ((line.backorderedQuantity ?? 0) <= 0) return null;
    const { restockOn } = await termsOf(ctx, null, line.productId);
    return restockOn && restockOn >= utcToday(nowOf(ctx)) ? restockOn : null;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      'What ships now and what follows, and when: "120 now, 380 from January 12, 2027"; null = nothing backordered',
  })
  async backorderText(@Ctx() ctx: Context, @Root() line: LineFacts) {
    const later = line.backorderedQuantity ?? 0;
    if (later <= 0) return null;
    const { restockOn } = await termsOf(ctx, null, line.productId);
    const now = Math.max(0, line.quantity - (line.cancelledQuantity ?? 0) - later);
    return availabilitySplit(now + later, {
      inStock: now,
      backordersAllowed: true,
      restockOn,
      today: utcToday(nowOf(ctx)),
    }).text;
  }
}
