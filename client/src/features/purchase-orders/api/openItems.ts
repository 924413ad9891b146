import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/**
 * The buyer's items with what checkout shows and chooses from (isOpenItem picks the open ones). The same OrderItem
 * entities as My Orders' list (Apollo's cache shares them by id), asked for by this feature's own query.
 */
export const CheckoutItemsQuery = graphql(`
  query CheckoutItems {
    myOrders {
      id
      productName
      imageUrl
      unitPriceCents
      quantity
      totalCents
      status
      leadTimeDays
      purchaseOrder {
        id
      }
      product {
        id
        quantity
        backordersAllowed
        restockOn
      }
    }
  }
`);

export function useCheckoutItems() {
  return useQuery(CheckoutItemsQuery, { fetchPolicy: 'cache-and-network' });
}
