"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.listReviews = listReviews;
exports.addReview = addReview;
const common_1 = require("@gluegun/common");
const errors_1 = require("../../errors");
const access_1 = require("../../auth/access");
const validate_1 = require("../../lib/validate");
async function listReviews(ctx, take) {
    (0, access_1.allow)(ctx, 'reviews');
    if (take != null && (!Number.isInteger(take) || take < 1 || take > common_1.DEFAULT_LIST_TAKE)) {
        throw (0, errors_1.badInput)(`take must be from 1 to ${common_1.DEFAULT_LIST_TAKE}`, 'take');
    }
    return ctx.db.review.findMany({ orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: take ?? common_1.DEFAULT_LIST_TAKE });
}
async function addReview(ctx, input) {
    const user = (0, access_1.allowUser)(ctx, 'addReview');
    const data = await (0, validate_1.validate)(common_1.reviewInputSchema, input);
    return ctx.db.review.create({
        data: { ...data, rating: common_1.REVIEW_RATING, authorId: user.id, authorName: user.displayName },
    });
}
//# sourceMappingURL=review.service.js.map