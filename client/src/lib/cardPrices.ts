import { useEffect } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { graphql } from '../gql';
import type { CatalogFilter } from '../gql/graphql';
import { useAuth } from './auth';
import { keepCardPartNumbers } from './cardPartNumbers';

/**
 * The signed-in buyer's contract prices for a grid of product cards: the grid's own page asked again for `myPrice`
 * alone. The grid's read stays the same for everyone (and publicly cached); this one is the caller's own, which the
 * server never keeps in a shared entry. Not kept in Apollo's cache: its page would replace the grid's page of the
 * same arguments there. The company's own part numbers come with it (lib/cardPartNumbers.ts, docs/decisions/131).
 */
export const MyCardPricesQuery = graphql(`
  query MyCardPrices($search: String, $filter: CatalogFilter, $page: Int!, $pageSize: Int!) {
    products(search: $search, filter: $filter, page: $page, pageSize: $pageSize) {
      items {
        id
        myPrice {
          unitPriceCents
          explanation
        }
        myPartNumber {
          id
          partNumber
        }
      }
    }
  }
`);

/** A card's contract price and the words that say where it comes from. */
export interface CardPrice {
  unitPriceCents: number;
  explanation: string;
}

export interface GridVariables {
  search?: string | null;
  filter?: CatalogFilter | null;
  page: number;
  pageSize: number;
}

const NONE: ReadonlyMap<string, CardPrice> = new Map();

/** Each card's contract price by product id (none for a visitor, or while they load: the list price shows). */
export function useMyCardPrices(variables: GridVariables): ReadonlyMap<string, CardPrice> {
  const { user } = useAuth();
  const { data } = useQuery(MyCardPricesQuery, { variables, skip: !user, fetchPolicy: 'no-cache' });
  const { cache } = useApolloClient();
  useEffect(() => {
    if (data) keepCardPartNumbers(cache, data.products.items);
  }, [cache, data]);
  if (!user || !data) return NONE;
  return new Map(
    data.products.items.flatMap((p) => (p.myPrice ? [[p.id, p.myPrice] as [string, CardPrice]] : [])),
  );
}
