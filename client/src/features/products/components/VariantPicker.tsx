/**
 * The variant picker (docs/decisions/066): one group of choices per option of the product's family. Each choice says
 * whether that combination exists and is in stock (the shared rule `optionChoices`); picking one opens that
 * variant's own page, or the closest variant with that value when the exact combination is not made.
 */
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { optionChoices } from '@gluegun/common';
import { useFamilyVariants } from '../api/product';
import { variantCopy } from './packOrder';

interface Props {
  productId: string;
  family: { id: string; name: string; optionNames: string[] } | null;
  options: Array<{ name: string; value: string }>;
}

export function VariantPicker({ productId, family, options }: Props) {
  const navigate = useNavigate();
  const { data } = useFamilyVariants(family?.id);
  if (!family || family.optionNames.length === 0) return null;
  const variants = (data?.productFamily.variants ?? []).map((v) => ({
    id: v.id,
    quantity: v.quantity >= v.quantityRule.minimum ? v.quantity : 0,
    optionValues: v.options.map((o) => o.value),
  }));
  const current = options.map((o) => o.value);
  const choices =
    variants.length > 0
      ? optionChoices(variants, current, 1)
      : current.map((value) => [{ value, state: 'AVAILABLE' as const, variantId: productId }]);
  return (
    <Stack gap="3" aria-label={family.name} role="group" minH={`${family.optionNames.length * 64}px`}>
      {family.optionNames.map((name, index) => (
        <Stack key={name} gap="1" role="group" aria-label={name}>
          <Text fontSize="sm" fontWeight="medium">
            {name}: {current[index]}
          </Text>
          <HStack gap="2" wrap="wrap">
            {(choices[index] ?? []).map((c) => {
              const selected =
                c.variantId === productId || (c.value === current[index] && c.state !== 'MISSING');
              return (
                <Button
                  key={c.value}
                  size="sm"
                  variant={selected ? 'solid' : 'outline'}
                  colorPalette={c.state === 'AVAILABLE' ? 'orange' : 'gray'}
                  aria-pressed={selected}
                  disabled={c.variantId === null}
                  textDecoration={c.state === 'MISSING' ? 'line-through' : undefined}
                  onClick={() => {
                    if (c.variantId && c.variantId !== productId) navigate(`/product/${c.variantId}`);
                  }}
                >
                  {variantCopy.choiceLabel(c.value, c.state)}
                </Button>
              );
            })}
          </HStack>
        </Stack>
      ))}
    </Stack>
  );
}
