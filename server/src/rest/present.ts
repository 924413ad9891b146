import { lowestUnitPrice, packLineText } from '@gluegun/common';
import type { Context } from '../context';
import { priceBreaksOf, quantityRuleOf, type WholesaleColumns } from '../modules/products/product.wholesale';
import { packSizesOf, textsOf } from '../modules/families/family.service';
/** The rows the services return, as far as the REST shapes read them. */
interface OrderItem {
  id: string;
  productId: string | null;
  productName: string;
  imageUrl: string;
  unitPriceCents: number;
  quantity: number;
  userName: string;
  userEmail: string;
  userPhone: string;
  status: string;
  invoiceReference: string | null;
  invoicedAt: Date | null;
  createdAt: Date;
  purchaseOrderId?: string | null;
  packName?: string | null;
  packCount?: number | null;
  packBaseUnits?: number | null;
  unitWeightGrams?: number | null;
}
interface User {
  id: string;
  email: string;
  displayName: string | null;
  role: string;
}
interface Review {
  id: string;
  photoUrl: string;
  description: string;
  rating: number;
  authorName: string | null;
  createdAt: Date;
}

/**
 * Response shapes for integrators: our field names plus the spec's (§3) names, so old clients
 * (`_id`, `des`, `img`, dollar `price`) and new ones (`id`, `description`, `imageUrl`, `priceCents`) both work.
 */
const dollars = (cents: number) => cents / 100;

export interface ProductRow extends WholesaleColumns {
  id: string;
  sku: string;
  name: string;
  description: string;
  imageUrl: string;
  priceCents: number;
  quantity: number;
  version: number;
  familyId?: string | null;
  optionValues?: unknown;
  packSizes?: unknown;
  weightGrams?: number | null;
  leadTimeDays?: number;
  backordersAllowed?: boolean;
  restockOn?: Date | null;
  lengthMm?: number | null;
  widthMm?: number | null;
  heightMm?: number | null;
}

export const presentProduct = (p: ProductRow) => ({
  _id: p.id,
  id: p.id,
  name: p.name,
  des: p.description,
  description: p.description,
  img: p.imageUrl,
  imageUrl: p.imageUrl,
  price: dollars(p.priceCents),
  priceCents: p.priceCents,
  quantity: p.quantity,
  version: p.version,
  sku: p.sku,
  quantityRule: quantityRuleOf(p),
  priceBreaks: priceBreaksOf(p),
  fromPriceCents: lowestUnitPrice(p.priceCents, priceBreaksOf(p)),
  // Its family, option values, units and size (docs/decisions/066).
  familyId: p.familyId ?? null,
  optionValues: textsOf(p.optionValues as never),
  packSizes: packSizesOf({ packSizes: p.packSizes as never }),
  weightGrams: p.weightGrams ?? null,
  dimensions:
    p.lengthMm && p.widthMm && p.heightMm
      ? { lengthMm: p.lengthMm, widthMm: p.widthMm, heightMm: p.heightMm }
      : null,
  leadTimeDays: p.leadTimeDays ?? 0,
  backordersAllowed: p.backordersAllowed ?? false,
  restockOn: p.restockOn ? p.restockOn.toISOString().slice(0, 10) : null,
});

/**
 * An order item for REST. `paymentDueAt` is its purchase order's own due date (the buyer's terms), never a
 * restated rule; items not checked out have none.
 */
export const presentOrder = (o: OrderItem & { totalCents: number }, paymentDueAt: Date | null = null) => ({
  _id: o.id,
  id: o.id,
  productId: o.productId,
  name: o.productName,
  userName: o.userName,
  userEmail: o.userEmail,
  price: dollars(o.unitPriceCents),
  unitPriceCents: o.unitPriceCents,
  quantity: o.quantity,
  totalCents: o.totalCents,
  userPhone: o.userPhone,
  img: o.imageUrl,
  status: o.status,
  invoiceReference: o.invoiceReference,
  invoicedAt: o.invoicedAt,
  paymentDueAt,
  createdAt: o.createdAt,
  // How it was counted ("4 × Case of 250 = 1,000 units") and its weight in grams (docs/decisions/066).
  packUnit: o.packName && o.packBaseUnits ? { name: o.packName, baseUnits: o.packBaseUnits } : null,
  packCount: o.packName ? (o.packCount ?? null) : null,
  orderedAs:
    o.packName && o.packCount && o.packBaseUnits
      ? packLineText(o.packCount, { name: o.packName, baseUnits: o.packBaseUnits })
      : packLineText(o.quantity, null),
  weightGrams: o.unitWeightGrams ? o.quantity * o.unitWeightGrams : null,
});

/** Order items with their purchase orders' due dates (one batched read through the request's loader). */
export async function presentOrders(ctx: Context, items: Array<OrderItem & { totalCents: number }>) {
  const due = await Promise.all(
    items.map(async (o) =>
      o.purchaseOrderId ? ((await ctx.loaders.purchaseOrder.load(o.purchaseOrderId))?.dueAt ?? null) : null,
    ),
  );
  return items.map((o, i) => presentOrder(o, due[i]));
}

export const presentOne = async (ctx: Context, o: OrderItem & { totalCents: number }) =>
  (await presentOrders(ctx, [o]))[0];

export const presentUser = (u: Pick<User, 'id' | 'email' | 'displayName' | 'role'>) => ({
  _id: u.id,
  id: u.id,
  email: u.email,
  displayName: u.displayName,
  role: u.role === 'ADMIN' ? 'admin' : 'customer',
});

export const presentReview = (r: Review) => ({
  _id: r.id,
  id: r.id,
  photoUrl: r.photoUrl,
  description: r.description,
  rating: r.rating,
  authorName: r.authorName,
  createdAt: r.createdAt,
});
