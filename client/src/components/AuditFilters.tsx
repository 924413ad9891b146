/**
 * The audit trail's filters as a form: who (shop trail only), kind of record, record id, operation and a range of
 * days. `toAuditFilter` turns what was typed into the API's filter (days are whole UTC days, `to` inclusive);
 * `auditQueryString` the same for the CSV download's address.
 */
import { useState, type FormEvent } from 'react';
import { Button, Field, HStack, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { AUDIT_KINDS, auditCopy as t } from '../lib/auditCopy';
import { SELECT_STYLE } from '../lib/countries';

export interface AuditFilterValues {
  who: string;
  entityType: string;
  entityId: string;
  operation: string;
  from: string;
  to: string;
}
export const emptyAuditFilter: AuditFilterValues = {
  who: '',
  entityType: '',
  entityId: '',
  operation: '',
  from: '',
  to: '',
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();

/** The API's filter: empty fields left out. */
export function toAuditFilter(v: AuditFilterValues) {
  const text = (s: string) => (s.trim() === '' ? null : s.trim());
  return {
    who: text(v.who),
    entityType: text(v.entityType),
    entityId: text(v.entityId),
    operation: text(v.operation),
    from: DAY.test(v.from) ? `${v.from}T00:00:00.000Z` : null,
    to: DAY.test(v.to) ? nextDay(v.to) : null,
  };
}

export function auditQueryString(v: AuditFilterValues): string {
  const f = toAuditFilter(v);
  const params = new URLSearchParams();
  for (const [k, value] of Object.entries(f)) if (value) params.set(k, value);
  const s = params.toString();
  return s ? `?${s}` : '';
}

export function AuditFilters({
  initial,
  withWho,
  onApply,
}: {
  initial: AuditFilterValues;
  withWho: boolean;
  onApply(v: AuditFilterValues): void;
}) {
  const [v, setV] = useState(initial);
  const set = (k: keyof AuditFilterValues) => (e: { target: { value: string } }) =>
    setV((old) => ({ ...old, [k]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(v);
  };
  return (
    <Stack as="form" aria-label={t.filters} onSubmit={submit} gap="3">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        {withWho && (
          <Field.Root>
            <Field.Label>{t.who}</Field.Label>
            <Input value={v.who} onChange={set('who')} autoComplete="off" spellCheck={false} />
          </Field.Root>
        )}
        <Field.Root>
          <Field.Label>{t.entityType}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={v.entityType} onChange={set('entityType')} {...SELECT_STYLE}>
              <option value="">{t.anyKind}</option>
              {AUDIT_KINDS.map((k) => (
                <option key={k} value={k}>
                  {k}
                </option>
              ))}
            </NativeSelect.Field>
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root>
          <Field.Label>{t.entityId}</Field.Label>
          <Input value={v.entityId} onChange={set('entityId')} autoComplete="off" spellCheck={false} />
        </Field.Root>
        <Field.Root>
          <Field.Label>{t.operation}</Field.Label>
          <Input value={v.operation} onChange={set('operation')} autoComplete="off" spellCheck={false} />
        </Field.Root>
        <Field.Root>
          <Field.Label>{t.from}</Field.Label>
          <Input type="date" value={v.from} onChange={set('from')} />
        </Field.Root>
        <Field.Root>
          <Field.Label>{t.to}</Field.Label>
          <Input type="date" value={v.to} onChange={set('to')} />
        </Field.Root>
      </SimpleGrid>
      <HStack gap="2" wrap="wrap">
        <Button type="submit" colorPalette="orange">
          {t.apply}
        </Button>
        <Button
          variant="outline"
          onClick={() => {
            setV(emptyAuditFilter);
            onApply(emptyAuditFilter);
          }}
        >
          {t.clear}
        </Button>
      </HStack>
    </Stack>
  );
}
