import type { Db } from './prisma';
import { CATALOG, SEED_REVIEWS, avatarImage, catalogImage } from './factories';
import { seedCatalogShape, seedRelated } from './catalog-seed';
import { seedFamilies } from './family-seed';
import { seedDemoRange } from './demo-range';

/**
 * Seeds the demo catalog and reviews into an empty database, with the distributor's range too when `range` is set
 * (`npm start`). Returns counts, or null when data was there.
 */
export async function seedIfEmpty(db: Db, options: { range?: boolean } = {}) {
  const existing = await db.product.count();
  if (existing > 0) return null;
  const base = Date.now() - CATALOG.length * 60_000;
  await db.product.createMany({
    // Oldest first, so the first product of the list is the newest: the flagship shows first.
    data: [...CATALOG].reverse().map((p, i) => ({
      ...p,
      imageUrl: catalogImage(CATALOG.length - 1 - i),
      createdAt: new Date(base + i * 60_000),
    })),
  });
  await seedCatalogShape(db);
  await seedFamilies(db, base);
  await seedRelated(db);
  // A day before the demo products and their families' variants: the lists' first pages stay the demo's.
  const range = options.range ? await seedDemoRange(db, base - 86_400_000) : 0;
  await db.review.createMany({
    data: SEED_REVIEWS.map((r, i) => ({
      ...r,
      photoUrl: avatarImage(i),
      rating: 5,
      createdAt: new Date(base + i * 60_000),
    })),
  });
  return { products: CATALOG.length, range, reviews: SEED_REVIEWS.length };
}
