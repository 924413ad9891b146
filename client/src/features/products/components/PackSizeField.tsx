import { Field, NativeSelect } from '@chakra-ui/react';
import type { PackSize } from '@gluegun/common';
import { variantCopy } from './packOrder';

/** The unit the quantity counts in: Each, or one of the product's packs ("Case of 250 (250 units)"). */
export function PackSizeField({
  packs,
  value,
  onChange,
  disabled,
}: {
  packs: readonly PackSize[];
  value: string;
  onChange(name: string): void;
  disabled?: boolean;
}) {
  return (
    <Field.Root disabled={disabled}>
      <Field.Label>{variantCopy.orderIn}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
          {packs.map((p) => (
            <option key={p.name} value={p.baseUnits === 1 ? '' : p.name}>
              {p.baseUnits === 1 ? p.name : `${p.name} (${p.baseUnits.toLocaleString('en-US')} units)`}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
