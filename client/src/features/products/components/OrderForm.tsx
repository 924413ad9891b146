/**
 * The order modal's form (spec §2, §5): product and customer details read-only, quantity and phone editable.
 * Input is checked with the shared rules (@gluegun/common orderInputSchema, the server's own) before anything is
 * sent: a quantity under 100 gets the spec's alert; a decimal, a negative or an empty one, or a bad phone, a
 * message next to its field. The product's own quantity rule (case pack, minimum, maximum) and stock
 * are checked with the server's quoteLine, and the price of the quantity's break shows as it is typed.
 * The server's refusals arrive as `fieldErrors` and show in the same places.
 */
import { useEffect, useState } from 'react';
import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import {
  MESSAGES,
  effectiveMaximum,
  formatCents,
  orderInputSchema,
  packLineText,
  quoteLine,
  smallestOrderable,
  type PackSize,
  type PricedProduct,
} from '@gluegun/common';
import { copy } from '../../../lib/copy';
import { LinePriceSummary } from '../../../components/LinePriceSummary';
import { PriceBreakTable } from '../../../components/PriceBreakTable';
import { AvailabilityNote } from '../../../components/AvailabilityNote';
import { wholesaleCopy } from '../../../lib/wholesaleCopy';
import { schemaErrors } from '../../../lib/formErrors';
import { useFocusFirstInvalid } from '../../../components/revealError';
import { PackSizeField } from './PackSizeField';
import { chosenPack, unitsOf } from './packOrder';

/** `packSizes`: the units it is ordered in, Each first (absent: Each only). */
/** `restockOn`: when more stock is expected, for the backorder note (YYYY-MM-DD; absent or null: not known). */
export interface OrderFormProduct extends PricedProduct {
  id: string;
  imageUrl: string;
  packSizes?: readonly PackSize[];
  restockOn?: string | null;
}
export interface OrderFormUser {
  displayName: string | null;
  email: string;
}
export interface OrderFieldErrors {
  quantity?: string;
  phone?: string;
  form?: string;
}

interface Props {
  product: OrderFormProduct;
  user: OrderFormUser;
  submitting?: boolean;
  /** Messages from the server's answer, by field ('form' when it concerns no one field). */
  fieldErrors?: OrderFieldErrors;
  /** `quantity` counts `packUnit` when one is chosen (the server counts it in units again). */
  onPlace(values: { quantity: number; phone: string; packUnit?: string }): Promise<void> | void;
}

function ReadOnly({ label, value }: { label: string; value: string }) {
  return (
    <Field.Root readOnly>
      <Field.Label>{label}</Field.Label>
      <Input value={value} readOnly bg="bg.muted" />
    </Field.Root>
  );
}

/**
 * The shared schema's verdict on what was typed, in units ('' is "nothing typed", not 0); then the product's rule and
 * stock (quoteLine). In a pack, its count must be whole and each refusal first says what was counted.
 */
function check(product: OrderFormProduct, pack: PackSize, quantity: string, phone: string): OrderFieldErrors {
  const typed = quantity.trim() === '' ? undefined : Number(quantity);
  const units = typed === undefined ? undefined : unitsOf(pack, typed);
  const errors = schemaErrors(orderInputSchema, { quantity: units === null ? 0.5 : units, phone }, {
    quantity: 'quantity',
    phone: 'phone',
  } as const);
  if (units !== undefined && units !== null && Number.isSafeInteger(units))
    errors.quantity = quoteLine(product, units).problems[0]?.message ?? errors.quantity;
  if (errors.quantity && errors.quantity !== MESSAGES.minOrderQuantity && pack.baseUnits > 1 && units)
    errors.quantity = `${packLineText(typed!, pack)}: ${errors.quantity}`;
  return errors;
}

/** What the order is for and who places it, as the spec's order form shows them (read only). */
function OrderFacts({ product, user }: Pick<Props, 'product' | 'user'>) {
  return (
    <>
      <ReadOnly label={copy.orderModal.productName} value={product.name} />
      <ReadOnly label={copy.orderModal.userName} value={user.displayName ?? ''} />
      <ReadOnly label={copy.orderModal.email} value={user.email} />
      <ReadOnly label={copy.orderModal.imageLink} value={product.imageUrl} />
      <ReadOnly label={copy.orderModal.price} value={formatCents(product.priceCents)} />
    </>
  );
}

