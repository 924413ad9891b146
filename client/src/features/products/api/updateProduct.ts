import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const UpdateProductMutation = graphql(`
  mutation UpdateProduct($id: ID!, $input: ProductInput!) {
    updateProduct(id: $id, input: $input) {
      id
      version
      sku
      name
      description
      imageUrl
      priceCents
      quantity
      quantityRule {
        minimum
        increment
        maximum
      }
      priceBreaks {
        minQuantity
        unitPriceCents
      }
      backordersAllowed
      restockOn
    }
  }
`);

/** Apollo's normalised cache updates the product everywhere from the returned fields. */
export function useUpdateProduct() {
  return useMutation(UpdateProductMutation);
}
