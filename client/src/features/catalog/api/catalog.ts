import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { CatalogFilterVariables } from '../catalogQuery';

export const CATEGORY_PAGE_SIZE = 9;

/** Every category, parents before children: the navbar's menu is built from parentId. */
export const CategoryMenuQuery = graphql(`
  query CategoryMenu {
    categories {
      id
      slug
      name
      parentId
      productCount
    }
  }
`);

/** The category itself: heading, breadcrumbs and subcategories (asked apart, so an unknown slug is a not-found page). */
export const CategoryQuery = graphql(`
  query CategoryDetail($slug: String!) {
    category(slug: $slug) {
      id
      slug
      name
      description
      breadcrumbs {
        id
        slug
        name
      }
      children {
        id
        slug
        name
        productCount
      }
    }
  }
`);

/** The filtered list and what each filter value would give. */
export const CategoryListingQuery = graphql(`
  query CategoryListing($filter: CatalogFilter!, $page: Int!, $pageSize: Int!) {
    catalogFacets(filter: $filter) {
      totalCount
      inStockCount
      priceRange {
        minCents
        maxCents
      }
      specs {
        key
        name
        unit
        kind
        values {
          value
          label
          count
          selected
        }
      }
    }
    products(filter: $filter, page: $page, pageSize: $pageSize) {
      items {
        id
        name
        description
        imageUrl
        priceCents
        fromPriceCents
        quantity
      }
      total
      page
      pageSize
    }
  }
`);

export function useCategoryMenu(skip = false) {
  return useQuery(CategoryMenuQuery, { skip });
}

export function useCategory(slug: string) {
  return useQuery(CategoryQuery, { variables: { slug } });
}

/** The list's query variables; the server renders a category page with the same ones (app/pageData.ts). */
export function categoryListingVariables(filter: CatalogFilterVariables, page: number) {
  return { filter, page, pageSize: CATEGORY_PAGE_SIZE };
}

export function useCategoryListing(filter: CatalogFilterVariables, page: number) {
  return useQuery(CategoryListingQuery, {
    variables: categoryListingVariables(filter, page),
    notifyOnNetworkStatusChange: true,
  });
}
