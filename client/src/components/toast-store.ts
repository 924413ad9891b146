/**
 * The app's one toast store, apart from the region that draws it (ToastRegion, loaded after first paint) and the
 * helpers that fill it (toaster.tsx), so each imports it without importing the other.
 */
import { createToaster } from '@chakra-ui/react';
import { TOAST_DURATION_MS } from '@gluegun/common';

/** The sticky navbar is 4rem tall: toasts start below it, so they never cover Profile or Sign Out. */
const TOAST_TOP_OFFSET = '4.75rem';

const MAX_TOASTS = 2;

export const toaster = createToaster({
  placement: 'top-end',
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
  offsets: { top: TOAST_TOP_OFFSET, right: '1rem', bottom: '1rem', left: '1rem' },
  // Two at most (a third waits in the store's queue until one goes: showToast makes room for it at once).
  max: MAX_TOASTS,
  gap: 8,
});

/**
 * Shows a toast now: with two on screen the oldest is removed first. The store would otherwise queue the new one
 * until the oldest expires, and never while a pointer rests on a toast (which pauses them all): on a phone, a tap on
 * a button under the toasts left the third confirmation unseen.
 */
export function showToast(options: Parameters<typeof toaster.create>[0]): void {
  const shown = toaster.getVisibleToasts();
  if (shown.length >= MAX_TOASTS) {
    const oldest = shown[shown.length - 1];
    if (oldest?.id) toaster.remove(oldest.id);
  }
  toaster.create(options);
}
