/**
 * The order modal's form (spec §2, §5): product and customer details read-only, quantity and phone
 * editable. A quantity under 100 is refused with the spec's alert and nothing is sent.
 */
import { useState } from 'react';
import { Button, Field, Input, Stack } from '@chakra-ui/react';
import { MESSAGES, MIN_ORDER_QUANTITY, formatCents } from '@gluegun/common';
import { copy } from '../../../lib/copy';

export interface OrderFormProduct { id: string; name: string; imageUrl: string; priceCents: number }
export interface OrderFormUser { displayName: string | null; email: string }

interface Props {
  product: OrderFormProduct;
  user: OrderFormUser;
  submitting?: boolean;
  onPlace(values: { quantity: number; phone: string }): Promise<void> | void;
}

function ReadOnly({ label, value }: { label: string; value: string }) {
  return (
    <Field.Root readOnly>
      <Field.Label>{label}</Field.Label>
      <Input value={value} readOnly bg="bg.muted" />
    </Field.Root>
  );
}

export function OrderForm({ product, user, submitting, onPlace }: Props) {
  const [quantity, setQuantity] = useState('');
  const [phone, setPhone] = useState('');

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const qty = Number(quantity);
    if (!Number.isFinite(qty) || qty < MIN_ORDER_QUANTITY) {
      window.alert(MESSAGES.minOrderQuantity);
      return;
    }
    await onPlace({ quantity: qty, phone: phone.trim() });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={copy.orderModal.title}>
      <Stack gap="3">
        <ReadOnly label={copy.orderModal.productName} value={product.name} />
        <ReadOnly label={copy.orderModal.userName} value={user.displayName ?? ''} />
        <ReadOnly label={copy.orderModal.email} value={user.email} />
        <ReadOnly label={copy.orderModal.imageLink} value={product.imageUrl} />
        <ReadOnly label={copy.orderModal.price} value={formatCents(product.priceCents)} />
        <Field.Root required>
          <Field.Label>{copy.orderModal.quantity}</Field.Label>
          <Input type="number" inputMode="numeric" min={MIN_ORDER_QUANTITY} step={1} placeholder={copy.orderModal.quantityPlaceholder}
            value={quantity} onChange={(e) => setQuantity(e.target.value)} />
        </Field.Root>
        <Field.Root required>
          <Field.Label>{copy.orderModal.phone}</Field.Label>
          <Input type="tel" inputMode="tel" autoComplete="tel" value={phone} onChange={(e) => setPhone(e.target.value)} />
        </Field.Root>
        <Button type="submit" colorPalette="orange" loading={submitting}>{copy.orderModal.submit}</Button>
      </Stack>
    </form>
  );
}
