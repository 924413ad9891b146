/**
 * The admin tables at tablet width and up (phones get cards); scrolls sideways rather than squeezing columns.
 * `position="relative"` makes the scroll box the containing block of absolutely positioned content inside it
 * (a `srOnly` header is `position: absolute`): without it such content is laid out against the page, is not
 * clipped by the scroll box, and on a phone widens the page itself (Receivables to 699 px).
 *
 * While the table is wider than its box, the box takes keyboard focus (tabIndex 0), so a keyboard can scroll it even
 * when no row has a button (a list of revoked API keys; axe: scrollable-region-focusable). A table that fits adds no
 * tab stop.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Table } from '@chakra-ui/react';

export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const check = () => setScrolls(el.scrollWidth > el.clientWidth);
    const observer = new ResizeObserver(check);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    check();
    return () => observer.disconnect();
  }, []);
  return (
    <Table.ScrollArea
      ref={box}
      borderWidth="1px"
      rounded="md"
      maxW="100%"
      position="relative"
      tabIndex={scrolls ? 0 : undefined}
    >
      <Table.Root size="sm" aria-label={label}>
        {children}
      </Table.Root>
    </Table.ScrollArea>
  );
}
