/** Reviews as cursor pages: the GraphQL side of review-connection.ts. */
import { Args, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../context';
import { Allow } from '../../auth/access';
import { PageArgsInput, type ConnectionRoot } from '../../lib/connection-type';
import { ReviewConnection, reviewConnection } from './review-connection';

@Resolver(() => ReviewConnection)
export class ReviewConnectionResolver {
  @Allow('reviewConnection')
  @Query(() => ReviewConnection, {
    description:
      'Reviews as cursor pages, newest first: first/after or last/before, at most 100 a page. Public.',
  })
  reviewConnection(@Ctx() ctx: Context, @Args() args: PageArgsInput) {
    return reviewConnection(ctx, args);
  }

  @FieldResolver(() => Int, { description: 'All reviews, on every page' })
  totalCount(@Root() connection: ConnectionRoot) {
    return connection.count();
  }
}
