import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** A product's units in every warehouse (docs/decisions/082). */
export const ProductStockQuery = graphql(`
  query ProductStock($productId: ID!) {
    productStock(productId: $productId) {
      warehouseId
      code
      name
      active
      quantity
    }
  }
`);

export const SetWarehouseStockMutation = graphql(`
  mutation SetWarehouseStock($productId: ID!, $warehouseId: ID!, $quantity: Int!) {
    setWarehouseStock(productId: $productId, warehouseId: $warehouseId, quantity: $quantity) {
      warehouseId
      code
      name
      active
      quantity
    }
  }
`);

export const useProductStock = (productId: string) =>
  useQuery(ProductStockQuery, { variables: { productId }, fetchPolicy: 'network-only' });
export const useSetWarehouseStock = () => useMutation(SetWarehouseStockMutation);
