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
    }
  }
`);

export const useAdminShippingMethods = () =>
  useQuery(AdminShippingMethodsQuery, { fetchPolicy: 'cache-and-network' });
export const useSaveShippingMethod = () =>
  useMutation(SaveShippingMethodMutation, { refetchQueries: ['AdminShippingMethods'] });
