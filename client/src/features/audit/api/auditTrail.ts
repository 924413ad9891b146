import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { AuditTrailFilter } from '../../../gql/graphql';
import { appendPage } from '../../../lib/cursorPages';

export const AUDIT_PAGE = 25;

/** The shop's audit trail, newest first, one page at a time (shop admins). */
export const AuditTrailQuery = graphql(`
  query AuditTrail($filter: AuditTrailFilter, $first: Int!, $after: String) {
    auditTrail(filter: $filter, first: $first, after: $after) {
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

export function useAuditTrail(filter: AuditTrailFilter) {
  const result = useQuery(AuditTrailQuery, {
    variables: { filter, first: AUDIT_PAGE, after: null },
    fetchPolicy: 'cache-and-network',
  });
  const loadMore = (after: string) =>
    result.fetchMore({
      variables: { after },
      updateQuery: (shown, { fetchMoreResult }) => ({
        auditTrail: appendPage(shown.auditTrail, fetchMoreResult.auditTrail),
      }),
    });
  return { ...result, loadMore };
}
