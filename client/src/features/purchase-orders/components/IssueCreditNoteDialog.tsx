/**
 * "Issue credit note" on an admin's purchase order: a quantity per line (up to what earlier credit
 * notes left), or everything left; a reason; stock back or not; and where money already paid goes (held as the
 * company's credit, onto its other open invoices, or refunded with the refund's day, method and reference). Checked
 * with the server's own creditNoteInputSchema; the server's refusals show under their field or above the buttons.
 */
import { Stack, Text } from '@chakra-ui/react';
import type { FormikErrors } from 'formik';
import { dollarsToCents, formatCents } from '@gluegun/common';
import { notifySuccess } from '../../../components/toaster';
import { FormDialog } from '../../../components/form/FormDialog';
import { TextField } from '../../../components/form/TextField';
import { schemaErrors } from '../../../lib/formErrors';
import { todayIso } from '../../../lib/dates';
import { creditNoteCopy as t } from '../creditNoteCopy';
import { creditNoteInputSchema, useIssueCreditNote } from '../api/issueCreditNote';
import { useCreditNotes } from '../api/creditNotes';
import {
  CheckField,
  QuantityField,
  SettlementFields,
  type CreditableLine,
  type CreditNoteFormValues,
} from './CreditNoteFields';

export interface CreditTarget {
  id: string;
  invoiceNumber: string;
  lines: Array<{ id: string; sku: string; productName: string; quantity: number }>;
  /** The invoice's freight, net; a freight the shop has not set yet cannot be credited. */
  freightCents?: number;
  freightPending?: boolean;
}

const FIELD_OF: Record<string, keyof CreditNoteFormValues> = {
  reason: 'reason',
  settlement: 'settlement',
  lines: 'whole',
  freightCents: 'freight',
  'refund.paidOn': 'paidOn',
  'refund.method': 'method',
  'refund.reference': 'reference',
  refund: 'reference',
};

function toInput(values: CreditNoteFormValues) {
  const lines = Object.entries(values.quantities)
    .filter(([, q]) => q.trim() !== '' && q.trim() !== '0')
    .map(([invoiceLineId, q]) => ({
      invoiceLineId,
      quantity: /^\d+$/.test(q.trim()) ? Number(q.trim()) : NaN,
    }));
  const freight = values.freight.trim();
  return {
    reason: values.reason.trim(),
    returnStock: values.returnStock,
    settlement: values.settlement,
    lines: values.whole ? null : lines,
    freightCents: freight === '' ? 0 : dollarsToCents(freight.replace(/^\$/, '')),
    refund:
      values.settlement === 'REFUND'
        ? { paidOn: values.paidOn.trim(), method: values.method, reference: values.reference.trim() }
        : null,
  };
}

function validator(lines: CreditableLine[], freightLeft: number) {
  return (values: CreditNoteFormValues): FormikErrors<CreditNoteFormValues> => {
    const input = toInput(values);
    const errors: FormikErrors<CreditNoteFormValues> = {};
    const quantities: Record<string, string> = {};
    for (const l of input.lines ?? []) {
      const left = lines.find((x) => x.id === l.invoiceLineId)?.left ?? 0;
      if (!Number.isInteger(l.quantity) || l.quantity < 0) quantities[l.invoiceLineId] = t.quantityInvalid;
      else if (l.quantity > left) quantities[l.invoiceLineId] = t.quantityTooMany(left);
    }
    if (Object.keys(quantities).length > 0) errors.quantities = quantities;
    if (Number.isNaN(input.freightCents)) errors.freight = t.freightInvalid;
    else if (input.freightCents > freightLeft) errors.freight = t.freightTooMuch(formatCents(freightLeft));
    if (!values.whole && (input.lines ?? []).length === 0 && !(input.freightCents > 0))
      errors.whole = t.nothingChosen;
    return schemaErrors(
      creditNoteInputSchema,
      input,
      FIELD_OF,
      errors as Partial<Record<keyof CreditNoteFormValues, string>>,
    ) as FormikErrors<CreditNoteFormValues>;
  };
}

export function IssueCreditNoteDialog({ order, onClose }: { order: CreditTarget | null; onClose(): void }) {
  const [issue] = useIssueCreditNote();
  const { data } = useCreditNotes(order?.id ?? '');
  const credited = new Map<string, number>();
  for (const note of data?.creditNotes ?? [])
    for (const l of note.lines)
      credited.set(l.invoiceLineId, (credited.get(l.invoiceLineId) ?? 0) + l.quantity);
  const lines: CreditableLine[] = (order?.lines ?? []).map((l) => ({
    id: l.id,
    sku: l.sku,
    productName: l.productName,
    left: l.quantity - (credited.get(l.id) ?? 0),
  }));
  const freightLeft = order?.freightPending
    ? 0
    : Math.max(
        0,
        (order?.freightCents ?? 0) - (data?.creditNotes ?? []).reduce((sum, n) => sum + n.freightCents, 0),
      );

  const submit = async (values: CreditNoteFormValues) => {
    if (!order) return;
    const input = toInput(values);
    const res = await issue({
      variables: {
        purchaseOrderId: order.id,
        input: {
          ...input,
          settlement: input.settlement as 'HOLD' | 'APPLY' | 'REFUND',
          refund: input.refund ? { ...input.refund, method: input.refund.method as 'BANK_TRANSFER' } : null,
        },
      },
    });
    const note = res.data?.issueCreditNote;
    if (note) notifySuccess(t.issued(note.creditNoteNumber, formatCents(note.amountCents)));
  };

  return (
    <FormDialog<CreditNoteFormValues>
      open={order !== null}
      onClose={onClose}
      title={order ? t.title(order.invoiceNumber) : ''}
      initialValues={{
        whole: false,
        quantities: {},
        freight: '',
        reason: '',
        returnStock: false,
        settlement: 'HOLD',
        paidOn: todayIso(),
        method: 'BANK_TRANSFER',
        reference: '',
      }}
      validate={validator(lines, freightLeft)}
      fieldOf={FIELD_OF}
      onSubmit={submit}
      cancelLabel={t.cancel}
      submitLabel={t.submit}
    >
      <Stack as="fieldset" gap="2">
        <Text as="legend" fontWeight="medium" mb="1">
          {t.linesLegend}
        </Text>
        {lines.map((line) => (
          <QuantityField key={line.id} line={line} />
        ))}
        <CheckField name="whole" label={t.wholeInvoice} />
      </Stack>
      {freightLeft > 0 && (
        <TextField name="freight" label={t.freight} hint={t.freightHint(formatCents(freightLeft))} />
      )}
      <TextField name="reason" label={t.reason} hint={t.reasonHint} rows={2} required />
      <CheckField name="returnStock" label={t.returnStock} />
      <SettlementFields />
    </FormDialog>
  );
}
