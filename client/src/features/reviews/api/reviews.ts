import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const ReviewsQuery = graphql(`
  query Reviews {
    reviews { id photoUrl description }
  }
`);

export function useReviews() {
  return useQuery(ReviewsQuery, { fetchPolicy: 'cache-and-network' });
}
