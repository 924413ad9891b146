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
exports.OutboxHealth = exports.WebhookEndpointInput = exports.WebhookDelivery = exports.RotatedWebhookSecret = exports.CreatedWebhookEndpoint = exports.WebhookEndpoint = void 0;
const type_graphql_1 = require("type-graphql");
let WebhookEndpoint = class WebhookEndpoint {
    id;
    url;
    description;
    eventTypes;
    enabled;
    disabledAt;
    disabledReason;
    secretRotatedAt;
    previousSecretExpiresAt;
    createdAt;
};
exports.WebhookEndpoint = WebhookEndpoint;
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.ID),
    __metadata("design:type", String)
], WebhookEndpoint.prototype, "id", void 0);
__decorate([
    (0, type_graphql_1.Field)({ description: 'Where deliveries are POSTed' }),
    __metadata("design:type", String)
], WebhookEndpoint.prototype, "url", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => String, { nullable: true }),
    __metadata("design:type", Object)
], WebhookEndpoint.prototype, "description", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => [String], { description: 'Event types delivered; empty = every type' }),
    __metadata("design:type", Array)
], WebhookEndpoint.prototype, "eventTypes", void 0);
__decorate([
    (0, type_graphql_1.Field)({ description: 'Disabled endpoints get no new deliveries' }),
    __metadata("design:type", Boolean)
], WebhookEndpoint.prototype, "enabled", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => Date, { nullable: true, description: 'When retries ran out and the endpoint was disabled; null while enabled' }),
    __metadata("design:type", Object)
], WebhookEndpoint.prototype, "disabledAt", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => String, { nullable: true, description: 'Why the endpoint was disabled (the failing delivery and its last answer)' }),
    __metadata("design:type", Object)
], WebhookEndpoint.prototype, "disabledReason", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => Date, { nullable: true, description: 'When the secret was last rotated' }),
    __metadata("design:type", Object)
], WebhookEndpoint.prototype, "secretRotatedAt", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => Date, { nullable: true, description: 'Until when deliveries are also signed with the secret before the last rotation' }),
    __metadata("design:type", Object)
], WebhookEndpoint.prototype, "previousSecretExpiresAt", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", Date)
], WebhookEndpoint.prototype, "createdAt", void 0);
exports.WebhookEndpoint = WebhookEndpoint = __decorate([
    (0, type_graphql_1.ObjectType)({ description: 'A URL that receives signed webhooks (Standard Webhooks) for the chosen event types' })
], WebhookEndpoint);
let CreatedWebhookEndpoint = class CreatedWebhookEndpoint {
    endpoint;
    secret;
};
exports.CreatedWebhookEndpoint = CreatedWebhookEndpoint;
__decorate([
    (0, type_graphql_1.Field)(() => WebhookEndpoint),
    __metadata("design:type", WebhookEndpoint)
], CreatedWebhookEndpoint.prototype, "endpoint", void 0);
__decorate([
    (0, type_graphql_1.Field)({ description: 'whsec_...: verifies the webhook-signature header. Store it now; it is not shown again.' }),
    __metadata("design:type", String)
], CreatedWebhookEndpoint.prototype, "secret", void 0);
exports.CreatedWebhookEndpoint = CreatedWebhookEndpoint = __decorate([
    (0, type_graphql_1.ObjectType)({ description: 'A new endpoint and its signing secret: the only time the secret is shown' })
], CreatedWebhookEndpoint);
let RotatedWebhookSecret = class RotatedWebhookSecret {
    endpoint;
    secret;
};
exports.RotatedWebhookSecret = RotatedWebhookSecret;
__decorate([
    (0, type_graphql_1.Field)(() => WebhookEndpoint),
    __metadata("design:type", WebhookEndpoint)
], RotatedWebhookSecret.prototype, "endpoint", void 0);
__decorate([
    (0, type_graphql_1.Field)({ description: 'The new whsec_... secret. Until previousSecretExpiresAt, deliveries carry signatures of both secrets.' }),
    __metadata("design:type", String)
], RotatedWebhookSecret.prototype, "secret", void 0);
exports.RotatedWebhookSecret = RotatedWebhookSecret = __decorate([
    (0, type_graphql_1.ObjectType)({ description: 'An endpoint with its new signing secret after a rotation: the only time it is shown' })
], RotatedWebhookSecret);
let WebhookDelivery = class WebhookDelivery {
    id;
    eventId;
    endpointId;
    eventType;
    status;
    attempts;
    responseStatus;
    durationMs;
    responseExcerpt;
    lastAttemptAt;
    deliveredAt;
    createdAt;
};
exports.WebhookDelivery = WebhookDelivery;
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.ID),
    __metadata("design:type", String)
], WebhookDelivery.prototype, "id", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.ID, { description: 'The event id; its webhook-id header is msg_ + this without dashes' }),
    __metadata("design:type", String)
], WebhookDelivery.prototype, "eventId", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.ID),
    __metadata("design:type", String)
], WebhookDelivery.prototype, "endpointId", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", String)
], WebhookDelivery.prototype, "eventType", void 0);
__decorate([
    (0, type_graphql_1.Field)({ description: 'PENDING, SUCCEEDED, RETRYING or FAILED (a manual redelivery sets it PENDING again)' }),
    __metadata("design:type", String)
], WebhookDelivery.prototype, "status", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int),
    __metadata("design:type", Number)
], WebhookDelivery.prototype, "attempts", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { nullable: true, description: 'HTTP status of the last attempt; null when there was no answer' }),
    __metadata("design:type", Object)
], WebhookDelivery.prototype, "responseStatus", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { nullable: true }),
    __metadata("design:type", Object)
], WebhookDelivery.prototype, "durationMs", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => String, { nullable: true, description: 'First bytes of the last answer, or why the attempt failed' }),
    __metadata("design:type", Object)
], WebhookDelivery.prototype, "responseExcerpt", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => Date, { nullable: true }),
    __metadata("design:type", Object)
], WebhookDelivery.prototype, "lastAttemptAt", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => Date, { nullable: true }),
    __metadata("design:type", Object)
], WebhookDelivery.prototype, "deliveredAt", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", Date)
], WebhookDelivery.prototype, "createdAt", void 0);
exports.WebhookDelivery = WebhookDelivery = __decorate([
    (0, type_graphql_1.ObjectType)({ description: 'One event sent (or being sent) to one endpoint: the delivery log' })
], WebhookDelivery);
let WebhookEndpointInput = class WebhookEndpointInput {
    url;
    eventTypes;
    description;
};
exports.WebhookEndpointInput = WebhookEndpointInput;
__decorate([
    (0, type_graphql_1.Field)({ description: 'https:// URL on a public address' }),
    __metadata("design:type", String)
], WebhookEndpointInput.prototype, "url", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => [String], { nullable: true, description: 'Event types to deliver; empty or omitted = every type' }),
    __metadata("design:type", Object)
], WebhookEndpointInput.prototype, "eventTypes", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => String, { nullable: true }),
    __metadata("design:type", Object)
], WebhookEndpointInput.prototype, "description", void 0);
exports.WebhookEndpointInput = WebhookEndpointInput = __decorate([
    (0, type_graphql_1.InputType)()
], WebhookEndpointInput);
let OutboxHealth = class OutboxHealth {
    waiting;
    oldestWaitingSeconds;
    failedDeliveries;
    retryingDeliveries;
    disabledEndpoints;
};
exports.OutboxHealth = OutboxHealth;
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { description: 'Events not yet handed to the job runner' }),
    __metadata("design:type", Number)
], OutboxHealth.prototype, "waiting", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { description: 'Age of the oldest waiting event; growing means no instance runs jobs' }),
    __metadata("design:type", Number)
], OutboxHealth.prototype, "oldestWaitingSeconds", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { description: 'Deliveries that failed on every retry' }),
    __metadata("design:type", Number)
], OutboxHealth.prototype, "failedDeliveries", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { description: 'Deliveries waiting for their next retry' }),
    __metadata("design:type", Number)
], OutboxHealth.prototype, "retryingDeliveries", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { description: 'Endpoints disabled after their retries ran out' }),
    __metadata("design:type", Number)
], OutboxHealth.prototype, "disabledEndpoints", void 0);
exports.OutboxHealth = OutboxHealth = __decorate([
    (0, type_graphql_1.ObjectType)({ description: 'The outbox and webhook deliveries at a glance (also on /readyz)' })
], OutboxHealth);
//# sourceMappingURL=webhook.type.js.map