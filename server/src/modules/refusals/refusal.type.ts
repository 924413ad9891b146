import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { REFUSAL_REASONS, type RefusalReason } from '@gluegun/common';

/** The schema's enum of every refusal reason, from the one catalogue (common/src/refusals.ts). */
export const RefusalReasonEnum = Object.fromEntries(Object.keys(REFUSAL_REASONS).map((k) => [k, k])) as {
  [K in RefusalReason]: K;
};

registerEnumType(RefusalReasonEnum, {
  name: 'RefusalReason',
  description:
    'Why a request was refused: every error the shop raises on purpose carries one as `extensions.reason` ' +
    '(REST: `error.reason`), beside `extensions.code`. Branch on it and on `extensions.field`, never on the message.',
  valuesConfig: Object.fromEntries(
    Object.entries(REFUSAL_REASONS).map(([k, v]) => [k, { description: `${v.code}: ${v.description}` }]),
  ),
});

@ObjectType({
  description: 'One refusal reason: its error code, what it means and the extension fields that come with it',
})
export class RefusalReasonInfo {
  @Field(() => RefusalReasonEnum) reason!: RefusalReason;
  @Field({ description: 'extensions.code (REST: the HTTP status it maps to)' }) code!: string;
  @Field() description!: string;
  @Field(() => [String], { description: 'extensions fields beside code, reason and the message' })
  fields!: string[];
}
