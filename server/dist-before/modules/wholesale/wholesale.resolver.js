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
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
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
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.WholesaleResolver = void 0;
const type_graphql_1 = require("type-graphql");
const common_1 = require("@gluegun/common");
const access_1 = require("../../auth/access");
const wholesale_type_1 = require("./wholesale.type");
const wholesale_input_1 = require("./wholesale.input");
const wholesale = __importStar(require("./wholesale.service"));
let WholesaleResolver = class WholesaleResolver {
    quote(ctx, lines) {
        return wholesale.quote(ctx, lines);
    }
    quickOrderPreview(ctx, text) {
        return wholesale.quickOrderPreview(ctx, text);
    }
    bulkAddToOrders(ctx, input) {
        return wholesale.bulkAddToOrders(ctx, input);
    }
};
exports.WholesaleResolver = WholesaleResolver;
__decorate([
    (0, access_1.Allow)('quote'),
    (0, type_graphql_1.Query)(() => wholesale_type_1.Quote, { description: `What these lines would cost (unit price by price break, line totals, problems, next break), without placing anything. At most ${common_1.MAX_QUICK_ORDER_LINES} lines. Public.` }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('lines', () => [wholesale_input_1.OrderLineInput])),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Array]),
    __metadata("design:returntype", void 0)
], WholesaleResolver.prototype, "quote", null);
__decorate([
    (0, access_1.Allow)('quickOrderPreview'),
    (0, type_graphql_1.Query)(() => wholesale_type_1.QuickOrderPreview, { description: `Checks a quick-order file (rows of sku,quantity; the first cell may also be a product id or exact name; comma, semicolon or tab separated; at most ${common_1.MAX_QUICK_ORDER_LINES} lines) line by line for the signed-in buyer. Changes nothing.` }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('text', { description: 'The file as text (UTF-8)' })),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", void 0)
], WholesaleResolver.prototype, "quickOrderPreview", null);
__decorate([
    (0, access_1.Allow)('bulkAddToOrders'),
    (0, type_graphql_1.Mutation)(() => wholesale_type_1.BulkAddResult, { description: 'Adds every line to My Orders in one transaction, or nothing: refused lines come back in the error\'s extensions.lines (BAD_USER_INPUT, or CONFLICT when they are only duplicates).' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('input')),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, wholesale_input_1.BulkAddInput]),
    __metadata("design:returntype", void 0)
], WholesaleResolver.prototype, "bulkAddToOrders", null);
exports.WholesaleResolver = WholesaleResolver = __decorate([
    (0, type_graphql_1.Resolver)()
], WholesaleResolver);
//# sourceMappingURL=wholesale.resolver.js.map