"use strict";
var __createBinding = (this && this.__createBinding) || (Object.create ? (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    var desc = Object.getOwnPropertyDescriptor(m, k);
    if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
      desc = { enumerable: true, get: function() { return m[k]; } };
    }
    Object.defineProperty(o, k2, desc);
}) : (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    o[k2] = m[k];
}));
var __setModuleDefault = (this && this.__setModuleDefault) || (Object.create ? (function(o, v) {
    Object.defineProperty(o, "default", { enumerable: true, value: v });
}) : function(o, v) {
    o["default"] = v;
});
var __importStar = (this && this.__importStar) || (function () {
    var ownKeys = function(o) {
        ownKeys = Object.getOwnPropertyNames || function (o) {
            var ar = [];
            for (var k in o) if (Object.prototype.hasOwnProperty.call(o, k)) ar[ar.length] = k;
            return ar;
        };
        return ownKeys(o);
    };
    return function (mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) for (var k = ownKeys(mod), i = 0; i < k.length; i++) if (k[i] !== "default") __createBinding(result, mod, k[i]);
        __setModuleDefault(result, mod);
        return result;
    };
})();
Object.defineProperty(exports, "__esModule", { value: true });
exports.reviewRoutes = reviewRoutes;
const express_1 = require("express");
const reviews = __importStar(require("../modules/reviews/review.service"));
const handler_1 = require("./handler");
const body_1 = require("./body");
const present_1 = require("./present");
const cursor_pages_1 = require("./cursor-pages");
const review_connection_1 = require("../modules/reviews/review-connection");
function reviewRoutes() {
    const r = (0, express_1.Router)({ caseSensitive: true });
    // The spec's list; with `?limit=&cursor=` a cursor page with a Link header (rest/cursor-pages.ts).
    r.get('/user-review', (0, handler_1.handle)('reviews', async (ctx, req, res) => {
        const page = await (0, cursor_pages_1.restCursorPage)(req, res, (args) => (0, review_connection_1.reviewConnection)(ctx, args));
        return (page ?? (await reviews.listReviews(ctx))).map(present_1.presentReview);
    }));
    r.post('/user-review', (0, handler_1.handle)('addReview', async (ctx, req) => {
        const body = (0, body_1.bodyOf)(req);
        const review = await reviews.addReview(ctx, { photoUrl: (0, body_1.optionalText)(body, 'photoUrl'), description: (0, body_1.optionalText)(body, 'description') });
        return { success: true, review: (0, present_1.presentReview)(review) };
    }, 201));
    return r;
}
//# sourceMappingURL=reviews.js.map