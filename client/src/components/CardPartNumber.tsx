/**
 * A product card's line with the signed-in member's company's own part number for the item (lib/cardPartNumbers.ts).
 * Its line is kept for every signed-in person from the card's first paint, so the number arriving moves nothing;
 * a visitor's card has no such line.
 */
import { Text } from '@chakra-ui/react';
import { useAuth } from '../lib/auth';
import { useCardPartNumber } from '../lib/cardPartNumbers';
import { wholesaleCopy } from '../lib/wholesaleCopy';

export function CardPartNumber({ productId }: { productId: string }) {
  const { user } = useAuth();
  // A visitor's card neither has the line nor watches the cache for it (a watch per card while the grid starts).
  return user ? <PartNumberLine productId={productId} /> : null;
}

function PartNumberLine({ productId }: { productId: string }) {
  const partNumber = useCardPartNumber(productId);
  const line = partNumber ? wholesaleCopy.yourPartNumber(partNumber) : undefined;
  // One line, never two: a long number is cut with an ellipsis here (the product page shows it whole).
  return (
    <Text fontSize="sm" color="fg.muted" truncate title={line} aria-hidden={line ? undefined : true}>
      {line ?? '\u00a0'}
    </Text>
  );
}
