import type { ApolloCache } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { graphql } from '../gql';

/**
 * The company's own part numbers on product cards (docs/decisions/131). They arrive with the grid's per-caller read
 * (MyCardPrices, lib/cardPrices.ts), which is kept out of Apollo's cache; each card's number is written onto its
 * product in the cache, where the card's own line (components/CardPartNumber.tsx) reads it by the product's id. The
 * cache is emptied when the person changes (lib/auth.tsx), so a number never outlives its session.
 */
export const CardPartNumberFragment = graphql(`
  fragment CardPartNumber on Product {
    id
    myPartNumber {
      id
      partNumber
    }
  }
`);

type Numbered = { id: string; myPartNumber?: { id: string; partNumber: string } | null };

/** Puts each product's number (or its absence) on the product in the cache. */
export function keepCardPartNumbers(cache: ApolloCache, items: readonly Numbered[]) {
  cache.batch({
    update: (c) => {
      for (const item of items) {
        // Typed, so the cache keeps the number as its own entry by id, as every other read of it does.
        const myPartNumber = item.myPartNumber
          ? {
              __typename: 'CustomerPartNumber',
              id: item.myPartNumber.id,
              partNumber: item.myPartNumber.partNumber,
            }
          : null;
        const data = { __typename: 'Product', id: item.id, myPartNumber };
        c.writeFragment({
          fragment: CardPartNumberFragment,
          id: c.identify({ __typename: 'Product', id: item.id }),
          data,
        });
      }
    },
  });
}

/** The card's number once known (undefined before, or with none). */
export function useCardPartNumber(productId: string): string | undefined {
  const { data, complete } = useFragment({
    fragment: CardPartNumberFragment,
    from: { __typename: 'Product', id: productId },
  });
  return complete ? (data.myPartNumber?.partNumber ?? undefined) : undefined;
}
