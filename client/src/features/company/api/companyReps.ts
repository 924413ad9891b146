import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/**
 * The shop's sales reps, the ones assigned to one company with the locations each is limited to, and the company's
 * locations (shop admins; docs/decisions/084, 117).
 */
export const CompanyRepsQuery = graphql(`
  query CompanyReps($companyId: ID!) {
    salesReps {
      id
      email
      displayName
    }
    companyReps(companyId: $companyId) {
      id
      locationIds
    }
    company(id: $companyId) {
      id
      locations {
        id
        label
      }
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

/** Limits one assigned rep to some of the company's locations; none: the whole company. */
export const SetRepLocationsMutation = graphql(`
  mutation SetRepLocations($companyId: ID!, $repId: ID!, $locationIds: [ID!]!) {
    setRepLocations(companyId: $companyId, repId: $repId, locationIds: $locationIds) {
      id
      locationIds
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
export const useSetRepLocations = () => useMutation(SetRepLocationsMutation);
