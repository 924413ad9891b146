/**
 * What of a quantity ships now and what follows, and when (docs/decisions/088): "120 now, 380 from January 12, 2027".
 * Said politely as the quantity changes (a live region always in the page, empty when nothing is backordered), and
 * wrapped at phone width.
 */
import { Text } from '@chakra-ui/react';
import { availabilitySplit, utcToday } from '@gluegun/common';
import { LiveStatus } from './LiveStatus';

export interface AvailabilityTerms {
  quantity: number;
  backordersAllowed?: boolean | null;
  restockOn?: string | null;
}

/** The split's words when part of `ordered` follows later, else null. */
export function backorderNote(ordered: number | null, terms: AvailabilityTerms): string | null {
  if (ordered === null || !terms.backordersAllowed) return null;
  const split = availabilitySplit(ordered, {
    inStock: terms.quantity,
    backordersAllowed: true,
    restockOn: terms.restockOn ?? null,
    today: utcToday(new Date()),
  });
  return split.later > 0 ? split.text : null;
}

export function AvailabilityNote({ ordered, terms }: { ordered: number | null; terms: AvailabilityTerms }) {
  const note = backorderNote(ordered, terms);
  return (
    <LiveStatus>
      {note && (
        <Text fontSize="sm" fontWeight="medium" color="orange.800" overflowWrap="anywhere">
          {note}
        </Text>
      )}
    </LiveStatus>
  );
}
