import { Table } from '@chakra-ui/react';
import { variantCopy } from './packOrder';

interface Props {
  weightGrams: number | null;
  dimensions: { lengthMm: number; widthMm: number; heightMm: number } | null;
}

/** Weight and size of one unit, as rows beside the specifications (nothing when neither is known). */
export function UnitFacts({ weightGrams, dimensions }: Props) {
  if (weightGrams === null && dimensions === null) return null;
  return (
    <Table.Root
      size="sm"
      variant="outline"
      aria-label={`${variantCopy.weightRow} and ${variantCopy.sizeRow.toLowerCase()}`}
    >
      <Table.Body>
        {weightGrams !== null && (
          <Table.Row>
            <Table.Cell fontWeight="medium">{variantCopy.weightRow}</Table.Cell>
            <Table.Cell>{variantCopy.perUnit(weightGrams)}</Table.Cell>
          </Table.Row>
        )}
        {dimensions && (
          <Table.Row>
            <Table.Cell fontWeight="medium">{variantCopy.sizeRow}</Table.Cell>
            <Table.Cell>
              {variantCopy.size(dimensions.lengthMm, dimensions.widthMm, dimensions.heightMm)}
            </Table.Cell>
          </Table.Row>
        )}
      </Table.Body>
    </Table.Root>
  );
}
