import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { AuditTrailFilter } from '../../../gql/graphql';
import { appendPage } from '../../../lib/cursorPages';

export const COMPANY_AUDIT_PAGE = 10;

/** Changes to the caller's company's data, newest first (company admins). */
export const CompanyAuditTrailQuery = graphql(`
  query CompanyAuditTrail($filter: AuditTrailFilter, $first: Int!, $after: String) {
    myCompanyAuditTrail(filter: $filter, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        createdAt
        actorType
        userId
        userEmail
        apiKeyId
        actorRole
        ip
        requestId
        operation
        entityType
        entityId
        action
        changed
        before
        after
      }
    }
  }
`);

export function useCompanyAuditTrail(filter: AuditTrailFilter) {
  const result = useQuery(CompanyAuditTrailQuery, {
    variables: { filter, first: COMPANY_AUDIT_PAGE, after: null },
    fetchPolicy: 'cache-and-network',
  });
  const loadMore = (after: string) =>
    result.fetchMore({
      variables: { after },
      updateQuery: (shown, { fetchMoreResult }) => ({
        myCompanyAuditTrail: appendPage(shown.myCompanyAuditTrail, fetchMoreResult.myCompanyAuditTrail),
      }),
    });
  return { ...result, loadMore };
}
