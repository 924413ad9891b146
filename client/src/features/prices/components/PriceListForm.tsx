/**
 * Add or edit a price list: name, priority, first and last day (the shared schema, priceListSchema), whether it limits
 * which products its companies see, the companies
 * it is given to, found by a search and ticked, and the customer groups it is given to; the server's refusals (a name taken, a company with too many lists)
 * show under the field they name.
 */
import { useState } from 'react';
import { Button, chakra, Field, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { priceListSchema } from '@gluegun/common';
import { TextField } from '../../../components/form/TextField';
import { CheckboxList } from '../../../components/form/CheckboxList';
import { FormErrorAlert } from '../../../components/ErrorAlert';
import { FocusFirstInvalid } from '../../../components/FocusFirstInvalid';
import { resetAfterSuccess, useFormField, useRefusals } from '../../../components/form/formOutcome';
import { describeError } from '../../../lib/errors';
import { priceListCopy as t } from '../../../lib/priceListCopy';
import type { PriceListInput } from '../../../gql/graphql';
import { useCustomerGroups, usePriceListCompanyChoices } from '../api/priceLists';

export interface PriceListValues {
  name: string;
  priority: string;
  validFrom: string;
  validTo: string;
  limitsProducts: boolean;
  companyIds: string[];
  groupIds: string[];
}
export interface CompanyName {
  id: string;
  name: string;
}
export const emptyPriceList: PriceListValues = {
  name: '',
  priority: '0',
  validFrom: '',
  validTo: '',
  limitsProducts: false,
  companyIds: [],
  groupIds: [],
};
const FIELD_OF = {
  name: 'name',
  priority: 'priority',
  validFrom: 'validFrom',
  validTo: 'validTo',
  limitsProducts: 'limitsProducts',
  companyIds: 'companyIds',
  groupIds: 'groupIds',
} as const;

/** The form's values as the API takes them: empty days and priority are none. */
export function toPriceListInput(v: PriceListValues): PriceListInput {
  return {
    name: v.name.trim(),
    priority: v.priority.trim() === '' ? null : Number(v.priority),
    validFrom: v.validFrom.trim() || null,
    validTo: v.validTo.trim() || null,
    limitsProducts: v.limitsProducts,
    companyIds: v.companyIds,
    groupIds: v.groupIds,
  };
}

/** Whether the list limits which products its companies see, with a line saying what that does (docs/decisions/129). */
function LimitsProductsField() {
  const [field, , helpers] = useFormField<boolean>('limitsProducts');
  return (
    <Stack gap="1">
      <chakra.label display="flex" gap="2" alignItems="center" minH="10">
        <chakra.input
          type="checkbox"
          name="limitsProducts"
          checked={Boolean(field.value)}
          onChange={(e) => void helpers.setValue(e.target.checked)}
          aria-describedby="limits-products-hint"
          boxSize="5"
          flexShrink={0}
          accentColor="orange.700"
        />
        <Text overflowWrap="anywhere">{t.limitsProducts}</Text>
      </chakra.label>
      <Text id="limits-products-hint" fontSize="sm" color="fg.muted">
        {t.limitsProductsHint}
      </Text>
    </Stack>
  );
}

/** The company search: a form of its own is not allowed inside the list's form, so Enter in the box runs it. */
export function CompanySearch({ onSearch }: { onSearch(search: string): void }) {
  const [typed, setTyped] = useState('');
  return (
    <HStack gap="2" align="flex-end" role="search" aria-label={t.companySearchGroup}>
      <Field.Root maxW="16rem">
        <Field.Label>{t.companySearch}</Field.Label>
        <Input
          type="search"
          size="sm"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              onSearch(typed);
            }
          }}
        />
      </Field.Root>
      <Button size="sm" variant="outline" onClick={() => onSearch(typed)}>
        {t.companySearchButton}
      </Button>
    </HStack>
  );
}

export function PriceListForm({
  title,
  initialValues,
  companies,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  title: string;
  initialValues: PriceListValues;
  companies: readonly CompanyName[];
  submitLabel: string;
  onSubmit(values: PriceListValues): Promise<void>;
  onCancel?(): void;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const { data } = usePriceListCompanyChoices(search);
  const groups = useCustomerGroups().data?.customerGroups ?? [];
  // Names of every company seen (the list's own and each search's), so a ticked one keeps its label.
  const [known, setKnown] = useState<Map<string, string>>(
    () => new Map(companies.map((c) => [c.id, c.name])),
  );
  const found = data?.companyConnection.nodes ?? [];
  const names = new Map([...known, ...found.map((c) => [c.id, c.name] as const)]);
  const refusals = useRefusals<PriceListValues>(FIELD_OF);
  return (
    <Formik<PriceListValues>
      initialValues={initialValues}
      validationSchema={priceListSchema}
      validate={refusals.validate}
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
      {({ isSubmitting, values }) => {
        const ticked = values.companyIds.map((id) => ({ value: id, label: names.get(id) ?? id }));
        const options = [
          ...ticked,
          ...found
            .filter((c) => !values.companyIds.includes(c.id))
            .map((c) => ({ value: c.id, label: c.name })),
        ];
        return (
          <Form noValidate onSubmitCapture={refusals.forget} aria-label={title}>
            <FocusFirstInvalid />
            <Stack gap="4" borderWidth="1px" rounded="md" p="4">
              <Text as="h3" fontWeight="bold" fontSize="lg">
                {title}
              </Text>
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                <TextField name="name" label={t.name} required />
                <TextField name="priority" label={t.priority} hint={t.priorityHint} inputMode="numeric" />
                <TextField name="validFrom" label={t.validFrom} hint={t.dayHint} placeholder="2027-01-01" />
                <TextField name="validTo" label={t.validTo} hint={t.dayHint} placeholder="2027-12-31" />
              </SimpleGrid>
              <LimitsProductsField />
              <CompanySearch
                onSearch={(s) => {
                  setKnown(names);
                  setSearch(s);
                }}
              />
              <CheckboxList
                name="companyIds"
                legend={t.companies}
                hint={t.companiesHint}
                options={options}
                empty={t.noCompaniesFound}
              />
              <CheckboxList
                name="groupIds"
                legend={t.groups}
                hint={t.groupsHint}
                options={groups.map((g) => ({ value: g.id, label: g.name }))}
                empty={t.noGroups}
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
        );
      }}
    </Formik>
  );
}
