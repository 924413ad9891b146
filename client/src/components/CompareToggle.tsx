/** A Compare tick for one item, the refusal of a fifth, and the way to the compare page once something is ticked. */
import { useState } from 'react';
import { Button, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { compareCopy as t } from '../lib/compareCopy';
import { compareHref, toggleCompare, useCompareList } from '../lib/compareStore';
import { NativeCheckbox } from './NativeCheckbox';

export function CompareToggle({ id, name }: { id: string; name: string }) {
  const ids = useCompareList();
  const [refused, setRefused] = useState(false);
  // A refused tick leaves the box unticked: the input is controlled, so React sets it back to the list's answer.
  const toggle = () => setRefused(!toggleCompare(id));
  const ticked = ids.includes(id);
  return (
    <Stack gap="1">
      <HStack justify="space-between" wrap="wrap" gap="2">
        {/* A card's tick is the browser's own checkbox (a page of cards would start a Chakra state machine each:
            decision 132). The item's name is read out with the word, so each tick on a page is told apart. */}
        <NativeCheckbox checked={ticked} onChange={toggle}>
          {t.compare}
          <VisuallyHidden> {name}</VisuallyHidden>
        </NativeCheckbox>
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
