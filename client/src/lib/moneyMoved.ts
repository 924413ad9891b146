/**
 * After a write that moves money (a payment, a confirmed bank line, a credit note, applied or refunded customer
 * credit), every read whose figures it changes is dropped from Apollo's cache: the screens showing one (the aging
 * report, statements, purchase orders, customer credit, credit) fetch it again at once, and the others when they
 * open, instead of showing the old figures until the page is left and opened again.
 */
import type { ApolloCache } from '@apollo/client';

/** The root fields that carry paid, credited, balance, open or aging figures. */
export const MONEY_FIELDS = [
  'agingReport',
  'myStatement',
  'companyStatement',
  'purchaseOrderConnection',
  'myPurchaseOrderConnection',
  'purchaseOrders',
  'myPurchaseOrders',
  'purchaseOrder',
  'creditNotes',
  'customerCredit',
  'companyConnection',
  'myCredit',
] as const;

export function evictMoneyFigures(cache: ApolloCache) {
  for (const fieldName of MONEY_FIELDS) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}

/** Mutation options: drop the money figures once the write is done. */
export const moneyMoved = { update: (cache: ApolloCache) => evictMoneyFigures(cache) };
