/**
 * Add or edit a category: name, address, parent (a category cannot go under itself or below), filters. The
 * server's refusal shows under the field it names (address taken, a loop, an unknown parent), else above the button.
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
import { flattenTree, selfAndBelow } from '../../../lib/categoryTree';
import { catalogAdminCopy as t } from '../../../lib/catalogAdminCopy';
import { CATEGORY_FIELD_OF, validateCategory, type CategoryFormValues } from './catalogAdminForms';
import { SelectField } from './fields';
import { CheckboxList } from '../../../components/form/CheckboxList';

interface Props {
  title: string;
  initialValues: CategoryFormValues;
  submitLabel: string;
  /** The category being edited: it and those below it are not offered as its parent. */
  editingId?: string;
  categories: readonly { id: string; slug: string; name: string; parentId?: string | null }[];
  specifications: readonly { key: string; name: string }[];
  onSubmit(values: CategoryFormValues): Promise<void>;
  onCancel?(): void;
}

export function CategoryForm({
  title,
  initialValues,
  submitLabel,
  editingId,
  categories,
  specifications,
  onSubmit,
  onCancel,
}: Props) {
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useFocusOnOpen(Boolean(editingId));
  const refusals = useRefusals<CategoryFormValues>(CATEGORY_FIELD_OF, validateCategory);
  const excluded = editingId ? selfAndBelow(categories, editingId) : new Set<string>();
  const parents = [
    { value: '', label: t.noParent },
    ...flattenTree(categories)
      .filter(({ category }) => !excluded.has(category.id))
      .map(({ category, depth }) => ({
        value: category.slug,
        label: `${'\u2014 '.repeat(depth)}${category.name}`,
      })),
  ];
  return (
    <Formik<CategoryFormValues>
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
      {({ isSubmitting }) => (
        <Form ref={formRef} noValidate onSubmitCapture={refusals.forget} aria-label={title}>
          <FocusFirstInvalid />
          <Stack gap="4" borderWidth="1px" rounded="md" p="4">
            <Text as="h4" fontWeight="bold" fontSize="lg">
              {title}
            </Text>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <TextField name="name" label={t.name} required />
              <TextField name="slug" label={t.address} hint={t.addressHint} required />
              <SelectField name="parentSlug" label={t.parent} options={parents} />
            </SimpleGrid>
            <CheckboxList
              name="filterKeys"
              legend={t.filters}
              hint={t.filtersHint}
              empty={t.noSpecifications}
              options={specifications.map((s) => ({ value: s.key, label: s.name }))}
            />
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
