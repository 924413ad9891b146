/**
 * Create an API key: a name, its scopes (checkboxes) and an optional expiry day. The server checks every rule (name
 * length, known scopes the admin holds, expiry in the future); its refusals show under their field. The answer's key
 * goes to `onCreated`, which shows it once.
 */
import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  CheckboxGroup,
  Fieldset,
  Heading,
  SimpleGrid,
  Stack,
} from '@chakra-ui/react';
import { Form, Formik, useField, type FormikErrors, type FormikHelpers } from 'formik';
import { FocusFirstInvalid } from '../../../components/FocusFirstInvalid';
import { TextField } from '../../../components/form/TextField';
import { resetAfterSuccess, useRefusals } from '../../../components/form/formOutcome';
import { notifySuccess } from '../../../components/toaster';
import { describeError } from '../../../lib/errors';
import { integrationsCopy } from '../../../lib/dashboardCopyIntegrations';
import { useCreateApiKey } from '../api/apiKeys';
import { API_KEY_SCOPES } from '../scopes';

const t = integrationsCopy.apiKeys;

export interface ApiKeyFormValues {
  name: string;
  scopes: string[];
  expiresOn: string;
}

const FIELD_OF: Record<string, keyof ApiKeyFormValues> = {
  name: 'name',
  scopes: 'scopes',
  expiresAt: 'expiresOn',
};

/** What must be there before asking the server (the server's rules decide the rest). */
export function validateApiKey(values: ApiKeyFormValues): FormikErrors<ApiKeyFormValues> {
  const errors: FormikErrors<ApiKeyFormValues> = {};
  if (!values.name.trim()) errors.name = t.nameRequired;
  if (values.scopes.length === 0) errors.scopes = t.scopesRequired;
  return errors;
}

/** The end of the chosen day in UTC, or null (never expires). */
export function expiryOf(day: string): string | null {
  return day ? new Date(`${day}T23:59:59.999Z`).toISOString() : null;
}

function ScopesField({ scopes }: { scopes: readonly string[] }) {
  const [field, meta, helpers] = useField<string[]>('scopes');
  const invalid = Boolean(meta.touched && meta.error);
  return (
    <Fieldset.Root invalid={invalid}>
      <Fieldset.Legend>{t.scopes}</Fieldset.Legend>
      <CheckboxGroup
        value={field.value}
        onValueChange={(v) => {
          void helpers.setValue(v);
          void helpers.setTouched(true, false);
        }}
        name="scopes"
      >
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="2">
          {scopes.map((scope) => (
            <Checkbox.Root key={scope} value={scope}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label fontFamily="mono">{scope}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </SimpleGrid>
      </CheckboxGroup>
      <Fieldset.ErrorText>{meta.error}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
}

/**
 * `scopes`: the ones offered (default every scope: the shop's form); `company`: a company key, limited to the
 * creator's company (My company's form).
 */
export function CreateApiKeyForm({
  onCreated,
  scopes = API_KEY_SCOPES,
  company = false,
}: {
  onCreated(name: string, key: string): void;
  scopes?: readonly string[];
  company?: boolean;
}) {
  const [create] = useCreateApiKey();
  const [formError, setFormError] = useState<string | null>(null);
  const refusals = useRefusals<ApiKeyFormValues>(FIELD_OF, validateApiKey);

  const submit = async (values: ApiKeyFormValues, helpers: FormikHelpers<ApiKeyFormValues>) => {
    setFormError(null);
    const name = values.name.trim();
    try {
      const { data } = await create({
        variables: {
          input: {
            name,
            scopes: values.scopes,
            expiresAt: expiryOf(values.expiresOn),
            ...(company ? { company } : {}),
          },
        },
      });
      if (!data) return;
      notifySuccess(t.created_(name));
      onCreated(name, data.createApiKey.key);
      resetAfterSuccess(helpers);
    } catch (e) {
      setFormError(refusals.show(describeError(e), values, helpers));
    }
  };

  return (
    <Formik<ApiKeyFormValues>
      initialValues={{ name: '', scopes: [], expiresOn: '' }}
      validate={refusals.validate}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <Form noValidate onSubmitCapture={refusals.forget} aria-labelledby="create-api-key">
          <FocusFirstInvalid />
          <Stack gap="4" borderWidth="1px" rounded="md" p="4">
            <Heading as="h3" size="md" id="create-api-key">
              {t.createHeading}
            </Heading>
            <TextField name="name" label={t.name} placeholder={t.namePlaceholder} required />
            <ScopesField scopes={scopes} />
            <TextField name="expiresOn" label={t.expiresAt} type="date" hint={t.expiresHint} />
            {formError && (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Description>{formError}</Alert.Description>
                </Alert.Content>
              </Alert.Root>
            )}
            <Button type="submit" colorPalette="orange" alignSelf="flex-start" loading={isSubmitting}>
              {t.create}
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
