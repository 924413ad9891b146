import { lazy, Suspense } from 'react';
import { PageSpinner } from '../../../components/PageSpinner';
import { HomeProductsFrame, HomeProductsGrid } from './HomeProductsView';

// The query (with Apollo's hooks) and the cards load as their own chunk; until then, and in the pre-rendered HTML,
// the section shows its loading state, which is exactly what the data component renders first: no jump.
const HomeProductsData = lazy(() => import('./HomeProductsData'));

export function HomeProducts() {
  return (
    <Suspense
      fallback={
        <HomeProductsFrame>
          <PageSpinner />
          <HomeProductsGrid />
        </HomeProductsFrame>
      }
    >
      <HomeProductsData />
    </Suspense>
  );
}
