/**
 * A mocked answer of one cursor page: `field` is the connection's field, `typename` its type; `next` is
 * the cursor to read on from (null: the last page). `extra` adds fields next to nodes (`totalCount`).
 */
import type { DocumentNode } from 'graphql';

export const pageInfo = (next: string | null) => ({
  __typename: 'PageInfo' as const,
  hasNextPage: next !== null,
  endCursor: next,
});

export function connectionPage(
  query: DocumentNode,
  variables: Record<string, unknown>,
  field: string,
  typename: string,
  nodes: unknown[],
  {
    next = null,
    extra = {},
    maxUsageCount,
  }: { next?: string | null; extra?: Record<string, unknown>; maxUsageCount?: number } = {},
) {
  return {
    request: { query, variables },
    result: { data: { [field]: { __typename: typename, ...extra, nodes, pageInfo: pageInfo(next) } } },
    ...(maxUsageCount ? { maxUsageCount } : {}),
  };
}
