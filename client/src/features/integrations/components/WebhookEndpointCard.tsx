/**
 * One webhook endpoint: its URL, event types and state (with the reason when disabled); Rotate secret (hours the
 * old secret keeps signing, the new one shown once), Enable when disabled, Delete after a confirm, and its
 * delivery log on demand.
 */
import { useId, useState } from 'react';
import { Badge, Button, Card, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useConfirm } from '../../../components/ConfirmDialog';
import { notifyError, notifySuccess } from '../../../components/toaster';
import { describeError } from '../../../lib/errors';
import { integrationsCopy } from '../../../lib/dashboardCopyIntegrations';
import { useDeleteWebhookEndpoint, useEnableWebhookEndpoint, useRotateWebhookSecret } from '../api/webhooks';
import { DeliveryLog } from './DeliveryLog';
import { OneTimeSecret } from './OneTimeSecret';

const t = integrationsCopy.webhooks;

export interface EndpointRow {
  id: string;
  url: string;
  description?: string | null;
  eventTypes: string[];
  enabled: boolean;
  disabledReason?: string | null;
}

/** Whole hours, 0 or more; null when the text is not that. */
export function overlapHoursOf(text: string): number | null {
  return /^\d{1,4}$/.test(text.trim()) ? Number(text.trim()) : null;
}

function RotateSecret({ endpoint }: { endpoint: EndpointRow }) {
  const [rotate, { loading }] = useRotateWebhookSecret();
  const [hours, setHours] = useState('24');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const id = useId();
  const submit = async () => {
    const overlapHours = overlapHoursOf(hours);
    if (overlapHours === null) {
      setInvalid(t.overlapInvalid);
      return;
    }
    setInvalid(null);
    try {
      const { data } = await rotate({ variables: { id: endpoint.id, overlapHours } });
      if (!data) return;
      setSecret(data.rotateWebhookSecret.secret);
      notifySuccess(t.rotated(endpoint.url));
    } catch (e) {
      setInvalid(describeError(e).message);
    }
  };
  return (
    <Stack gap="2">
      <HStack align="flex-end" wrap="wrap" gap="3">
        <Field.Root invalid={invalid !== null} maxW="xs">
          <Field.Label htmlFor={id}>{t.overlapHours}</Field.Label>
          <Input id={id} inputMode="numeric" value={hours} onChange={(e) => setHours(e.target.value)} />
          <Field.ErrorText>{invalid}</Field.ErrorText>
        </Field.Root>
        <Button
          size="sm"
          variant="outline"
          loading={loading}
          onClick={() => void submit()}
          aria-label={`${t.rotate} ${endpoint.url}`}
        >
          {t.rotate}
        </Button>
      </HStack>
      {secret && (
        <OneTimeSecret title={t.secretOf(endpoint.url)} value={secret} onDone={() => setSecret(null)} />
      )}
    </Stack>
  );
}

function useEndpointActions(endpoint: EndpointRow) {
  const [enable, enabling] = useEnableWebhookEndpoint();
  const [remove, removing] = useDeleteWebhookEndpoint();
  const { ask, dialog } = useConfirm();
  const onEnable = async () => {
    try {
      await enable({ variables: { id: endpoint.id } });
      notifySuccess(t.enabledDone(endpoint.url));
    } catch (e) {
      notifyError(t.actionFailed, describeError(e).message);
    }
  };
  const onDelete = async () => {
    const question = { title: t.confirmDelete(endpoint.url), confirmLabel: t.delete, palette: 'red' };
    if (!(await ask({ ...question, keepLabel: t.keep }))) return;
    try {
      await remove({ variables: { id: endpoint.id } });
      notifySuccess(t.deleted(endpoint.url));
    } catch (e) {
      notifyError(t.actionFailed, describeError(e).message);
    }
  };
  return { onEnable, onDelete, busy: enabling.loading || removing.loading, dialog };
}

export function WebhookEndpointCard({ endpoint }: { endpoint: EndpointRow }) {
  const [showLog, setShowLog] = useState(false);
  const { onEnable, onDelete, busy, dialog } = useEndpointActions(endpoint);
  return (
    <Card.Root variant="outline" as="li">
      <Card.Body>
        <Stack gap="3">
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Text fontFamily="mono" fontWeight="bold" wordBreak="break-all">
              {endpoint.url}
            </Text>
            <Badge colorPalette={endpoint.enabled ? 'green' : 'red'}>
              {endpoint.enabled ? t.enabled : t.disabled}
            </Badge>
          </HStack>
          {endpoint.description && <Text>{endpoint.description}</Text>}
          {!endpoint.enabled && endpoint.disabledReason && (
            <Text color="red.700">{t.disabledBecause(endpoint.disabledReason)}</Text>
          )}
          <Text fontSize="sm">
            {t.eventTypes}:{' '}
            <Text as="span" fontFamily="mono">
              {endpoint.eventTypes.length ? endpoint.eventTypes.join(', ') : t.allTypes}
            </Text>
          </Text>
          <RotateSecret endpoint={endpoint} />
          <HStack gap="2" wrap="wrap">
            {!endpoint.enabled && (
              <Button
                size="sm"
                colorPalette="green"
                disabled={busy}
                onClick={() => void onEnable()}
                aria-label={`${t.enable} ${endpoint.url}`}
              >
                {t.enable}
              </Button>
            )}
            <Button
              size="sm"
              variant="outline"
              aria-expanded={showLog}
              onClick={() => setShowLog((s) => !s)}
              aria-label={`${showLog ? t.hideDeliveries : t.showDeliveries} ${endpoint.url}`}
            >
              {showLog ? t.hideDeliveries : t.showDeliveries}
            </Button>
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              disabled={busy}
              onClick={() => void onDelete()}
              aria-label={`${t.delete} ${endpoint.url}`}
            >
              {t.delete}
            </Button>
          </HStack>
          {showLog && <DeliveryLog endpointId={endpoint.id} url={endpoint.url} />}
        </Stack>
        {dialog}
      </Card.Body>
    </Card.Root>
  );
}
