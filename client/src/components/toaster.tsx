/**
 * App-wide toasts (spec §9: top-right, auto-close after 5000 ms). Render <Toaster /> once near the
 * root; call `toaster.create(...)` or the small helpers below from anywhere. The region's code
 * loads after first paint to keep the first bundle small; toasts created before it mounts still show.
 */
import { lazy, Suspense } from 'react';
import { createToaster } from '@chakra-ui/react';
import { TOAST_DURATION_MS } from '@gluegun/common';

/** The sticky navbar is 4rem tall: toasts start below it, so they never cover Profile or Sign Out. */
const TOAST_TOP_OFFSET = '4.75rem';

export const toaster = createToaster({
  placement: 'top-end',
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
  offsets: { top: TOAST_TOP_OFFSET, right: '1rem', bottom: '1rem', left: '1rem' },
  // Two at most: a third pushes the oldest out instead of stacking a wall of toasts over the page.
  max: 2,
  gap: 8,
});

export function notifySuccess(title: string, description?: string): void {
  toaster.create({ type: 'success', title, description, closable: true });
}

export function notifyError(title: string, description?: string): void {
  toaster.create({ type: 'error', title, description, closable: true });
}

const ToastRegion = lazy(() => import('./ToastRegion'));

export function Toaster() {
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}
