/** Webhook endpoints and deliveries as cursor pages: the GraphQL side of connections.ts. */
import { Arg, Args, Ctx, ID, Query, Resolver } from 'type-graphql';
import type { Context } from '../../context';
import { Allow } from '../../auth/access';
import { PageArgsInput, totalCountOf } from '../../lib/connection-type';
import {
  WebhookDeliveryConnection,
  webhookDeliveryConnection,
  WebhookEndpointConnection,
  webhookEndpointConnection,
} from './connections';

@Resolver()
export class WebhookConnectionResolver {
  @Allow('webhookEndpointConnection')
  @Query(() => WebhookEndpointConnection, {
    description:
      'Registered webhook endpoints as cursor pages, newest first: first/after or last/before, at most 100 a page. Admins only.',
  })
  webhookEndpointConnection(@Ctx() ctx: Context, @Args() args: PageArgsInput) {
    return webhookEndpointConnection(ctx, args);
  }

  @Allow('webhookDeliveryConnection')
  @Query(() => WebhookDeliveryConnection, {
    description:
      'Delivery log of one endpoint as cursor pages, newest first: first/after or last/before, at most 100 a page. Admins only.',
  })
  webhookDeliveryConnection(
    @Ctx() ctx: Context,
    @Arg('endpointId', () => ID) endpointId: string,
    @Args() args: PageArgsInput,
  ) {
    return webhookDeliveryConnection(ctx, endpointId, args);
  }
}

export const WebhookEndpointCountResolver = totalCountOf(
  WebhookEndpointConnection,
  'All registered endpoints, on every page',
);
export const WebhookDeliveryCountResolver = totalCountOf(
  WebhookDeliveryConnection,
  "All the endpoint's deliveries, on every page",
);
