import type { ApolloCache } from '@apollo/client';
import { formatCents } from '@gluegun/common';
import { copy } from './copy';

/**
 * After the buyer's ship-to location changes, every product's contract price may differ: the cached ones are dropped
 * so each is read again when next shown.
 */
export function forgetContractPrices(cache: ApolloCache): void {
  for (const id of Object.keys(cache.extract() as Record<string, unknown>)) {
    if (id.startsWith('Product:')) cache.evict({ id, fieldName: 'myPrice' });
  }
}

/** An open item the server priced again for the new location (chooseShipToLocation's answer). */
export interface RepricedLine {
  itemId: string;
  productName: string;
  quantity: number;
  fromUnitPriceCents: number;
  toUnitPriceCents: number;
}

/**
 * The location changed the open items' prices on the server: the cached items take the new prices, so My Orders
 * and checkout show what the order will cost without reading every item again.
 */
export function applyRepricedItems(cache: ApolloCache, lines: readonly RepricedLine[]): void {
  for (const l of lines) {
    cache.modify({
      id: cache.identify({ __typename: 'OrderItem', id: l.itemId }),
      fields: {
        unitPriceCents: () => l.toUnitPriceCents,
        totalCents: () => l.toUnitPriceCents * l.quantity,
      },
    });
  }
}

/** The sentence telling the buyer which open items the location priced again ('' when none). */
export const repricedSaid = (lines: readonly RepricedLine[]): string =>
  copy.orders.shipToRepriced(
    lines.map((l) => ({
      productName: l.productName,
      from: formatCents(l.fromUnitPriceCents),
      to: formatCents(l.toUnitPriceCents),
    })),
  );
