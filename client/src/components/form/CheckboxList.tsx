/**
 * A labelled group of native checkboxes (the shop's theme carries no checkbox recipe) whose checked values make the
 * list the Formik field holds; `indent` steps an option in, to show a tree. Its message shows under the group.
 */
import { Box, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { useField } from 'formik';

export function CheckboxList({
  name,
  legend,
  options,
  hint,
  empty,
}: {
  name: string;
  legend: string;
  options: readonly { value: string; label: string; indent?: number }[];
  hint?: string;
  empty?: string;
}) {
  const [field, meta, helpers] = useField<string[]>(name);
  const error = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
  const errorId = `${name}-error`;
  const toggle = (value: string, on: boolean) => {
    void helpers.setTouched(true, false);
    void helpers.setValue(on ? [...field.value, value] : field.value.filter((v) => v !== value));
  };
  return (
    <Box
      as="fieldset"
      minW="0"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <Text as="legend" fontWeight="medium" fontSize="sm" mb="1">
        {legend}
      </Text>
      {hint && (
        <Text fontSize="sm" color="fg.muted" mb="2">
          {hint}
        </Text>
      )}
      {options.length === 0 && empty && <Text fontSize="sm">{empty}</Text>}
      <Stack gap="1">
        {options.map((o) => (
          <HStack
            as="label"
            key={o.value}
            gap="2"
            cursor="pointer"
            ps={o.indent ? `${o.indent * 1.25}rem` : undefined}
            minH="8"
          >
            <chakra.input
              type="checkbox"
              name={name}
              value={o.value}
              checked={field.value.includes(o.value)}
              onChange={(e) => toggle(o.value, e.target.checked)}
              boxSize="5"
              flexShrink={0}
              accentColor="orange.700"
            />
            <Text overflowWrap="anywhere">{o.label}</Text>
          </HStack>
        ))}
      </Stack>
      {error && (
        <Text id={errorId} color="fg.error" fontSize="sm" mt="1">
          {error}
        </Text>
      )}
    </Box>
  );
}
