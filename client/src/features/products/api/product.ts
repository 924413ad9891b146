import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const ProductQuery = graphql(`
  query ProductDetail($id: ID!) {
    product(id: $id) {
      id
      sku
      name
      description
      imageUrl
      priceCents
      fromPriceCents
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
      categories {
        id
        slug
        name
      }
      specifications {
        key
        name
        value
        label
      }
      family {
        id
        name
        optionNames
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
      leadTimeText
      backordersAllowed
      restockOn
      dimensions {
        lengthMm
        widthMm
        heightMm
      }
    }
  }
`);

/** The product's family with each variant's values and stock, for the variant picker. */
export const FamilyVariantsQuery = graphql(`
  query FamilyVariants($id: ID!) {
    productFamily(id: $id) {
      id
      variants {
        id
        quantity
        quantityRule {
          minimum
        }
        options {
          value
        }
      }
    }
  }
`);

export function useFamilyVariants(id: string | undefined) {
  return useQuery(FamilyVariantsQuery, { variables: { id: id ?? '' }, skip: !id });
}

/** The product's first category with those above it, for the page's breadcrumbs. */
export const CategoryTrailQuery = graphql(`
  query CategoryTrail($slug: String!) {
    category(slug: $slug) {
      id
      breadcrumbs {
        id
        slug
        name
      }
    }
  }
`);

export function useCategoryTrail(slug: string | undefined) {
  return useQuery(CategoryTrailQuery, { variables: { slug: slug ?? '' }, skip: !slug });
}

/** The signed-in buyer's company's own part number for the product, or null. */
export const MyPartNumberQuery = graphql(`
  query MyPartNumber($productId: ID!) {
    myPartNumber(productId: $productId) {
      id
      partNumber
    }
  }
`);

/** Asked beside the product, never in its query: a failure here leaves the page whole, just without the number. */
export function useMyPartNumber(productId: string, skip: boolean) {
  return useQuery(MyPartNumberQuery, { variables: { productId }, skip, fetchPolicy: 'cache-and-network' });
}

/** What the signed-in buyer's company pays under its price lists (null: the list price), with the reason. */
export const MyContractPriceQuery = graphql(`
  query MyContractPrice($id: ID!) {
    product(id: $id) {
      id
      myPrice {
        unitPriceCents
        explanation
        priceBreaks {
          minQuantity
          unitPriceCents
        }
      }
    }
  }
`);

/** Asked beside the product (its own answer is the same for everyone and cached as such); visitors never ask. */
export function useMyContractPrice(id: string, skip: boolean) {
  return useQuery(MyContractPriceQuery, { variables: { id }, skip, fetchPolicy: 'cache-and-network' });
}

export function useProduct(id: string) {
  return useQuery(ProductQuery, { variables: { id } });
}
