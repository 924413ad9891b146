import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { SCOPES } from '../../auth/access';

const SCOPE_LIST = SCOPES.join(', ');

@ObjectType({
  description:
    "An integrator's API key. The key itself was shown once, when it was created; only its prefix is kept readable.",
})
export class ApiKey {
  @Field(() => ID) id!: string;
  @Field({ description: 'What it is for ("ERP sync")' }) name!: string;
  @Field({ description: "The key's first characters (gg_live_ + 12 hex), to recognise it" }) prefix!: string;
  @Field(() => [String], { description: `What it may do: any of ${SCOPE_LIST}` }) scopes!: string[];
  @Field({ description: 'E-mail of the person who created it: the key acts as them, within its scopes' })
  createdBy!: string;
  @Field(() => ID, {
    nullable: true,
    description:
      'A company key: the company it is limited to (it acts as its creator there, while they are its company admin); null = a shop key',
  })
  companyId!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'The name of the company it is limited to; null = a shop key',
  })
  companyName!: string | null;
  @Field() createdAt!: Date;
  @Field(() => Date, { nullable: true, description: 'Refused from this moment; null = never expires' })
  expiresAt!: Date | null;
  @Field(() => Date, { nullable: true, description: 'Refused since this moment; null = not revoked' })
  revokedAt!: Date | null;
  @Field(() => Date, { nullable: true }) lastUsedAt!: Date | null;
  @Field(() => String, { nullable: true, description: 'Address of the last request made with it' })
  lastUsedIp!: string | null;
  @Field(() => Int, { description: 'Requests made with it' }) requestCount!: number;
}

@ObjectType({ description: 'A new key: `key` is shown this once and never again (only its hash is stored)' })
export class CreatedApiKey {
  @Field({ description: 'Send it as `Authorization: Bearer <key>` or `X-Api-Key: <key>`' }) key!: string;
  @Field(() => ApiKey) apiKey!: ApiKey;
}

@InputType({ description: 'A new API key' })
export class ApiKeyInput {
  @Field({ description: 'What it is for, 1 to 100 characters' }) name!: string;
  @Field(() => [String], { description: `At least one of ${SCOPE_LIST}; only scopes you hold yourself` })
  scopes!: string[];
  @Field(() => Date, { nullable: true, description: 'When it stops working (in the future); null = never' })
  expiresAt?: Date | null;
  @Field(() => Boolean, {
    nullable: true,
    description: 'Limit the key to your company (always so for company admins who are not shop admins)',
  })
  company?: boolean | null;
}
