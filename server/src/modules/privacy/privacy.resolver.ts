/** A person's data: the export (their own, or anyone's for a shop admin) and the erasure (docs/decisions/060). */
import { Arg, Ctx, Field, ID, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { Context } from '../../context';
import { Allow } from '../../auth/access';
import * as privacy from './personal-data';

@ObjectType({
  description: 'A person erased: their row stays (orders and invoices point to it) under this e-mail',
})
export class ErasedPerson {
  @Field(() => ID) userId!: string;
  @Field({ description: 'The address their row now has (erased-<id>@erased.invalid)' }) erasedEmail!: string;
}

@Resolver()
export class PrivacyResolver {
  @Allow('myPersonalData')
  @Query(() => String, {
    description:
      'Everything the shop holds about you, as JSON text: your profile, company, orders, invoices, reviews, requests, invitations, keys and your audit trail. Recorded in the audit trail.',
  })
  async myPersonalData(@Ctx() ctx: Context) {
    return JSON.stringify(await privacy.myPersonalData(ctx));
  }

  @Allow('personalData')
  @Query(() => String, {
    description:
      'Everything the shop holds about one person, as JSON text (a data request). Shop admins; recorded in the audit trail.',
  })
  async personalData(@Ctx() ctx: Context, @Arg('userId', () => ID) userId: string) {
    return JSON.stringify(await privacy.personalData(ctx, userId));
  }

  @Allow('erasePerson')
  @Mutation(() => ErasedPerson, {
    description:
      'Erases a person on their request: e-mail, name, phones and typed addresses replaced everywhere (the audit trail too), sessions, keys and sign-in ended; invoices, credit notes and payments keep their amounts. Not an admin (revoke first). Shop admins.',
  })
  erasePerson(@Ctx() ctx: Context, @Arg('userId', () => ID) userId: string) {
    return privacy.erasePerson(ctx, userId);
  }
}
