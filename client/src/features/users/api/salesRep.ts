import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** A shop admin makes a customer a sales rep or takes it back (their companies and act-as sessions end). */
export const SetSalesRepMutation = graphql(`
  mutation SetSalesRep($userId: ID!, $salesRep: Boolean!) {
    setSalesRep(userId: $userId, salesRep: $salesRep)
  }
`);

export const useSetSalesRep = () => useMutation(SetSalesRepMutation, { refetchQueries: ['AdminUsers'] });
