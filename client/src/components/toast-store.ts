/**
 * The app's one toast store, apart from the region that draws it (ToastRegion, loaded after first paint) and the
 * helpers that fill it (toaster.tsx), so each imports it without importing the other.
 */
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
