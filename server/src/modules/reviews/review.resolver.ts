import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../context';
import { Allow } from '../../auth/access';
import { Review } from './review.type';
import { ReviewInput } from './review.input';
import * as reviews from './review.service';

@Resolver(() => Review)
export class ReviewResolver {
  @Allow('reviews')
  @Query(() => [Review], { description: 'Reviews, newest first. Public.' })
  reviews(@Ctx() ctx: Context, @Arg('take', () => Int, { nullable: true }) take?: number) {
    return reviews.listReviews(ctx, take);
  }

  @Allow('addReview')
  @Mutation(() => Review, { description: 'Add a review of the shop. Signed-in users.' })
  addReview(@Ctx() ctx: Context, @Arg('input') input: ReviewInput) {
    return reviews.addReview(ctx, input);
  }
}
