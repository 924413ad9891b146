import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../context';
import { Allow } from '../../auth/access';
import { MakeAdminResult, User } from './user.type';
import * as users from './user.service';

@Resolver(() => User)
export class UserResolver {
  @Allow('me')
  @Query(() => User, { description: 'The signed-in user' })
  me(@Ctx() ctx: Context) {
    return users.me(ctx);
  }

  @Allow('users')
  @Query(() => [User], { description: 'All users, oldest first. Admins only.' })
  users(@Ctx() ctx: Context) {
    return users.listUsers(ctx);
  }

  @Allow('isAdmin')
  @Query(() => Boolean, {
    description: 'Whether this e-mail belongs to an admin. Your own e-mail, or any for admins.',
  })
  isAdmin(@Ctx() ctx: Context, @Arg('email') email: string) {
    return users.isAdminEmail(ctx, email);
  }

  @Allow('makeAdmin')
  @Mutation(() => MakeAdminResult, { description: 'Give a user the admin role. Admins only.' })
  makeAdmin(@Ctx() ctx: Context, @Arg('email') email: string) {
    return users.makeAdmin(ctx, email);
  }

  @Allow('revokeAdmin')
  @Mutation(() => User, {
    description:
      'Take the admin role back: the user becomes a customer. Not yourself, never the last admin. Admins only.',
  })
  revokeAdmin(@Ctx() ctx: Context, @Arg('id', () => ID) id: string) {
    return users.revokeAdmin(ctx, id);
  }

  @Allow('deleteUser')
  @Mutation(() => Boolean, { description: 'Delete a user (not yourself). Admins only.' })
  deleteUser(@Ctx() ctx: Context, @Arg('id', () => ID) id: string) {
    return users.deleteUser(ctx, id);
  }

  @FieldResolver(() => Boolean, { name: 'isAdmin', description: 'role == ADMIN' })
  isAdminField(@Root() user: User) {
    return user.role === 'ADMIN';
  }

  @FieldResolver(() => Boolean, {
    description: 'A sales rep: serves the companies shop admins assign (docs/decisions/084)',
  })
  salesRep(@Root() user: User, @Ctx() ctx: Context) {
    return users.salesRepOf(ctx, user);
  }
}
