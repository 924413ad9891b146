/** The pieces of the Issue credit note dialog: a quantity per line, a plain checkbox, where paid money goes. */
import { Box, Field, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useField, useFormikContext } from 'formik';
import {
  CREDIT_SETTLEMENTS,
  CREDIT_SETTLEMENT_LABELS,
  REFUND_METHODS,
  REFUND_METHOD_LABELS,
} from '@gluegun/common';
import { TextField } from '../../../components/form/TextField';
import { creditNoteCopy as t } from '../creditNoteCopy';

export interface CreditNoteFormValues {
  whole: boolean;
  quantities: Record<string, string>;
  /** Freight to credit, in dollars as typed ('' = none). */
  freight: string;
  reason: string;
  returnStock: boolean;
  settlement: string;
  paidOn: string;
  method: string;
  reference: string;
}
export interface CreditableLine {
  id: string;
  sku: string;
  productName: string;
  left: number;
}

const SELECT_STYLE = { borderWidth: '1px', rounded: 'md', px: '3', h: '10', bg: 'bg' } as const;

export function QuantityField({ line }: { line: CreditableLine }) {
  const [field, meta] = useField<string>(`quantities.${line.id}`);
  return (
    <Field.Root invalid={Boolean(meta.error)} disabled={line.left === 0}>
      <Field.Label overflowWrap="anywhere">{t.lineLabel(line.sku, line.productName, line.left)}</Field.Label>
      <Input {...field} value={field.value ?? ''} inputMode="numeric" maxW="10rem" />
      <Field.ErrorText>{meta.error}</Field.ErrorText>
    </Field.Root>
  );
}

export function CheckField({ name, label }: { name: 'whole' | 'returnStock'; label: string }) {
  const [field, meta, helpers] = useField<boolean>(name);
  return (
    <Box>
      <Box as="label" display="flex" gap="2" alignItems="flex-start">
        <input
          type="checkbox"
          name={field.name}
          checked={Boolean(field.value)}
          onChange={(e) => void helpers.setValue(e.target.checked)}
          onBlur={field.onBlur}
          style={{ marginTop: '0.3rem', width: '1.1rem', height: '1.1rem' }}
        />
        <Text as="span">{label}</Text>
      </Box>
      {meta.error && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {meta.error}
        </Text>
      )}
    </Box>
  );
}

/** Hold, apply or refund; the refund's day, method and reference when refunding. */
export function SettlementFields() {
  const { values, setFieldValue } = useFormikContext<CreditNoteFormValues>();
  const [method, methodMeta] = useField<string>('method');
  // The server may refuse the settlement or the refund method by name: its message shows where they are chosen.
  const [, settlementMeta] = useField<string>('settlement');
  return (
    <Stack gap="3">
      <Box as="fieldset">
        <Text as="legend" fontWeight="medium" mb="1">
          {t.settlementLegend}
        </Text>
        <Text fontSize="sm" color="fg.muted" mb="1">
          {t.settlementHint}
        </Text>
        {CREDIT_SETTLEMENTS.map((s) => (
          <Box as="label" key={s} display="flex" gap="2" alignItems="center" py="1">
            <input
              type="radio"
              name="settlement"
              value={s}
              checked={values.settlement === s}
              onChange={() => void setFieldValue('settlement', s)}
              style={{ width: '1.1rem', height: '1.1rem' }}
            />
            <Text as="span">{CREDIT_SETTLEMENT_LABELS[s]}</Text>
          </Box>
        ))}
        {settlementMeta.error && (
          <Text color="fg.error" fontSize="sm" role="alert">
            {settlementMeta.error}
          </Text>
        )}
      </Box>
      {values.settlement === 'REFUND' && (
        <>
          <TextField name="paidOn" label={t.refundPaidOn} type="date" required />
          <Field.Root required invalid={Boolean(methodMeta.error)}>
            <Field.Label>
              {t.refundMethod}
              <Field.RequiredIndicator />
            </Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...method} {...SELECT_STYLE}>
                {REFUND_METHODS.map((m) => (
                  <option key={m} value={m}>
                    {REFUND_METHOD_LABELS[m]}
                  </option>
                ))}
              </NativeSelect.Field>
            </NativeSelect.Root>
            <Field.ErrorText>{methodMeta.error}</Field.ErrorText>
          </Field.Root>
          <TextField name="reference" label={t.refundReference} required />
        </>
      )}
    </Stack>
  );
}
