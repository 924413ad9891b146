"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=WebhookDelivery.js.map