/** A table that scrolls sideways on a phone instead of squeezing its columns. */
import type { ReactNode } from 'react';
import { Table } from '@chakra-ui/react';

export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" maxW="100%">
      <Table.Root size="sm" aria-label={label} minW="2xl" striped>
        {children}
      </Table.Root>
    </Table.ScrollArea>
  );
}
