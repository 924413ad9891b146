import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Role } from '../../generated/prisma/enums';

registerEnumType(Role, { name: 'Role', description: 'CUSTOMER or ADMIN' });

@ObjectType({ description: 'A shop account, created on first sign-in' })
export class User {
  @Field(() => ID)
  id!: string;

  @Field()
  email!: string;

  @Field(() => String, { nullable: true })
  displayName!: string | null;

  @Field(() => Role)
  role!: Role;

  @Field({
    description: 'Firebase said the e-mail was verified at the last sign-in; paying by invoice needs it',
  })
  emailVerified!: boolean;

  /** Read through the `salesRep` field resolver (rows read with fewer columns lack it). */
  salesRep?: boolean;

  @Field()
  createdAt!: Date;

  /** The company this person buys for; read through the `company` field. */
  companyId?: string;
}

@ObjectType({ description: "Result of makeAdmin (the spec's modifiedCount answer)" })
export class MakeAdminResult {
  @Field(() => Int, { description: '1 when the user became admin now, 0 when they already were' })
  modifiedCount!: number;

  @Field(() => User)
  user!: User;
}
