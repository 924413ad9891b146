/**
 * Checkout's shipping method: the methods offered to the buyer's company (docs/decisions/123) as radio buttons, the
 * default chosen until the buyer picks another. What the freight comes to is the server's answer, shown in the
 * totals below (docs/decisions/076).
 */
import { Stack, Text, chakra } from '@chakra-ui/react';
import type { ShippingKind } from '@gluegun/common';
import { useShippingMethods } from '../api/shippingMethods';
import { freightCopy as t } from '../freightCopy';

interface Props {
  /** The chosen method's id; null = the shop's default. */
  value: string | null;
  onChange(id: string): void;
}

export function ShippingMethodPicker({ value, onChange }: Props) {
  const { data, error } = useShippingMethods();
  const methods = data?.shippingMethods.filter((m) => m.offered) ?? [];
  if (error && !data) return <Text color="fg.muted">{t.loadFailed}</Text>;
  if (methods.length === 0) return null;
  const chosen = value ?? methods.find((m) => m.isDefault)?.id ?? null;
  return (
    <Stack as="fieldset" gap="2">
      <Text as="legend" fontSize="lg" fontWeight="bold" mb="2">
        {t.legend}
      </Text>
      {methods.map((m) => (
        <chakra.label
          key={m.id}
          display="flex"
          alignItems="center"
          gap="3"
          borderWidth="1px"
          rounded="md"
          p="3"
          cursor="pointer"
          minH="11"
        >
          {/* Native radios: the shop's theme carries no radio recipe (app/theme.ts). */}
          <chakra.input
            type="radio"
            name="shippingMethod"
            value={m.id}
            checked={chosen === m.id}
            onChange={() => onChange(m.id)}
            boxSize="5"
            flexShrink={0}
            accentColor="orange.700"
          />
          <Stack gap="0">
            <Text fontWeight="semibold">{m.name}</Text>
            <Text fontSize="sm" color="fg.muted">
              {t.kind(m.kind as ShippingKind)}
            </Text>
          </Stack>
        </chakra.label>
      ))}
    </Stack>
  );
}
