/**
 * Cursor pages on the client (docs/decisions/029-cursor-pages.md): the server's connections give
 * `pageInfo.endCursor`, never a page number. Two ways a screen uses them:
 * - `useCursorPager`: Previous / Page N / Next in a table: the cursors that opened each page are kept, so Previous
 *   goes back to exactly the rows seen, whatever was added meanwhile;
 * - `appendPage` + `LoadMoreButton`: "Load more" under a list, the next page added below the rows shown.
 */
import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { copy } from './copy';

export interface PageInfoLike {
  hasNextPage: boolean;
  endCursor?: string | null;
}

export function useCursorPager() {
  // The cursor each page was opened with: [null] is page 1.
  const [cursors, setCursors] = useState<Array<string | null>>([null]);
  return {
    page: cursors.length,
    after: cursors[cursors.length - 1],
    next: (pageInfo: PageInfoLike | undefined) => {
      if (pageInfo?.hasNextPage && pageInfo.endCursor)
        setCursors((c) => [...c, pageInfo.endCursor as string]);
    },
    previous: () => setCursors((c) => (c.length > 1 ? c.slice(0, -1) : c)),
    /** Back to page 1 (another filter). */
    reset: () => setCursors([null]),
  };
}

/** `shown` with the next page's nodes added below, and the next page's flags (where to read on from). */
export function appendPage<C extends { nodes: readonly unknown[]; pageInfo: object }>(shown: C, next: C): C {
  return { ...next, nodes: [...shown.nodes, ...next.nodes] };
}

/**
 * "Load more" under a list while the server says more follow. `onMore` may return the fetch's promise: the button
 * then shows its own spinner until the page is in (else pass `loading`).
 */
export function LoadMoreButton({
  pageInfo,
  loading,
  onMore,
  label,
}: {
  pageInfo: PageInfoLike | undefined;
  loading?: boolean;
  onMore(after: string): void | Promise<unknown>;
  label?: string;
}) {
  const [busy, setBusy] = useState(false);
  if (!pageInfo?.hasNextPage || !pageInfo.endCursor) return null;
  const after = pageInfo.endCursor;
  const onClick = () => {
    const pending = onMore(after);
    if (!pending) return;
    setBusy(true);
    void pending.finally(() => setBusy(false));
  };
  return (
    <Button
      alignSelf="center"
      variant="outline"
      size="sm"
      loading={loading ?? busy}
      aria-label={label}
      onClick={onClick}
    >
      {copy.common.loadMore}
    </Button>
  );
}
