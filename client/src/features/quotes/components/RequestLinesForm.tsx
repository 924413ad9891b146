/**
 * The buyer's lines of a quote request or counter-offer: a part number, a quantity, an optional target price and a
 * note each, plus a note to the shop. Checked by common's quoteRequestSchema; the part numbers are looked up on
 * submit, and a server refusal naming a line ("Line 2: ...") shows under that line's quantity.
 */
import { useState } from 'react';
import { Button, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { FieldArray, Form, Formik, type FormikErrors, type FormikHelpers } from 'formik';
import { MAX_QUOTE_LINES, quoteRequestSchema, type QuoteRequestInput } from '@gluegun/common';
import { FormErrorAlert } from '../../../components/ErrorAlert';
import { FocusFirstInvalid } from '../../../components/FocusFirstInvalid';
import { MoneyField, TextField } from '../../../components/form/TextField';
import { useRefusals } from '../../../components/form/formOutcome';
import { describeError } from '../../../lib/errors';
import { typedDollarsToCents } from '../../../lib/money';
import { quoteCopy } from '../copy';
import { useFindProductBySku } from '../api/quotes';
import { refusedLineIndex } from '../quoteFacts';

const t = quoteCopy.request;

export interface LineValues {
  sku: string;
  quantity: string;
  target: string;
  note: string;
}
export interface RequestValues {
  lines: LineValues[];
  note: string;
}
export const emptyLine = (sku = '', quantity = ''): LineValues => ({ sku, quantity, target: '', note: '' });

const SCHEMA_FIELD: Record<string, keyof LineValues> = {
  quantity: 'quantity',
  targetPriceCents: 'target',
  note: 'note',
  productId: 'sku',
};

/** The form's own checks: each part number typed, the rest by the shared schema (targets converted to cents first). */
export function validateRequest(v: RequestValues): FormikErrors<RequestValues> {
  const lines: Array<Partial<Record<keyof LineValues, string>> | undefined> = v.lines.map(() => undefined);
  const set = (i: number, f: keyof LineValues, m: string) => {
    lines[i] = { ...lines[i], [f]: lines[i]?.[f] ?? m };
  };
  v.lines.forEach((l, i) => {
    if (l.sku.trim() === '') set(i, 'sku', t.skuRequired);
    if (Number.isNaN(typedDollarsToCents(l.target))) set(i, 'target', t.notDollars);
  });
  const input = {
    note: v.note,
    lines: v.lines.map((l) => ({
      productId: 'x',
      quantity: l.quantity.trim() === '' ? undefined : Number(l.quantity),
      note: l.note,
      targetPriceCents: typedDollarsToCents(l.target),
    })),
  };
  try {
    quoteRequestSchema.validateSync(input, { abortEarly: false });
  } catch (e) {
    for (const inner of (e as { inner: Array<{ path?: string; message: string }> }).inner ?? []) {
      const m = /^lines\[(\d+)\]\.(\w+)$/.exec(inner.path ?? '');
      if (m && SCHEMA_FIELD[m[2]] && !Number.isNaN(Number(m[1])))
        set(Number(m[1]), SCHEMA_FIELD[m[2]], inner.message);
    }
  }
  return lines.some(Boolean) ? { lines: lines as FormikErrors<LineValues>[] } : {};
}

const NO_FIELDS = {} as const;

export function RequestLinesForm({
  initial,
  label,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: RequestValues;
  label: string;
  submitLabel: string;
  onSubmit(input: QuoteRequestInput): Promise<void>;
  onCancel?: () => void;
}) {
  const findProduct = useFindProductBySku();
  const [formError, setFormError] = useState<string | null>(null);
  const refusals = useRefusals<RequestValues>(NO_FIELDS, validateRequest);

  async function submit(values: RequestValues, helpers: FormikHelpers<RequestValues>) {
    setFormError(null);
    try {
      const products = await Promise.all(values.lines.map((l) => findProduct(l.sku)));
      const missing = products.findIndex((p) => p === null);
      if (missing >= 0) {
        refusals.keep(
          `lines.${missing}.sku`,
          t.unknownSku(values.lines[missing].sku.trim()),
          values,
          helpers,
        );
        return;
      }
      await onSubmit({
        note: values.note,
        lines: values.lines.map((l, i) => ({
          productId: products[i]!.id,
          quantity: Number(l.quantity),
          note: l.note,
          targetPriceCents: typedDollarsToCents(l.target),
        })),
      });
    } catch (e) {
      const shown = describeError(e);
      const line = refusedLineIndex(shown.message);
      if (shown.field === 'lines' && line >= 0 && line < values.lines.length)
        refusals.keep(`lines.${line}.quantity`, shown.message, values, helpers);
      else setFormError(shown.message);
    }
  }

  return (
    <Formik<RequestValues> initialValues={initial} validate={refusals.validate} onSubmit={submit}>
      {({ values, isSubmitting }) => (
        <Form noValidate onSubmitCapture={refusals.forget} aria-label={label}>
          <FocusFirstInvalid />
          <FieldArray name="lines">
            {({ push, remove }) => (
              <Stack gap="4">
                {values.lines.map((_, i) => (
                  <SimpleGrid
                    key={i}
                    columns={{ base: 1, md: 2, lg: 4 }}
                    gap="3"
                    alignItems="start"
                    borderTopWidth="1px"
                    pt="3"
                  >
                    <TextField name={`lines.${i}.sku`} label={t.sku(i + 1)} required autoComplete="off" />
                    <TextField
                      name={`lines.${i}.quantity`}
                      label={t.quantity(i + 1)}
                      required
                      inputMode="numeric"
                    />
                    <MoneyField name={`lines.${i}.target`} label={t.target(i + 1)} />
                    <TextField name={`lines.${i}.note`} label={t.lineNote(i + 1)} />
                    {values.lines.length > 1 && (
                      <Button
                        variant="outline"
                        colorPalette="red"
                        size="sm"
                        alignSelf="flex-start"
                        aria-label={t.remove(i + 1)}
                        onClick={() => remove(i)}
                      >
                        {t.removeShort}
                      </Button>
                    )}
                  </SimpleGrid>
                ))}
                <Button
                  variant="outline"
                  alignSelf="flex-start"
                  disabled={values.lines.length >= MAX_QUOTE_LINES}
                  onClick={() => push(emptyLine())}
                >
                  {t.add}
                </Button>
                <TextField name="note" label={t.note} rows={3} />
                {formError && <FormErrorAlert revealKey={formError}>{formError}</FormErrorAlert>}
                <HStack gap="3" wrap="wrap">
                  <Button type="submit" colorPalette="orange" loading={isSubmitting}>
                    {submitLabel}
                  </Button>
                  {onCancel && (
                    <Button variant="outline" onClick={onCancel}>
                      {quoteCopy.buyer.cancel}
                    </Button>
                  )}
                </HStack>
              </Stack>
            )}
          </FieldArray>
        </Form>
      )}
    </Formik>
  );
}
