import { Args, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../context';
import { Allow, allow } from '../../auth/access';
import { keysetPage, withKey, type PageArgs } from '../../lib/connection';
import { connectionOf, PageArgsInput, type ConnectionRoot } from '../../lib/connection-type';
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

@Resolver(() => ReviewConnection)
export class ReviewConnectionResolver {
  @Allow('reviewConnection')
  @Query(() => ReviewConnection, { description: 'Reviews as cursor pages, newest first: first/after or last/before, at most 100 a page. Public.' })
  reviewConnection(@Ctx() ctx: Context, @Args() args: PageArgsInput) {
    return reviewConnection(ctx, args);
  }

  @FieldResolver(() => Int, { description: 'All reviews, on every page' })
  totalCount(@Root() connection: ConnectionRoot) {
    return connection.count();
  }
}
