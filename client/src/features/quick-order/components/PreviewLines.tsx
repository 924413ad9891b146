/** The checked lines: each with its product, price break, the next break, and what to fix ("Round up to 125"). */
import { Badge, Box, Button, HStack, List, Stack, Text } from '@chakra-ui/react';
import { formatCents } from '@gluegun/common';
import { wholesaleCopy } from '../../../lib/wholesaleCopy';
import type { QuickOrderPreviewQuery } from '../../../gql/graphql';

export type PreviewLine = QuickOrderPreviewQuery['quickOrderPreview']['lines'][number];
const t = wholesaleCopy.quickOrder;

function LinePrices({ line }: { line: PreviewLine }) {
  if (line.unitPriceCents == null || !line.priceBreak) return null;
  return (
    <Stack gap="0" fontSize="sm">
      <Text>
        {t.breakNow(line.priceBreak.minQuantity, line.priceBreak.unitPriceCents)}
        {line.lineTotalCents != null && <> · {wholesaleCopy.line.total(line.lineTotalCents)}</>}
      </Text>
      {line.nextBreak && (
        <Text color="fg.muted">{t.breakNext(line.nextBreak.minQuantity, line.nextBreak.unitPriceCents)}</Text>
      )}
      {line.nudge && (
        <Text color="green.800" fontWeight="medium">
          {line.nudge}
        </Text>
      )}
    </Stack>
  );
}

function Line({
  line,
  onRoundUp,
}: {
  line: PreviewLine;
  onRoundUp(line: PreviewLine, quantity: number): void;
}) {
  return (
    <List.Item
      listStyleType="none"
      borderWidth="1px"
      rounded="md"
      p="3"
      borderColor={line.ok ? 'border' : 'red.300'}
      aria-label={`${t.lineLabel(line.lineNumber)}: ${line.ok ? t.ready : t.needsAttention}`}
    >
      <Stack gap="1">
        <HStack justify="space-between" align="start" gap="2" flexWrap="wrap">
          <Text fontWeight="semibold" wordBreak="break-word">
            {t.lineLabel(line.lineNumber)}:{' '}
            {line.product ? `${line.product.name} (${line.product.sku})` : line.reference || t.unknownProduct}
          </Text>
          <Badge colorPalette={line.ok ? 'green' : 'red'} variant="surface">
            {line.ok ? t.ready : t.needsAttention}
          </Badge>
        </HStack>
        <Text fontSize="sm">
          {t.quantity(line.quantityText)}
          {line.unitPriceCents != null && ` · ${formatCents(line.unitPriceCents)}/unit`}
        </Text>
        <LinePrices line={line} />
        {line.problems.map((p) => (
          <Text key={p.code + p.message} color="red.700" fontSize="sm" wordBreak="break-word">
            {p.message}
          </Text>
        ))}
        {line.roundUpTo != null && (
          <Button
            size="sm"
            variant="outline"
            colorPalette="orange"
            alignSelf="start"
            onClick={() => onRoundUp(line, line.roundUpTo!)}
          >
            {t.roundUp(line.roundUpTo)}
          </Button>
        )}
      </Stack>
    </List.Item>
  );
}

export function PreviewLines({
  lines,
  onRoundUp,
}: {
  lines: PreviewLine[];
  onRoundUp(line: PreviewLine, quantity: number): void;
}) {
  return (
    <Box>
      <Text as="h2" fontSize="xl" fontWeight="bold" mb="2">
        {t.linesHeading}
      </Text>
      <List.Root gap="2" ps="0" aria-label={t.linesHeading}>
        {lines.map((line) => (
          <Line key={line.lineNumber} line={line} onRoundUp={onRoundUp} />
        ))}
      </List.Root>
    </Box>
  );
}
