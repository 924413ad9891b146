/**
 * Add or edit a specification: key (fixed once made: products and filter addresses use it), name, kind, a unit for
 * numbers, choices for a choice. The server's refusal shows under the field it names (a kind change or a dropped
 * choice that products still use), else above the button.
 */
import { useState } from 'react';
import { useFocusOnOpen } from './fields';
import { Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { TextField } from '../../../components/form/TextField';
import { FormErrorAlert } from '../../../components/ErrorAlert';
import { FocusFirstInvalid } from '../../../components/FocusFirstInvalid';
import { resetAfterSuccess, useRefusals } from '../../../components/form/formOutcome';
import { describeError } from '../../../lib/errors';
import { catalogAdminCopy as t } from '../../../lib/catalogAdminCopy';
import {
  SPECIFICATION_EDIT_FIELD_OF,
  SPECIFICATION_FIELD_OF,
  validateSpecification,
  type SpecificationFormValues,
} from './catalogAdminForms';
import { SelectField } from './fields';

const KINDS = (['NUMBER', 'CHOICE', 'TEXT'] as const).map((k) => ({ value: k, label: t.kinds[k] }));

export function SpecificationForm({
  title,
  initialValues,
  submitLabel,
  editing = false,
  onSubmit,
  onCancel,
}: {
  title: string;
  initialValues: SpecificationFormValues;
  submitLabel: string;
  editing?: boolean;
  onSubmit(values: SpecificationFormValues): Promise<void>;
  onCancel?(): void;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useFocusOnOpen(Boolean(editing));
  const refusals = useRefusals<SpecificationFormValues>(
    editing ? SPECIFICATION_EDIT_FIELD_OF : SPECIFICATION_FIELD_OF,
    validateSpecification,
  );
  return (
    <Formik<SpecificationFormValues>
      initialValues={initialValues}
      validate={refusals.validate}
      enableReinitialize
      onSubmit={async (values, helpers) => {
        setFormError(null);
        try {
          await onSubmit(values);
          resetAfterSuccess(helpers);
        } catch (e) {
          setFormError(refusals.show(describeError(e), values, helpers));
        }
      }}
    >
      {({ isSubmitting, values }) => (
        <Form ref={formRef} noValidate onSubmitCapture={refusals.forget} aria-label={title}>
          <FocusFirstInvalid />
          <Stack gap="4" borderWidth="1px" rounded="md" p="4">
            <Text as="h4" fontWeight="bold" fontSize="lg">
              {title}
            </Text>
            {editing && <Text>{t.keyLine(initialValues.key)}</Text>}
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              {!editing && <TextField name="key" label={t.key} hint={t.keyHint} required />}
              <TextField name="name" label={t.name} required />
              <SelectField name="kind" label={t.kind} options={KINDS} />
              {values.kind === 'NUMBER' && <TextField name="unit" label={t.unit} hint={t.unitHint} />}
              {values.kind === 'CHOICE' && (
                <TextField name="choices" label={t.choices} hint={t.choicesHint} required />
              )}
            </SimpleGrid>
            {formError && <FormErrorAlert revealKey={formError}>{formError}</FormErrorAlert>}
            <HStack gap="2" wrap="wrap">
              <Button type="submit" colorPalette="orange" loading={isSubmitting}>
                {submitLabel}
              </Button>
              {onCancel && (
                <Button variant="outline" onClick={onCancel}>
                  {t.cancel}
                </Button>
              )}
            </HStack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
