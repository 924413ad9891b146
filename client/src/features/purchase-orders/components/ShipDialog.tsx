/**
 * "New shipment" on an order (admins): each line with what is still open of it, the quantity in this shipment
 * defaulting to all of it, then carrier, service, tracking number and an optional https tracking link, checked with
 * the server's own shipmentInputSchema. The server's refusals show under their field, anything else above the buttons.
 */
import { Field, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useField, type FormikErrors } from 'formik';
import { notifySuccess } from '../../../components/toaster';
import { FormDialog } from '../../../components/form/FormDialog';
import { TextField } from '../../../components/form/TextField';
import { schemaErrors } from '../../../lib/formErrors';
import { shipmentInputSchema, useCreateShipment } from '../api/shipments';
import { useFulfilmentWarehouses } from '../api/fulfilmentQueue';
import { shipmentCopy as t } from '../shipmentCopy';

/** A line of the order with what is still open of it (ordered less shipped). */
export interface ShipLine {
  id: string;
  sku: string;
  productName: string;
  open: number;
}
export interface ShipTarget {
  id: string;
  orderNumber: string;
  lines: ShipLine[];
}
export interface ShipFormValues {
  quantities: Record<string, string>;
  warehouseId: string;
  carrier: string;
  service: string;
  trackingNumber: string;
  trackingUrl: string;
}

// A refusal about the lines (more than is open) has no one field: it shows above the buttons.
const FIELD_OF: Record<string, Exclude<keyof ShipFormValues, 'quantities'>> = {
  warehouseId: 'warehouseId',
  carrier: 'carrier',
  service: 'service',
  trackingNumber: 'trackingNumber',
  trackingUrl: 'trackingUrl',
};

/** Each line's open quantity from the order's lines and the shipments so far. */
export function openLines(
  lines: ReadonlyArray<{ id: string; sku: string; productName: string; quantity: number }>,
  shipments: ReadonlyArray<{ lines: ReadonlyArray<{ invoiceLineId: string; quantity: number }> }>,
): ShipLine[] {
  return lines
    .map((l) => {
      const shipped = shipments.reduce(
        (sum, s) => sum + s.lines.filter((x) => x.invoiceLineId === l.id).reduce((a, x) => a + x.quantity, 0),
        0,
      );
      return { id: l.id, sku: l.sku, productName: l.productName, open: Math.max(0, l.quantity - shipped) };
    })
    .filter((l) => l.open > 0);
}

function toInput(order: ShipTarget, values: ShipFormValues) {
  const lines = order.lines
    .map((l) => ({ invoiceLineId: l.id, quantity: Number((values.quantities[l.id] ?? '').trim() || '0') }))
    .filter((l) => l.quantity !== 0);
  return {
    lines,
    warehouseId: values.warehouseId || null,
    carrier: values.carrier.trim(),
    service: values.service.trim(),
    trackingNumber: values.trackingNumber.trim(),
    trackingUrl: values.trackingUrl.trim() || null,
  };
}

export function validateShipment(order: ShipTarget, values: ShipFormValues): FormikErrors<ShipFormValues> {
  const errors: FormikErrors<ShipFormValues> = {};
  const quantities: Record<string, string> = {};
  for (const l of order.lines) {
    const raw = (values.quantities[l.id] ?? '').trim();
    if (raw === '') continue;
    if (!/^\d+$/.test(raw)) quantities[l.id] = t.quantityInvalid;
    else if (Number(raw) > l.open) quantities[l.id] = t.quantityTooMany(l.open);
  }
  if (Object.keys(quantities).length > 0) errors.quantities = quantities;
  const input = toInput(order, values);
  // "Ship at least one unit" goes under the first line.
  if (!errors.quantities && input.lines.length === 0 && order.lines[0])
    errors.quantities = { [order.lines[0].id]: t.nothingChosen };
  return { ...schemaErrors(shipmentInputSchema, input, FIELD_OF), ...errors } as FormikErrors<ShipFormValues>;
}

/** Where the load leaves from: a warehouse, or (the default) the lines' own warehouses in priority order. */
function WarehouseField() {
  const { data } = useFulfilmentWarehouses();
  const [field, meta] = useField<string>('warehouseId');
  return (
    <Field.Root invalid={Boolean(meta.touched && meta.error)}>
      <Field.Label>{t.shipsFrom}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field {...field}>
          <option value="">{t.anyWarehouse}</option>
          {(data?.warehouses ?? []).map((w) => (
            <option key={w.id} value={w.id}>{`${w.name} (${w.code})`}</option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.HelperText>{t.shipsFromHint}</Field.HelperText>
      <Field.ErrorText>{meta.error}</Field.ErrorText>
    </Field.Root>
  );
}

export function ShipDialog({ order, onClose }: { order: ShipTarget | null; onClose(): void }) {
  const [create] = useCreateShipment();

  const submit = async (values: ShipFormValues) => {
    if (!order) return;
    const input = toInput(order, values);
    const res = await create({ variables: { orderId: order.id, ...input } });
    if (res.data) notifySuccess(t.shipped(res.data.createShipment.shipmentNumber));
  };

  const initialValues: ShipFormValues = {
    quantities: Object.fromEntries((order?.lines ?? []).map((l) => [l.id, String(l.open)])),
    warehouseId: '',
    carrier: '',
    service: '',
    trackingNumber: '',
    trackingUrl: '',
  };
  return (
    <FormDialog<ShipFormValues>
      open={order !== null}
      onClose={onClose}
      title={order ? t.title(order.orderNumber) : ''}
      initialValues={initialValues}
      validate={(v) => (order ? validateShipment(order, v) : {})}
      fieldOf={FIELD_OF}
      onSubmit={submit}
      cancelLabel={t.cancel}
      submitLabel={t.submit}
    >
      {order && (
        <Stack as="fieldset" gap="2" minW="0">
          <Text as="legend" fontWeight="medium" fontSize="sm" mb="1">
            {t.linesLegend}
          </Text>
          {order.lines.map((l) => (
            <TextField
              key={l.id}
              name={`quantities.${l.id}`}
              label={t.lineLabel(l.sku, l.productName, l.open)}
              inputMode="numeric"
            />
          ))}
        </Stack>
      )}
      {order && <WarehouseField />}
      <TextField name="carrier" label={t.carrier} hint={t.carrierHint} required list="known-carriers" />
      <datalist id="known-carriers">
        {['UPS', 'FedEx', 'DHL', 'USPS', 'DPD', 'Royal Mail'].map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
      <TextField name="service" label={t.service} placeholder={t.servicePlaceholder} />
      <TextField name="trackingNumber" label={t.trackingNumber} required />
      <TextField name="trackingUrl" label={t.trackingUrl} hint={t.trackingUrlHint} type="url" />
    </FormDialog>
  );
}
