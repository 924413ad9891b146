/** The dashboard's Quotes filters: a status, and a company found by name (or a member's e-mail). */
import { useState, type FormEvent } from 'react';
import { Button, Field, HStack, Input, NativeSelect } from '@chakra-ui/react';
import { QUOTE_STATUSES, QUOTE_STATUS_LABELS } from '@gluegun/common';
import { quoteCopy } from '../copy';
import { useQuoteCompanyChoices } from '../api/quotes';

const t = quoteCopy.admin;
export interface CompanyChoice {
  id: string;
  name: string;
}

function Select({
  label,
  value,
  onChange,
  options,
  all,
}: {
  label: string;
  value: string;
  onChange(v: string): void;
  options: Array<{ value: string; label: string }>;
  all: string;
}) {
  return (
    <Field.Root w={{ base: 'full', sm: '16rem' }}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          value={value}
          onChange={(e) => onChange(e.target.value)}
          w="full"
          h="9"
          px="2"
          borderWidth="1px"
          borderColor="border"
          rounded="l2"
          bg="bg"
          fontSize="sm"
        >
          <option value="">{all}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
      </NativeSelect.Root>
    </Field.Root>
  );
}

export function QuoteFilters({
  status,
  onStatus,
  company,
  onCompany,
}: {
  status: string;
  onStatus(s: string): void;
  company: CompanyChoice | null;
  onCompany(c: CompanyChoice | null): void;
}) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const { data } = useQuoteCompanyChoices(search);
  const found = data?.companyConnection.nodes ?? [];
  const options = company && !found.some((c) => c.id === company.id) ? [company, ...found] : found;
  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    setSearch(typed);
  };
  return (
    <HStack gap="3" wrap="wrap" align="flex-end">
      <Select
        label={t.status}
        value={status}
        onChange={onStatus}
        all={t.allStatuses}
        options={QUOTE_STATUSES.map((s) => ({ value: s, label: QUOTE_STATUS_LABELS[s] }))}
      />
      <form role="search" aria-label={t.companySearch} onSubmit={onSearch}>
        <HStack gap="2" align="flex-end">
          <Field.Root w="12rem">
            <Field.Label>{t.companySearch}</Field.Label>
            <Input type="search" size="sm" value={typed} onChange={(e) => setTyped(e.target.value)} />
          </Field.Root>
          <Button type="submit" size="sm" variant="outline">
            {t.companySearchButton}
          </Button>
        </HStack>
      </form>
      <Select
        label={t.company}
        value={company?.id ?? ''}
        all={t.allCompanies}
        options={options.map((c) => ({ value: c.id, label: c.name }))}
        onChange={(id) => onCompany(options.find((c) => c.id === id) ?? null)}
      />
    </HStack>
  );
}
