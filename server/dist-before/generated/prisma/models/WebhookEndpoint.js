"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=WebhookEndpoint.js.map