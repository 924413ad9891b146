import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** A product's family, options, packs, weight and size, with the families to choose from. */
export const ProductPackingQuery = graphql(`
  query ProductPacking($id: ID!) {
    product(id: $id) {
      id
      version
      family {
        id
      }
      options {
        name
        value
      }
      packSizes {
        name
        baseUnits
      }
      weightGrams
      leadTimeDays
      dimensions {
        lengthMm
        widthMm
        heightMm
      }
    }
    productFamilies {
      id
      name
      optionNames
    }
  }
`);

export const SaveProductFamilyMutation = graphql(`
  mutation SaveProductFamily($input: ProductFamilyInput!) {
    saveProductFamily(input: $input) {
      id
      name
      optionNames
    }
  }
`);

export const SetProductVariantMutation = graphql(`
  mutation SetProductVariant($productId: ID!, $familyId: ID, $optionValues: [String!]!) {
    setProductVariant(productId: $productId, familyId: $familyId, optionValues: $optionValues) {
      id
      version
      family {
        id
      }
      options {
        name
        value
      }
    }
  }
`);

export const SetProductPackingMutation = graphql(`
  mutation SetProductPacking($productId: ID!, $input: ProductPackingInput!) {
    setProductPacking(productId: $productId, input: $input) {
      id
      version
      packSizes {
        name
        baseUnits
      }
      weightGrams
      leadTimeDays
      dimensions {
        lengthMm
        widthMm
        heightMm
      }
    }
  }
`);

export function useProductPacking(id: string) {
  return useQuery(ProductPackingQuery, { variables: { id }, fetchPolicy: 'network-only' });
}
export const useSaveProductFamily = () =>
  useMutation(SaveProductFamilyMutation, { refetchQueries: ['ProductPacking'] });
export const useSetProductVariant = () => useMutation(SetProductVariantMutation);
export const useSetProductPacking = () => useMutation(SetProductPackingMutation);
