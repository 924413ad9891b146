import { Field, InputType, ObjectType } from 'type-graphql';

@ObjectType({
  description: 'A day the shop does not work beside Saturdays and Sundays: promised delivery days skip it',
})
export class ShopHoliday {
  @Field({ description: 'The day, YYYY-MM-DD (UTC)' }) day!: string;
  @Field({ description: 'What the day is, as staff named it ("New Year\'s Day")' }) name!: string;
  @Field({ description: 'The day in words: "January 1, 2027"' }) dayText!: string;
}

@InputType({ description: 'A holiday to add: its day and name' })
export class ShopHolidayInput {
  @Field({ description: 'YYYY-MM-DD, today or later, Monday to Friday' }) day!: string;
  @Field({ description: 'What the day is, at most 80 characters' }) name!: string;
}
