import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { appendPage } from '../../../lib/cursorPages';

/** Endpoints a page reads, newest first; "Load more" reads the next ones. */
export const WEBHOOK_ENDPOINTS_PAGE = 50;
/** Deliveries an endpoint's log reads, newest first, before "Load more". */
export const WEBHOOK_DELIVERIES_PAGE = 20;

/** The event types an endpoint may choose from, and the outbox at a glance (admins only). */
export const WebhooksQuery = graphql(`
  query Webhooks {
    webhookEventTypes
    outboxHealth {
      waiting
      oldestWaitingSeconds
      failedDeliveries
      retryingDeliveries
      disabledEndpoints
    }
  }
`);

export function useWebhooks() {
  return useQuery(WebhooksQuery, { fetchPolicy: 'cache-and-network' });
}

/** Registered endpoints, newest first, a cursor page (admins only). */
export const WebhookEndpointsQuery = graphql(`
  query WebhookEndpoints($first: Int!, $after: String) {
    webhookEndpointConnection(first: $first, after: $after) {
      nodes {
        id
        url
        description
        eventTypes
        enabled
        disabledAt
        disabledReason
        secretRotatedAt
        previousSecretExpiresAt
        createdAt
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export function useWebhookEndpoints() {
  const result = useQuery(WebhookEndpointsQuery, {
    variables: { first: WEBHOOK_ENDPOINTS_PAGE, after: null },
    fetchPolicy: 'cache-and-network',
  });
  const loadMore = (after: string) =>
    result.fetchMore({
      variables: { after },
      updateQuery: (shown, { fetchMoreResult }) => ({
        webhookEndpointConnection: appendPage(
          shown.webhookEndpointConnection,
          fetchMoreResult.webhookEndpointConnection,
        ),
      }),
    });
  return { ...result, loadMore };
}

/** What an endpoint's change may move: the list and the outbox figures (disabled endpoints). */
const AFTER_ENDPOINT_CHANGE = [WebhooksQuery, WebhookEndpointsQuery];

export const CreateWebhookEndpointMutation = graphql(`
  mutation CreateWebhookEndpoint($input: WebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) {
      secret
      endpoint {
        id
        url
      }
    }
  }
`);

export function useCreateWebhookEndpoint() {
  return useMutation(CreateWebhookEndpointMutation, { refetchQueries: AFTER_ENDPOINT_CHANGE });
}

export const DeleteWebhookEndpointMutation = graphql(`
  mutation DeleteWebhookEndpoint($id: ID!) {
    deleteWebhookEndpoint(id: $id)
  }
`);

export function useDeleteWebhookEndpoint() {
  return useMutation(DeleteWebhookEndpointMutation, { refetchQueries: AFTER_ENDPOINT_CHANGE });
}

export const RotateWebhookSecretMutation = graphql(`
  mutation RotateWebhookSecret($id: ID!, $overlapHours: Int!) {
    rotateWebhookSecret(id: $id, overlapHours: $overlapHours) {
      secret
      endpoint {
        id
        secretRotatedAt
        previousSecretExpiresAt
      }
    }
  }
`);

export function useRotateWebhookSecret() {
  return useMutation(RotateWebhookSecretMutation);
}

export const EnableWebhookEndpointMutation = graphql(`
  mutation EnableWebhookEndpoint($id: ID!) {
    enableWebhookEndpoint(id: $id) {
      id
      enabled
      disabledAt
      disabledReason
    }
  }
`);

export function useEnableWebhookEndpoint() {
  return useMutation(EnableWebhookEndpointMutation, { refetchQueries: AFTER_ENDPOINT_CHANGE });
}

/** One endpoint's delivery log, newest first, a cursor page. */
export const WebhookDeliveriesQuery = graphql(`
  query WebhookDeliveries($endpointId: ID!, $first: Int!, $after: String) {
    webhookDeliveryConnection(endpointId: $endpointId, first: $first, after: $after) {
      nodes {
        id
        eventId
        endpointId
        eventType
        status
        attempts
        responseStatus
        durationMs
        responseExcerpt
        lastAttemptAt
        deliveredAt
        createdAt
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export function useWebhookDeliveries(endpointId: string) {
  const result = useQuery(WebhookDeliveriesQuery, {
    variables: { endpointId, first: WEBHOOK_DELIVERIES_PAGE, after: null },
    fetchPolicy: 'network-only',
  });
  const loadMore = (after: string) =>
    result.fetchMore({
      variables: { after },
      updateQuery: (shown, { fetchMoreResult }) => ({
        webhookDeliveryConnection: appendPage(
          shown.webhookDeliveryConnection,
          fetchMoreResult.webhookDeliveryConnection,
        ),
      }),
    });
  return { ...result, loadMore };
}

export const RedeliverWebhookMutation = graphql(`
  mutation RedeliverWebhook($deliveryId: ID!) {
    redeliverWebhook(deliveryId: $deliveryId) {
      id
      status
      attempts
      responseStatus
      durationMs
      responseExcerpt
      lastAttemptAt
      deliveredAt
    }
  }
`);

export function useRedeliverWebhook() {
  return useMutation(RedeliverWebhookMutation);
}
