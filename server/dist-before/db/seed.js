"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.seedIfEmpty = seedIfEmpty;
const factories_1 = require("./factories");
/** Seeds the demo catalog and reviews into an empty database. Returns counts, or null when data was there. */
async function seedIfEmpty(db) {
    const existing = await db.product.count();
    if (existing > 0)
        return null;
    const base = Date.now() - factories_1.CATALOG.length * 60_000;
    await db.product.createMany({
        // Oldest first, so the first product of the list is the newest: the flagship shows first.
        data: [...factories_1.CATALOG].reverse().map((p, i) => ({
            ...p,
            imageUrl: (0, factories_1.catalogImage)(factories_1.CATALOG.length - 1 - i),
            createdAt: new Date(base + i * 60_000),
        })),
    });
    await db.review.createMany({
        data: factories_1.SEED_REVIEWS.map((r, i) => ({ ...r, photoUrl: (0, factories_1.avatarImage)(i), rating: 5, createdAt: new Date(base + i * 60_000) })),
    });
    return { products: factories_1.CATALOG.length, reviews: factories_1.SEED_REVIEWS.length };
}
//# sourceMappingURL=seed.js.map