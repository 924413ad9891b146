import { useQuery } from '@apollo/client/react';
import { HOME_REVIEW_COUNT } from '@gluegun/common';
import { graphql } from '../../../gql';

/** The first reviews for 'Our Company Reviews' (spec §9: 3). */
export const HomeReviewsQuery = graphql(`
  query HomeReviews($take: Int!) {
    reviews(take: $take) {
      id
      photoUrl
      description
    }
  }
`);

export const homeReviewsVariables = { take: HOME_REVIEW_COUNT };

export function useHomeReviews() {
  return useQuery(HomeReviewsQuery, { variables: homeReviewsVariables });
}
