import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** A company's PunchOut identity without its secrets (shop admins; null: none set up). */
export const PunchOutIdentityQuery = graphql(`
  query PunchOutIdentity($companyId: ID!) {
    punchOutIdentity(companyId: $companyId) {
      id
      fromDomain
      fromIdentity
      toDomain
      toIdentity
      senderDomain
      senderIdentity
      ociEnabled
      ociUsername
      punchOutUserId
      enabled
      updatedAt
    }
  }
`);

export const SavePunchOutIdentityMutation = graphql(`
  mutation SavePunchOutIdentity($companyId: ID!, $input: PunchOutIdentityInput!) {
    savePunchOutIdentity(companyId: $companyId, input: $input) {
      id
      fromDomain
      fromIdentity
      toDomain
      toIdentity
      senderDomain
      senderIdentity
      ociEnabled
      ociUsername
      punchOutUserId
      enabled
      updatedAt
    }
  }
`);

export const usePunchOutIdentity = (companyId: string | null) =>
  useQuery(PunchOutIdentityQuery, {
    variables: { companyId: companyId ?? '' },
    skip: companyId === null,
    fetchPolicy: 'network-only',
  });
export const useSavePunchOutIdentity = () => useMutation(SavePunchOutIdentityMutation);
