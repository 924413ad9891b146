import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** The shop's holidays, earliest first (docs/decisions/101). */
export const ShopHolidaysQuery = graphql(`
  query ShopHolidays {
    shopHolidays {
      day
      name
      dayText
    }
  }
`);

export const AddShopHolidayMutation = graphql(`
  mutation AddShopHoliday($input: ShopHolidayInput!) {
    addShopHoliday(input: $input) {
      day
      name
      dayText
    }
  }
`);

export const RemoveShopHolidayMutation = graphql(`
  mutation RemoveShopHoliday($day: String!) {
    removeShopHoliday(day: $day)
  }
`);

export const useShopHolidays = () => useQuery(ShopHolidaysQuery, { fetchPolicy: 'cache-and-network' });
export const useAddShopHoliday = () =>
  useMutation(AddShopHolidayMutation, { refetchQueries: ['ShopHolidays'], awaitRefetchQueries: true });
export const useRemoveShopHoliday = () =>
  useMutation(RemoveShopHolidayMutation, { refetchQueries: ['ShopHolidays'], awaitRefetchQueries: true });
