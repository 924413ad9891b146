/**
 * Dashboard → Webhooks: the outbox at a glance, the registered endpoints with their actions and
 * delivery logs, and a form to register one (its signing secret shown once).
 */
import { useState } from 'react';
import { Button, DataList, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { PageSpinner } from '../../../components/PageSpinner';
import { LoadMoreButton } from '../../../lib/cursorPages';
import { integrationsCopy } from '../../../lib/dashboardCopyIntegrations';
import { useWebhookEndpoints, useWebhooks } from '../api/webhooks';
import { OneTimeSecret } from './OneTimeSecret';
import { RegisterWebhookForm } from './RegisterWebhookForm';
import { WebhookEndpointCard } from './WebhookEndpointCard';

const t = integrationsCopy.webhooks;

interface Health {
  waiting: number;
  oldestWaitingSeconds: number;
  failedDeliveries: number;
  retryingDeliveries: number;
  disabledEndpoints: number;
}

function OutboxHealthPanel({
  health,
  onRefresh,
  refreshing,
}: {
  health: Health;
  onRefresh(): void;
  refreshing: boolean;
}) {
  const items: [string, string | number][] = [
    [t.waiting, health.waiting],
    [t.oldest, t.seconds(health.oldestWaitingSeconds)],
    [t.failed, health.failedDeliveries],
    [t.retrying, health.retryingDeliveries],
    [t.disabledEndpoints, health.disabledEndpoints],
  ];
  return (
    <Stack as="section" aria-labelledby="outbox-health" gap="2" borderWidth="1px" rounded="md" p="4">
      <HStack justify="space-between">
        <Heading as="h3" size="md" id="outbox-health">
          {t.healthHeading}
        </Heading>
        <Button size="xs" variant="outline" loading={refreshing} onClick={onRefresh}>
          {t.refresh}
        </Button>
      </HStack>
      <DataList.Root orientation="horizontal" size="sm">
        {items.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Stack>
  );
}

export default function WebhooksPage() {
  const { data, loading, error, refetch } = useWebhooks();
  const endpoints = useWebhookEndpoints();
  const list = endpoints.data?.webhookEndpointConnection;
  const [shown, setShown] = useState<{ url: string; secret: string } | null>(null);
  // One spinner until both reads are in (or failed): the page then appears at once instead of shifting twice.
  const ready = Boolean(data || error) && Boolean(list || endpoints.error);
  if (!ready) {
    return (
      <Stack gap="6">
        <Heading as="h2" size="2xl">
          {t.heading}
        </Heading>
        <PageSpinner />
      </Stack>
    );
  }
  return (
    <Stack gap="6">
      <Heading as="h2" size="2xl">
        {t.heading}
      </Heading>
      {error && <ErrorAlert error={error} onRetry={() => void refetch()} />}
      {data && (
        <OutboxHealthPanel
          health={data.outboxHealth}
          refreshing={loading}
          onRefresh={() => {
            void refetch();
            void endpoints.refetch();
          }}
        />
      )}
      {shown && (
        <OneTimeSecret title={t.secretOf(shown.url)} value={shown.secret} onDone={() => setShown(null)} />
      )}
      {data && (
        <RegisterWebhookForm
          eventTypes={data.webhookEventTypes}
          onRegistered={(url, secret) => setShown({ url, secret })}
        />
      )}
      <Heading as="h3" size="md">
        {t.listHeading}
      </Heading>
      {endpoints.error && <ErrorAlert error={endpoints.error} onRetry={() => void endpoints.refetch()} />}
      {list && list.nodes.length === 0 && <Text>{t.empty}</Text>}
      {list && list.nodes.length > 0 && (
        <List.Root as="ul" listStyle="none" gap="4" ms="0">
          {list.nodes.map((e) => (
            <WebhookEndpointCard key={e.id} endpoint={e} />
          ))}
        </List.Root>
      )}
      <LoadMoreButton pageInfo={list?.pageInfo} label={t.loadMore} onMore={endpoints.loadMore} />
    </Stack>
  );
}
