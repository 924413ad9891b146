import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({
  description: 'A URL that receives signed webhooks (Standard Webhooks) for the chosen event types',
})
export class WebhookEndpoint {
  @Field(() => ID)
  id!: string;

  @Field({ description: 'Where deliveries are POSTed' })
  url!: string;

  @Field(() => String, { nullable: true })
  description!: string | null;

  @Field(() => [String], { description: 'Event types delivered; empty = every type' })
  eventTypes!: string[];

  @Field({ description: 'Disabled endpoints get no new deliveries' })
  enabled!: boolean;

  @Field(() => Date, {
    nullable: true,
    description: 'When retries ran out and the endpoint was disabled; null while enabled',
  })
  disabledAt!: Date | null;

  @Field(() => String, {
    nullable: true,
    description: 'Why the endpoint was disabled (the failing delivery and its last answer)',
  })
  disabledReason!: string | null;

  @Field(() => Date, { nullable: true, description: 'When the secret was last rotated' })
  secretRotatedAt!: Date | null;

  @Field(() => Date, {
    nullable: true,
    description: 'Until when deliveries are also signed with the secret before the last rotation',
  })
  previousSecretExpiresAt!: Date | null;

  @Field()
  createdAt!: Date;
}

@ObjectType({ description: 'A new endpoint and its signing secret: the only time the secret is shown' })
export class CreatedWebhookEndpoint {
  @Field(() => WebhookEndpoint)
  endpoint!: WebhookEndpoint;

  @Field({
    description: 'whsec_...: verifies the webhook-signature header. Store it now; it is not shown again.',
  })
  secret!: string;
}

@ObjectType({
  description: 'An endpoint with its new signing secret after a rotation: the only time it is shown',
})
export class RotatedWebhookSecret {
  @Field(() => WebhookEndpoint)
  endpoint!: WebhookEndpoint;

  @Field({
    description:
      'The new whsec_... secret. Until previousSecretExpiresAt, deliveries carry signatures of both secrets.',
  })
  secret!: string;
}

@ObjectType({ description: 'One event sent (or being sent) to one endpoint: the delivery log' })
export class WebhookDelivery {
  @Field(() => ID)
  id!: string;

  @Field(() => ID, { description: 'The event id; its webhook-id header is msg_ + this without dashes' })
  eventId!: string;

  @Field(() => ID)
  endpointId!: string;

  @Field()
  eventType!: string;

  @Field({
    description: 'PENDING, SUCCEEDED, RETRYING or FAILED (a manual redelivery sets it PENDING again)',
  })
  status!: string;

  @Field(() => Int)
  attempts!: number;

  @Field(() => Int, {
    nullable: true,
    description: 'HTTP status of the last attempt; null when there was no answer',
  })
  responseStatus!: number | null;

  @Field(() => Int, { nullable: true })
  durationMs!: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'First bytes of the last answer, or why the attempt failed',
  })
  responseExcerpt!: string | null;

  @Field(() => Date, { nullable: true })
  lastAttemptAt!: Date | null;

  @Field(() => Date, { nullable: true })
  deliveredAt!: Date | null;

  @Field()
  createdAt!: Date;
}

@InputType()
export class WebhookEndpointInput {
  @Field({ description: 'https:// URL on a public address' })
  url!: string;

  @Field(() => [String], {
    nullable: true,
    description: 'Event types to deliver; empty or omitted = every type',
  })
  eventTypes?: string[] | null;

  @Field(() => String, { nullable: true })
  description?: string | null;
}

@ObjectType({ description: 'The outbox and webhook deliveries at a glance (also on /readyz)' })
export class OutboxHealth {
  @Field(() => Int, { description: 'Events not yet handed to the job runner' })
  waiting!: number;

  @Field(() => Int, { description: 'Age of the oldest waiting event; growing means no instance runs jobs' })
  oldestWaitingSeconds!: number;

  @Field(() => Int, { description: 'Deliveries that failed on every retry' })
  failedDeliveries!: number;

  @Field(() => Int, { description: 'Deliveries waiting for their next retry' })
  retryingDeliveries!: number;

  @Field(() => Int, { description: 'Endpoints disabled after their retries ran out' })
  disabledEndpoints!: number;

  @Field(() => Int, {
    description: 'E-mails queued in the job runner, not yet sent (new or waiting for a retry)',
  })
  queuedEmails!: number;

  @Field(() => Int, {
    description: 'Webhook deliveries queued in the job runner, not yet sent (new or waiting for a retry)',
  })
  queuedWebhooks!: number;

  @Field(() => Int, {
    description: 'Age of the oldest queued e-mail or delivery; growing means the workers do not keep up',
  })
  oldestQueuedSeconds!: number;
}
