import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** The warehouses to choose from, in allocation order. */
export const FulfilmentWarehousesQuery = graphql(`
  query FulfilmentWarehouses {
    warehouses {
      id
      code
      name
      active
    }
  }
`);

/** One warehouse's queue: open lines allocated to it, the earliest line promise first, then the order's day, then the oldest order. */
export const FulfilmentQueueQuery = graphql(`
  query FulfilmentQueue($warehouseId: ID!) {
    fulfilmentQueue(warehouseId: $warehouseId) {
      invoiceLineId
      purchaseOrderId
      orderNumber
      poNumber
      companyName
      sku
      productName
      quantity
      requestedDeliveryDate
      promisedDeliveryDate
      linePromisedDeliveryDate
    }
  }
`);

export const useFulfilmentWarehouses = () => useQuery(FulfilmentWarehousesQuery);
export function useFulfilmentQueue(warehouseId: string | null) {
  return useQuery(FulfilmentQueueQuery, {
    variables: { warehouseId: warehouseId ?? '' },
    skip: !warehouseId,
    fetchPolicy: 'cache-and-network',
  });
}
