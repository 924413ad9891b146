import type { Context } from '../../context';
import { allowUser } from '../../auth/access';
import { keysetPage, withKey, type PageArgs } from '../../lib/connection';
import { connectionOf } from '../../lib/connection-type';
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
