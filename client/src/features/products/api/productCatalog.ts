import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** A product's categories and specification values, with the tree and the specifications to choose from. */
export const ProductCatalogQuery = graphql(`
  query ProductCatalog($id: ID!) {
    product(id: $id) {
      id
      version
      categories {
        id
        slug
      }
      specifications {
        key
        value
      }
    }
    categories {
      id
      slug
      name
      parentId
    }
    specifications {
      id
      key
      name
      kind
      unit
      choices
    }
  }
`);

export const SetProductCatalogMutation = graphql(`
  mutation SetProductCatalog($productId: ID!, $categories: [String!]!, $specs: [SpecValueInput!]!) {
    setProductCatalog(productId: $productId, categories: $categories, specs: $specs) {
      id
      version
      categories {
        id
        slug
      }
      specifications {
        key
        value
      }
    }
  }
`);

export function useProductCatalog(id: string) {
  return useQuery(ProductCatalogQuery, { variables: { id }, fetchPolicy: 'network-only' });
}

export function useSetProductCatalog() {
  return useMutation(SetProductCatalogMutation);
}
