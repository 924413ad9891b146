/**
 * App-wide toasts (spec §9: top-right, auto-close after 5000 ms). Render <Toaster /> once near the
 * root; call the small helpers below from anywhere. The region's code
 * loads after first paint to keep the first bundle small; toasts created before it mounts still show.
 */
import { lazy, Suspense } from 'react';
import { showToast, toaster } from './toast-store';

export { toaster };

export function notifySuccess(title: string, description?: string): void {
  showToast({ type: 'success', title, description, closable: true });
}

export function notifyError(title: string, description?: string): void {
  showToast({ type: 'error', title, description, closable: true });
}

const ToastRegion = lazy(() => import('./ToastRegion'));

export function Toaster() {
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}
