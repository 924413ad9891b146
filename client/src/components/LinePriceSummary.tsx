/**
 * Live price of one order line as the buyer types: unit price of its break, line total, and
 * "Add N more units for $Y/unit" when the next break is within 20 %. The same quoteLine the server uses.
 * Its height is reserved so typing never moves the form below it. Only a quantity that can be ordered as it is gets
 * a price: a total for 99 units, or for more than the product's maximum, would price an order nobody can place.
 */
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { isNudgeWorthy, nextBreakNudge, quoteLine, type PricedProduct } from '@gluegun/common';
import { wholesaleCopy } from '../lib/wholesaleCopy';

interface Props {
  product: PricedProduct;
  /** The typed quantity, or null while nothing valid is typed. */
  quantity: number | null;
  /** Offered with the nudge: switch to the next break's quantity. */
  onChoose?(quantity: number): void;
}

export function LinePriceSummary({ product, quantity, onChoose }: Props) {
  const quote = quantity !== null && quantity > 0 ? quoteLine(product, quantity) : null;
  const line = quote && quote.problems.length === 0 ? quote : null;
  const next = line && isNudgeWorthy(line.quantity, line.nextBreak) ? line.nextBreak : null;
  const t = wholesaleCopy.line;
  return (
    <Box minH="20" aria-live="polite" data-testid="line-price">
      {line && (
        <Stack gap="1">
          <Text>{t.unitPrice(line.unitPriceCents, line.tier.minQuantity)}</Text>
          <Text fontWeight="semibold">{t.total(line.lineTotalCents)}</Text>
          {next && (
            <Stack direction={{ base: 'column', sm: 'row' }} gap="2" align={{ sm: 'center' }}>
              <Text color="green.800" fontWeight="medium">
                {nextBreakNudge(next)}
              </Text>
              {onChoose && (
                <Button size="xs" variant="outline" onClick={() => onChoose(next.quantity)}>
                  {t.useBreak(next.quantity)}
                </Button>
              )}
            </Stack>
          )}
        </Stack>
      )}
    </Box>
  );
}
