import { Authorized } from 'type-graphql';
import type { Context, SessionUser } from '../context';
import { forbidden, unauthenticated } from '../errors';

/**
 * Who may call each operation: the one declaration. GraphQL resolvers (`@Allow`), REST routes (`handle(op, ...)`)
 * and the services themselves (`allow(ctx, op)`) all read it; the authorization matrices derive their role
 * expectations from it. Ownership (my orders, my items) is checked by the services on top of this.
 * Changing who may call an operation is one edit here.
 */
export type Access = 'PUBLIC' | 'SIGNED_IN' | 'ADMIN';

export const ACCESS = {
  // Catalog and reviews: anyone.
  products: 'PUBLIC',
  product: 'PUBLIC',
  reviews: 'PUBLIC',
  exchangeToken: 'PUBLIC',
  quote: 'PUBLIC',
  // Signed-in customers (the services scope them to their own data).
  me: 'SIGNED_IN',
  isAdmin: 'SIGNED_IN',
  signOut: 'SIGNED_IN',
  myOrders: 'SIGNED_IN',
  ordersByEmail: 'SIGNED_IN',
  placeOrder: 'SIGNED_IN',
  payOrderItem: 'SIGNED_IN',
  cancelOrderItem: 'SIGNED_IN',
  deleteOrderItem: 'SIGNED_IN',
  addReview: 'SIGNED_IN',
  quickOrderPreview: 'SIGNED_IN',
  bulkAddToOrders: 'SIGNED_IN',
  // Purchase orders and invoices (the services scope customers to their own orders).
  checkout: 'SIGNED_IN',
  myPurchaseOrders: 'SIGNED_IN',
  purchaseOrder: 'SIGNED_IN',
  invoiceDocument: 'SIGNED_IN',
  reorder: 'SIGNED_IN',
  myCredit: 'SIGNED_IN',
  // Admins.
  orders: 'ADMIN',
  users: 'ADMIN',
  updateOrderStatus: 'ADMIN',
  createProduct: 'ADMIN',
  updateProduct: 'ADMIN',
  deleteProduct: 'ADMIN',
  makeAdmin: 'ADMIN',
  deleteUser: 'ADMIN',
  purchaseOrders: 'ADMIN',
  recordPayment: 'ADMIN',
  updateFulfilment: 'ADMIN',
  setCreditTerms: 'ADMIN',
  liftCreditHold: 'ADMIN',
  exportPurchaseOrdersCsv: 'ADMIN',
  exportInvoicesCsv: 'ADMIN',
} as const satisfies Record<string, Access>;

export type Operation = keyof typeof ACCESS;

export const isAdmin = (ctx: Pick<Context, 'user'>): boolean => ctx.user?.role === 'ADMIN';

/**
 * Throws UNAUTHENTICATED (401) or FORBIDDEN (403) unless the caller may call `op`; returns the caller (null only
 * for a PUBLIC operation called anonymously).
 */
export function allow(ctx: Pick<Context, 'user' | 'badToken'>, op: Operation): SessionUser | null {
  const access: Access = ACCESS[op];
  if (access === 'PUBLIC') return ctx.user;
  if (!ctx.user) throw unauthenticated(ctx.badToken ? 'Your session is invalid or expired; sign in again' : undefined);
  if (access === 'ADMIN' && ctx.user.role !== 'ADMIN') throw forbidden('Admins only');
  return ctx.user;
}

/** `allow` for operations that need a signed-in caller: never null. */
export function allowUser(ctx: Pick<Context, 'user' | 'badToken'>, op: Operation): SessionUser {
  const user = allow(ctx, op);
  if (!user) throw unauthenticated();
  return user;
}

/** The roles TypeGraphQL's @Authorized takes for an access level ([] = any signed-in user). */
export function rolesFor(access: Access): string[] | null {
  return access === 'PUBLIC' ? null : access === 'ADMIN' ? ['ADMIN'] : [];
}

/** GraphQL: the root field's access from the declaration (the field must be named like the operation). */
export function Allow(op: Operation): MethodDecorator {
  const roles = rolesFor(ACCESS[op]);
  return roles === null ? () => undefined : Authorized(...roles);
}
