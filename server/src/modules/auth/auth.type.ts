import { Field, ObjectType } from 'type-graphql';
import { User } from '../users/user.type';

@ObjectType({ description: 'A session: send `token` as `Authorization: Bearer <token>`' })
export class AuthPayload {
  @Field({ description: "The shop's session token (store it under the key `token`)" })
  token!: string;

  @Field(() => User)
  user!: User;
}
