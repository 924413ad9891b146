/**
 * The category page's filters: a group of checkboxes per specification ("11 mm (3)"), In stock only with its count,
 * and a price range in dollars applied when sent or when a field is left. Every change goes to the address (onChange).
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Button, Checkbox, Field, Fieldset, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { formatCents } from '@gluegun/common';
import { catalogCopy as t } from '../../../lib/catalogCopy';
import {
  activeFilterCount,
  dollarsToCents,
  EMPTY_QUERY,
  toggleSpecValue,
  withInStock,
  withPrice,
  type CatalogQuery,
} from '../catalogQuery';

export interface Facets {
  inStockCount: number;
  priceRange?: { minCents: number; maxCents: number } | null;
  specs: {
    key: string;
    name: string;
    values: { value: string; label: string; count: number; selected: boolean }[];
  }[];
}

function FilterCheckbox({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled: boolean;
  onChange(): void;
}) {
  return (
    <Checkbox.Root
      checked={checked}
      disabled={disabled}
      onCheckedChange={onChange}
      colorPalette="orange"
      size="sm"
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

function PriceFilter({
  query,
  priceRange,
  onChange,
}: {
  query: CatalogQuery;
  priceRange: Facets['priceRange'];
  onChange(q: CatalogQuery): void;
}) {
  const [min, setMin] = useState(query.minPrice ?? '');
  const [max, setMax] = useState(query.maxPrice ?? '');
  // Back, Clear filters or a shared address change the range: the fields show what the address holds.
  useEffect(() => {
    setMin(query.minPrice ?? '');
    setMax(query.maxPrice ?? '');
  }, [query.minPrice, query.maxPrice]);
  const minBad = min.trim() !== '' && dollarsToCents(min) === null;
  const maxBad = max.trim() !== '' && dollarsToCents(max) === null;
  const apply = (e?: FormEvent) => {
    e?.preventDefault();
    if (minBad || maxBad) return;
    if ((query.minPrice ?? '') === min.trim() && (query.maxPrice ?? '') === max.trim()) return;
    onChange(withPrice(query, min, max));
  };
  return (
    <form onSubmit={apply} noValidate>
      <Fieldset.Root>
        <Fieldset.Legend fontWeight="semibold">{t.price}</Fieldset.Legend>
        {priceRange && (
          <Text fontSize="sm" color="fg.muted">
            {t.priceRange(formatCents(priceRange.minCents), formatCents(priceRange.maxCents))}
          </Text>
        )}
        <HStack align="start" gap="3">
          <Field.Root invalid={minBad}>
            <Field.Label>{t.priceFrom}</Field.Label>
            <Input
              size="sm"
              inputMode="decimal"
              value={min}
              onChange={(e) => setMin(e.target.value)}
              onBlur={() => apply()}
            />
            <Field.ErrorText>{t.priceInvalid}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={maxBad}>
            <Field.Label>{t.priceTo}</Field.Label>
            <Input
              size="sm"
              inputMode="decimal"
              value={max}
              onChange={(e) => setMax(e.target.value)}
              onBlur={() => apply()}
            />
            <Field.ErrorText>{t.priceInvalid}</Field.ErrorText>
          </Field.Root>
        </HStack>
        <Button type="submit" size="sm" variant="outline" alignSelf="start">
          {t.applyPrice}
        </Button>
      </Fieldset.Root>
    </form>
  );
}

export function FilterPanel({
  facets,
  query,
  onChange,
}: {
  facets: Facets;
  query: CatalogQuery;
  onChange(q: CatalogQuery): void;
}) {
  return (
    <Stack gap="6">
      {facets.specs
        .filter((spec) => spec.values.length > 0)
        .map((spec) => (
          <Fieldset.Root key={spec.key}>
            <Fieldset.Legend fontWeight="semibold">{spec.name}</Fieldset.Legend>
            <Stack gap="2">
              {spec.values.map((v) => {
                const checked = v.selected || (query.specs[spec.key] ?? []).includes(v.value);
                return (
                  <FilterCheckbox
                    key={v.value}
                    label={t.withCount(v.label, v.count)}
                    checked={checked}
                    disabled={v.count === 0 && !checked}
                    onChange={() => onChange(toggleSpecValue(query, spec.key, v.value))}
                  />
                );
              })}
            </Stack>
          </Fieldset.Root>
        ))}
      <FilterCheckbox
        label={t.withCount(t.inStockOnly, facets.inStockCount)}
        checked={query.inStock}
        disabled={facets.inStockCount === 0 && !query.inStock}
        onChange={() => onChange(withInStock(query, !query.inStock))}
      />
      <PriceFilter query={query} priceRange={facets.priceRange} onChange={onChange} />
      {activeFilterCount(query) > 0 && (
        <Button
          size="sm"
          variant="ghost"
          colorPalette="orange"
          alignSelf="start"
          onClick={() => onChange(EMPTY_QUERY)}
        >
          {t.clearFilters}
        </Button>
      )}
    </Stack>
  );
}
