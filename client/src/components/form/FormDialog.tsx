/**
 * A form in a dialog (Record payment, a customer's credit, ...): Formik with the client-side checks, focus on the
 * first refused field, the server's refusals under the field they name (refusalField) and anything else in an
 * alert above the buttons, the dialog closing only when the save went through. The form's own fields and facts
 * are its children.
 */
import { useState, type ReactNode } from 'react';
import { Alert, Button, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import { Form, Formik, type FormikErrors, type FormikValues } from 'formik';
import { describeError } from '../../lib/errors';
import { FocusFirstInvalid } from '../FocusFirstInvalid';
import { useRefusals } from './formOutcome';

export interface FormDialogProps<V extends FormikValues> {
  open: boolean;
  onClose(): void;
  title: string;
  initialValues: V;
  validate(values: V): FormikErrors<V>;
  /** The form's field for each of the server's fields (a refusal naming one shows under it). */
  fieldOf: Record<string, Extract<keyof V, string>>;
  /** Saves; throws on a refusal. The dialog closes when it resolves. */
  onSubmit(values: V): Promise<void>;
  cancelLabel: string;
  submitLabel: string;
  /** A message from outside the form (another action in the dialog was refused). */
  outsideError?: string | null;
  children: ReactNode;
}

export function FormDialog<V extends FormikValues>(props: FormDialogProps<V>) {
  const {
    open,
    onClose,
    title,
    initialValues,
    validate,
    fieldOf,
    onSubmit,
    cancelLabel,
    submitLabel,
    outsideError,
    children,
  } = props;
  const [formError, setFormError] = useState<string | null>(null);
  const refusals = useRefusals<V>(fieldOf, validate);
  const close = () => {
    setFormError(null);
    refusals.forget();
    onClose();
  };
  const shownError = formError ?? outsideError ?? null;

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(d) => {
        if (!d.open) close();
      }}
      placement="center"
      size="md"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            {open && (
              <Formik<V>
                initialValues={initialValues}
                validate={refusals.validate}
                onSubmit={async (values, helpers) => {
                  setFormError(null);
                  try {
                    await onSubmit(values);
                    close();
                  } catch (e) {
                    setFormError(refusals.show(describeError(e), values, helpers));
                  }
                }}
              >
                {({ isSubmitting }) => (
                  <Form noValidate onSubmitCapture={refusals.forget} aria-label={title}>
                    <FocusFirstInvalid />
                    <Dialog.Header>
                      <Dialog.Title wordBreak="break-word">{title}</Dialog.Title>
                    </Dialog.Header>
                    <Dialog.Body>
                      <Stack gap="4">
                        {children}
                        {shownError && (
                          <Alert.Root status="error" role="alert">
                            <Alert.Indicator />
                            <Alert.Content>
                              <Alert.Description>{shownError}</Alert.Description>
                            </Alert.Content>
                          </Alert.Root>
                        )}
                      </Stack>
                    </Dialog.Body>
                    <Dialog.Footer>
                      <Button variant="outline" onClick={close} disabled={isSubmitting}>
                        {cancelLabel}
                      </Button>
                      <Button type="submit" colorPalette="orange" loading={isSubmitting}>
                        {submitLabel}
                      </Button>
                    </Dialog.Footer>
                  </Form>
                )}
              </Formik>
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={cancelLabel} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
