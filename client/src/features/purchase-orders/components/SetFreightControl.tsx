/** On an order placed with freight quoted by us: the admin types the freight once and sets it (docs/decisions/076). */
import { useState } from 'react';
import { Button, HStack, Input, Text, chakra } from '@chakra-ui/react';
import { describeError } from '../../../lib/errors';
import { useSetOrderFreight } from '../api/setOrderFreight';
import { freightCopy as t } from '../freightCopy';

/** Dollars typed ("50", "$1,250.00") as cents; -1 when not a number (the server says why). */
const centsOf = (text: string): number => {
  const n = Number(text.replace(/[$,\s]/g, ''));
  return text.trim() === '' || !Number.isFinite(n) ? -1 : Math.round(n * 100);
};

export function SetFreightControl({ orderId, orderNumber }: { orderId: string; orderNumber: string }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [setFreight, { loading }] = useSetOrderFreight();
  const inputId = `freight-${orderId}`;
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      await setFreight({
        variables: { purchaseOrderId: orderId, freightCents: centsOf(value) },
        refetchQueries: ['AdminPurchaseOrders'],
        awaitRefetchQueries: true,
      });
    } catch (err) {
      setError(describeError(err).message);
    }
  };
  return (
    <chakra.form onSubmit={submit} aria-label={`${t.setFreight}: ${orderNumber}`}>
      <Text fontSize="sm" fontWeight="semibold">
        {t.freightPending}
      </Text>
      <HStack gap="2" wrap="wrap">
        <chakra.label htmlFor={inputId} fontSize="sm">
          {t.freightLabel}
        </chakra.label>
        <Input
          id={inputId}
          size="sm"
          w="28"
          inputMode="decimal"
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
        <Button
          type="submit"
          size="xs"
          colorPalette="orange"
          loading={loading}
          aria-label={`${t.setFreight} ${orderNumber}`}
        >
          {t.setFreight}
        </Button>
      </HStack>
      {error && (
        <Text color="red.700" role="alert" fontSize="sm">
          {error}
        </Text>
      )}
    </chakra.form>
  );
}
