import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { appendPage } from '../../../lib/cursorPages';

/** Companies the Companies page reads a page; "Load more" reads the next ones. */
export const COMPANIES_PAGE = 50;

/** Companies by name or member e-mail, newest first, a cursor page (shop admins). */
export const CompaniesQuery = graphql(`
  query Companies($search: String, $first: Int!, $after: String) {
    companyConnection(search: $search, first: $first, after: $after) {
      totalCount
      nodes {
        ...CompanyProfileFields
        members {
          id
          email
          companyRole
        }
        credit {
          ...CompanyCreditFields
        }
        taxExemption {
          certificate
          expiresOn
          activeToday
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** A company's tax exemption certificate and its last day (shop admins). */
export const SetCompanyTaxExemptionMutation = graphql(`
  mutation SetCompanyTaxExemption($companyId: ID!, $input: TaxExemptionInput!) {
    setCompanyTaxExemption(companyId: $companyId, input: $input) {
      certificate
      expiresOn
      activeToday
    }
  }
`);

export const CreateCompanyMutation = graphql(`
  mutation CreateCompany($input: CompanyProfileInput!) {
    createCompany(input: $input) {
      ...CompanyProfileFields
    }
  }
`);

export const UpdateCompanyMutation = graphql(`
  mutation UpdateCompany($id: ID!, $input: CompanyProfileInput!) {
    updateCompany(id: $id, input: $input) {
      ...CompanyProfileFields
    }
  }
`);

export const SetCompanyCreditTermsMutation = graphql(`
  mutation SetCompanyCreditTerms($id: ID!, $terms: CreditTermsInput!) {
    setCompanyCreditTerms(id: $id, terms: $terms) {
      id
      credit {
        ...CompanyCreditFields
      }
    }
  }
`);

export const LiftCompanyCreditHoldMutation = graphql(`
  mutation LiftCompanyCreditHold($id: ID!) {
    liftCompanyCreditHold(id: $id) {
      id
      credit {
        ...CompanyCreditFields
      }
    }
  }
`);

export const MoveUserToCompanyMutation = graphql(`
  mutation MoveUserToCompany($userId: ID!, $companyId: ID!, $role: CompanyRole!) {
    moveUserToCompany(userId: $userId, companyId: $companyId, role: $role) {
      id
      companyRole
    }
  }
`);

/** One company's invitations, open ones first (shop admins; read when its Invite dialog opens, apart from the list's cost). */
export const CompanyInvitationsOfQuery = graphql(`
  query CompanyInvitationsOf($id: ID!) {
    company(id: $id) {
      id
      invitations {
        id
        email
        role
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
  }
`);

/** A shop admin invites someone to a company, as its company admins do (the same e-mail; the shop admin sends it). */
export const AdminInviteToCompanyMutation = graphql(`
  mutation AdminInviteToCompany(
    $companyId: ID!
    $email: String!
    $role: CompanyRole!
    $limits: SpendingLimitsInput
  ) {
    adminInviteToCompany(companyId: $companyId, email: $email, role: $role, limits: $limits) {
      id
      email
      role
    }
  }
`);

export const AdminRevokeCompanyInvitationMutation = graphql(`
  mutation AdminRevokeCompanyInvitation($id: ID!) {
    adminRevokeCompanyInvitation(id: $id) {
      id
      revokedAt
    }
  }
`);

/** Every account's id and e-mail: moving a user by e-mail finds them here (shop admins). */
export const UserEmailsQuery = graphql(`
  query UserEmails {
    users {
      id
      email
    }
  }
`);

export function useCompanies(search: string) {
  const result = useQuery(CompaniesQuery, {
    variables: { search: search || null, first: COMPANIES_PAGE, after: null },
    fetchPolicy: 'cache-and-network',
  });
  const loadMore = (after: string) =>
    result.fetchMore({
      variables: { after },
      updateQuery: (shown, { fetchMoreResult }) => ({
        companyConnection: appendPage(shown.companyConnection, fetchMoreResult.companyConnection),
      }),
    });
  return { ...result, loadMore };
}
export const useCreateCompany = () => useMutation(CreateCompanyMutation);
export const useUpdateCompany = () => useMutation(UpdateCompanyMutation);
export const useSetCompanyCreditTerms = () => useMutation(SetCompanyCreditTermsMutation);
export const useLiftCompanyCreditHold = () => useMutation(LiftCompanyCreditHoldMutation);
export const useMoveUserToCompany = () => useMutation(MoveUserToCompanyMutation);
export const useCompanyInvitationsOf = (id: string | null) =>
  useQuery(CompanyInvitationsOfQuery, {
    variables: { id: id ?? '' },
    skip: id === null,
    fetchPolicy: 'cache-and-network',
  });
export const useAdminInvite = () => useMutation(AdminInviteToCompanyMutation);
export const useAdminRevokeInvitation = () => useMutation(AdminRevokeCompanyInvitationMutation);
export const useSetCompanyTaxExemption = () =>
  useMutation(SetCompanyTaxExemptionMutation, {
    refetchQueries: [CompaniesQuery],
    awaitRefetchQueries: true,
  });
