import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A customer review of the shop' })
export class Review {
  @Field(() => ID)
  id!: string;

  @Field({ description: "http(s) link to the reviewer's photo" })
  photoUrl!: string;

  @Field({ description: 'Review text; clients render it as text, never as HTML' })
  description!: string;

  @Field(() => Int, { description: 'Stars; the shop shows 5 for every review (spec §9)' })
  rating!: number;

  @Field(() => String, { nullable: true, description: 'Display name of the author when posted' })
  authorName!: string | null;

  @Field()
  createdAt!: Date;
}
