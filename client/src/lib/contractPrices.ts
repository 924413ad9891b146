import type { ApolloCache } from '@apollo/client';

/**
 * After the buyer's ship-to location changes, every product's contract price may differ: the cached ones are dropped
 * so each is read again when next shown.
 */
export function forgetContractPrices(cache: ApolloCache): void {
  for (const id of Object.keys(cache.extract() as Record<string, unknown>)) {
    if (id.startsWith('Product:')) cache.evict({ id, fieldName: 'myPrice' });
  }
}
