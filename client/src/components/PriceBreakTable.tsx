/** The volume price table: one row per tier, the base price from the minimum order first. */
import { Table } from '@chakra-ui/react';
import { formatCents, tierFor, type PriceBreak } from '@gluegun/common';
import { wholesaleCopy } from '../lib/wholesaleCopy';

interface Props {
  basePriceCents: number;
  minimum: number;
  breaks: readonly PriceBreak[];
  /** The quantity being ordered: its tier is marked as the buyer's price. */
  quantity?: number | null;
}

export function PriceBreakTable({ basePriceCents, minimum, breaks, quantity }: Props) {
  if (breaks.length === 0) return null;
  const tiers = [{ minQuantity: minimum, unitPriceCents: basePriceCents }, ...breaks];
  const current = quantity ? tierFor(basePriceCents, breaks, quantity, minimum).minQuantity : null;
  const t = wholesaleCopy.breaks;
  return (
    <Table.Root size="sm" variant="outline" maxW="xs" aria-label={t.caption}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t.quantity}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t.unitPrice}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {tiers.map((tier) => {
          const mine = tier.minQuantity === current;
          return (
            <Table.Row
              key={tier.minQuantity}
              bg={mine ? 'orange.100' : undefined}
              fontWeight={mine ? 'semibold' : undefined}
              aria-current={mine ? 'true' : undefined}
            >
              <Table.Cell>{t.from(tier.minQuantity)}</Table.Cell>
              <Table.Cell textAlign="end">{formatCents(tier.unitPriceCents)}</Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </Table.Root>
  );
}
