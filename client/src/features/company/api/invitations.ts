import { useMutation, useQuery } from '@apollo/client/react';
import { invitationSchema } from '@gluegun/common';
import { graphql } from '../../../gql';

/** Open invitations to the signed-in person's e-mail. */
export const MyInvitationsQuery = graphql(`
  query MyInvitations {
    myInvitations { id companyName role expiresAt }
  }
`);

/** Joins the inviting company with the invitation's role. */
export const AcceptCompanyInvitationMutation = graphql(`
  mutation AcceptCompanyInvitation($id: ID!) {
    acceptCompanyInvitation(id: $id) { role company { id name } }
  }
`);

/** The company's invitations, open ones first (company admins). */
export const CompanyInvitationsQuery = graphql(`
  query CompanyInvitations {
    companyInvitations { id email role createdAt expiresAt acceptedAt revokedAt }
  }
`);

export const InviteToCompanyMutation = graphql(`
  mutation InviteToCompany($email: String!, $role: CompanyRole!) {
    inviteToCompany(email: $email, role: $role) { id email role createdAt expiresAt acceptedAt revokedAt }
  }
`);

export const RevokeCompanyInvitationMutation = graphql(`
  mutation RevokeCompanyInvitation($id: ID!) {
    revokeCompanyInvitation(id: $id) { id revokedAt }
  }
`);

export { invitationSchema };

export function useMyInvitations() {
  return useQuery(MyInvitationsQuery, { fetchPolicy: 'cache-and-network' });
}

export function useAcceptInvitation() {
  return useMutation(AcceptCompanyInvitationMutation);
}

export function useCompanyInvitations(skip: boolean) {
  return useQuery(CompanyInvitationsQuery, { fetchPolicy: 'cache-and-network', skip });
}

export function useInviteToCompany() {
  return useMutation(InviteToCompanyMutation);
}

export function useRevokeInvitation() {
  return useMutation(RevokeCompanyInvitationMutation);
}
