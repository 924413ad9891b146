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
exports.StatementResolver = void 0;
const type_graphql_1 = require("type-graphql");
const access_1 = require("../../auth/access");
const statement_type_1 = require("./statement.type");
const statements = __importStar(require("./statement.service"));
const present_1 = require("./present");
let StatementResolver = class StatementResolver {
    myStatement(ctx, from, to) {
        return statements.myStatement(ctx, { from, to });
    }
    companyStatement(ctx, companyId, from, to) {
        return statements.companyStatement(ctx, companyId, { from, to });
    }
    async agingReport(ctx) {
        return (0, present_1.presentAging)(await statements.agingReport(ctx));
    }
};
exports.StatementResolver = StatementResolver;
__decorate([
    (0, access_1.Allow)('myStatement'),
    (0, type_graphql_1.Query)(() => statement_type_1.Statement, { description: 'Your statement of account for a date range (YYYY-MM-DD, both days included): your company\'s for company admins and accounts payable, the orders you placed for buyers and requesters' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('from', () => String)),
    __param(2, (0, type_graphql_1.Arg)('to', () => String)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String, String]),
    __metadata("design:returntype", void 0)
], StatementResolver.prototype, "myStatement", null);
__decorate([
    (0, access_1.Allow)('companyStatement'),
    (0, type_graphql_1.Query)(() => statement_type_1.Statement, { description: 'A customer company\'s statement of account for a date range. Admins only.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('companyId', () => type_graphql_1.ID)),
    __param(2, (0, type_graphql_1.Arg)('from', () => String)),
    __param(3, (0, type_graphql_1.Arg)('to', () => String)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String, String, String]),
    __metadata("design:returntype", void 0)
], StatementResolver.prototype, "companyStatement", null);
__decorate([
    (0, access_1.Allow)('agingReport'),
    (0, type_graphql_1.Query)(() => statement_type_1.AgingReport, { description: 'What every customer company owes, by days past due (current, 1-30, 31-60, 61-90, over 90). Admins only.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", Promise)
], StatementResolver.prototype, "agingReport", null);
exports.StatementResolver = StatementResolver = __decorate([
    (0, type_graphql_1.Resolver)()
], StatementResolver);
//# sourceMappingURL=statement.resolver.js.map