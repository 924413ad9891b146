import { useMutation } from '@apollo/client/react';
import { reviewInputSchema } from '@gluegun/common';
import { graphql } from '../../../gql';

export const AddReviewMutation = graphql(`
  mutation AddReview($input: ReviewInput!) {
    addReview(input: $input) {
      id
      photoUrl
      description
    }
  }
`);

/** Same rules as the server (photo URL and description required, http(s) links only). */
export const addReviewSchema = reviewInputSchema;

export function useAddReview() {
  return useMutation(AddReviewMutation, { refetchQueries: ['Reviews', 'HomeReviews'] });
}
