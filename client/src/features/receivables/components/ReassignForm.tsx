/** Re-assign a statement line: the invoices it pays and how much of each (at most the line's amount; the server checks). */
import { useState } from 'react';
import { Button, Field, Fieldset, HStack, Input, Stack } from '@chakra-ui/react';
import { FormErrorAlert } from '../../../components/ErrorAlert';
import { centsToDollarsText, typedDollarsToCents } from '../../../lib/money';
import { receivablesCopy } from '../copy';

const t = receivablesCopy.reassign;
interface Row {
  invoiceNumber: string;
  amount: string;
}
export interface Allocation {
  invoiceNumber: string;
  amountCents: number;
}

export function ReassignForm({
  initial,
  amountCents,
  busy,
  onSubmit,
  onCancel,
}: {
  initial: Allocation[];
  amountCents: number;
  busy: boolean;
  onSubmit(allocations: Allocation[]): void;
  onCancel(): void;
}) {
  const [rows, setRows] = useState<Row[]>(
    initial.length
      ? initial.map((a) => ({ invoiceNumber: a.invoiceNumber, amount: centsToDollarsText(a.amountCents) }))
      : [{ invoiceNumber: '', amount: centsToDollarsText(amountCents) }],
  );
  const [error, setError] = useState<string | null>(null);
  const set = (i: number, patch: Partial<Row>) =>
    setRows((rs) => rs.map((r, j) => (j === i ? { ...r, ...patch } : r)));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const out: Allocation[] = [];
    for (const r of rows) {
      const cents = typedDollarsToCents(r.amount);
      if (!r.invoiceNumber.trim()) {
        setError(t.noInvoice);
        return;
      }
      if (cents === null || Number.isNaN(cents) || cents <= 0) {
        setError(t.badAmount);
        return;
      }
      out.push({ invoiceNumber: r.invoiceNumber.trim(), amountCents: cents });
    }
    setError(null);
    onSubmit(out);
  };

  return (
    <Stack asChild gap="3">
      <form onSubmit={submit} noValidate aria-label={t.legend}>
        <Fieldset.Root>
          <Fieldset.Legend>{t.legend}</Fieldset.Legend>
          {error && <FormErrorAlert revealKey={error}>{error}</FormErrorAlert>}
          {rows.map((r, i) => (
            <HStack key={i} align="flex-end" wrap="wrap" gap="2">
              <Field.Root flex="1" minW="40">
                <Field.Label>{t.invoice}</Field.Label>
                <Input
                  value={r.invoiceNumber}
                  onChange={(e) => set(i, { invoiceNumber: e.target.value })}
                  placeholder="INV-000123"
                />
              </Field.Root>
              <Field.Root w="32">
                <Field.Label>{t.amount}</Field.Label>
                <Input
                  value={r.amount}
                  inputMode="decimal"
                  onChange={(e) => set(i, { amount: e.target.value })}
                />
              </Field.Root>
              {rows.length > 1 && (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setRows((rs) => rs.filter((_, j) => j !== i))}
                >
                  {t.remove}
                </Button>
              )}
            </HStack>
          ))}
        </Fieldset.Root>
        <HStack wrap="wrap" gap="2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => setRows((rs) => [...rs, { invoiceNumber: '', amount: '' }])}
          >
            {t.add}
          </Button>
          <Button type="submit" size="sm" colorPalette="orange" loading={busy}>
            {t.submit}
          </Button>
          <Button variant="ghost" size="sm" onClick={onCancel}>
            {t.cancel}
          </Button>
        </HStack>
      </form>
    </Stack>
  );
}
