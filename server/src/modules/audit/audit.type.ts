import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { connectionOf } from '../../lib/connection-type';

/** One change in the audit trail (docs/decisions/060). */
@ObjectType('AuditRecord', {
  description: "One change to the shop's data: who made it, when, from where, and the row before and after",
})
export class AuditRecordNode {
  @Field(() => ID) id!: string;
  @Field({ description: 'When the change was made (UTC)' }) createdAt!: Date;
  @Field({
    description: 'USER (a person, or an API key acting for its creator) or SYSTEM (jobs, scripts, a visitor)',
  })
  actorType!: string;
  @Field(() => ID, { nullable: true, description: "The person who made it (a key's creator when a key did)" })
  userId!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "Their e-mail now; null when they are gone or, in a company's trail, for the shop's staff",
  })
  userEmail!: string | null;
  @Field(() => ID, { nullable: true, description: 'The API key the change was made with' }) apiKeyId!:
    string | null;
  @Field(() => ID, { nullable: true, description: 'The buyer a sales rep acted for' }) actingForId!:
    string | null;
  @Field(() => String, {
    nullable: true,
    description: 'ADMIN, or the company role of the person when they made it',
  })
  actorRole!: string | null;
  @Field(() => ID, { nullable: true, description: 'The company the changed row belongs to' }) companyId!:
    string | null;
  @Field(() => String, {
    nullable: true,
    description: "The address the request came from (not shown to companies for the shop's own changes)",
  })
  ip!: string | null;
  @Field(() => String, { nullable: true, description: "The request's X-Request-Id" }) requestId!:
    string | null;
  @Field(() => String, {
    nullable: true,
    description: 'The GraphQL mutation or REST operation (or null: a job, a script)',
  })
  operation!: string | null;
  @Field({ description: 'What kind of row changed (Product, Company, User, TaxRate, ...)' })
  entityType!: string;
  @Field({ description: 'Its id (two ids joined by ":" for a pair)' }) entityId!: string;
  @Field({ description: "INSERT, UPDATE or DELETE; EXPORT: a person's data was downloaded" }) action!: string;
  @Field(() => [String], {
    description: 'The columns an UPDATE changed (a secret is named, its value never kept)',
  })
  changed!: string[];
  @Field(() => String, { nullable: true, description: 'The row before, as JSON (null for an INSERT)' })
  before!: string | null;
  @Field(() => String, { nullable: true, description: 'The row after, as JSON (null for a DELETE)' }) after!:
    string | null;
}

export const AuditRecordConnection = connectionOf(
  AuditRecordNode,
  'AuditRecord',
  'A page of the audit trail, newest first, by cursor',
);

@InputType({ description: 'Which records to read; every field is optional and they combine' })
export class AuditTrailFilter {
  @Field(() => String, { nullable: true, description: "Who: a person's e-mail or id, or an API key's id" })
  who?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Kind of row: Product, Company, User, TaxRate, WebhookEndpoint, ...',
  })
  entityType?: string | null;
  @Field(() => String, { nullable: true, description: "One row's id" }) entityId?: string | null;
  @Field(() => String, { nullable: true, description: 'The operation, e.g. updateProduct' }) operation?:
    string | null;
  @Field(() => String, { nullable: true, description: 'INSERT, UPDATE, DELETE or EXPORT' }) action?:
    string | null;
  @Field(() => Date, { nullable: true, description: 'From this moment on (inclusive)' }) from?: Date | null;
  @Field(() => Date, { nullable: true, description: 'Before this moment (exclusive)' }) to?: Date | null;
}
