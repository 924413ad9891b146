import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** The shop's sales reps, and the ones assigned to one company (shop admins; docs/decisions/084). */
export const CompanyRepsQuery = graphql(`
  query CompanyReps($companyId: ID!) {
    salesReps {
      id
      email
      displayName
    }
    companyReps(companyId: $companyId) {
      id
    }
  }
`);

export const SetCompanyRepsMutation = graphql(`
  mutation SetCompanyReps($companyId: ID!, $repIds: [ID!]!) {
    setCompanyReps(companyId: $companyId, repIds: $repIds) {
      id
    }
  }
`);

export const useCompanyReps = (companyId: string | null) =>
  useQuery(CompanyRepsQuery, {
    variables: { companyId: companyId ?? '' },
    skip: companyId === null,
    fetchPolicy: 'network-only',
  });
export const useSetCompanyReps = () => useMutation(SetCompanyRepsMutation);
