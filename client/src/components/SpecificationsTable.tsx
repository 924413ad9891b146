/** A product's specifications as a table of name and value ("Stick diameter" / "11 mm"); nothing when it has none. */
import { Table } from '@chakra-ui/react';
import { catalogCopy as t } from '../lib/catalogCopy';

export function SpecificationsTable({
  specifications,
}: {
  specifications: readonly { key: string; name: string; label: string }[];
}) {
  if (specifications.length === 0) return null;
  return (
    <Table.Root size="sm" variant="outline" maxW="md" aria-labelledby="product-specifications">
      <Table.Caption
        id="product-specifications"
        captionSide="top"
        textAlign="start"
        fontWeight="semibold"
        fontSize="lg"
        mb="2"
      >
        {t.specifications}
      </Table.Caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t.specName}</Table.ColumnHeader>
          <Table.ColumnHeader>{t.specValue}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {specifications.map((s) => (
          <Table.Row key={s.key}>
            <Table.Cell>{s.name}</Table.Cell>
            <Table.Cell>{s.label}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
