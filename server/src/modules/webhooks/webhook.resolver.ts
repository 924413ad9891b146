import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../context';
import { Allow } from '../../auth/access';
import {
  CreatedWebhookEndpoint,
  OutboxHealth,
  RotatedWebhookSecret,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointInput,
} from './webhook.type';
import * as webhooks from './webhook.service';

@Resolver(() => WebhookEndpoint)
export class WebhookResolver {
  @Allow('webhookEndpoints')
  @Query(() => [WebhookEndpoint], { description: 'Registered webhook endpoints, newest first. Admins only.' })
  webhookEndpoints(@Ctx() ctx: Context) {
    return webhooks.webhookEndpoints(ctx);
  }

  @Allow('webhookDeliveries')
  @Query(() => [WebhookDelivery], { description: 'Delivery log of one endpoint, newest first. Admins only.' })
  webhookDeliveries(
    @Ctx() ctx: Context,
    @Arg('endpointId', () => ID) endpointId: string,
    @Arg('take', () => Int, { nullable: true }) take?: number,
  ) {
    return webhooks.webhookDeliveries(ctx, endpointId, take ?? undefined);
  }

  @Allow('webhookEventTypes')
  @Query(() => [String], {
    description:
      'Event types an endpoint may subscribe to (README "Events and webhooks" documents each payload). Admins only.',
  })
  webhookEventTypes(@Ctx() ctx: Context) {
    return webhooks.webhookEventTypes(ctx);
  }

  @Allow('outboxHealth')
  @Query(() => OutboxHealth, {
    description:
      'Outbox backlog, failed and retrying deliveries, disabled endpoints (the /readyz figures). Admins only.',
  })
  outboxHealth(@Ctx() ctx: Context) {
    return webhooks.outboxHealth(ctx);
  }

  @Allow('createWebhookEndpoint')
  @Mutation(() => CreatedWebhookEndpoint, {
    description:
      'Register a webhook endpoint; the answer holds its signing secret, shown only this once. Admins only.',
  })
  createWebhookEndpoint(@Ctx() ctx: Context, @Arg('input') input: WebhookEndpointInput) {
    return webhooks.createWebhookEndpoint(ctx, input);
  }

  @Allow('deleteWebhookEndpoint')
  @Mutation(() => Boolean, { description: 'Delete a webhook endpoint and its delivery log. Admins only.' })
  deleteWebhookEndpoint(@Ctx() ctx: Context, @Arg('id', () => ID) id: string) {
    return webhooks.deleteWebhookEndpoint(ctx, id);
  }

  @Allow('rotateWebhookSecret')
  @Mutation(() => RotatedWebhookSecret, {
    description:
      'A new signing secret (shown only this once); the previous one stays valid for overlapHours (0 to 168). Admins only.',
  })
  rotateWebhookSecret(
    @Ctx() ctx: Context,
    @Arg('id', () => ID) id: string,
    @Arg('overlapHours', () => Int) overlapHours: number,
  ) {
    return webhooks.rotateWebhookSecret(ctx, id, overlapHours);
  }

  @Allow('enableWebhookEndpoint')
  @Mutation(() => WebhookEndpoint, {
    description: 'Turn an endpoint back on after its retries ran out. Admins only.',
  })
  enableWebhookEndpoint(@Ctx() ctx: Context, @Arg('id', () => ID) id: string) {
    return webhooks.enableWebhookEndpoint(ctx, id);
  }

  @Allow('redeliverWebhook')
  @Mutation(() => WebhookDelivery, {
    description: 'Send one delivery again: a new attempt with the same webhook-id. Admins only.',
  })
  redeliverWebhook(@Ctx() ctx: Context, @Arg('deliveryId', () => ID) deliveryId: string) {
    return webhooks.redeliverWebhook(ctx, deliveryId);
  }
}
