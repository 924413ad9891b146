/**
 * The freight of a quote's offer: the shop's newest priced version's lines, by the shipping method its company's
 * orders default to, through the one freight rule checkout uses (docs/decisions/076, 123), so the buyer reads the
 * net, the freight and what they come to before accepting. Checkout charges the method chosen then, on the lines
 * checked out together.
 */
import { AppError } from '../../errors';
import type { Context } from '../../context';
import { prismaSql } from '../../db/sql';
import { freightOf, methodFor } from '../freight/freight';

export interface QuoteFreightView {
  /** Null: no method (no freight), or `chosenAtCheckout`. */
  shippingMethodName: string | null;
  /** The shop offers the company methods but preselects none: the buyer picks one at checkout. */
  chosenAtCheckout: boolean;
  freightCents: number;
  /** Freight quoted by us: staff set it once the order is placed. */
  pending: boolean;
  /** How the freight was reached, in words. */
  note: string | null;
  netCents: number;
}

interface OfferLine {
  productId: string | null;
  productName: string;
  quantity: number;
  unitPriceCents: number | null;
}

/** The offer's freight (the shop's newest version), or null before the shop has priced the quote. */
export async function quoteFreightOf(
  ctx: Context,
  q: { companyId: string; versions: ReadonlyArray<{ side: string; lines: readonly OfferLine[] }> },
): Promise<QuoteFreightView | null> {
  const v = q.versions.filter((x) => x.side === 'STAFF').at(-1);
  if (!v) return null;
  const lines = v.lines.filter((l) => l.unitPriceCents !== null);
  const netCents = lines.reduce((s, l) => s + l.quantity * l.unitPriceCents!, 0);
  const productIds = lines.map((l) => l.productId).filter((id): id is string => id !== null);
  const [company, products] = await Promise.all([
    ctx.db.company.findUnique({ where: { id: q.companyId }, select: { freeFreightThresholdCents: true } }),
    ctx.db.product.findMany({ where: { id: { in: productIds } }, select: { id: true, weightGrams: true } }),
  ]);
  const weight = new Map(products.map((p) => [p.id, p.weightGrams]));
  let method;
  try {
    method = await methodFor(prismaSql(ctx.db), null, q.companyId);
  } catch (e) {
    // Methods are offered but none is preselected: the buyer picks one at checkout.
    if (e instanceof AppError && e.extensions.field === 'shippingMethodId')
      return {
        shippingMethodName: null,
        chosenAtCheckout: true,
        freightCents: 0,
        pending: false,
        note: null,
        netCents,
      };
    throw e;
  }
  const freight = freightOf(
    method,
    lines.map((l) => ({
      productName: l.productName,
      quantity: l.quantity,
      unitWeightGrams: l.productId ? (weight.get(l.productId) ?? null) : null,
    })),
    netCents,
    company,
  );
  return {
    shippingMethodName: freight.methodName,
    chosenAtCheckout: false,
    freightCents: freight.freightCents,
    pending: freight.pending,
    note: freight.note,
    netCents,
  };
}
