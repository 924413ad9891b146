/**
 * Shows the acting-as banner (ActingBannerPanel) while this browser acts as a buyer. The panel and the Apollo hooks
 * it uses load only then, which keeps them out of every first page's JavaScript.
 */
import { lazy, Suspense } from 'react';
import { actingReturnToken } from '../lib/actAs';

const ActingBannerPanel = lazy(() => import('./ActingBannerPanel'));

export function ActingBanner() {
  return actingReturnToken() ? (
    <Suspense fallback={null}>
      <ActingBannerPanel />
    </Suspense>
  ) : null;
}