/** The buyer's phone for this order, with the refusal under it. */
function PhoneField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange(value: string): void;
}) {
  return (
    <Field.Root required invalid={Boolean(error)}>
      <Field.Label>{copy.orderModal.phone}</Field.Label>
      <Input
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

export function OrderForm({ product, user, submitting, fieldErrors = {}, onPlace }: Props) {
  const [quantity, setQuantity] = useState('');
  const [packName, setPackName] = useState('');
  const pack = chosenPack(product.packSizes, packName);
  const [phone, setPhone] = useState('');
  const [local, setLocal] = useState<OrderFieldErrors>({});
  const [edited, setEdited] = useState<{ quantity?: boolean; phone?: boolean }>({});
  const typed = quantity.trim() === '' ? null : unitsOf(pack, Number(quantity));
  // Fewer units in stock than one order's minimum: nothing can be ordered, and the form says so instead.
  const orderable = smallestOrderable(product) !== null;
  // Each refusal, ours or the server's, takes the person to the field to correct.
  const [refusal, setRefusal] = useState<object | null>(null);
  const formRef = useFocusFirstInvalid<HTMLFormElement>(refusal);
  useEffect(() => {
    if (fieldErrors.quantity || fieldErrors.phone) setRefusal({});
  }, [fieldErrors]);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    // Case pack, product minimum and maximum, stock: the server's own check, so nothing is sent that it refuses.
    const errors = check(product, pack, quantity, phone);
    setLocal(errors);
    setEdited({});
    if (errors.quantity === MESSAGES.minOrderQuantity) window.alert(MESSAGES.minOrderQuantity); // spec §5
    if (errors.quantity || errors.phone) {
      setRefusal({});
      return;
    }
    await onPlace({
      quantity: Number(quantity),
      phone: phone.trim(),
      ...(pack.baseUnits > 1 ? { packUnit: pack.name } : {}),
    });
  };
  const editQuantity = (value: string) => {
    setQuantity(value);
    setLocal((l) => ({ ...l, quantity: undefined }));
    setEdited((d) => ({ ...d, quantity: true }));
  };

  // A server message stays until its field is edited again.
  const quantityError = local.quantity ?? (edited.quantity ? undefined : fieldErrors.quantity);
  const phoneError = local.phone ?? (edited.phone ? undefined : fieldErrors.phone);

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={copy.orderModal.title}>
      <Stack gap="3">
        <OrderFacts product={product} user={user} />
        <Field.Root required invalid={Boolean(quantityError)}>
          <Field.Label>{copy.orderModal.quantity}</Field.Label>
          <Input
            type="number"
            inputMode="numeric"
            min={pack.baseUnits > 1 ? 1 : product.quantityRule.minimum}
            max={effectiveMaximum(product.quantityRule)}
            step={pack.baseUnits > 1 ? 1 : product.quantityRule.increment}
            disabled={!orderable}
            placeholder={copy.orderModal.quantityPlaceholder}
            value={quantity}
            onChange={(e) => editQuantity(e.target.value)}
          />
          <Field.HelperText>{wholesaleCopy.rule(product.quantityRule)}</Field.HelperText>
          <Field.ErrorText>{quantityError}</Field.ErrorText>
        </Field.Root>
        <AvailabilityNote
          ordered={typed !== null && Number.isInteger(typed) ? typed : null}
          terms={product}
        />
        {(product.packSizes?.length ?? 0) > 1 && (
          <PackSizeField
            packs={product.packSizes!}
            value={packName}
            disabled={!orderable}
            onChange={(name) => {
              setPackName(name);
              setLocal((l) => ({ ...l, quantity: undefined }));
            }}
          />
        )}
        {pack.baseUnits > 1 && typed !== null && (
          <Text fontWeight="medium" role="status">
            {packLineText(Number(quantity), pack)}
          </Text>
        )}
        <PriceBreakTable
          basePriceCents={product.priceCents}
          minimum={product.quantityRule.minimum}
          breaks={product.priceBreaks}
          quantity={typed}
        />
        <LinePriceSummary
          product={product}
          quantity={typed !== null && Number.isInteger(typed) ? typed : null}
          onChoose={(q) => {
            setPackName('');
            editQuantity(String(q));
          }}
        />
        <PhoneField
          value={phone}
          error={phoneError}
          onChange={(value) => {
            setPhone(value);
            setLocal((l) => ({ ...l, phone: undefined }));
            setEdited((d) => ({ ...d, phone: true }));
          }}
        />
        {fieldErrors.form && (
          <Text color="red.700" role="alert">
            {fieldErrors.form}
          </Text>
        )}
        {!orderable && (
          <Text color="fg.error" role="status">
            {wholesaleCopy.belowMinimumStock(product.quantityRule.minimum, product.quantity)}
          </Text>
        )}
        <Button type="submit" colorPalette="orange" loading={submitting} disabled={!orderable}>
          {copy.orderModal.submit}
        </Button>
      </Stack>
    </form>
  );
}
