/** On an open order's dashboard row: the buyer's requested day, and the day the shop promises (set or moved here). */
import { useState } from 'react';
import { Badge, Button, HStack, Input, Text, chakra } from '@chakra-ui/react';
import { formatDay } from '@gluegun/common';
import { describeError } from '../../../lib/errors';
import { LiveStatus } from '../../../components/LiveStatus';
import { useSetPromisedDeliveryDate } from '../api/setPromisedDeliveryDate';
import { deliveryCopy as t } from '../deliveryCopy';

interface Props {
  orderId: string;
  orderNumber: string;
  requestedDeliveryOn?: string | null;
  promisedDeliveryOn?: string | null;
  promisedLate?: boolean;
}

export function PromisedDateControl({
  orderId,
  orderNumber,
  requestedDeliveryOn,
  promisedDeliveryOn,
  promisedLate,
}: Props) {
  const [value, setValue] = useState(promisedDeliveryOn ?? requestedDeliveryOn ?? '');
  const [error, setError] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const [promise, { loading }] = useSetPromisedDeliveryDate();
  const inputId = `promised-${orderId}`;
  const action = promisedDeliveryOn ? t.moveDate : t.setDate;
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    setSaid('');
    try {
      await promise({ variables: { purchaseOrderId: orderId, promisedDeliveryDate: value } });
      setSaid(t.saved);
    } catch (err) {
      setError(describeError(err).message);
    }
  };
  return (
    <chakra.form onSubmit={submit} aria-label={`${t.dateLabel}: ${orderNumber}`}>
      <HStack gap="2" wrap="wrap">
        <Text fontSize="sm">
          {requestedDeliveryOn ? t.requested(formatDay(requestedDeliveryOn)) : t.noRequest}
        </Text>
        {promisedDeliveryOn && (
          <Text fontSize="sm" fontWeight="semibold">
            {t.promised(formatDay(promisedDeliveryOn))}
          </Text>
        )}
        {promisedLate && <Badge colorPalette="orange">{t.promisedLater}</Badge>}
      </HStack>
      <HStack gap="2" wrap="wrap" mt="1">
        <chakra.label htmlFor={inputId} fontSize="sm">
          {t.dateLabel}
        </chakra.label>
        <Input
          id={inputId}
          size="sm"
          w="40"
          type="date"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
        />
        <Button
          type="submit"
          size="xs"
          colorPalette="orange"
          loading={loading}
          aria-label={`${action} ${orderNumber}`}
        >
          {action}
        </Button>
      </HStack>
      {error && (
        <Text id={`${inputId}-error`} color="red.700" role="alert" fontSize="sm">
          {error}
        </Text>
      )}
      <LiveStatus>{said}</LiveStatus>
    </chakra.form>
  );
}
