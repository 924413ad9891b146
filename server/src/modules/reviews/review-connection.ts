import type { Context } from '../../context';
import { allow } from '../../auth/access';
import { keysetPage, withKey, type PageArgs } from '../../lib/connection';
import { connectionOf } from '../../lib/connection-type';
import { Review } from './review.type';

export const ReviewConnection = connectionOf(Review, 'Review', 'A page of reviews, newest first, by cursor');

export async function reviewConnection(ctx: Context, args: PageArgs) {
  allow(ctx, 'reviewConnection');
  const page = await keysetPage(args, 'reviews', {
    rows: (past, orderBy, take) => ctx.db.review.findMany({ where: withKey({}, past), orderBy, take }),
    any: async (past) => (await ctx.db.review.findFirst({ where: past, select: { id: true } })) !== null,
  });
  return { ...page, count: () => ctx.db.review.count() };
}
