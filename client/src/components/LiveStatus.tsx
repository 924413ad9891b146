/**
 * A status message that appears or changes while the person stays on the page ("No products found." as they type a
 * search): announced politely by a screen reader (WCAG 4.1.3). The region is always in the page, empty when there is
 * nothing to say, because a live region added together with its words is often not read; empty, it takes no room
 * (out of the flow: no gap in a Stack).
 */
import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function LiveStatus({ children }: { children: ReactNode }) {
  return (
    <Box role="status" aria-live="polite" css={{ '&:empty': { position: 'absolute' } }}>
      {children}
    </Box>
  );
}
