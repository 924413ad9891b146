import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** Whom the caller acts as, for the storefront's banner; null when not acting. */
export const MyActAsSessionQuery = graphql(`
  query MyActAsSession {
    myActAsSession {
      banner
      buyerName
      companyName
      actorName
      expiresAt
    }
  }
`);

export const StartActingAsMutation = graphql(`
  mutation StartActingAs($buyerId: ID!) {
    startActingAs(buyerId: $buyerId) {
      token
      banner
      expiresAt
    }
  }
`);

export const StopActingAsMutation = graphql(`
  mutation StopActingAs {
    stopActingAs
  }
`);

export const useMyActAsSession = (skip: boolean) =>
  useQuery(MyActAsSessionQuery, { skip, fetchPolicy: 'network-only' });
export const useStartActingAs = () => useMutation(StartActingAsMutation);
export const useStopActingAs = () => useMutation(StopActingAsMutation);
