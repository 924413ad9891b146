/**
 * A form on the page (company details, invite, add location): Formik with the shared schema's checks, focus on the
 * first refused field, the server's refusal under the field it names and anything else in an alert above the
 * button (kept there through the form's own checks until the field changes). A refusal changes nothing: the typed
 * values stay. A form emptied after a save (resetOnSuccess) starts again with nothing touched (resetAfterSuccess).
 */
import { useState, type ReactNode } from 'react';
import { Button, Stack } from '@chakra-ui/react';
import { Form, Formik, type FormikErrors, type FormikValues } from 'formik';
import { FormErrorAlert } from '../../../components/ErrorAlert';
import { FocusFirstInvalid } from '../../../components/FocusFirstInvalid';
import { resetAfterSuccess, useRefusals } from '../../../components/form/formOutcome';
import { describeError } from '../../../lib/errors';

export interface InlineFormProps<V extends FormikValues> {
  label: string;
  initialValues: V;
  validate(values: V): FormikErrors<V>;
  fieldOf: Record<string, Extract<keyof V, string>>;
  /** Saves; throws on a refusal. */
  onSubmit(values: V): Promise<void>;
  submitLabel: string;
  /** Empty the form after a save (invite, add location). */
  resetOnSuccess?: boolean;
  children: ReactNode;
}

export function InlineForm<V extends FormikValues>({
  label,
  initialValues,
  validate,
  fieldOf,
  onSubmit,
  submitLabel,
  resetOnSuccess,
  children,
}: InlineFormProps<V>) {
  const [formError, setFormError] = useState<string | null>(null);
  const refusals = useRefusals<V>(fieldOf, validate);
  return (
    <Formik<V>
      initialValues={initialValues}
      validate={refusals.validate}
      enableReinitialize={!resetOnSuccess}
      onSubmit={async (values, helpers) => {
        setFormError(null);
        try {
          await onSubmit(values);
          if (resetOnSuccess) resetAfterSuccess(helpers);
        } catch (e) {
          setFormError(refusals.show(describeError(e), values, helpers));
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate onSubmitCapture={refusals.forget} aria-label={label}>
          <FocusFirstInvalid />
          <Stack gap="4">
            {children}
            {formError && <FormErrorAlert revealKey={formError}>{formError}</FormErrorAlert>}
            <Button type="submit" colorPalette="orange" alignSelf="flex-start" loading={isSubmitting}>
              {submitLabel}
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
