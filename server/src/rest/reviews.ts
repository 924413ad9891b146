import { Router } from 'express';
import * as reviews from '../modules/reviews/review.service';
import { handle } from './handler';
import { bodyOf, optionalText } from './body';
import { presentReview } from './present';
import { restCursorPage } from './cursor-pages';
import { reviewConnection } from '../modules/reviews/review-connection';

export function reviewRoutes(): Router {
  const r = Router({ caseSensitive: true });
  // The spec's list; with `?limit=&cursor=` a cursor page with a Link header (rest/cursor-pages.ts).
  r.get(
    '/user-review',
    handle('reviews', async (ctx, req, res) => {
      const page = await restCursorPage(req, res, (args) => reviewConnection(ctx, args));
      return (page ?? (await reviews.listReviews(ctx))).map(presentReview);
    }),
  );
  r.post(
    '/user-review',
    handle(
      'addReview',
      async (ctx, req) => {
        const body = bodyOf(req);
        const review = await reviews.addReview(ctx, {
          photoUrl: optionalText(body, 'photoUrl'),
          description: optionalText(body, 'description'),
        });
        return { success: true, review: presentReview(review) };
      },
      201,
    ),
  );
  return r;
}
