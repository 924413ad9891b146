/** The lines of a purchase order or invoice: product (with the buyer's own part number and the line's delivery days when given), SKU, quantity, unit price, line total (frozen at checkout). */
import { Table, Text } from '@chakra-ui/react';
import { formatCents, lineDeliveryText } from '@gluegun/common';
import { wholesaleCopy } from '../../../lib/wholesaleCopy';
import { purchaseOrderCopy } from '../copy';

const t = purchaseOrderCopy.lines;
/** Phones show the SKU under the product name, so the money columns stay in view; print and wider screens give it a column. */
const SKU_COLUMN = { base: 'none', sm: 'table-cell' } as const;

export interface InvoiceLineRow {
  id: string;
  productName: string;
  sku: string;
  quantity: number;
  /** The buyer's company's own number, frozen on the invoice (absent where a list does not read it). */
  customerPartNumber?: string | null;
  unitPriceCents: number;
  lineTotalCents: number;
  /** What ships now and what follows, when part of the line is backordered ("120 now, 380 from January 12, 2027"). */
  backorderText?: string | null;
  /** The days asked for and promised for the line, YYYY-MM-DD (absent where a list does not read them). */
  requestedDeliveryOn?: string | null;
  promisedDeliveryOn?: string | null;
}

export interface TotalRow {
  label: string;
  cents: number;
  bold?: boolean;
}

export function InvoiceLinesTable({
  lines,
  label = t.caption,
  totals = [],
}: {
  lines: readonly InvoiceLineRow[];
  label?: string;
  totals?: readonly TotalRow[];
}) {
  return (
    // Focusable, so a keyboard can scroll it sideways on a phone (axe: scrollable-region-focusable).
    <Table.ScrollArea
      maxW="100%"
      position="relative"
      tabIndex={0}
      role="region"
      aria-label={label}
      _print={{ overflow: 'visible' }}
    >
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t.product}</Table.ColumnHeader>
            <Table.ColumnHeader display={SKU_COLUMN}>{t.sku}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t.quantity}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t.unitPrice}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t.lineTotal}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {lines.map((l) => (
            <Table.Row key={l.id}>
              <Table.Cell whiteSpace="normal">
                {l.productName}
                <Text as="span" display={{ base: 'block', sm: 'none' }} fontSize="xs" color="fg.muted">
                  {l.sku}
                </Text>
                {l.customerPartNumber && (
                  <Text as="span" display="block" fontSize="xs" color="fg.muted">
                    {wholesaleCopy.yourPartNumber(l.customerPartNumber)}
                  </Text>
                )}
                {l.backorderText && (
                  <Text
                    as="span"
                    display="block"
                    fontSize="sm"
                    fontWeight="medium"
                    color="orange.800"
                    data-testid="line-backorder"
                  >
                    {t.backordered(l.backorderText)}
                  </Text>
                )}
                {lineDeliveryText(l.requestedDeliveryOn ?? null, l.promisedDeliveryOn ?? null) && (
                  <Text as="span" display="block" fontSize="sm" data-testid="line-delivery">
                    {lineDeliveryText(l.requestedDeliveryOn ?? null, l.promisedDeliveryOn ?? null)}
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap" display={SKU_COLUMN}>
                {l.sku}
              </Table.Cell>
              <Table.Cell textAlign="end">{l.quantity.toLocaleString('en-US')}</Table.Cell>
              <Table.Cell textAlign="end">{formatCents(l.unitPriceCents)}</Table.Cell>
              <Table.Cell textAlign="end">{formatCents(l.lineTotalCents)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
        {totals.length > 0 && (
          <Table.Footer>
            {totals.map((row) => (
              <Table.Row key={row.label}>
                {/* Under the SKU column where there is one, so the label spans the same columns at every width. */}
                <Table.Cell display={SKU_COLUMN} />
                <Table.Cell colSpan={3} textAlign="end" fontWeight={row.bold ? 'bold' : 'normal'}>
                  {row.label}
                </Table.Cell>
                <Table.Cell textAlign="end" fontWeight={row.bold ? 'bold' : 'normal'}>
                  {formatCents(row.cents)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Footer>
        )}
      </Table.Root>
    </Table.ScrollArea>
  );
}
