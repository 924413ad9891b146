import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** Every shipping method with its rate table (shop admins read inactive ones too). */
export const AdminShippingMethodsQuery = graphql(`
  query AdminShippingMethods {
    shippingMethods {
      id
      name
      kind
      active
      isDefault
      bands {
        upToGrams
        priceCents
      }
      flatCents
      parcelLimitGrams
      palletCapacityGrams
      palletPriceCents
      version
      companies {
        id
        name
      }
      offered
    }
  }
`);

export const SaveShippingMethodMutation = graphql(`
  mutation SaveShippingMethod($id: ID, $input: ShippingMethodInput!) {
    saveShippingMethod(id: $id, input: $input) {
      id
      name
      kind
      active
      isDefault
      bands {
        upToGrams
        priceCents
      }
      flatCents
      parcelLimitGrams
      palletCapacityGrams
      palletPriceCents
      version
      companies {
        id
        name
      }
      offered
    }
  }
`);

/** Companies found by name, to limit a method to (docs/decisions/123). */
export const ShippingMethodCompanyChoicesQuery = graphql(`
  query ShippingMethodCompanyChoices($search: String, $first: Int!) {
    companyConnection(search: $search, first: $first) {
      nodes {
        id
        name
      }
    }
  }
`);

export const useShippingMethodCompanyChoices = (search: string) =>
  useQuery(ShippingMethodCompanyChoicesQuery, {
    variables: { search: search.trim() || null, first: 20 },
    skip: search.trim() === '',
    fetchPolicy: 'cache-and-network',
  });

export const useAdminShippingMethods = () =>
  useQuery(AdminShippingMethodsQuery, { fetchPolicy: 'cache-and-network' });
export const useSaveShippingMethod = () =>
  useMutation(SaveShippingMethodMutation, { refetchQueries: ['AdminShippingMethods'] });
