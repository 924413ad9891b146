/**
 * The shop prices a quote: a unit price for each line of the newest version, the last day it can be accepted, a
 * freight note and a note, checked by common's quotePriceSchema. A refusal naming a field shows under it; one naming
 * a line ("Line 2: ...") under that line's price. A shop admin sends it with sendQuote, a sales rep with repSendQuote:
 * the same input and the same rules on the server, which also decides whom each may price for.
 */
import { useState } from 'react';
import { Box, Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Form, Formik, type FormikErrors, type FormikHelpers } from 'formik';
import { formatCents, quotePriceSchema, validUntilProblem } from '@gluegun/common';
import { FormErrorAlert } from '../../../components/ErrorAlert';
import { FocusFirstInvalid } from '../../../components/FocusFirstInvalid';
import { MoneyField, TextField } from '../../../components/form/TextField';
import { useRefusals } from '../../../components/form/formOutcome';
import { notifySuccess } from '../../../components/toaster';
import { describeError } from '../../../lib/errors';
import { centsToDollarsText, typedDollarsToCents } from '../../../lib/money';
import { quoteCopy } from '../copy';
import { useSendQuote } from '../api/quotes';
import { useRepSendQuote } from '../api/repQuotes';
import { currentVersion, refusedLineIndex, type QuoteRow } from '../quoteFacts';

const t = quoteCopy.admin;

interface PriceValues {
  prices: string[];
  validUntil: string;
  freightNote: string;
  note: string;
}
const FIELDS = { validUntil: 'validUntil', freightNote: 'freightNote', note: 'note' } as const;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

function validatePrices(quote: QuoteRow) {
  const lines = currentVersion(quote).lines;
  return (v: PriceValues): FormikErrors<PriceValues> => {
    const errors: FormikErrors<PriceValues> = {};
    const prices = v.prices.map((p) => {
      const cents = typedDollarsToCents(p);
      if (cents === null) return t.priceRequired;
      return Number.isNaN(cents) ? t.notDollars : undefined;
    });
    const input = {
      validUntil: v.validUntil,
      freightNote: v.freightNote,
      note: v.note,
      lines: lines.map((l, i) => ({
        productId: l.productId ?? '',
        quantity: l.quantity,
        note: l.note,
        unitPriceCents: typedDollarsToCents(v.prices[i]) ?? undefined,
      })),
    };
    try {
      quotePriceSchema.validateSync(input, { abortEarly: false });
    } catch (e) {
      for (const inner of (e as { inner?: Array<{ path?: string; message: string }> }).inner ?? []) {
        const field = FIELDS[(inner.path ?? '') as keyof typeof FIELDS];
        if (field && !errors[field]) errors[field] = inner.message;
      }
    }
    const day = !errors.validUntil && validUntilProblem(v.validUntil, new Date());
    if (day) errors.validUntil = day;
    if (prices.some(Boolean)) errors.prices = prices as string[];
    return errors;
  };
}

export function PriceQuoteForm({ quote, by = 'admin' }: { quote: QuoteRow; by?: 'admin' | 'rep' }) {
  const [adminSend] = useSendQuote();
  const [repSend] = useRepSendQuote();
  const [formError, setFormError] = useState<string | null>(null);
  const version = currentVersion(quote);
  const refusals = useRefusals<PriceValues>(FIELDS, validatePrices(quote));
  const initial: PriceValues = {
    prices: version.lines.map((l) =>
      centsToDollarsText(l.unitPriceCents ?? l.targetPriceCents ?? l.referencePriceCents),
    ),
    validUntil: inDays(14),
    freightNote: version.freightNote,
    note: '',
  };

  async function submit(values: PriceValues, helpers: FormikHelpers<PriceValues>) {
    setFormError(null);
    try {
      const variables = {
        id: quote.id,
        version: quote.currentVersion,
        validUntil: values.validUntil,
        freightNote: values.freightNote,
        note: values.note,
        lines: version.lines.map((l, i) => ({
          productId: l.productId ?? '',
          quantity: l.quantity,
          note: l.note,
          unitPriceCents: typedDollarsToCents(values.prices[i]) ?? 0,
        })),
      };
      const status =
        by === 'rep'
          ? (await repSend({ variables })).data?.repSendQuote.status
          : (await adminSend({ variables })).data?.sendQuote.status;
      if (status)
        notifySuccess(status === 'APPROVAL_NEEDED' ? t.held(quote.quoteNumber) : t.sent(quote.quoteNumber));
    } catch (e) {
      const shown = describeError(e);
      const line = refusedLineIndex(shown.message);
      if (shown.field === 'lines' && line >= 0 && line < version.lines.length)
        refusals.keep(`prices.${line}`, shown.message, values, helpers);
      else {
        const rest = refusals.show(shown, values, helpers);
        if (rest) setFormError(rest);
      }
    }
  }

  return (
    <Formik<PriceValues> initialValues={initial} validate={refusals.validate} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate onSubmitCapture={refusals.forget} aria-label={t.price}>
          <FocusFirstInvalid />
          <Stack gap="4">
            {version.lines.map((l, i) => (
              <Box key={l.position} borderTopWidth="1px" pt="3">
                <Text fontWeight="semibold" wordBreak="break-word">
                  {l.sku}: {l.productName} × {l.quantity.toLocaleString('en-US')}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {t.ownPrice(formatCents(l.referencePriceCents))}
                </Text>
                <Box maxW="xs" mt="2">
                  <MoneyField name={`prices.${i}`} label={t.unitPrice(i + 1)} required />
                </Box>
              </Box>
            ))}
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              <TextField name="validUntil" label={t.validUntil} type="date" required />
              <TextField name="freightNote" label={t.freightNote} />
            </SimpleGrid>
            <TextField name="note" label={t.note} rows={3} />
            {formError && <FormErrorAlert revealKey={formError}>{formError}</FormErrorAlert>}
            <Button type="submit" colorPalette="orange" alignSelf="flex-start" loading={isSubmitting}>
              {t.send}
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
