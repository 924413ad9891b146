/**
 * Register a webhook endpoint: its URL, the event types it wants (none = every type) and a description. The server
 * checks the URL (https, a public address); its refusals show under their field. The secret goes to `onRegistered`.
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
import { useCreateWebhookEndpoint } from '../api/webhooks';

const t = integrationsCopy.webhooks;

export interface WebhookFormValues {
  url: string;
  eventTypes: string[];
  description: string;
}

const FIELD_OF: Record<string, keyof WebhookFormValues> = {
  url: 'url',
  eventTypes: 'eventTypes',
  description: 'description',
};

export function validateWebhook(values: WebhookFormValues): FormikErrors<WebhookFormValues> {
  return values.url.trim() ? {} : { url: t.urlRequired };
}

function EventTypesField({ types }: { types: readonly string[] }) {
  const [field, meta, helpers] = useField<string[]>('eventTypes');
  return (
    <Fieldset.Root invalid={Boolean(meta.touched && meta.error)}>
      <Fieldset.Legend>{t.eventTypes}</Fieldset.Legend>
      <Fieldset.HelperText>{t.eventTypesHint}</Fieldset.HelperText>
      <CheckboxGroup value={field.value} onValueChange={(v) => void helpers.setValue(v)} name="eventTypes">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="2">
          {types.map((type) => (
            <Checkbox.Root key={type} value={type}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label fontFamily="mono">{type}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </SimpleGrid>
      </CheckboxGroup>
      <Fieldset.ErrorText>{meta.error}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
}

export function RegisterWebhookForm({
  eventTypes,
  onRegistered,
}: {
  eventTypes: readonly string[];
  onRegistered(url: string, secret: string): void;
}) {
  const [create] = useCreateWebhookEndpoint();
  const [formError, setFormError] = useState<string | null>(null);
  const refusals = useRefusals<WebhookFormValues>(FIELD_OF, validateWebhook);

  const submit = async (values: WebhookFormValues, helpers: FormikHelpers<WebhookFormValues>) => {
    setFormError(null);
    const url = values.url.trim();
    const description = values.description.trim() || null;
    try {
      const { data } = await create({
        variables: { input: { url, eventTypes: values.eventTypes, description } },
      });
      if (!data) return;
      notifySuccess(t.registered(data.createWebhookEndpoint.endpoint.url));
      onRegistered(data.createWebhookEndpoint.endpoint.url, data.createWebhookEndpoint.secret);
      resetAfterSuccess(helpers);
    } catch (e) {
      setFormError(refusals.show(describeError(e), values, helpers));
    }
  };

  return (
    <Formik<WebhookFormValues>
      initialValues={{ url: '', eventTypes: [], description: '' }}
      validate={refusals.validate}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <Form noValidate onSubmitCapture={refusals.forget} aria-labelledby="register-webhook">
          <FocusFirstInvalid />
          <Stack gap="4" borderWidth="1px" rounded="md" p="4">
            <Heading as="h3" size="md" id="register-webhook">
              {t.registerHeading}
            </Heading>
            <TextField name="url" label={t.url} type="url" placeholder={t.urlPlaceholder} required />
            <EventTypesField types={eventTypes} />
            <TextField name="description" label={t.description} />
            {formError && (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Description>{formError}</Alert.Description>
                </Alert.Content>
              </Alert.Root>
            )}
            <Button type="submit" colorPalette="orange" alignSelf="flex-start" loading={isSubmitting}>
              {t.register}
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
