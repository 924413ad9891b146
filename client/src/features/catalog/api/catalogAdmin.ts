import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { CategoryMenuQuery } from './catalog';

/** The whole tree with counts and filters, and every specification: the dashboard's Catalog page. */
export const CatalogAdminQuery = graphql(`
  query CatalogAdmin {
    categories {
      id
      slug
      name
      description
      parentId
      position
      productCount
      filters {
        id
        key
        name
      }
    }
    specifications {
      id
      key
      name
      kind
      unit
      choices
      position
    }
  }
`);

export const SaveCategoryMutation = graphql(`
  mutation SaveCategory($input: CategoryInput!) {
    saveCategory(input: $input) {
      id
      slug
      name
      description
      parentId
      position
    }
  }
`);

export const DeleteCategoryMutation = graphql(`
  mutation DeleteCategory($id: ID!) {
    deleteCategory(id: $id)
  }
`);

export const SaveSpecificationMutation = graphql(`
  mutation SaveSpecification($input: SpecificationInput!) {
    saveSpecification(input: $input) {
      id
      key
      name
      kind
      unit
      choices
      position
    }
  }
`);

export function useCatalogAdmin() {
  return useQuery(CatalogAdminQuery, { fetchPolicy: 'cache-and-network' });
}

// The storefront's Categories menu, when it has been opened, shows the change too.
const REFETCH = [CatalogAdminQuery, CategoryMenuQuery];

export function useSaveCategory() {
  return useMutation(SaveCategoryMutation, { refetchQueries: REFETCH, awaitRefetchQueries: true });
}

export function useDeleteCategory() {
  return useMutation(DeleteCategoryMutation, { refetchQueries: REFETCH, awaitRefetchQueries: true });
}

export function useSaveSpecification() {
  return useMutation(SaveSpecificationMutation, {
    refetchQueries: [CatalogAdminQuery],
    awaitRefetchQueries: true,
  });
}
