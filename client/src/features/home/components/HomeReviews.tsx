import { lazy, Suspense } from 'react';
import { PageSpinner } from '../../../components/PageSpinner';
import { HomeReviewsFrame, HomeReviewsGrid } from './HomeReviewsView';

// As HomeProducts: the query and the cards load as their own chunk; the loading state shows until then.
const HomeReviewsData = lazy(() => import('./HomeReviewsData'));

export function HomeReviews() {
  return (
    <Suspense
      fallback={
        <HomeReviewsFrame>
          <PageSpinner />
          <HomeReviewsGrid />
        </HomeReviewsFrame>
      }
    >
      <HomeReviewsData />
    </Suspense>
  );
}
