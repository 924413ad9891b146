/**
 * The companies a shipping method is limited to (docs/decisions/123): found by name and ticked; none ticked means
 * every company. Ticked companies stay listed while the admin searches for others.
 */
import { useState } from 'react';
import { Button, Field, HStack, Input, Stack, Text, chakra } from '@chakra-ui/react';
import { freightAdminCopy as t } from '../../../lib/freightAdminCopy';
import { useShippingMethodCompanyChoices } from '../api/shippingMethods';

export interface CompanyName {
  id: string;
  name: string;
}

interface Props {
  value: CompanyName[];
  onChange(companies: CompanyName[]): void;
}

export function MethodCompanies({ value, onChange }: Props) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const { data } = useShippingMethodCompanyChoices(search);
  const found = (data?.companyConnection.nodes ?? []).filter((c) => !value.some((v) => v.id === c.id));
  const options = [...value, ...found];
  const toggle = (c: CompanyName, on: boolean) =>
    onChange(on ? [...value, { id: c.id, name: c.name }] : value.filter((v) => v.id !== c.id));
  return (
    <Stack as="fieldset" gap="2" aria-describedby="method-companies-hint">
      <Text as="legend" fontWeight="semibold" mb="1">
        {t.companies}
      </Text>
      <Text id="method-companies-hint" fontSize="sm" color="fg.muted">
        {t.companiesHint}
      </Text>
      {/* A form of its own is not allowed inside the method's form, so Enter in the box runs the search. */}
      <HStack gap="2" align="flex-end" wrap="wrap">
        <Field.Root maxW="16rem">
          <Field.Label>{t.companySearch}</Field.Label>
          <Input
            type="search"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                setSearch(typed);
              }
            }}
          />
        </Field.Root>
        <Button variant="outline" onClick={() => setSearch(typed)}>
          {t.companySearchButton}
        </Button>
      </HStack>
      {search.trim() !== '' && data && found.length === 0 && <Text fontSize="sm">{t.noCompaniesFound}</Text>}
      {options.map((c) => (
        <chakra.label key={c.id} display="flex" gap="2" alignItems="center" minH="11">
          <chakra.input
            type="checkbox"
            checked={value.some((v) => v.id === c.id)}
            onChange={(e) => toggle(c, e.target.checked)}
            boxSize="5"
            accentColor="orange.700"
          />
          {c.name}
        </chakra.label>
      ))}
    </Stack>
  );
}
