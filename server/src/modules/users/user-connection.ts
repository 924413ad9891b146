import { Args, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../context';
import { Allow, allowUser } from '../../auth/access';
import { keysetPage, withKey, type PageArgs } from '../../lib/connection';
import { connectionOf, PageArgsInput, type ConnectionRoot } from '../../lib/connection-type';
import { User } from './user.type';

export const UserConnection = connectionOf(User, 'User', 'A page of users, oldest first (as the dashboard lists them), by cursor');

/** Every user as cursor pages, oldest first like `users` (admins; read:users for API keys). */
export async function userConnection(ctx: Context, args: PageArgs) {
  allowUser(ctx, 'userConnection');
  const page = await keysetPage(args, 'users', {
    rows: (past, orderBy, take) => ctx.db.user.findMany({ where: withKey({}, past), orderBy, take }),
    any: async (past) => (await ctx.db.user.findFirst({ where: past, select: { id: true } })) !== null,
  }, 'oldestFirst');
  return { ...page, count: () => ctx.db.user.count() };
}

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
