/**
 * The admin tables at tablet width and up (phones get cards); scrolls sideways rather than squeezing columns.
 * `position="relative"` makes the scroll box the containing block of absolutely positioned content inside it
 * (a `srOnly` header is `position: absolute`): without it such content is laid out against the page, is not
 * clipped by the scroll box, and on a phone widens the page itself (issue #29: Receivables grew to 699 px).
 */
import type { ReactNode } from 'react';
import { Table } from '@chakra-ui/react';

export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" maxW="100%" position="relative">
      <Table.Root size="sm" aria-label={label}>
        {children}
      </Table.Root>
    </Table.ScrollArea>
  );
}
