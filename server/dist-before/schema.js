"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.SCHEMA_FILE = exports.PUBLIC_OPERATIONS = exports.RESOLVERS = void 0;
exports.getSchema = getSchema;
exports.rootFieldAccess = rootFieldAccess;
require("reflect-metadata");
const node_path_1 = __importDefault(require("node:path"));
const type_graphql_1 = require("type-graphql");
const auth_checker_1 = require("./auth/auth-checker");
const access_1 = require("./auth/access");
const auth_resolver_1 = require("./modules/auth/auth.resolver");
const order_resolver_1 = require("./modules/orders/order.resolver");
const product_resolver_1 = require("./modules/products/product.resolver");
const review_resolver_1 = require("./modules/reviews/review.resolver");
const user_resolver_1 = require("./modules/users/user.resolver");
const wholesale_resolver_1 = require("./modules/wholesale/wholesale.resolver");
const purchase_order_resolver_1 = require("./modules/purchase-orders/purchase-order.resolver");
const remittance_resolver_1 = require("./modules/purchase-orders/remittance.resolver");
const api_key_resolver_1 = require("./modules/api-keys/api-key.resolver");
const order_connection_1 = require("./modules/orders/order-connection");
const refusal_resolver_1 = require("./modules/refusals/refusal.resolver");
const webhook_resolver_1 = require("./modules/webhooks/webhook.resolver");
const notification_settings_1 = require("./modules/notifications/notification-settings");
const my_order_connection_1 = require("./modules/orders/my-order-connection");
const product_connection_1 = require("./modules/products/product-connection");
const review_connection_1 = require("./modules/reviews/review-connection");
const user_connection_1 = require("./modules/users/user-connection");
const connections_1 = require("./modules/purchase-orders/connections");
const bank_statement_resolver_1 = require("./modules/bank-statements/bank-statement.resolver");
const statement_resolver_1 = require("./modules/statements/statement.resolver");
const credit_note_resolver_1 = require("./modules/credit-notes/credit-note.resolver");
const tax_resolver_1 = require("./modules/tax/tax.resolver");
const company_resolver_1 = require("./modules/companies/company.resolver");
const approval_resolver_1 = require("./modules/purchase-orders/approval.resolver");
const list_connections_1 = require("./list-connections");
exports.RESOLVERS = [
    auth_resolver_1.AuthResolver, product_resolver_1.ProductResolver, order_resolver_1.OrderResolver, user_resolver_1.UserResolver, review_resolver_1.ReviewResolver, wholesale_resolver_1.WholesaleResolver, purchase_order_resolver_1.PurchaseOrderResolver, purchase_order_resolver_1.CreditResolver,
    remittance_resolver_1.InvoiceRemittanceResolver, refusal_resolver_1.RefusalResolver, api_key_resolver_1.ApiKeyResolver, api_key_resolver_1.ApiKeyConnectionResolver, order_connection_1.OrderConnectionResolver, webhook_resolver_1.WebhookResolver,
    notification_settings_1.NotificationSettingsResolver, my_order_connection_1.MyOrderConnectionResolver, product_connection_1.ProductConnectionResolver, review_connection_1.ReviewConnectionResolver, user_connection_1.UserConnectionResolver,
    connections_1.MyPurchaseOrderConnectionResolver, connections_1.PurchaseOrderConnectionResolver,
    company_resolver_1.CompanyResolver, company_resolver_1.CompanyMemberResolver, company_resolver_1.InvitationResolver, approval_resolver_1.ApprovalResolver, approval_resolver_1.SpendingLimitsResolver,
    bank_statement_resolver_1.BankStatementResolver, statement_resolver_1.StatementResolver, credit_note_resolver_1.CreditNoteResolver, tax_resolver_1.TaxResolver, tax_resolver_1.PurchaseOrderTaxResolver,
    ...list_connections_1.LIST_CONNECTION_RESOLVERS,
];
/** Root fields anyone may call without signing in, read from the one access declaration (auth/access.ts). */
exports.PUBLIC_OPERATIONS = Object.keys(access_1.ACCESS).filter((op) => (0, access_1.accessOf)(op) === 'PUBLIC');
exports.SCHEMA_FILE = node_path_1.default.resolve(__dirname, '..', '..', 'schema.graphql');
let cached;
/** Built once per process: no per-request schema work. */
function getSchema() {
    cached ??= (0, type_graphql_1.buildSchema)({
        resolvers: [...exports.RESOLVERS],
        authChecker: auth_checker_1.authChecker,
        authMode: 'error',
        validate: false, // inputs are validated in services with the shared yup schemas
    });
    return cached;
}
/** Every root field with the roles it needs: [] = any signed-in user, null = public. */
function rootFieldAccess() {
    const storage = (0, type_graphql_1.getMetadataStorage)();
    const access = new Map();
    const authorized = storage.authorizedFields;
    const add = (kind, defs) => {
        for (const d of defs) {
            const rule = authorized.find((a) => a.target === d.target && a.fieldName === d.methodName);
            access.set(`${kind}.${d.schemaName}`, rule ? rule.roles : null);
        }
    };
    add('Query', storage.queries);
    add('Mutation', storage.mutations);
    return access;
}
//# sourceMappingURL=schema.js.map