/**
 * Reject with a reason: Formik with a Yup schema (required, at most the server's length), the message
 * under the field; the server's refusal of the reason shows there too, anything else above the buttons.
 */
import { useState } from 'react';
import { Button, Dialog, Portal, Stack } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import * as Yup from 'yup';
import { MAX_REJECTION_REASON_LENGTH } from '@gluegun/common';
import { FormErrorAlert } from '../../../../components/ErrorAlert';
import { FocusFirstInvalid } from '../../../../components/FocusFirstInvalid';
import { TextField } from '../../../../components/form/TextField';
import { useRefusals } from '../../../../components/form/formOutcome';
import { describeError } from '../../../../lib/errors';
import { approvalsCopy } from '../../approvalsCopy';

const t = approvalsCopy.reject;
const REASON_FIELD = { reason: 'reason' } as const;

export const rejectSchema = Yup.object({
  reason: Yup.string()
    .trim()
    .required(t.reasonRequired)
    .max(MAX_REJECTION_REASON_LENGTH, t.reasonTooLong(MAX_REJECTION_REASON_LENGTH)),
});

export function RejectDialog({
  number,
  open,
  onClose,
  onReject,
}: {
  number: string;
  open: boolean;
  onClose(): void;
  /** Rejects; throws the server's refusal. */
  onReject(reason: string): Promise<void>;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const refusals = useRefusals<{ reason: string }>(REASON_FIELD);
  const close = () => {
    setFormError(null);
    refusals.forget();
    onClose();
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(d) => {
        if (!d.open) close();
      }}
      placement="center"
      size="sm"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Formik
              initialValues={{ reason: '' }}
              validationSchema={rejectSchema}
              validate={refusals.validate}
              onSubmit={async (values, helpers) => {
                setFormError(null);
                try {
                  await onReject(values.reason.trim());
                } catch (e) {
                  setFormError(refusals.show(describeError(e), values, helpers));
                }
              }}
            >
              {({ isSubmitting }) => (
                <Form noValidate onSubmitCapture={refusals.forget} aria-label={t.title(number)}>
                  <FocusFirstInvalid />
                  <Dialog.Header>
                    <Dialog.Title>{t.title(number)}</Dialog.Title>
                  </Dialog.Header>
                  <Dialog.Body>
                    <Stack gap="3">
                      <TextField name="reason" label={t.reason} required rows={3} hint={t.reasonHint} />
                      {formError && <FormErrorAlert revealKey={formError}>{formError}</FormErrorAlert>}
                    </Stack>
                  </Dialog.Body>
                  <Dialog.Footer flexWrap="wrap">
                    <Button variant="outline" onClick={close}>
                      {t.cancel}
                    </Button>
                    <Button type="submit" colorPalette="red" loading={isSubmitting}>
                      {t.confirm}
                    </Button>
                  </Dialog.Footer>
                </Form>
              )}
            </Formik>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
