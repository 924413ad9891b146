import { DEFAULT_LIST_TAKE, REVIEW_RATING, reviewInputSchema } from '@gluegun/common';
import type { Context } from '../../context';
import { badInput } from '../../errors';
import { allow, allowUser } from '../../auth/access';
import { validate } from '../../lib/validate';

export async function listReviews(ctx: Context, take?: number | null) {
  allow(ctx, 'reviews');
  if (take != null && (!Number.isInteger(take) || take < 1 || take > DEFAULT_LIST_TAKE)) {
    throw badInput(`take must be from 1 to ${DEFAULT_LIST_TAKE}`, 'take');
  }
  return ctx.db.review.findMany({
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: take ?? DEFAULT_LIST_TAKE,
  });
}

export async function addReview(ctx: Context, input: unknown) {
  const user = allowUser(ctx, 'addReview');
  const data = await validate(reviewInputSchema, input);
  return ctx.db.review.create({
    data: { ...data, rating: REVIEW_RATING, authorId: user.id, authorName: user.displayName },
  });
}
