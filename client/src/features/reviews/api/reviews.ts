import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { appendPage } from '../../../lib/cursorPages';

/** Reviews the Reviews page shows at first (newest first); "Load more" reads the next ones. */
export const REVIEWS_PAGE = 30;

export const ReviewsQuery = graphql(`
  query Reviews($first: Int!, $after: String) {
    reviewConnection(first: $first, after: $after) {
      nodes {
        id
        photoUrl
        description
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export function useReviews() {
  const result = useQuery(ReviewsQuery, {
    variables: { first: REVIEWS_PAGE, after: null },
    fetchPolicy: 'cache-and-network',
  });
  const loadMore = (after: string) =>
    result.fetchMore({
      variables: { after },
      updateQuery: (shown, { fetchMoreResult }) => ({
        reviewConnection: appendPage(shown.reviewConnection, fetchMoreResult.reviewConnection),
      }),
    });
  return { ...result, loadMore };
}
