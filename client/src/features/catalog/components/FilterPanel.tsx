/**
 * The category page's filters: a group of checkboxes per specification ("11 mm (3)"), In stock only with its count,
 * and a price range in dollars applied when sent or when a field is left. Every change goes to the address (onChange).
 * The panel is a GET form of the same parameters and its checkboxes the browser's own (decision 132): the page arrives
 * rendered, and what a visitor ticks or sends before the app has taken it over still filters the list.
 */
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Button, Field, Fieldset, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { formatCents } from '@gluegun/common';
import { catalogCopy as t } from '../../../lib/catalogCopy';
import { NativeCheckbox } from '../../../components/NativeCheckbox';
import {
  activeFilterCount,
  dollarsToCents,
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

/** The field name of In stock only in the panel's GET form, as the address names it (catalogQuery.ts). */
const IN_STOCK = 'inStock';

/**
 * The query with the boxes a visitor ticked or unticked before the app took the page over: the browser kept their
 * state while React took over the rest (an input's `defaultChecked` is what the page was rendered with); null when
 * none was changed.
 */
export function ticksBeforeStart(form: HTMLFormElement, query: CatalogQuery): CatalogQuery | null {
  let next = query;
  for (const input of form.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')) {
    if (input.checked === input.defaultChecked) continue;
    next =
      input.name === IN_STOCK
        ? withInStock(next, input.checked)
        : toggleSpecValue(next, input.name, input.value);
  }
  return next === query ? null : next;
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
  const apply = () => {
    if (minBad || maxBad) return;
    if ((query.minPrice ?? '') === min.trim() && (query.maxPrice ?? '') === max.trim()) return;
    onChange(withPrice(query, min, max));
  };
  // Apply price is the form's submit button (Enter in a field clicks it too): once the app runs, it applies the
  // range itself instead of sending the form.
  const send = (e: MouseEvent) => {
    e.preventDefault();
    apply();
  };
  return (
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
            name="minPrice"
            value={min}
            onChange={(e) => setMin(e.target.value)}
            onBlur={apply}
          />
          <Field.ErrorText>{t.priceInvalid}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={maxBad}>
          <Field.Label>{t.priceTo}</Field.Label>
          <Input
            size="sm"
            inputMode="decimal"
            name="maxPrice"
            value={max}
            onChange={(e) => setMax(e.target.value)}
            onBlur={apply}
          />
          <Field.ErrorText>{t.priceInvalid}</Field.ErrorText>
        </Field.Root>
      </HStack>
      <Button type="submit" size="sm" variant="outline" alignSelf="start" onClick={send}>
        {t.applyPrice}
      </Button>
    </Fieldset.Root>
  );
}

export function FilterPanel({
  action,
  facets,
  query,
  onChange,
}: {
  /** The category's address, where the form goes when sent before the app runs. */
  action: string;
  facets: Facets;
  query: CatalogQuery;
  onChange(q: CatalogQuery): void;
}) {
  const form = useRef<HTMLFormElement>(null);
  // Once, when the app takes the page over: a box ticked before then filters the list now.
  useEffect(() => {
    const next = form.current && ticksBeforeStart(form.current, query);
    if (next) onChange(next);
  }, []); // once, when the app takes the page over
  return (
    <form ref={form} method="get" action={action} noValidate onSubmit={(e) => e.preventDefault()}>
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
                    <NativeCheckbox
                      key={v.value}
                      size="sm"
                      colorPalette="orange"
                      name={spec.key}
                      value={v.value}
                      checked={checked}
                      disabled={v.count === 0 && !checked}
                      onChange={() => onChange(toggleSpecValue(query, spec.key, v.value))}
                    >
                      {t.withCount(v.label, v.count)}
                    </NativeCheckbox>
                  );
                })}
              </Stack>
            </Fieldset.Root>
          ))}
        <NativeCheckbox
          size="sm"
          colorPalette="orange"
          name={IN_STOCK}
          value="1"
          checked={query.inStock}
          disabled={facets.inStockCount === 0 && !query.inStock}
          onChange={() => onChange(withInStock(query, !query.inStock))}
        >
          {t.withCount(t.inStockOnly, facets.inStockCount)}
        </NativeCheckbox>
        <PriceFilter query={query} priceRange={facets.priceRange} onChange={onChange} />
        {activeFilterCount(query) > 0 && (
          // A link to the unfiltered category: it works before the app has taken the rendered page over too.
          <Button asChild size="sm" variant="ghost" colorPalette="orange" alignSelf="start">
            <RouterLink to={action}>{t.clearFilters}</RouterLink>
          </Button>
        )}
      </Stack>
    </form>
  );
}
