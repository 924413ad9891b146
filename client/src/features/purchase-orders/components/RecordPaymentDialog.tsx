/**
 * "Record payment" on a purchase order: the amount in dollars (sent as cents, dollarsToCents), the day
 * it arrived (today unless changed) and the bank reference, checked with the server's own paymentInputSchema. The
 * balance is in view; the server's refusals show under their field, anything else above the buttons.
 */
import { Text } from '@chakra-ui/react';
import type { FormikErrors } from 'formik';
import { formatCents } from '@gluegun/common';
import { notifySuccess } from '../../../components/toaster';
import { todayIso } from '../../../lib/dates';
import { purchaseOrderCopy } from '../copy';
import { paymentInputSchema, useRecordPayment } from '../api/recordPayment';
import { FormDialog } from '../../../components/form/FormDialog';
import { MoneyField, TextField } from '../../../components/form/TextField';
import { schemaErrors } from '../../../lib/formErrors';
import { centsToDollarsText, typedDollarsToCents } from '../../../lib/money';

const t = purchaseOrderCopy.payment;

export interface PaymentFormValues {
  amount: string;
  receivedOn: string;
  reference: string;
}
export interface PaymentTarget {
  id: string;
  invoiceNumber: string;
  balanceCents: number;
}

/** The form's field for each of the server's fields. */
const FIELD_OF: Record<string, keyof PaymentFormValues> = {
  amountCents: 'amount',
  receivedOn: 'receivedOn',
  reference: 'reference',
};

/** The payment the server gets; NaN amountCents when the amount is not dollars at all, undefined when empty. */
function toPaymentInput(values: PaymentFormValues) {
  return {
    amountCents: typedDollarsToCents(values.amount) ?? undefined,
    receivedOn: values.receivedOn.trim(),
    reference: values.reference.trim(),
  };
}

/** Every message of the shared schema, under the form's fields. */
export function validatePayment(values: PaymentFormValues): FormikErrors<PaymentFormValues> {
  const input = toPaymentInput(values);
  const errors: FormikErrors<PaymentFormValues> = {};
  if (input.amountCents !== undefined && Number.isNaN(input.amountCents)) errors.amount = t.amountInvalid;
  return schemaErrors(paymentInputSchema, input, FIELD_OF, errors);
}

export function RecordPaymentDialog({ order, onClose }: { order: PaymentTarget | null; onClose(): void }) {
  const [record] = useRecordPayment();

  const submit = async (values: PaymentFormValues) => {
    if (!order) return;
    const input = toPaymentInput(values);
    await record({
      variables: {
        id: order.id,
        payment: {
          amountCents: input.amountCents!,
          receivedOn: input.receivedOn,
          reference: input.reference,
        },
      },
    });
    notifySuccess(t.recorded(formatCents(input.amountCents!), order.invoiceNumber));
  };

  return (
    <FormDialog<PaymentFormValues>
      open={order !== null}
      onClose={onClose}
      title={order ? t.title(order.invoiceNumber) : ''}
      initialValues={{
        amount: centsToDollarsText(order?.balanceCents ?? 0),
        receivedOn: todayIso(),
        reference: '',
      }}
      validate={validatePayment}
      fieldOf={FIELD_OF}
      onSubmit={submit}
      cancelLabel={t.cancel}
      submitLabel={t.submit}
    >
      {order && <Text fontWeight="bold">{t.balance(formatCents(order.balanceCents))}</Text>}
      <MoneyField name="amount" label={t.amount} placeholder={t.amountPlaceholder} required />
      <TextField name="receivedOn" label={t.receivedOn} type="date" required />
      <TextField name="reference" label={t.reference} hint={t.referenceHint} required />
    </FormDialog>
  );
}
