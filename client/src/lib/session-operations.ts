/** The session operations AuthProvider needs (kept in lib/ because every feature depends on the session). */
import { graphql } from '../gql';

export const SessionUserFields = graphql(`
  fragment SessionUserFields on User {
    id
    email
    displayName
    role
    emailVerified
    salesRep
  }
`);

export const MeQuery = graphql(`
  query Me {
    me {
      ...SessionUserFields
    }
  }
`);

export const ExchangeTokenMutation = graphql(`
  mutation ExchangeToken($idToken: String!) {
    exchangeToken(idToken: $idToken) {
      token
      user {
        ...SessionUserFields
      }
    }
  }
`);

export const SignOutMutation = graphql(`
  mutation SignOut {
    signOut
  }
`);
