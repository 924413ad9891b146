/**
 * The order modal's form (spec §2, §5): product and customer details read-only, quantity and phone editable.
 * Input is checked with the shared rules (@gluegun/common orderInputSchema, the server's own) before anything is
 * sent: a quantity under 100 gets the spec's alert; a decimal, a negative or an empty one, or a bad phone, a
 * message next to its field. The server's refusals arrive as `fieldErrors` and show in the same places.
 */
import { useState } from 'react';
import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { ValidationError } from 'yup';
import { MESSAGES, MIN_ORDER_QUANTITY, formatCents, orderInputSchema } from '@gluegun/common';
import { copy } from '../../../lib/copy';

export interface OrderFormProduct { id: string; name: string; imageUrl: string; priceCents: number }
export interface OrderFormUser { displayName: string | null; email: string }
export interface OrderFieldErrors { quantity?: string; phone?: string; form?: string }

interface Props {
  product: OrderFormProduct;
  user: OrderFormUser;
  submitting?: boolean;
  /** Messages from the server's answer, by field ('form' when it concerns no one field). */
  fieldErrors?: OrderFieldErrors;
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

/** The shared schema's verdict on what was typed; '' is "nothing typed" (required), not 0. */
function check(quantity: string, phone: string): OrderFieldErrors {
  const value = { quantity: quantity.trim() === '' ? undefined : Number(quantity), phone };
  try {
    orderInputSchema.validateSync(value, { abortEarly: false });
    return {};
  } catch (e) {
    if (!(e instanceof ValidationError)) throw e;
    const errors: OrderFieldErrors = {};
    for (const inner of e.inner.length ? e.inner : [e]) {
      const path = inner.path as 'quantity' | 'phone' | undefined;
      if (path && !errors[path]) errors[path] = inner.message;
    }
    return errors;
  }
}

export function OrderForm({ product, user, submitting, fieldErrors = {}, onPlace }: Props) {
  const [quantity, setQuantity] = useState('');
  const [phone, setPhone] = useState('');
  const [local, setLocal] = useState<OrderFieldErrors>({});
  const [edited, setEdited] = useState<{ quantity?: boolean; phone?: boolean }>({});

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const errors = check(quantity, phone);
    setLocal(errors);
    setEdited({});
    if (errors.quantity === MESSAGES.minOrderQuantity) window.alert(MESSAGES.minOrderQuantity); // spec §5
    if (errors.quantity || errors.phone) return;
    await onPlace({ quantity: Number(quantity), phone: phone.trim() });
  };

  // A server message stays until its field is edited again.
  const quantityError = local.quantity ?? (edited.quantity ? undefined : fieldErrors.quantity);
  const phoneError = local.phone ?? (edited.phone ? undefined : fieldErrors.phone);

  return (
    <form onSubmit={submit} noValidate aria-label={copy.orderModal.title}>
      <Stack gap="3">
        <ReadOnly label={copy.orderModal.productName} value={product.name} />
        <ReadOnly label={copy.orderModal.userName} value={user.displayName ?? ''} />
        <ReadOnly label={copy.orderModal.email} value={user.email} />
        <ReadOnly label={copy.orderModal.imageLink} value={product.imageUrl} />
        <ReadOnly label={copy.orderModal.price} value={formatCents(product.priceCents)} />
        <Field.Root required invalid={Boolean(quantityError)}>
          <Field.Label>{copy.orderModal.quantity}</Field.Label>
          <Input type="number" inputMode="numeric" min={MIN_ORDER_QUANTITY} step={1} placeholder={copy.orderModal.quantityPlaceholder}
            value={quantity} onChange={(e) => { setQuantity(e.target.value); setLocal((l) => ({ ...l, quantity: undefined })); setEdited((d) => ({ ...d, quantity: true })); }} />
          <Field.ErrorText>{quantityError}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={Boolean(phoneError)}>
          <Field.Label>{copy.orderModal.phone}</Field.Label>
          <Input type="tel" inputMode="tel" autoComplete="tel" value={phone}
            onChange={(e) => { setPhone(e.target.value); setLocal((l) => ({ ...l, phone: undefined })); setEdited((d) => ({ ...d, phone: true })); }} />
          <Field.ErrorText>{phoneError}</Field.ErrorText>
        </Field.Root>
        {fieldErrors.form && <Text color="red.700" role="alert">{fieldErrors.form}</Text>}
        <Button type="submit" colorPalette="orange" loading={submitting}>{copy.orderModal.submit}</Button>
      </Stack>
    </form>
  );
}
