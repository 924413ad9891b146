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
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.WebhookDeliveryCountResolver = exports.WebhookEndpointCountResolver = exports.WebhookConnectionResolver = exports.WebhookDeliveryConnection = exports.WebhookEndpointConnection = void 0;
exports.webhookEndpointConnection = webhookEndpointConnection;
exports.webhookDeliveryConnection = webhookDeliveryConnection;
/** Webhook endpoints and one endpoint's delivery log as cursor pages (issue #31 item 2, docs/decisions/029-cursor-pages.md). */
const type_graphql_1 = require("type-graphql");
const errors_1 = require("../../errors");
const access_1 = require("../../auth/access");
const connection_1 = require("../../lib/connection");
const connection_type_1 = require("../../lib/connection-type");
const validate_1 = require("../../lib/validate");
const webhook_type_1 = require("./webhook.type");
exports.WebhookEndpointConnection = (0, connection_type_1.connectionOf)(webhook_type_1.WebhookEndpoint, 'WebhookEndpoint', 'A page of webhook endpoints, newest first, by cursor');
exports.WebhookDeliveryConnection = (0, connection_type_1.connectionOf)(webhook_type_1.WebhookDelivery, 'WebhookDelivery', 'A page of one endpoint\'s deliveries, newest first, by cursor');
/** Registered endpoints, newest first like `webhookEndpoints`. */
async function webhookEndpointConnection(ctx, args) {
    (0, access_1.allowUser)(ctx, 'webhookEndpointConnection');
    const page = await (0, connection_1.keysetPage)(args, 'webhookEndpoints', {
        rows: (past, orderBy, take) => ctx.db.webhookEndpoint.findMany({ where: (0, connection_1.withKey)({}, past), orderBy, take }),
        any: async (past) => (await ctx.db.webhookEndpoint.findFirst({ where: past, select: { id: true } })) !== null,
    });
    return { ...page, count: () => ctx.db.webhookEndpoint.count() };
}
/** One endpoint's delivery log, newest first like `webhookDeliveries` (seeks on (endpointId, createdAt)). */
async function webhookDeliveryConnection(ctx, rawEndpointId, args) {
    (0, access_1.allowUser)(ctx, 'webhookDeliveryConnection');
    const endpointId = (0, validate_1.normalizeId)(rawEndpointId);
    if (!endpointId || !(await ctx.db.webhookEndpoint.findUnique({ where: { id: endpointId }, select: { id: true } })))
        throw (0, errors_1.notFound)('Webhook endpoint');
    const where = { endpointId };
    const page = await (0, connection_1.keysetPage)(args, 'webhookDeliveries', {
        rows: (past, orderBy, take) => ctx.db.webhookDelivery.findMany({ where: (0, connection_1.withKey)(where, past), orderBy, take }),
        any: async (past) => (await ctx.db.webhookDelivery.findFirst({ where: (0, connection_1.withKey)(where, past), select: { id: true } })) !== null,
    });
    return { ...page, count: () => ctx.db.webhookDelivery.count({ where }) };
}
let WebhookConnectionResolver = class WebhookConnectionResolver {
    webhookEndpointConnection(ctx, args) {
        return webhookEndpointConnection(ctx, args);
    }
    webhookDeliveryConnection(ctx, endpointId, args) {
        return webhookDeliveryConnection(ctx, endpointId, args);
    }
};
exports.WebhookConnectionResolver = WebhookConnectionResolver;
__decorate([
    (0, access_1.Allow)('webhookEndpointConnection'),
    (0, type_graphql_1.Query)(() => exports.WebhookEndpointConnection, { description: 'Registered webhook endpoints as cursor pages, newest first: first/after or last/before, at most 100 a page. Admins only.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Args)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, connection_type_1.PageArgsInput]),
    __metadata("design:returntype", void 0)
], WebhookConnectionResolver.prototype, "webhookEndpointConnection", null);
__decorate([
    (0, access_1.Allow)('webhookDeliveryConnection'),
    (0, type_graphql_1.Query)(() => exports.WebhookDeliveryConnection, { description: 'Delivery log of one endpoint as cursor pages, newest first: first/after or last/before, at most 100 a page. Admins only.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('endpointId', () => type_graphql_1.ID)),
    __param(2, (0, type_graphql_1.Args)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String, connection_type_1.PageArgsInput]),
    __metadata("design:returntype", void 0)
], WebhookConnectionResolver.prototype, "webhookDeliveryConnection", null);
exports.WebhookConnectionResolver = WebhookConnectionResolver = __decorate([
    (0, type_graphql_1.Resolver)()
], WebhookConnectionResolver);
exports.WebhookEndpointCountResolver = (0, connection_type_1.totalCountOf)(exports.WebhookEndpointConnection, 'All registered endpoints, on every page');
exports.WebhookDeliveryCountResolver = (0, connection_type_1.totalCountOf)(exports.WebhookDeliveryConnection, 'All the endpoint\'s deliveries, on every page');
//# sourceMappingURL=connections.js.map