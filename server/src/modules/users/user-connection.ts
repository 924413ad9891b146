import type { Context } from '../../context';
import { allowUser } from '../../auth/access';
import { keysetPage, withKey, type PageArgs } from '../../lib/connection';
import { connectionOf } from '../../lib/connection-type';
import { escapeLike } from '../../lib/text';
import type { Prisma } from '../../generated/prisma/client';
import { User } from './user.type';

export const UserConnection = connectionOf(
  User,
  'User',
  'A page of users, oldest first (as the dashboard lists them), by cursor',
);

/** People whose e-mail or name holds `raw` in any case (`%` and `_` match themselves); everyone when it is empty. */
export function userSearchWhere(raw: string | null | undefined): Prisma.UserWhereInput {
  const search = raw?.trim().slice(0, 200);
  if (!search) return {};
  const like = escapeLike(search);
  return {
    OR: [
      { email: { contains: like, mode: 'insensitive' } },
      { displayName: { contains: like, mode: 'insensitive' } },
    ],
  };
}

/** Every user as cursor pages, oldest first like `users` (admins; read:users for API keys), or those a search finds. */
export async function userConnection(ctx: Context, args: PageArgs & { search?: string | null }) {
  allowUser(ctx, 'userConnection');
  const where = userSearchWhere(args.search);
  const page = await keysetPage(
    args,
    'users',
    {
      rows: (past, orderBy, take) => ctx.db.user.findMany({ where: withKey(where, past), orderBy, take }),
      any: async (past) =>
        (await ctx.db.user.findFirst({ where: { AND: [where, past] }, select: { id: true } })) !== null,
    },
    'oldestFirst',
  );
  return { ...page, count: () => ctx.db.user.count({ where }) };
}
