/**
 * Dashboard → Shipping methods (docs/decisions/076): the shop's methods and their rate tables; add and change (the
 * form above the list). Cards, so it reads at phone width. Below them, the shop's holidays (docs/decisions/101).
 */
import { useState } from 'react';
import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { SHIPPING_KIND_LABELS, formatCents, kgText, type ShippingKind } from '@gluegun/common';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { PageSpinner } from '../../../components/PageSpinner';
import { useAdminShippingMethods, useSaveShippingMethod } from '../api/shippingMethods';
import { freightAdminCopy as t } from '../../../lib/freightAdminCopy';
import { bandsText, centsToDollars, gramsToKg } from './bands';
import { emptyMethod, ShippingMethodForm, type MethodValues } from './ShippingMethodForm';
import { ShopHolidaysSection } from './ShopHolidaysSection';

type Method = NonNullable<ReturnType<typeof useAdminShippingMethods>['data']>['shippingMethods'][number];

const valuesOf = (m: Method): MethodValues => ({
  name: m.name,
  kind: m.kind as ShippingKind,
  active: m.active,
  isDefault: m.isDefault,
  bands: bandsText(m.bands),
  flat: centsToDollars(m.flatCents),
  parcelLimit: gramsToKg(m.parcelLimitGrams),
  palletCapacity: gramsToKg(m.palletCapacityGrams),
  palletPrice: centsToDollars(m.palletPriceCents),
  companies: m.companies.map((c) => ({ id: c.id, name: c.name })),
});

/** What a method charges, in a line a person reads. */
function rateText(m: Method): string {
  const bands = m.bands.map((b) => `up to ${kgText(b.upToGrams)}: ${formatCents(b.priceCents)}`).join('; ');
  if (m.kind === 'FLAT') return formatCents(m.flatCents ?? 0);
  if (m.kind === 'WEIGHT') return bands;
  if (m.kind === 'PALLET')
    return `${bands}; over ${kgText(m.parcelLimitGrams ?? 0)}: ${formatCents(m.palletPriceCents ?? 0)} a pallet of up to ${kgText(m.palletCapacityGrams ?? 0)}`;
  return SHIPPING_KIND_LABELS.QUOTED;
}

export default function ShippingMethodsPage() {
  const { data, loading, error, refetch } = useAdminShippingMethods();
  const [saveMethod] = useSaveShippingMethod();
  const [editing, setEditing] = useState<Method | null>(null);
  const methods = data?.shippingMethods ?? [];
  const save = async (input: Record<string, unknown>) => {
    await saveMethod({ variables: { id: editing?.id ?? null, input: input as never } });
    setEditing(null);
  };
  return (
    <Stack gap="6">
      <Heading as="h2" size="2xl">
        {t.heading}
      </Heading>
      <Text>{t.intro}</Text>
      {editing ? (
        <ShippingMethodForm
          key={editing.id}
          title={t.editTitle(editing.name)}
          initialValues={valuesOf(editing)}
          submitLabel={t.save}
          onSubmit={save}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <ShippingMethodForm
          key="new"
          title={t.addTitle}
          initialValues={emptyMethod}
          submitLabel={t.add}
          onSubmit={save}
        />
      )}
      {loading && !data && <PageSpinner />}
      {error && <ErrorAlert error={error} onRetry={() => void refetch()} />}
      {data && methods.length === 0 && <Text>{t.empty}</Text>}
      {methods.length > 0 && (
        <Stack as="ul" listStyleType="none" gap="3" aria-label={t.listLabel}>
          {methods.map((m) => (
            <Box as="li" key={m.id} borderWidth="1px" rounded="md" p="3">
              <HStack justify="space-between" align="flex-start" wrap="wrap" gap="2">
                <Stack gap="1" minW="0">
                  <HStack gap="2" wrap="wrap">
                    <Text fontWeight="bold">{m.name}</Text>
                    {m.isDefault && <Badge colorPalette="orange">{t.defaultBadge}</Badge>}
                    {!m.active && <Badge colorPalette="gray">{t.inactive}</Badge>}
                  </HStack>
                  <Text fontSize="sm">{SHIPPING_KIND_LABELS[m.kind as ShippingKind]}</Text>
                  <Text fontSize="sm" overflowWrap="anywhere">
                    {rateText(m)}
                  </Text>
                  {m.companies.length > 0 && (
                    <Text fontSize="sm" overflowWrap="anywhere">
                      {t.forCompanies(m.companies.map((c) => c.name))}
                    </Text>
                  )}
                </Stack>
                <Button size="sm" variant="outline" aria-label={t.edit(m.name)} onClick={() => setEditing(m)}>
                  {t.editShort}
                </Button>
              </HStack>
            </Box>
          ))}
        </Stack>
      )}
      <ShopHolidaysSection />
    </Stack>
  );
}
