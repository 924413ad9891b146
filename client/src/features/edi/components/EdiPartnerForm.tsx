/**
 * Set a company up for EDI or change its set-up: the company (found by name, as on the Price lists page; fixed when
 * changing), the ISA qualifier and sender id, on or off. The server's refusals (a sender taken) show under their field.
 */
import { useState } from 'react';
import {
  Button,
  Checkbox,
  Field,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Form, Formik, useField } from 'formik';
import * as Yup from 'yup';
import { TextField } from '../../../components/form/TextField';
import { FormErrorAlert } from '../../../components/ErrorAlert';
import { FocusFirstInvalid } from '../../../components/FocusFirstInvalid';
import { useRefusals } from '../../../components/form/formOutcome';
import { describeError } from '../../../lib/errors';
import { ediCopy as t } from '../../../lib/ediCopy';
import { useEdiCompanyChoices } from '../api/edi';

export interface EdiPartnerValues {
  companyId: string;
  qualifier: string;
  senderId: string;
  enabled: boolean;
  functionalAck: string;
}
const FIELD_OF = {
  companyId: 'companyId',
  qualifier: 'qualifier',
  senderId: 'senderId',
  enabled: 'enabled',
  functionalAck: 'functionalAck',
} as const;

/** The server's own rules (docs/decisions/075), said before sending. */
export const ediPartnerSchema = Yup.object({
  companyId: Yup.string().required(t.companyRequired),
  qualifier: Yup.string()
    .trim()
    .required(t.qualifierHint)
    .matches(/^[0-9A-Za-z]{2}$/, t.qualifierHint),
  senderId: Yup.string()
    .trim()
    .required(t.senderIdHint)
    .matches(/^[A-Za-z0-9][A-Za-z0-9 .&_/-]{0,14}$/, t.senderIdHint),
});

function CompanySearch({ onSearch }: { onSearch(search: string): void }) {
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

function CompanyPick({
  options,
  searched,
}: {
  options: ReadonlyArray<{ id: string; name: string }>;
  searched: boolean;
}) {
  const [field, meta] = useField<string>('companyId');
  const invalid = Boolean(meta.touched && meta.error);
  if (searched && options.length === 0) return <Text>{t.companyNone}</Text>;
  return (
    <Field.Root invalid={invalid} required maxW="24rem">
      <Field.Label>{t.companyPick}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          {...field}
          w="full"
          h="9"
          px="2"
          borderWidth="1px"
          borderColor="border"
          rounded="l2"
          bg="bg"
          fontSize="sm"
        >
          <option value="">—</option>
          {options.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </NativeSelect.Field>
      </NativeSelect.Root>
      {invalid && <Field.ErrorText>{meta.error}</Field.ErrorText>}
    </Field.Root>
  );
}

function AckPick() {
  const [field] = useField<string>('functionalAck');
  return (
    <Field.Root maxW="24rem">
      <Field.Label>{t.functionalAck}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          {...field}
          w="full"
          h="9"
          px="2"
          borderWidth="1px"
          borderColor="border"
          rounded="l2"
          bg="bg"
          fontSize="sm"
        >
          {Object.entries(t.functionalAckOptions).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect.Field>
      </NativeSelect.Root>
      <Field.HelperText>{t.functionalAckHint}</Field.HelperText>
    </Field.Root>
  );
}

function EnabledBox() {
  const [field, , helpers] = useField<boolean>('enabled');
  return (
    <Checkbox.Root
      checked={field.value}
      onCheckedChange={(d) => void helpers.setValue(d.checked === true)}
      colorPalette="orange"
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{t.enabled}</Checkbox.Label>
    </Checkbox.Root>
  );
}

export function EdiPartnerForm({
  title,
  initialValues,
  company,
  onSubmit,
  onCancel,
}: {
  title: string;
  initialValues: EdiPartnerValues;
  company?: { id: string; name: string };
  onSubmit(values: EdiPartnerValues): Promise<void>;
  onCancel(): void;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const { data } = useEdiCompanyChoices(search);
  const found = data?.companyConnection.nodes ?? [];
  const refusals = useRefusals<EdiPartnerValues>(FIELD_OF);
  return (
    <Formik<EdiPartnerValues>
      initialValues={initialValues}
      validationSchema={ediPartnerSchema}
      validate={refusals.validate}
      onSubmit={async (values, helpers) => {
        setFormError(null);
        try {
          await onSubmit({
            ...values,
            qualifier: values.qualifier.trim().toUpperCase(),
            senderId: values.senderId.trim(),
          });
        } catch (e) {
          setFormError(refusals.show(describeError(e), values, helpers));
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate onSubmitCapture={refusals.forget} aria-label={title}>
          <FocusFirstInvalid />
          <Stack gap="4" borderWidth="1px" rounded="md" p="4">
            <Text as="h3" fontWeight="bold" fontSize="lg">
              {title}
            </Text>
            {company ? (
              <Text>
                <Text as="span" fontWeight="bold">
                  {t.company}:
                </Text>{' '}
                {company.name}
              </Text>
            ) : (
              <>
                <CompanySearch onSearch={setSearch} />
                <CompanyPick options={found} searched={Boolean(search.trim()) && Boolean(data)} />
              </>
            )}
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <TextField name="qualifier" label={t.qualifier} hint={t.qualifierHint} required />
              <TextField name="senderId" label={t.senderId} hint={t.senderIdHint} required />
            </SimpleGrid>
            <AckPick />
            <EnabledBox />
            {formError && <FormErrorAlert revealKey={formError}>{formError}</FormErrorAlert>}
            <HStack gap="2" wrap="wrap">
              <Button type="submit" colorPalette="orange" loading={isSubmitting}>
                {t.save}
              </Button>
              <Button variant="outline" onClick={onCancel}>
                {t.cancel}
              </Button>
            </HStack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
