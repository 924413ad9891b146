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
exports.BulkAddResult = exports.QuickOrderPreview = exports.Quote = exports.QuoteLine = exports.LineProblem = exports.NextPriceBreak = void 0;
const type_graphql_1 = require("type-graphql");
const graphql_scalars_1 = require("graphql-scalars");
const product_type_1 = require("../products/product.type");
const order_type_1 = require("../orders/order.type");
let NextPriceBreak = class NextPriceBreak {
    minQuantity;
    unitPriceCents;
    quantity;
    addUnits;
};
exports.NextPriceBreak = NextPriceBreak;
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { description: 'Units from which the break applies' }),
    __metadata("design:type", Number)
], NextPriceBreak.prototype, "minQuantity", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { description: 'Unit price in cents at the break' }),
    __metadata("design:type", Number)
], NextPriceBreak.prototype, "unitPriceCents", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { description: 'The smallest valid quantity (case pack, maximum) that gets the break' }),
    __metadata("design:type", Number)
], NextPriceBreak.prototype, "quantity", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { description: 'Units to add to this line\'s quantity to get there' }),
    __metadata("design:type", Number)
], NextPriceBreak.prototype, "addUnits", void 0);
exports.NextPriceBreak = NextPriceBreak = __decorate([
    (0, type_graphql_1.ObjectType)({ description: 'The next cheaper price break a valid order can reach' })
], NextPriceBreak);
let LineProblem = class LineProblem {
    code;
    message;
};
exports.LineProblem = LineProblem;
__decorate([
    (0, type_graphql_1.Field)({ description: 'UNREADABLE, UNKNOWN_PRODUCT, AMBIGUOUS_NAME, DUPLICATE_LINE, ALREADY_ORDERED, NOT_WHOLE, BELOW_SHOP_MINIMUM, BELOW_MINIMUM, NOT_CASE_PACK, ABOVE_MAXIMUM, OUT_OF_STOCK or LINE_TOO_LARGE' }),
    __metadata("design:type", String)
], LineProblem.prototype, "code", void 0);
__decorate([
    (0, type_graphql_1.Field)({ description: 'What to tell the buyer' }),
    __metadata("design:type", String)
], LineProblem.prototype, "message", void 0);
exports.LineProblem = LineProblem = __decorate([
    (0, type_graphql_1.ObjectType)({ description: 'Why a line cannot be ordered as it is' })
], LineProblem);
let QuoteLine = class QuoteLine {
    lineNumber;
    reference;
    quantityText;
    product;
    quantity;
    unitPriceCents;
    lineTotalCents;
    priceBreak;
    nextBreak;
    nudge;
    roundUpTo;
    problems;
    ok;
};
exports.QuoteLine = QuoteLine;
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { description: 'The line\'s number: its position in the list, or its line in a quick-order file' }),
    __metadata("design:type", Number)
], QuoteLine.prototype, "lineNumber", void 0);
__decorate([
    (0, type_graphql_1.Field)({ description: 'The product reference as sent (id, SKU or exact name)' }),
    __metadata("design:type", String)
], QuoteLine.prototype, "reference", void 0);
__decorate([
    (0, type_graphql_1.Field)({ description: 'The quantity as sent' }),
    __metadata("design:type", String)
], QuoteLine.prototype, "quantityText", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => product_type_1.Product, { nullable: true, description: 'The product the line names; null when none does' }),
    __metadata("design:type", Object)
], QuoteLine.prototype, "product", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { nullable: true, description: 'Units, when the quantity could be read' }),
    __metadata("design:type", Object)
], QuoteLine.prototype, "quantity", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { nullable: true, description: 'Unit price in cents this quantity gets (its price break)' }),
    __metadata("design:type", Object)
], QuoteLine.prototype, "unitPriceCents", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => graphql_scalars_1.GraphQLSafeInt, { nullable: true, description: 'quantity x unitPriceCents, in cents' }),
    __metadata("design:type", Object)
], QuoteLine.prototype, "lineTotalCents", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => product_type_1.PriceBreak, { nullable: true, description: 'The price break this quantity falls in (the base price from the minimum order)' }),
    __metadata("design:type", Object)
], QuoteLine.prototype, "priceBreak", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => NextPriceBreak, { nullable: true, description: 'The next cheaper break, if a valid order can reach it' }),
    __metadata("design:type", Object)
], QuoteLine.prototype, "nextBreak", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => String, { nullable: true, description: '"Add N more units for $Y/unit" when the next break is within 20 % of the quantity' }),
    __metadata("design:type", Object)
], QuoteLine.prototype, "nudge", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { nullable: true, description: 'The smallest valid quantity above this one when the quantity rule refused it ("Round up to 125")' }),
    __metadata("design:type", Object)
], QuoteLine.prototype, "roundUpTo", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => [LineProblem], { description: 'Empty when the line can be ordered as it is' }),
    __metadata("design:type", Array)
], QuoteLine.prototype, "problems", void 0);
__decorate([
    (0, type_graphql_1.Field)({ description: 'True when problems is empty' }),
    __metadata("design:type", Boolean)
], QuoteLine.prototype, "ok", void 0);
exports.QuoteLine = QuoteLine = __decorate([
    (0, type_graphql_1.ObjectType)({ description: 'One line priced and checked against the product\'s quantity rule, stock and price breaks' })
], QuoteLine);
let Quote = class Quote {
    lines;
    okCount;
    failedCount;
    totalUnits;
    totalCents;
};
exports.Quote = Quote;
__decorate([
    (0, type_graphql_1.Field)(() => [QuoteLine]),
    __metadata("design:type", Array)
], Quote.prototype, "lines", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { description: 'Lines that can be ordered as they are' }),
    __metadata("design:type", Number)
], Quote.prototype, "okCount", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { description: 'Lines with problems' }),
    __metadata("design:type", Number)
], Quote.prototype, "failedCount", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => graphql_scalars_1.GraphQLSafeInt, { description: 'Units over the lines that can be ordered' }),
    __metadata("design:type", Number)
], Quote.prototype, "totalUnits", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => graphql_scalars_1.GraphQLSafeInt, { description: 'Cents over the lines that can be ordered' }),
    __metadata("design:type", Number)
], Quote.prototype, "totalCents", void 0);
exports.Quote = Quote = __decorate([
    (0, type_graphql_1.ObjectType)({ description: 'What a list of lines would cost, without placing anything' })
], Quote);
let QuickOrderPreview = class QuickOrderPreview extends Quote {
    failedLinesCsv;
};
exports.QuickOrderPreview = QuickOrderPreview;
__decorate([
    (0, type_graphql_1.Field)({ description: 'CSV (line,sku,quantity,reason) of the lines that cannot be ordered, cells escaped against spreadsheet formulas; empty when every line is fine' }),
    __metadata("design:type", String)
], QuickOrderPreview.prototype, "failedLinesCsv", void 0);
exports.QuickOrderPreview = QuickOrderPreview = __decorate([
    (0, type_graphql_1.ObjectType)({ description: 'A quick-order file checked line by line for the signed-in buyer' })
], QuickOrderPreview);
let BulkAddResult = class BulkAddResult {
    items;
    count;
    totalCents;
};
exports.BulkAddResult = BulkAddResult;
__decorate([
    (0, type_graphql_1.Field)(() => [order_type_1.OrderItem]),
    __metadata("design:type", Array)
], BulkAddResult.prototype, "items", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int),
    __metadata("design:type", Number)
], BulkAddResult.prototype, "count", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => graphql_scalars_1.GraphQLSafeInt, { description: 'Sum of the new items\' totals in cents' }),
    __metadata("design:type", Number)
], BulkAddResult.prototype, "totalCents", void 0);
exports.BulkAddResult = BulkAddResult = __decorate([
    (0, type_graphql_1.ObjectType)({ description: 'The order items a bulk add created, all in one transaction' })
], BulkAddResult);
//# sourceMappingURL=wholesale.type.js.map