/**
 * "Request a return" on an order's page: a quantity per delivered line (up to what may still come back), a reason and
 * optional https photo links, checked with the server's own returnRequestSchema. The server's refusals show under
 * the field they name (a quantity the order cannot give back under that line), anything else above the buttons.
 */
import { useState } from 'react';
import { Alert, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Form, Formik, getIn, setIn, type FormikErrors } from 'formik';
import { ValidationError } from 'yup';
import { FocusFirstInvalid } from '../../../../components/FocusFirstInvalid';
import { TextField } from '../../../../components/form/TextField';
import { useFormField, useRefusals } from '../../../../components/form/formOutcome';
import { describeError } from '../../../../lib/errors';
import { returnsCopy as t } from '../../../../lib/returnsCopy';
import { returnRequestSchema, useRequestReturn } from '../../api/orderReturns';

export interface ReturnableLine {
  id: string;
  sku: string;
  productName: string;
  left: number;
}
interface Values {
  quantities: Record<string, string>;
  reason: string;
  photoLinks: string;
}

const NO_FIELDS = {};

/** The request as the server takes it: chosen lines (a quantity typed), the reason, one photo link a line. */
function toInput(values: Values, lines: ReturnableLine[]) {
  const chosen = lines.filter((l) => (values.quantities[l.id] ?? '').trim() !== '');
  return {
    lines: chosen.map((l) => {
      const q = values.quantities[l.id].trim();
      return { invoiceLineId: l.id, quantity: /^-?\d+(\.\d+)?$/.test(q) ? Number(q) : Number.NaN };
    }),
    reason: values.reason.trim(),
    photoLinks: values.photoLinks
      .split('\n')
      .map((s) => s.trim())
      .filter(Boolean),
  };
}

/** The form field for a field the schema or the server names (lines[0].quantity is the first chosen line's quantity). */
function formField(path: string, input: ReturnType<typeof toInput>): string | null {
  const line = /^lines\[(\d+)\]/.exec(path);
  if (line) {
    const chosen = input.lines[Number(line[1])];
    return chosen ? `quantities.${chosen.invoiceLineId}` : 'lines';
  }
  if (path === 'lines') return 'lines';
  if (path === 'reason') return 'reason';
  if (path.startsWith('photoLinks')) return 'photoLinks';
  return null;
}

function validator(lines: ReturnableLine[]) {
  return (values: Values): FormikErrors<Values> => {
    const input = toInput(values, lines);
    let errors: FormikErrors<Values> = {};
    try {
      returnRequestSchema.validateSync(input, { abortEarly: false });
    } catch (e) {
      if (!(e instanceof ValidationError)) throw e;
      for (const inner of e.inner.length ? e.inner : [e]) {
        // Nothing chosen is said under the first line's quantity: where the person starts choosing.
        const field =
          inner.path === 'lines' && lines[0]
            ? `quantities.${lines[0].id}`
            : formField(inner.path ?? '', input);
        const message = inner.path === 'lines' ? t.nothingChosen : inner.message;
        if (field && field !== 'lines' && !getIn(errors, field))
          errors = setIn(errors, field, message) as FormikErrors<Values>;
      }
    }
    return errors;
  };
}

function QuantityField({ line }: { line: ReturnableLine }) {
  const [field, meta] = useFormField<string>(`quantities.${line.id}`);
  return (
    <Field.Root invalid={Boolean(meta.touched && meta.error)}>
      <Field.Label overflowWrap="anywhere">{t.lineLabel(line.sku, line.productName, line.left)}</Field.Label>
      <Input {...field} value={field.value ?? ''} inputMode="numeric" maxW="10rem" />
      <Field.ErrorText>{meta.error}</Field.ErrorText>
    </Field.Root>
  );
}

export function RequestReturnForm({
  orderId,
  lines,
  onDone,
  onCancel,
}: {
  orderId: string;
  lines: ReturnableLine[];
  onDone(returnNumber: string): void;
  onCancel(): void;
}) {
  const [request] = useRequestReturn();
  const [formError, setFormError] = useState<string | null>(null);
  const refusals = useRefusals<Values>(NO_FIELDS, validator(lines));
  const initial: Values = {
    quantities: Object.fromEntries(lines.map((l) => [l.id, ''])),
    reason: '',
    photoLinks: '',
  };
  return (
    <Formik<Values>
      initialValues={initial}
      validate={refusals.validate}
      onSubmit={async (values, helpers) => {
        setFormError(null);
        const input = toInput(values, lines);
        try {
          const res = await request({
            variables: { orderId, lines: input.lines, reason: input.reason, photoLinks: input.photoLinks },
          });
          if (res.data) onDone(res.data.requestReturn.returnNumber);
        } catch (e) {
          const shown = describeError(e);
          const field = shown.field ? formField(shown.field, input) : null;
          if (field && field !== 'lines') refusals.keep(field, shown.message, values, helpers);
          else setFormError(shown.message);
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate onSubmitCapture={refusals.forget} aria-label={t.formTitle}>
          <FocusFirstInvalid />
          <Stack gap="4" borderWidth="1px" rounded="md" p={{ base: '3', md: '4' }}>
            <Text as="h3" fontWeight="bold">
              {t.formTitle}
            </Text>
            <Stack as="fieldset" gap="2">
              <Text as="legend" fontWeight="medium" mb="1">
                {t.linesLegend}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {t.linesHint}
              </Text>
              {lines.map((line) => (
                <QuantityField key={line.id} line={line} />
              ))}
            </Stack>
            <TextField name="reason" label={t.reason} hint={t.reasonHint} rows={2} required />
            <TextField name="photoLinks" label={t.photoLinks} hint={t.photoLinksHint} rows={2} />
            {formError && (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Description>{formError}</Alert.Description>
                </Alert.Content>
              </Alert.Root>
            )}
            <HStack gap="2" wrap="wrap">
              <Button type="submit" colorPalette="orange" loading={isSubmitting}>
                {t.submit}
              </Button>
              <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
                {t.cancel}
              </Button>
            </HStack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
