import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const EdiPartnersQuery = graphql(`
  query EdiPartners {
    ediPartners {
      id
      companyId
      companyName
      qualifier
      senderId
      enabled
      functionalAck
      updatedAt
    }
  }
`);

export const EdiDocumentsQuery = graphql(`
  query EdiDocuments($companyId: ID, $kind: String, $take: Int) {
    ediDocuments(companyId: $companyId, kind: $kind, take: $take) {
      id
      direction
      kind
      sender
      controlNumber
      companyId
      companyName
      purchaseOrderId
      orderNumber
      approvalRequestId
      ackStatus
      acknowledgedAt
      ackNote
      createdAt
      content
    }
  }
`);

export const SaveEdiPartnerMutation = graphql(`
  mutation SaveEdiPartner(
    $companyId: ID!
    $qualifier: String!
    $senderId: String!
    $enabled: Boolean
    $functionalAck: String
  ) {
    saveEdiPartner(
      companyId: $companyId
      qualifier: $qualifier
      senderId: $senderId
      enabled: $enabled
      functionalAck: $functionalAck
    ) {
      id
      companyId
      companyName
      qualifier
      senderId
      enabled
      functionalAck
      updatedAt
    }
  }
`);

export const EdiCompanyChoicesQuery = graphql(`
  query EdiCompanyChoices($search: String, $first: Int!) {
    companyConnection(search: $search, first: $first) {
      nodes {
        id
        name
      }
    }
  }
`);

/** How many documents a page shows. */
export const EDI_DOCUMENTS_PAGE = 100;

export const useEdiPartners = () => useQuery(EdiPartnersQuery, { fetchPolicy: 'cache-and-network' });
export function useEdiDocuments(companyId: string | null, kind: string | null) {
  return useQuery(EdiDocumentsQuery, {
    variables: { companyId, kind, take: EDI_DOCUMENTS_PAGE },
    fetchPolicy: 'cache-and-network',
  });
}
export const useSaveEdiPartner = () =>
  useMutation(SaveEdiPartnerMutation, { refetchQueries: ['EdiPartners'], awaitRefetchQueries: true });
/** Companies by name (nothing typed: none), as the Price lists page finds them. */
export function useEdiCompanyChoices(search: string) {
  return useQuery(EdiCompanyChoicesQuery, {
    variables: { search: search.trim() || null, first: 10 },
    skip: !search.trim(),
    fetchPolicy: 'cache-and-network',
  });
}
