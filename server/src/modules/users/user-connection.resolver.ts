/** Users as cursor pages: the GraphQL side of user-connection.ts. */
import { Args, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../context';
import { Allow } from '../../auth/access';
import { PageArgsInput, type ConnectionRoot } from '../../lib/connection-type';
import { UserConnection, userConnection } from './user-connection';

@Resolver(() => UserConnection)
export class UserConnectionResolver {
  @Allow('userConnection')
  @Query(() => UserConnection, { description: 'All users as cursor pages, oldest first: first/after or last/before, at most 100 a page. Admins only.' })
  userConnection(@Ctx() ctx: Context, @Args() args: PageArgsInput) {
    return userConnection(ctx, args);
  }

  @FieldResolver(() => Int, { description: 'All users, on every page' })
  totalCount(@Root() connection: ConnectionRoot) {
    return connection.count();
  }
}
