import { Router } from 'express';
import * as reviews from '../modules/reviews/review.service';
import { handle } from './handler';
import { bodyOf, optionalText } from './body';
import { presentReview } from './present';

export function reviewRoutes(): Router {
  const r = Router({ caseSensitive: true });
  r.get('/user-review', handle('reviews', async (ctx) => (await reviews.listReviews(ctx)).map(presentReview)));
  r.post('/user-review', handle('addReview', async (ctx, req) => {
    const body = bodyOf(req);
    const review = await reviews.addReview(ctx, { photoUrl: optionalText(body, 'photoUrl'), description: optionalText(body, 'description') });
    return { success: true, review: presentReview(review) };
  }, 201));
  return r;
}
