import { useMutation, useQuery } from '@apollo/client/react';
import { invitationSchema } from '@gluegun/common';
import { graphql } from '../../../gql';
import { appendPage } from '../../../lib/cursorPages';

/** Invitations a page reads, newest first; "Load more" reads the next ones. */
export const INVITATIONS_PAGE = 50;

/** Open invitations to the signed-in person's e-mail, newest first, a cursor page. */
export const MyInvitationsQuery = graphql(`
  query MyInvitations($first: Int!, $after: String) {
    myInvitationConnection(first: $first, after: $after) {
      nodes {
        id
        companyName
        role
        expiresAt
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** Joins the inviting company with the invitation's role. */
export const AcceptCompanyInvitationMutation = graphql(`
  mutation AcceptCompanyInvitation($id: ID!) {
    acceptCompanyInvitation(id: $id) {
      role
      company {
        id
        name
      }
    }
  }
`);

/** The company's invitations, newest first, a cursor page (company admins; the panel shows the open ones). */
export const CompanyInvitationsQuery = graphql(`
  query CompanyInvitations($first: Int!, $after: String) {
    companyInvitationConnection(first: $first, after: $after) {
      nodes {
        id
        email
        role
        createdAt
        expiresAt
        acceptedAt
        revokedAt
        spendingLimits {
          orderLimitCents
          periodLimitCents
          limitPeriod
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** Invites by e-mail with a role and (for a buyer) the spending limits they get on accepting. */
export const InviteToCompanyMutation = graphql(`
  mutation InviteToCompany($email: String!, $role: CompanyRole!, $limits: SpendingLimitsInput) {
    inviteToCompany(email: $email, role: $role, limits: $limits) {
      id
      email
      role
      createdAt
      expiresAt
      acceptedAt
      revokedAt
      spendingLimits {
        orderLimitCents
        periodLimitCents
        limitPeriod
      }
    }
  }
`);

export const RevokeCompanyInvitationMutation = graphql(`
  mutation RevokeCompanyInvitation($id: ID!) {
    revokeCompanyInvitation(id: $id) {
      id
      revokedAt
    }
  }
`);

export { invitationSchema };

export function useMyInvitations() {
  const result = useQuery(MyInvitationsQuery, {
    variables: { first: INVITATIONS_PAGE, after: null },
    fetchPolicy: 'cache-and-network',
  });
  const loadMore = (after: string) =>
    result.fetchMore({
      variables: { after },
      updateQuery: (shown, { fetchMoreResult }) => ({
        myInvitationConnection: appendPage(
          shown.myInvitationConnection,
          fetchMoreResult.myInvitationConnection,
        ),
      }),
    });
  return { ...result, loadMore };
}

export function useAcceptInvitation() {
  return useMutation(AcceptCompanyInvitationMutation);
}

export function useCompanyInvitations(skip: boolean) {
  const result = useQuery(CompanyInvitationsQuery, {
    variables: { first: INVITATIONS_PAGE, after: null },
    fetchPolicy: 'cache-and-network',
    skip,
  });
  const loadMore = (after: string) =>
    result.fetchMore({
      variables: { after },
      updateQuery: (shown, { fetchMoreResult }) => ({
        companyInvitationConnection: appendPage(
          shown.companyInvitationConnection,
          fetchMoreResult.companyInvitationConnection,
        ),
      }),
    });
  return { ...result, loadMore };
}

export function useInviteToCompany() {
  return useMutation(InviteToCompanyMutation);
}

export function useRevokeInvitation() {
  return useMutation(RevokeCompanyInvitationMutation);
}
