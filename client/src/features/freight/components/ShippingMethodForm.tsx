/** Add or change a shipping method: name, kind, the kind's rate fields; the server checks and computes. */
import { useState } from 'react';
import {
  Box,
  Button,
  Field,
  HStack,
  Heading,
  Input,
  NativeSelect,
  Stack,
  Text,
  Textarea,
  chakra,
} from '@chakra-ui/react';
import { SHIPPING_KINDS, SHIPPING_KIND_LABELS, type ShippingKind } from '@gluegun/common';
import { describeError } from '../../../lib/errors';
import { freightAdminCopy as t } from '../../../lib/freightAdminCopy';
import { dollars, kg, parseBands } from './bands';
import { MethodCompanies, type CompanyName } from './MethodCompanies';

export interface MethodValues {
  name: string;
  kind: ShippingKind;
  active: boolean;
  isDefault: boolean;
  bands: string;
  flat: string;
  parcelLimit: string;
  palletCapacity: string;
  palletPrice: string;
  companies: CompanyName[];
}
export const emptyMethod: MethodValues = {
  name: '',
  kind: 'WEIGHT',
  active: true,
  isDefault: false,
  bands: '',
  flat: '',
  parcelLimit: '',
  palletCapacity: '',
  palletPrice: '',
  companies: [],
};

/** A labelled native checkbox (the shop's theme carries no checkbox recipe). */
function Tick({
  checked,
  onChange,
  label,
}: {
  checked: boolean;
  onChange(on: boolean): void;
  label: string;
}) {
  return (
    <chakra.label display="flex" gap="2" alignItems="center">
      <chakra.input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        boxSize="5"
        accentColor="orange.700"
      />
      {label}
    </chakra.label>
  );
}

interface Props {
  title: string;
  initialValues: MethodValues;
  submitLabel: string;
  onSubmit(input: Record<string, unknown>): Promise<void>;
  onCancel?(): void;
}

export function ShippingMethodForm({ title, initialValues, submitLabel, onSubmit, onCancel }: Props) {
  const [v, setV] = useState(initialValues);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (k: keyof MethodValues) => (e: { target: { value: string } }) =>
    setV({ ...v, [k]: e.target.value });
  const tabled = v.kind === 'WEIGHT' || v.kind === 'PALLET';
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = tabled ? parseBands(v.bands) : { bands: [] };
    if ('bad' in parsed) {
      setError(t.badBand(parsed.bad));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSubmit({
        name: v.name,
        kind: v.kind,
        active: v.active,
        isDefault: v.isDefault,
        bands: parsed.bands,
        flatCents: v.kind === 'FLAT' ? dollars(v.flat) : null,
        parcelLimitGrams: v.kind === 'PALLET' ? kg(v.parcelLimit) : null,
        palletCapacityGrams: v.kind === 'PALLET' ? kg(v.palletCapacity) : null,
        palletPriceCents: v.kind === 'PALLET' ? dollars(v.palletPrice) : null,
        companyIds: v.companies.map((c) => c.id),
      });
      if (!onCancel) setV(emptyMethod);
    } catch (err) {
      setError(describeError(err).message);
    } finally {
      setBusy(false);
    }
  };
  const text = (k: keyof MethodValues, label: string, mode: 'decimal' | 'text' = 'decimal') => (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Input value={String(v[k])} onChange={set(k)} inputMode={mode} />
    </Field.Root>
  );
  return (
    <Box as="form" onSubmit={submit} borderWidth="1px" rounded="md" p="4" aria-label={title}>
      <Stack gap="3">
        <Heading as="h3" size="lg">
          {title}
        </Heading>
        <Field.Root required>
          <Field.Label>{t.name}</Field.Label>
          <Input value={v.name} onChange={set('name')} />
        </Field.Root>
        <Field.Root>
          <Field.Label>{t.kind}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={v.kind} onChange={set('kind')}>
              {SHIPPING_KINDS.map((k) => (
                <option key={k} value={k}>
                  {SHIPPING_KIND_LABELS[k]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {tabled && (
          <Field.Root>
            <Field.Label>{t.bands}</Field.Label>
            <Textarea value={v.bands} onChange={set('bands')} rows={4} />
            <Field.HelperText>{t.bandsHelp}</Field.HelperText>
          </Field.Root>
        )}
        {v.kind === 'FLAT' && text('flat', t.flat)}
        {v.kind === 'PALLET' && (
          <>
            {text('parcelLimit', t.parcelLimit)}
            {text('palletCapacity', t.palletCapacity)}
            {text('palletPrice', t.palletPrice)}
          </>
        )}
        <MethodCompanies value={v.companies} onChange={(companies) => setV({ ...v, companies })} />
        <HStack gap="4" wrap="wrap">
          <Tick checked={v.active} onChange={(active) => setV({ ...v, active })} label={t.active} />
          <Tick
            checked={v.isDefault}
            onChange={(isDefault) => setV({ ...v, isDefault })}
            label={t.isDefault}
          />
        </HStack>
        {error && (
          <Text color="red.700" role="alert">
            {error}
          </Text>
        )}
        <HStack gap="2">
          <Button type="submit" colorPalette="orange" loading={busy}>
            {submitLabel}
          </Button>
          {onCancel && (
            <Button variant="outline" onClick={onCancel}>
              {t.cancel}
            </Button>
          )}
        </HStack>
      </Stack>
    </Box>
  );
}
