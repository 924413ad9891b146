import { Field, InputType } from 'type-graphql';

@InputType()
export class ReviewInput {
  @Field({ description: 'http(s) photo link' })
  photoUrl!: string;

  @Field()
  description!: string;
}
