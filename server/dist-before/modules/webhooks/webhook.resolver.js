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
exports.WebhookResolver = void 0;
const type_graphql_1 = require("type-graphql");
const access_1 = require("../../auth/access");
const webhook_type_1 = require("./webhook.type");
const webhooks = __importStar(require("./webhook.service"));
let WebhookResolver = class WebhookResolver {
    webhookEndpoints(ctx) {
        return webhooks.webhookEndpoints(ctx);
    }
    webhookDeliveries(ctx, endpointId, take) {
        return webhooks.webhookDeliveries(ctx, endpointId, take ?? undefined);
    }
    webhookEventTypes(ctx) {
        return webhooks.webhookEventTypes(ctx);
    }
    outboxHealth(ctx) {
        return webhooks.outboxHealth(ctx);
    }
    createWebhookEndpoint(ctx, input) {
        return webhooks.createWebhookEndpoint(ctx, input);
    }
    deleteWebhookEndpoint(ctx, id) {
        return webhooks.deleteWebhookEndpoint(ctx, id);
    }
    rotateWebhookSecret(ctx, id, overlapHours) {
        return webhooks.rotateWebhookSecret(ctx, id, overlapHours);
    }
    enableWebhookEndpoint(ctx, id) {
        return webhooks.enableWebhookEndpoint(ctx, id);
    }
    redeliverWebhook(ctx, deliveryId) {
        return webhooks.redeliverWebhook(ctx, deliveryId);
    }
};
exports.WebhookResolver = WebhookResolver;
__decorate([
    (0, access_1.Allow)('webhookEndpoints'),
    (0, type_graphql_1.Query)(() => [webhook_type_1.WebhookEndpoint], { description: 'Registered webhook endpoints, newest first. Admins only.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", void 0)
], WebhookResolver.prototype, "webhookEndpoints", null);
__decorate([
    (0, access_1.Allow)('webhookDeliveries'),
    (0, type_graphql_1.Query)(() => [webhook_type_1.WebhookDelivery], { description: 'Delivery log of one endpoint, newest first. Admins only.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('endpointId', () => type_graphql_1.ID)),
    __param(2, (0, type_graphql_1.Arg)('take', () => type_graphql_1.Int, { nullable: true })),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String, Number]),
    __metadata("design:returntype", void 0)
], WebhookResolver.prototype, "webhookDeliveries", null);
__decorate([
    (0, access_1.Allow)('webhookEventTypes'),
    (0, type_graphql_1.Query)(() => [String], { description: 'Event types an endpoint may subscribe to (README "Events and webhooks" documents each payload). Admins only.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", void 0)
], WebhookResolver.prototype, "webhookEventTypes", null);
__decorate([
    (0, access_1.Allow)('outboxHealth'),
    (0, type_graphql_1.Query)(() => webhook_type_1.OutboxHealth, { description: 'Outbox backlog, failed and retrying deliveries, disabled endpoints (the /readyz figures). Admins only.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", void 0)
], WebhookResolver.prototype, "outboxHealth", null);
__decorate([
    (0, access_1.Allow)('createWebhookEndpoint'),
    (0, type_graphql_1.Mutation)(() => webhook_type_1.CreatedWebhookEndpoint, { description: 'Register a webhook endpoint; the answer holds its signing secret, shown only this once. Admins only.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('input')),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, webhook_type_1.WebhookEndpointInput]),
    __metadata("design:returntype", void 0)
], WebhookResolver.prototype, "createWebhookEndpoint", null);
__decorate([
    (0, access_1.Allow)('deleteWebhookEndpoint'),
    (0, type_graphql_1.Mutation)(() => Boolean, { description: 'Delete a webhook endpoint and its delivery log. Admins only.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('id', () => type_graphql_1.ID)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", void 0)
], WebhookResolver.prototype, "deleteWebhookEndpoint", null);
__decorate([
    (0, access_1.Allow)('rotateWebhookSecret'),
    (0, type_graphql_1.Mutation)(() => webhook_type_1.RotatedWebhookSecret, { description: 'A new signing secret (shown only this once); the previous one stays valid for overlapHours (0 to 168). Admins only.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('id', () => type_graphql_1.ID)),
    __param(2, (0, type_graphql_1.Arg)('overlapHours', () => type_graphql_1.Int)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String, Number]),
    __metadata("design:returntype", void 0)
], WebhookResolver.prototype, "rotateWebhookSecret", null);
__decorate([
    (0, access_1.Allow)('enableWebhookEndpoint'),
    (0, type_graphql_1.Mutation)(() => webhook_type_1.WebhookEndpoint, { description: 'Turn an endpoint back on after its retries ran out. Admins only.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('id', () => type_graphql_1.ID)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", void 0)
], WebhookResolver.prototype, "enableWebhookEndpoint", null);
__decorate([
    (0, access_1.Allow)('redeliverWebhook'),
    (0, type_graphql_1.Mutation)(() => webhook_type_1.WebhookDelivery, { description: 'Send one delivery again: a new attempt with the same webhook-id. Admins only.' }),
    __param(0, (0, type_graphql_1.Ctx)()),
    __param(1, (0, type_graphql_1.Arg)('deliveryId', () => type_graphql_1.ID)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String]),
    __metadata("design:returntype", void 0)
], WebhookResolver.prototype, "redeliverWebhook", null);
exports.WebhookResolver = WebhookResolver = __decorate([
    (0, type_graphql_1.Resolver)(() => webhook_type_1.WebhookEndpoint)
], WebhookResolver);
//# sourceMappingURL=webhook.resolver.js.map