/**
 * "Record payment" on a purchase order (issue #20): the amount in dollars (sent as cents, dollarsToCents), the day
 * it arrived (today unless changed) and the bank reference, checked with the server's own paymentInputSchema. The
 * balance is in view; the server's refusals show under their field, anything else above the buttons.
 */
import { useState } from 'react';
import { Alert, Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { Form, Formik, type FormikErrors, type FormikHelpers } from 'formik';
import { formatCents } from '@gluegun/common';
import { notifySuccess } from '../../../components/toaster';
import { describeError } from '../../../lib/errors';
import { todayIso } from '../../../lib/dates';
import { purchaseOrderCopy } from '../copy';
import { paymentInputSchema, useRecordPayment } from '../api/recordPayment';
import { FocusFirstInvalid } from '../../../components/FocusFirstInvalid';
import { MoneyField, TextField } from '../../../components/form/TextField';
import { refusalField, schemaErrors } from '../../../lib/formErrors';
import { centsToDollarsText, typedDollarsToCents } from '../../../lib/money';

const t = purchaseOrderCopy.payment;

export interface PaymentFormValues { amount: string; receivedOn: string; reference: string }
export interface PaymentTarget { id: string; invoiceNumber: string; balanceCents: number }

/** The form's field for each of the server's fields. */
const FIELD_OF: Record<string, keyof PaymentFormValues> = { amountCents: 'amount', receivedOn: 'receivedOn', reference: 'reference' };

/** The payment the server gets; NaN amountCents when the amount is not dollars at all, undefined when empty. */
function toPaymentInput(values: PaymentFormValues) {
  return { amountCents: typedDollarsToCents(values.amount) ?? undefined, receivedOn: values.receivedOn.trim(), reference: values.reference.trim() };
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
  const [formError, setFormError] = useState<string | null>(null);

  const close = () => {
    setFormError(null);
    onClose();
  };

  const submit = async (values: PaymentFormValues, helpers: FormikHelpers<PaymentFormValues>) => {
    if (!order) return;
    setFormError(null);
    const input = toPaymentInput(values);
    try {
      await record({ variables: { id: order.id, payment: { amountCents: input.amountCents!, receivedOn: input.receivedOn, reference: input.reference } } });
      notifySuccess(t.recorded(formatCents(input.amountCents!), order.invoiceNumber));
      close();
    } catch (e) {
      const shown = describeError(e);
      const field = refusalField(shown, FIELD_OF);
      if (field) helpers.setFieldError(field, shown.message);
      else setFormError(shown.message);
    }
  };

  return (
    <Dialog.Root open={order !== null} onOpenChange={(d) => { if (!d.open) close(); }} placement="center" size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            {order && (
              <Formik<PaymentFormValues>
                initialValues={{ amount: centsToDollarsText(order.balanceCents), receivedOn: todayIso(), reference: '' }}
                validate={validatePayment} onSubmit={submit}>
                {({ isSubmitting }) => (
                  <Form noValidate aria-label={t.title(order.invoiceNumber)}>
                    <FocusFirstInvalid />
                    <Dialog.Header><Dialog.Title>{t.title(order.invoiceNumber)}</Dialog.Title></Dialog.Header>
                    <Dialog.Body>
                      <Stack gap="4">
                        <Text fontWeight="bold">{t.balance(formatCents(order.balanceCents))}</Text>
                        <MoneyField name="amount" label={t.amount} placeholder={t.amountPlaceholder} required />
                        <TextField name="receivedOn" label={t.receivedOn} type="date" required />
                        <TextField name="reference" label={t.reference} hint={t.referenceHint} required />
                        {formError && (
                          <Alert.Root status="error" role="alert">
                            <Alert.Indicator />
                            <Alert.Content><Alert.Description>{formError}</Alert.Description></Alert.Content>
                          </Alert.Root>
                        )}
                      </Stack>
                    </Dialog.Body>
                    <Dialog.Footer>
                      <Button variant="outline" onClick={close} disabled={isSubmitting}>{t.cancel}</Button>
                      <Button type="submit" colorPalette="orange" loading={isSubmitting}>{t.submit}</Button>
                    </Dialog.Footer>
                  </Form>
                )}
              </Formik>
            )}
            <Dialog.CloseTrigger asChild><CloseButton size="sm" aria-label={t.cancel} /></Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
