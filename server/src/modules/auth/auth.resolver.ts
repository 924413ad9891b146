import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { Context } from '../../context';
import { Allow } from '../../auth/access';
import { AuthPayload } from './auth.type';
import * as auth from './auth.service';

@Resolver()
export class AuthResolver {
  @Allow('exchangeToken')
  @Mutation(() => AuthPayload, {
    description:
      'Exchange a Firebase ID token (after e-mail/password or Google sign-in) for a shop session token. Public, rate-limited.',
  })
  exchangeToken(@Ctx() ctx: Context, @Arg('idToken') idToken: string) {
    return auth.exchangeToken(ctx, idToken);
  }

  @Allow('signOut')
  @Mutation(() => Boolean, { description: "End all of the caller's sessions" })
  signOut(@Ctx() ctx: Context) {
    return auth.signOut(ctx);
  }
}
