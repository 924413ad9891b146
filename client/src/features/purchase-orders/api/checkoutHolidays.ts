import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** The shop's holidays: the checkout form counts the earliest delivery days without them (docs/decisions/101). */
export const CheckoutShopHolidaysQuery = graphql(`
  query CheckoutShopHolidays {
    shopHolidays {
      day
    }
  }
`);

export const useCheckoutShopHolidays = () =>
  useQuery(CheckoutShopHolidaysQuery, { fetchPolicy: 'cache-and-network' });
