import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Credit, CreditTermsInput } from '../purchase-orders/purchase-order.type';
import * as credit from '../purchase-orders/purchase-order.service';
import type { Context } from '../../context';
import { Allow, isAdmin } from '../../auth/access';
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
  @Query(() => Boolean, { description: 'Whether this e-mail belongs to an admin. Your own e-mail, or any for admins.' })
  isAdmin(@Ctx() ctx: Context, @Arg('email') email: string) {
    return users.isAdminEmail(ctx, email);
  }

  @Allow('makeAdmin')
  @Mutation(() => MakeAdminResult, { description: 'Give a user the admin role. Admins only.' })
  makeAdmin(@Ctx() ctx: Context, @Arg('email') email: string) {
    return users.makeAdmin(ctx, email);
  }

  @Allow('deleteUser')
  @Mutation(() => Boolean, { description: 'Delete a user (not yourself). Admins only.' })
  deleteUser(@Ctx() ctx: Context, @Arg('id', () => ID) id: string) {
    return users.deleteUser(ctx, id);
  }

  @Allow('setCreditTerms')
  @Mutation(() => User, { description: 'Set a customer\'s credit limit and payment terms (null = the shop\'s default). Admins only.' })
  setCreditTerms(@Ctx() ctx: Context, @Arg('id', () => ID) id: string, @Arg('terms', () => CreditTermsInput) terms: CreditTermsInput) {
    return credit.setCreditTerms(ctx, id, terms);
  }

  @Allow('liftCreditHold')
  @Mutation(() => User, { description: 'Lift a customer\'s credit hold: invoices overdue now no longer block checkout. Admins only.' })
  liftCreditHold(@Ctx() ctx: Context, @Arg('id', () => ID) id: string) {
    return credit.liftCreditHold(ctx, id);
  }

  @FieldResolver(() => Credit, { nullable: true, description: 'Credit limit, open invoices, terms and hold: yourself, or anyone for admins (null otherwise)' })
  credit(@Root() user: User, @Ctx() ctx: Context) {
    if (!ctx.user || (ctx.user.id !== user.id && !isAdmin(ctx))) return null;
    return ctx.loaders.credit.load(user.id);
  }

  @FieldResolver(() => Boolean, { name: 'isAdmin', description: 'role == ADMIN' })
  isAdminField(@Root() user: User) {
    return user.role === 'ADMIN';
  }
}
