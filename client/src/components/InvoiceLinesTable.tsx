/** The lines of a purchase order or invoice: product, SKU, quantity, unit price, line total (frozen at checkout). */
import { Table } from '@chakra-ui/react';
import { formatCents } from '@gluegun/common';
import { purchaseOrderCopy } from '../lib/purchaseOrderCopy';

const t = purchaseOrderCopy.lines;

export interface InvoiceLineRow {
  id: string; productName: string; sku: string; quantity: number; unitPriceCents: number; lineTotalCents: number;
}

export function InvoiceLinesTable({ lines, label = t.caption, footer }: { lines: readonly InvoiceLineRow[]; label?: string; footer?: React.ReactNode }) {
  return (
    <Table.ScrollArea maxW="100%">
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t.product}</Table.ColumnHeader>
            <Table.ColumnHeader>{t.sku}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t.quantity}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t.unitPrice}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t.lineTotal}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {lines.map((l) => (
            <Table.Row key={l.id}>
              <Table.Cell minW="10rem">{l.productName}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{l.sku}</Table.Cell>
              <Table.Cell textAlign="end">{l.quantity.toLocaleString('en-US')}</Table.Cell>
              <Table.Cell textAlign="end">{formatCents(l.unitPriceCents)}</Table.Cell>
              <Table.Cell textAlign="end">{formatCents(l.lineTotalCents)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
        {footer && <Table.Footer>{footer}</Table.Footer>}
      </Table.Root>
    </Table.ScrollArea>
  );
}
