import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** A product's related items (docs/decisions/078): asked beside the product, so a failure leaves the page whole. */
export const ProductRelatedQuery = graphql(`
  query ProductRelated($id: ID!) {
    product(id: $id) {
      id
      replacedBy {
        id
        sku
        name
      }
      related(kinds: [ACCESSORY, SPARE_PART]) {
        kind
        product {
          id
          sku
          name
          imageUrl
          priceCents
          quantity
        }
      }
    }
  }
`);

export function useProductRelated(id: string) {
  return useQuery(ProductRelatedQuery, { variables: { id } });
}

/** The admin editor's view: every kind, by SKU. */
export const AdminProductRelatedQuery = graphql(`
  query AdminProductRelated($id: ID!) {
    product(id: $id) {
      id
      related {
        kind
        product {
          id
          sku
          name
        }
      }
    }
  }
`);

export const SetRelatedProductsMutation = graphql(`
  mutation SetRelatedProducts($productId: ID!, $kind: RelationKind!, $related: [String!]!) {
    setRelatedProducts(productId: $productId, kind: $kind, related: $related) {
      id
      related {
        kind
        product {
          id
          sku
          name
        }
      }
    }
  }
`);

export function useAdminProductRelated(id: string) {
  return useQuery(AdminProductRelatedQuery, { variables: { id }, fetchPolicy: 'network-only' });
}
export const useSetRelatedProducts = () =>
  useMutation(SetRelatedProductsMutation, { refetchQueries: ['ProductRelated'] });
