/** One endpoint's delivery log, newest first, with Refresh and a Redeliver button on each delivery. */
import { useState } from 'react';
import { Badge, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { ScrollTable } from '../../../components/ScrollTable';
import { notifyError, notifySuccess } from '../../../components/toaster';
import { LoadMoreButton } from '../../../lib/cursorPages';
import { describeError } from '../../../lib/errors';
import { integrationsCopy } from '../../../lib/dashboardCopyIntegrations';
import { useRedeliverWebhook, useWebhookDeliveries } from '../api/webhooks';
import { whenText } from './when';

const t = integrationsCopy.webhooks;

const PALETTE: Record<string, string> = {
  SUCCEEDED: 'green',
  FAILED: 'red',
  RETRYING: 'orange',
  PENDING: 'gray',
};

export function DeliveryLog({ endpointId, url }: { endpointId: string; url: string }) {
  const { data, loading, error, refetch, loadMore } = useWebhookDeliveries(endpointId);
  const [redeliver] = useRedeliverWebhook();
  const [busyId, setBusyId] = useState<string | null>(null);

  const onRedeliver = async (id: string, type: string) => {
    setBusyId(id);
    try {
      await redeliver({ variables: { deliveryId: id } });
      notifySuccess(t.redelivered(type));
    } catch (e) {
      notifyError(t.actionFailed, describeError(e).message);
    } finally {
      setBusyId(null);
    }
  };

  const rows = data?.webhookDeliveryConnection.nodes ?? [];
  return (
    <Stack gap="2">
      <HStack justify="space-between">
        <Text fontWeight="bold">{t.deliveries}</Text>
        <Button
          size="xs"
          variant="outline"
          loading={loading}
          onClick={() => void refetch()}
          aria-label={`${t.refresh} ${t.deliveries} ${url}`}
        >
          {t.refresh}
        </Button>
      </HStack>
      {error && <ErrorAlert error={error} onRetry={() => void refetch()} />}
      {data && rows.length === 0 && <Text>{t.noDeliveries}</Text>}
      {rows.length > 0 && (
        <ScrollTable label={`${t.deliveries} ${url}`}>
          <Table.Header>
            <Table.Row>
              {[t.event, t.deliveryStatus, t.attempts, t.response, t.duration, t.excerpt, t.time, ''].map(
                (h, i) => (
                  <Table.ColumnHeader key={i}>{h}</Table.ColumnHeader>
                ),
              )}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((d) => (
              <Table.Row key={d.id}>
                <Table.Cell fontFamily="mono">{d.eventType}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={PALETTE[d.status] ?? 'gray'}>{d.status}</Badge>
                </Table.Cell>
                <Table.Cell textAlign="end">{d.attempts}</Table.Cell>
                <Table.Cell>{d.responseStatus ?? '—'}</Table.Cell>
                <Table.Cell>{d.durationMs == null ? '—' : t.ms(d.durationMs)}</Table.Cell>
                <Table.Cell>
                  <Text fontSize="xs" fontFamily="mono" lineClamp={2} maxW="xs">
                    {d.responseExcerpt ?? ''}
                  </Text>
                </Table.Cell>
                <Table.Cell>{whenText(d.lastAttemptAt ?? d.createdAt)}</Table.Cell>
                <Table.Cell>
                  <Button
                    size="xs"
                    variant="outline"
                    loading={busyId === d.id}
                    onClick={() => void onRedeliver(d.id, d.eventType)}
                    aria-label={`${t.redeliver} ${d.eventType}`}
                  >
                    {t.redeliver}
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </ScrollTable>
      )}
      <LoadMoreButton
        pageInfo={data?.webhookDeliveryConnection.pageInfo}
        label={t.moreDeliveries(url)}
        onMore={loadMore}
      />
    </Stack>
  );
}
