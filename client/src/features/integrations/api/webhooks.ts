import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** Registered endpoints, the event types they may choose from, and the outbox at a glance (admins only). */
export const WebhooksQuery = graphql(`
  query Webhooks {
    webhookEndpoints { id url description eventTypes enabled disabledAt disabledReason secretRotatedAt previousSecretExpiresAt createdAt }
    webhookEventTypes
    outboxHealth { waiting oldestWaitingSeconds failedDeliveries retryingDeliveries disabledEndpoints }
  }
`);

export function useWebhooks() {
  return useQuery(WebhooksQuery, { fetchPolicy: 'cache-and-network' });
}

export const CreateWebhookEndpointMutation = graphql(`
  mutation CreateWebhookEndpoint($input: WebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) { secret endpoint { id url } }
  }
`);

export function useCreateWebhookEndpoint() {
  return useMutation(CreateWebhookEndpointMutation, { refetchQueries: [WebhooksQuery] });
}

export const DeleteWebhookEndpointMutation = graphql(`
  mutation DeleteWebhookEndpoint($id: ID!) { deleteWebhookEndpoint(id: $id) }
`);

export function useDeleteWebhookEndpoint() {
  return useMutation(DeleteWebhookEndpointMutation, { refetchQueries: [WebhooksQuery] });
}

export const RotateWebhookSecretMutation = graphql(`
  mutation RotateWebhookSecret($id: ID!, $overlapHours: Int!) {
    rotateWebhookSecret(id: $id, overlapHours: $overlapHours) {
      secret endpoint { id secretRotatedAt previousSecretExpiresAt }
    }
  }
`);

export function useRotateWebhookSecret() {
  return useMutation(RotateWebhookSecretMutation);
}

export const EnableWebhookEndpointMutation = graphql(`
  mutation EnableWebhookEndpoint($id: ID!) {
    enableWebhookEndpoint(id: $id) { id enabled disabledAt disabledReason }
  }
`);

export function useEnableWebhookEndpoint() {
  return useMutation(EnableWebhookEndpointMutation, { refetchQueries: [WebhooksQuery] });
}

/** One endpoint's delivery log, newest first. */
export const WebhookDeliveriesQuery = graphql(`
  query WebhookDeliveries($endpointId: ID!, $take: Int) {
    webhookDeliveries(endpointId: $endpointId, take: $take) {
      id eventId endpointId eventType status attempts responseStatus durationMs responseExcerpt lastAttemptAt deliveredAt createdAt
    }
  }
`);

export function useWebhookDeliveries(endpointId: string) {
  return useQuery(WebhookDeliveriesQuery, { variables: { endpointId, take: 20 }, fetchPolicy: 'network-only' });
}

export const RedeliverWebhookMutation = graphql(`
  mutation RedeliverWebhook($deliveryId: ID!) {
    redeliverWebhook(deliveryId: $deliveryId) { id status attempts responseStatus durationMs responseExcerpt lastAttemptAt deliveredAt }
  }
`);

export function useRedeliverWebhook() {
  return useMutation(RedeliverWebhookMutation);
}
