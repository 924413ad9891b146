import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const ProfileQuery = graphql(`
  query Profile {
    me {
      id
      email
      displayName
      role
      companyRole
      createdAt
    }
  }
`);

export function useProfile() {
  return useQuery(ProfileQuery, { fetchPolicy: 'cache-and-network' });
}
