import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../context';
import { Allow } from '../../auth/access';
import { PunchOutIdentity, PunchOutIdentityInput } from './punchout.type';
import * as identities from './identity.service';

/** Procurement PunchOut (docs/decisions/064): shop admins set each company's identity. */
@Resolver(() => PunchOutIdentity)
export class PunchOutResolver {
  @Allow('punchOutIdentity')
  @Query(() => PunchOutIdentity, {
    nullable: true,
    description: "A company's PunchOut identity (null: none set up). Admins only.",
  })
  punchOutIdentity(@Ctx() ctx: Context, @Arg('companyId', () => ID) companyId: string) {
    return identities.punchOutIdentity(ctx, companyId);
  }

  @Allow('savePunchOutIdentity')
  @Mutation(() => PunchOutIdentity, {
    description:
      "Set a company's PunchOut identity: cXML credentials, shared secret, OCI sign-in. Admins only.",
  })
  savePunchOutIdentity(
    @Ctx() ctx: Context,
    @Arg('companyId', () => ID) companyId: string,
    @Arg('input', () => PunchOutIdentityInput) input: PunchOutIdentityInput,
  ) {
    return identities.savePunchOutIdentity(ctx, companyId, { ...input });
  }
}
