/** Users as cursor pages: the GraphQL side of user-connection.ts. */
import { Arg, Args, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../context';
import { Allow } from '../../auth/access';
import { PageArgsInput, type ConnectionRoot } from '../../lib/connection-type';
import { UserConnection, userConnection } from './user-connection';

@Resolver(() => UserConnection)
export class UserConnectionResolver {
  @Allow('userConnection')
  @Query(() => UserConnection, {
    description:
      'All users as cursor pages, oldest first: first/after or last/before, at most 100 a page. Admins only.',
  })
  userConnection(
    @Ctx() ctx: Context,
    @Args() args: PageArgsInput,
    @Arg('search', () => String, {
      nullable: true,
      description:
        'Only people whose e-mail or name holds this text, in any case (the first 200 characters count)',
    })
    search?: string,
  ) {
    return userConnection(ctx, { ...args, search });
  }

  @FieldResolver(() => Int, { description: 'All users the search selects, on every page' })
  totalCount(@Root() connection: ConnectionRoot) {
    return connection.count();
  }
}
