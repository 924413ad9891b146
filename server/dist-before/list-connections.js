"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.LIST_CONNECTION_RESOLVERS = void 0;
/**
 * The cursor pages beside the remaining lists (issue #31 item 2, docs/decisions/029-cursor-pages.md): each module's
 * connection resolvers and their totalCount field resolvers, registered in schema.ts.
 */
const approval_connections_1 = require("./modules/purchase-orders/approval-connections");
const connections_1 = require("./modules/bank-statements/connections");
const connections_2 = require("./modules/companies/connections");
const connections_3 = require("./modules/webhooks/connections");
exports.LIST_CONNECTION_RESOLVERS = [
    approval_connections_1.ApprovalConnectionResolver, approval_connections_1.ApprovalQueueCountResolver, approval_connections_1.MyOrderRequestCountResolver,
    connections_1.BankConnectionResolver, connections_1.BankStatementCountResolver, connections_1.BankStatementLineCountResolver,
    connections_2.CompanyConnectionResolver, connections_2.CompanyCountResolver, connections_2.CompanyInvitationCountResolver, connections_2.MyInvitationCountResolver,
    connections_3.WebhookConnectionResolver, connections_3.WebhookDeliveryCountResolver, connections_3.WebhookEndpointCountResolver,
];
//# sourceMappingURL=list-connections.js.map