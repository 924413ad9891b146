/** A Compare tick for one item, the refusal of a fifth, and the way to the compare page once something is ticked. */
import { useState } from 'react';
import { Button, Checkbox, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { compareCopy as t } from '../lib/compareCopy';
import { compareHref, toggleCompare, useCompareList } from '../lib/compareStore';

export function CompareToggle({ id, name }: { id: string; name: string }) {
  const ids = useCompareList();
  const [refused, setRefused] = useState(false);
  const ticked = ids.includes(id);
  return (
    <Stack gap="1">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Checkbox.Root checked={ticked} onCheckedChange={() => setRefused(!toggleCompare(id))}>
          <Checkbox.HiddenInput aria-label={t.compareItem(name)} />
          <Checkbox.Control />
          <Checkbox.Label>{t.compare}</Checkbox.Label>
        </Checkbox.Root>
        {ticked && ids.length > 0 && (
          <Button asChild size="xs" variant="outline" colorPalette="orange">
            <RouterLink to={compareHref(ids)}>{t.openCompare(ids.length)}</RouterLink>
          </Button>
        )}
      </HStack>
      {refused && !ticked && <Text role="alert" color="fg.error" fontSize="sm">{t.tooMany}</Text>}
    </Stack>
  );
}
