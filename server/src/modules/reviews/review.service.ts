import { REVIEW_RATING, reviewInputSchema } from '@gluegun/common';
import type { Context } from '../../context';
import { badInput, unauthenticated } from '../../errors';
import { validate } from '../../lib/validate';

export async function listReviews(ctx: Context, take?: number | null) {
  if (take != null && (!Number.isInteger(take) || take < 1 || take > 500)) throw badInput('take must be from 1 to 500', 'take');
  return ctx.db.review.findMany({ orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: take ?? 500 });
}

export async function addReview(ctx: Context, input: unknown) {
  if (!ctx.user) throw unauthenticated();
  const data = await validate(reviewInputSchema, input);
  return ctx.db.review.create({
    data: { ...data, rating: REVIEW_RATING, authorId: ctx.user.id, authorName: ctx.user.displayName },
  });
}
