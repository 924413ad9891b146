/**
 * The company filter of the admin's Purchase Orders: find companies by name (or a member's e-mail), then
 * pick one from the list; "All companies" lifts the filter. The server narrows the orders (`companyId`).
 */
import { useState, type FormEvent } from 'react';
import { Button, Field, HStack, Input, NativeSelect } from '@chakra-ui/react';
import { purchaseOrderCopy } from '../copy';
import { useCompanyChoices } from '../api/companyChoices';
import type { CompanyChoice } from '../api/adminPurchaseOrders';

const t = purchaseOrderCopy.admin;

export function CompanyFilter({
  value,
  onChange,
}: {
  value: CompanyChoice | null;
  onChange(company: CompanyChoice | null): void;
}) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const { data } = useCompanyChoices(search);
  const found = data?.companyConnection.nodes ?? [];
  // The company picked stays on offer while another search shows other names.
  const options = value && !found.some((c) => c.id === value.id) ? [value, ...found] : found;

  function onSearch(e: FormEvent) {
    e.preventDefault();
    setSearch(typed);
  }

  return (
    <HStack gap="2" wrap="wrap" align="flex-end">
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
      {/* A fixed width: the companies found arrive after the first paint and must not widen the select (layout shift). */}
      <Field.Root w={{ base: 'full', sm: '16rem' }}>
        <Field.Label>{t.company}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={value?.id ?? ''}
            onChange={(e) => onChange(options.find((c) => c.id === e.target.value) ?? null)}
            w="full"
            h="9"
            px="2"
            borderWidth="1px"
            borderColor="border"
            rounded="l2"
            bg="bg"
            fontSize="sm"
          >
            <option value="">{t.allCompanies}</option>
            {options.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </NativeSelect.Field>
        </NativeSelect.Root>
      </Field.Root>
    </HStack>
  );
}
