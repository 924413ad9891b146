import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../context';
import { Allow } from '../../auth/access';
import { CreatedWebhookEndpoint, WebhookDelivery, WebhookEndpoint, WebhookEndpointInput } from './webhook.type';
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
  webhookDeliveries(@Ctx() ctx: Context, @Arg('endpointId', () => ID) endpointId: string, @Arg('take', () => Int, { nullable: true }) take?: number) {
    return webhooks.webhookDeliveries(ctx, endpointId, take ?? undefined);
  }

  @Allow('createWebhookEndpoint')
  @Mutation(() => CreatedWebhookEndpoint, { description: 'Register a webhook endpoint; the answer holds its signing secret, shown only this once. Admins only.' })
  createWebhookEndpoint(@Ctx() ctx: Context, @Arg('input') input: WebhookEndpointInput) {
    return webhooks.createWebhookEndpoint(ctx, input);
  }

  @Allow('deleteWebhookEndpoint')
  @Mutation(() => Boolean, { description: 'Delete a webhook endpoint and its delivery log. Admins only.' })
  deleteWebhookEndpoint(@Ctx() ctx: Context, @Arg('id', () => ID) id: string) {
    return webhooks.deleteWebhookEndpoint(ctx, id);
  }
}
