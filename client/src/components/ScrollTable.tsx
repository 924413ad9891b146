/** The admin tables at tablet width and up (phones get cards); scrolls sideways rather than squeezing columns. */
import type { ReactNode } from 'react';
import { Table } from '@chakra-ui/react';

export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" maxW="100%">
      <Table.Root size="sm" aria-label={label}>
        {children}
      </Table.Root>
    </Table.ScrollArea>
  );
}
