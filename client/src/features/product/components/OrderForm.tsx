/**
 * The order modal's form (spec §2, §5): product and customer details read-only, quantity and phone
 * editable. A quantity under 100 is refused with the spec's alert and nothing is sent. The product's own
 * quantity rule (case pack, minimum, maximum; issue #19) is checked with the server's function before sending,
 * and the price of the quantity's break shows as it is typed.
 */
import { useState } from 'react';
import { Button, Field, Input, Stack } from '@chakra-ui/react';
import { MESSAGES, MIN_ORDER_QUANTITY, formatCents, quoteLine, type PricedProduct } from '@gluegun/common';
import { copy } from '../../../lib/copy';
import { LinePriceSummary } from '../../../components/LinePriceSummary';
import { PriceBreakTable } from '../../../components/PriceBreakTable';
import { wholesaleCopy } from '../../../lib/wholesaleCopy';

export interface OrderFormProduct extends PricedProduct { id: string; imageUrl: string }
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
  const [quantityError, setQuantityError] = useState<string | null>(null);
  const typed = quantity.trim() === '' ? null : Number(quantity);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const qty = Number(quantity);
    if (!Number.isFinite(qty) || qty < MIN_ORDER_QUANTITY) {
      window.alert(MESSAGES.minOrderQuantity);
      return;
    }
    // Case pack, product minimum and maximum, stock: the server's own check, so nothing is sent that it refuses.
    const problem = quoteLine(product, qty).problems[0];
    setQuantityError(problem?.message ?? null);
    if (problem) return;
    await onPlace({ quantity: qty, phone: phone.trim() });
  };
  const choose = (q: number) => { setQuantity(String(q)); setQuantityError(null); };

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
          <Input type="number" inputMode="numeric" min={product.quantityRule.minimum} step={product.quantityRule.increment}
            placeholder={copy.orderModal.quantityPlaceholder}
            value={quantity} onChange={(e) => { setQuantity(e.target.value); setQuantityError(null); }} />
          <Field.HelperText>{wholesaleCopy.rule(product.quantityRule)}</Field.HelperText>
          <Field.ErrorText>{quantityError}</Field.ErrorText>
        </Field.Root>
        <PriceBreakTable basePriceCents={product.priceCents} minimum={product.quantityRule.minimum} breaks={product.priceBreaks} quantity={typed} />
        <LinePriceSummary product={product} quantity={typed !== null && Number.isInteger(typed) ? typed : null} onChoose={choose} />
        <Field.Root required>
          <Field.Label>{copy.orderModal.phone}</Field.Label>
          <Input type="tel" inputMode="tel" autoComplete="tel" value={phone} onChange={(e) => setPhone(e.target.value)} />
        </Field.Root>
        <Button type="submit" colorPalette="orange" loading={submitting}>{copy.orderModal.submit}</Button>
      </Stack>
    </form>
  );
}
