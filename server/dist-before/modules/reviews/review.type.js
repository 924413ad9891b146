"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.Review = void 0;
const type_graphql_1 = require("type-graphql");
let Review = class Review {
    id;
    photoUrl;
    description;
    rating;
    authorName;
    createdAt;
};
exports.Review = Review;
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.ID),
    __metadata("design:type", String)
], Review.prototype, "id", void 0);
__decorate([
    (0, type_graphql_1.Field)({ description: 'http(s) link to the reviewer\'s photo' }),
    __metadata("design:type", String)
], Review.prototype, "photoUrl", void 0);
__decorate([
    (0, type_graphql_1.Field)({ description: 'Review text; clients render it as text, never as HTML' }),
    __metadata("design:type", String)
], Review.prototype, "description", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { description: 'Stars; the shop shows 5 for every review (spec §9)' }),
    __metadata("design:type", Number)
], Review.prototype, "rating", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => String, { nullable: true, description: 'Display name of the author when posted' }),
    __metadata("design:type", Object)
], Review.prototype, "authorName", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", Date)
], Review.prototype, "createdAt", void 0);
exports.Review = Review = __decorate([
    (0, type_graphql_1.ObjectType)({ description: 'A customer review of the shop' })
], Review);
//# sourceMappingURL=review.type.js.map