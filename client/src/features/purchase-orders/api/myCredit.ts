import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** The buyer's credit: limit, what is open, what is available, terms and hold (checkout). */
export const MyCreditQuery = graphql(`
  query MyCredit {
    myCredit {
      limitCents
      openCents
      availableCents
      termsDays
      onHold
      overdueCount
      overdueCents
    }
  }
`);

export function useMyCredit() {
  return useQuery(MyCreditQuery, { fetchPolicy: 'cache-and-network' });
}
