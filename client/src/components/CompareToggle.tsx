/** A Compare tick for one item, the refusal of a fifth, and the way to the compare page once something is ticked. */
import { useState } from 'react';
import { Button, Checkbox, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { compareCopy as t } from '../lib/compareCopy';
import { compareHref, toggleCompare, useCompareList } from '../lib/compareStore';

export function CompareToggle({ id, name }: { id: string; name: string }) {
  const ids = useCompareList();
  const [refused, setRefused] = useState(false);
  // A refused tick remounts the box: the browser had already ticked its input, which must read unticked again.
  const [resets, setResets] = useState(0);
  const toggle = () => {
    const done = toggleCompare(id);
    setRefused(!done);
    if (!done) setResets((n) => n + 1);
  };
  const ticked = ids.includes(id);
  return (
    <Stack gap="1">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Checkbox.Root key={resets} checked={ticked} onCheckedChange={toggle}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          {/* The item's name is read out with the word, so each tick on a page of cards is told apart. */}
          <Checkbox.Label>
            {t.compare}
            <VisuallyHidden> {name}</VisuallyHidden>
          </Checkbox.Label>
        </Checkbox.Root>
        {ticked && ids.length > 0 && (
          <Button asChild size="xs" variant="outline" colorPalette="orange">
            <RouterLink to={compareHref(ids)}>{t.openCompare(ids.length)}</RouterLink>
          </Button>
        )}
      </HStack>
      {refused && !ticked && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {t.tooMany}
        </Text>
      )}
    </Stack>
  );
}
