import { Field, ID, InputType, ObjectType } from 'type-graphql';

@ObjectType({
  description:
    "A company's procurement PunchOut identity (cXML and OCI); its secrets are never shown, only whether they are set",
})
export class PunchOutIdentity {
  @Field(() => ID) id!: string;
  @Field(() => ID) companyId!: string;
  @Field({ description: 'cXML Header/From/Credential domain (e.g. NetworkID)' }) fromDomain!: string;
  @Field({ description: 'cXML Header/From/Credential/Identity: the buying organisation' })
  fromIdentity!: string;
  @Field({ description: 'cXML Header/To/Credential domain' }) toDomain!: string;
  @Field({ description: "cXML Header/To/Credential/Identity: the shop as the buyer's system knows it" })
  toIdentity!: string;
  @Field({ description: 'cXML Header/Sender/Credential domain' }) senderDomain!: string;
  @Field({ description: 'cXML Header/Sender/Credential/Identity: the system that sends the documents' })
  senderIdentity!: string;
  @Field({ description: 'Whether OCI sign-in is set up (a user name and password)' }) ociEnabled!: boolean;
  @Field(() => String, { nullable: true, description: "The OCI USERNAME the buyer's SAP system sends" })
  ociUsername!: string | null;
  @Field(() => ID, {
    nullable: true,
    description: 'The member signed in when a setup request names no member of the company',
  })
  punchOutUserId!: string | null;
  @Field(() => String, { nullable: true, description: "That member's e-mail" }) punchOutUserEmail!:
    string | null;
  @Field({ description: 'Whether setup and order requests are accepted' }) enabled!: boolean;
  @Field() createdAt!: Date;
  @Field() updatedAt!: Date;
}

@InputType({
  description: 'A PunchOut identity as a shop admin sets it; secrets left out keep the stored ones',
})
export class PunchOutIdentityInput {
  @Field() fromDomain!: string;
  @Field() fromIdentity!: string;
  @Field() toDomain!: string;
  @Field() toIdentity!: string;
  @Field() senderDomain!: string;
  @Field() senderIdentity!: string;
  @Field(() => String, {
    nullable: true,
    description: 'The cXML shared secret (16-200 characters); required the first time, left out to keep it',
  })
  sharedSecret?: string | null;
  @Field(() => String, { nullable: true, description: 'The OCI user name; empty turns OCI off' })
  ociUsername?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'The OCI password (at least 12 characters); required with a new user name',
  })
  ociPassword?: string | null;
  @Field(() => ID, {
    nullable: true,
    description: 'A member of the company signed in when a request names none of its members',
  })
  punchOutUserId?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Accept requests (default yes)' }) enabled?:
    boolean | null;
}
