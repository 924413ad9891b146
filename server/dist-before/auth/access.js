"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.isAdmin = exports.accessOf = exports.ACCESS = exports.SCOPES = void 0;
exports.scopeOf = scopeOf;
exports.companyRolesOf = companyRolesOf;
exports.scopesFor = scopesFor;
exports.scopesForCompany = scopesForCompany;
exports.checkKeyScope = checkKeyScope;
exports.allow = allow;
exports.allowUser = allowUser;
exports.rolesFor = rolesFor;
exports.Allow = Allow;
const type_graphql_1 = require("type-graphql");
const errors_1 = require("../errors");
const common_1 = require("@gluegun/common");
/** Every scope a key can hold: the one list, in @gluegun/common (the dashboard offers the same). */
var common_2 = require("@gluegun/common");
Object.defineProperty(exports, "SCOPES", { enumerable: true, get: function () { return common_2.SCOPES; } });
/** Company roles that put items in and check out: accounts payable places nothing. */
const ORDERING = common_1.ORDERING_ROLES;
const COMPANY_ADMIN = ['COMPANY_ADMIN'];
/** Company roles that may approve orders (an approval rule names one of them). */
const APPROVERS = common_1.APPROVER_ROLES;
exports.ACCESS = {
    // Catalog and reviews: anyone.
    products: { access: 'PUBLIC' },
    product: { access: 'PUBLIC' },
    reviews: { access: 'PUBLIC' },
    productConnection: { access: 'PUBLIC' },
    reviewConnection: { access: 'PUBLIC' },
    exchangeToken: { access: 'PUBLIC' },
    quote: { access: 'PUBLIC' },
    refusalReasons: { access: 'PUBLIC' },
    // Signed-in customers (the services scope them to their own data).
    me: { access: 'SIGNED_IN', scope: 'read:profile' },
    isAdmin: { access: 'SIGNED_IN', scope: 'read:profile' },
    signOut: { access: 'SIGNED_IN', scope: null },
    myOrders: { access: 'SIGNED_IN', scope: 'read:orders' },
    myOrderConnection: { access: 'SIGNED_IN', scope: 'read:orders' },
    ordersByEmail: { access: 'SIGNED_IN', scope: 'read:orders' },
    placeOrder: { access: 'SIGNED_IN', scope: 'write:orders', company: ORDERING },
    // Pay issues an invoice (INVOICED): an order write; money received is recordPayment's write:payments.
    payOrderItem: { access: 'SIGNED_IN', scope: 'write:orders', company: ORDERING },
    cancelOrderItem: { access: 'SIGNED_IN', scope: 'write:orders' },
    deleteOrderItem: { access: 'SIGNED_IN', scope: 'write:orders' },
    addReview: { access: 'SIGNED_IN', scope: 'write:reviews' },
    quickOrderPreview: { access: 'SIGNED_IN', scope: 'read:products' },
    bulkAddToOrders: { access: 'SIGNED_IN', scope: 'write:orders', company: ORDERING },
    // Purchase orders and invoices (the services scope buyers to their own orders, company admins and accounts
    // payable to their company's).
    checkout: { access: 'SIGNED_IN', scope: 'write:orders', company: ORDERING },
    myPurchaseOrders: { access: 'SIGNED_IN', scope: 'read:orders' },
    myPurchaseOrderConnection: { access: 'SIGNED_IN', scope: 'read:orders' },
    purchaseOrder: { access: 'SIGNED_IN', scope: 'read:orders' },
    invoiceDocument: { access: 'SIGNED_IN', scope: 'read:invoices' },
    reorder: { access: 'SIGNED_IN', scope: 'write:orders', company: ORDERING },
    myCredit: { access: 'SIGNED_IN', scope: 'read:invoices' },
    // Issue #29 item 4: every company role reads a statement; the service scopes it (company-wide roles: the company's; others: their own orders).
    myStatement: { access: 'SIGNED_IN', scope: 'read:invoices' },
    // Credit notes (issue #29 item 3): whoever sees the order sees its credit notes and their PDFs.
    creditNotes: { access: 'SIGNED_IN', scope: 'read:invoices' },
    creditNoteDocument: { access: 'SIGNED_IN', scope: 'read:invoices' },
    // A person's own e-mail settings (issue #30): a key may read them; changing them is the person's (no key).
    myNotificationSettings: { access: 'SIGNED_IN', scope: 'read:profile' },
    updateNotificationSettings: { access: 'SIGNED_IN', scope: null },
    companyNotificationSettings: { access: 'SIGNED_IN', scope: 'read:company' },
    updateCompanyNotificationSettings: { access: 'SIGNED_IN', scope: 'manage:company', company: COMPANY_ADMIN },
    // Company accounts (issue #28): any member reads their company and answers invitations to their own e-mail;
    // its company admins run it.
    myCompany: { access: 'SIGNED_IN', scope: 'read:company' },
    myInvitations: { access: 'SIGNED_IN', scope: 'read:company' },
    acceptCompanyInvitation: { access: 'SIGNED_IN', scope: null },
    companyInvitations: { access: 'SIGNED_IN', scope: 'read:company', company: COMPANY_ADMIN },
    updateMyCompany: { access: 'SIGNED_IN', scope: 'manage:company', company: COMPANY_ADMIN },
    addCompanyLocation: { access: 'SIGNED_IN', scope: 'manage:company', company: COMPANY_ADMIN },
    removeCompanyLocation: { access: 'SIGNED_IN', scope: 'manage:company', company: COMPANY_ADMIN },
    inviteToCompany: { access: 'SIGNED_IN', scope: 'manage:company', company: COMPANY_ADMIN },
    revokeCompanyInvitation: { access: 'SIGNED_IN', scope: 'manage:company', company: COMPANY_ADMIN },
    setMemberRole: { access: 'SIGNED_IN', scope: 'manage:company', company: COMPANY_ADMIN },
    removeCompanyMember: { access: 'SIGNED_IN', scope: 'manage:company', company: COMPANY_ADMIN },
    // Spending limits and approvals (issue #28): the checkout through the rules, what would happen, the queue.
    submitOrder: { access: 'SIGNED_IN', scope: 'write:orders', company: ORDERING },
    approvalPreview: { access: 'SIGNED_IN', scope: 'read:orders', company: ORDERING },
    withdrawOrderRequest: { access: 'SIGNED_IN', scope: 'write:orders', company: ORDERING },
    myOrderRequests: { access: 'SIGNED_IN', scope: 'read:orders' },
    orderRequest: { access: 'SIGNED_IN', scope: 'read:orders' },
    approvalQueue: { access: 'SIGNED_IN', scope: 'read:orders', company: APPROVERS },
    approveOrder: { access: 'SIGNED_IN', scope: 'write:orders', company: APPROVERS },
    rejectOrder: { access: 'SIGNED_IN', scope: 'write:orders', company: APPROVERS },
    setSpendingLimits: { access: 'SIGNED_IN', scope: 'manage:company', company: COMPANY_ADMIN },
    setApprovalRules: { access: 'SIGNED_IN', scope: 'manage:company', company: COMPANY_ADMIN },
    // The lists above as cursor pages (issue #31 item 2): each as its list.
    approvalQueueConnection: { access: 'SIGNED_IN', scope: 'read:orders', company: APPROVERS },
    myOrderRequestConnection: { access: 'SIGNED_IN', scope: 'read:orders' },
    companyInvitationConnection: { access: 'SIGNED_IN', scope: 'read:company', company: COMPANY_ADMIN },
    myInvitationConnection: { access: 'SIGNED_IN', scope: 'read:company' },
    // Admins.
    companies: { access: 'ADMIN', scope: 'read:users' },
    companyConnection: { access: 'ADMIN', scope: 'read:users' },
    company: { access: 'ADMIN', scope: 'read:users' },
    createCompany: { access: 'ADMIN', scope: 'manage:companies' },
    updateCompany: { access: 'ADMIN', scope: 'manage:companies' },
    moveUserToCompany: { access: 'ADMIN', scope: 'manage:companies' },
    setCompanyCreditTerms: { access: 'ADMIN', scope: 'manage:credit' },
    liftCompanyCreditHold: { access: 'ADMIN', scope: 'manage:credit' },
    orders: { access: 'ADMIN', scope: 'read:orders' },
    orderConnection: { access: 'ADMIN', scope: 'read:orders' },
    users: { access: 'ADMIN', scope: 'read:users' },
    userConnection: { access: 'ADMIN', scope: 'read:users' },
    updateOrderStatus: { access: 'ADMIN', scope: 'write:orders' },
    createProduct: { access: 'ADMIN', scope: 'write:products' },
    updateProduct: { access: 'ADMIN', scope: 'write:products' },
    deleteProduct: { access: 'ADMIN', scope: 'write:products' },
    makeAdmin: { access: 'ADMIN', scope: null },
    revokeAdmin: { access: 'ADMIN', scope: null },
    deleteUser: { access: 'ADMIN', scope: null },
    purchaseOrders: { access: 'ADMIN', scope: 'read:orders' },
    purchaseOrderConnection: { access: 'ADMIN', scope: 'read:orders' },
    recordPayment: { access: 'ADMIN', scope: 'write:payments' },
    updateFulfilment: { access: 'ADMIN', scope: 'write:orders' },
    setCreditTerms: { access: 'ADMIN', scope: 'manage:credit' },
    liftCreditHold: { access: 'ADMIN', scope: 'manage:credit' },
    exportPurchaseOrdersCsv: { access: 'ADMIN', scope: 'read:orders' },
    exportInvoicesCsv: { access: 'ADMIN', scope: 'read:invoices' },
    // Bank statements (issue #29 item 2): reading them is invoice reading; importing and deciding lines records money.
    bankStatements: { access: 'ADMIN', scope: 'read:invoices' },
    bankStatementLines: { access: 'ADMIN', scope: 'read:invoices' },
    bankStatementConnection: { access: 'ADMIN', scope: 'read:invoices' },
    bankStatementLineConnection: { access: 'ADMIN', scope: 'read:invoices' },
    importBankStatement: { access: 'ADMIN', scope: 'write:payments' },
    confirmBankLine: { access: 'ADMIN', scope: 'write:payments' },
    ignoreBankLine: { access: 'ADMIN', scope: 'write:payments' },
    // Statements and aging (issue #29 item 4): invoice reading.
    companyStatement: { access: 'ADMIN', scope: 'read:invoices' },
    agingReport: { access: 'ADMIN', scope: 'read:invoices' },
    // Credit notes, refunds and customer credit (issue #29 item 3): money moves, like recording a payment.
    issueCreditNote: { access: 'ADMIN', scope: 'write:payments' },
    applyCustomerCredit: { access: 'ADMIN', scope: 'write:payments' },
    recordRefund: { access: 'ADMIN', scope: 'write:payments' },
    customerCredit: { access: 'ADMIN', scope: 'read:invoices' },
    // Tax (issue #29 item 5): admins keep the rates and exemptions; anyone who may check out asks for the quote.
    taxRates: { access: 'ADMIN', scope: 'read:invoices' },
    setTaxRate: { access: 'ADMIN', scope: 'manage:companies' },
    deleteTaxRate: { access: 'ADMIN', scope: 'manage:companies' },
    setCompanyTaxExemption: { access: 'ADMIN', scope: 'manage:companies' },
    checkoutTaxQuote: { access: 'SIGNED_IN', scope: 'read:orders', company: ORDERING },
    // API keys: managed by people, never by a key. Shop admins manage shop keys (and see every key); company admins
    // manage their company's keys (issue #31 item 1).
    apiKeys: { access: 'SIGNED_IN', scope: null, company: COMPANY_ADMIN },
    createApiKey: { access: 'SIGNED_IN', scope: null, company: COMPANY_ADMIN },
    revokeApiKey: { access: 'SIGNED_IN', scope: null, company: COMPANY_ADMIN },
    apiKeyConnection: { access: 'SIGNED_IN', scope: null, company: COMPANY_ADMIN },
    // Webhooks (issue #30): an integration may manage its own endpoints with manage:webhooks.
    webhookEndpoints: { access: 'ADMIN', scope: 'manage:webhooks' },
    webhookDeliveries: { access: 'ADMIN', scope: 'manage:webhooks' },
    webhookEndpointConnection: { access: 'ADMIN', scope: 'manage:webhooks' },
    webhookDeliveryConnection: { access: 'ADMIN', scope: 'manage:webhooks' },
    outboxHealth: { access: 'ADMIN', scope: 'manage:webhooks' },
    webhookEventTypes: { access: 'ADMIN', scope: 'manage:webhooks' },
    createWebhookEndpoint: { access: 'ADMIN', scope: 'manage:webhooks' },
    deleteWebhookEndpoint: { access: 'ADMIN', scope: 'manage:webhooks' },
    rotateWebhookSecret: { access: 'ADMIN', scope: 'manage:webhooks' },
    enableWebhookEndpoint: { access: 'ADMIN', scope: 'manage:webhooks' },
    redeliverWebhook: { access: 'ADMIN', scope: 'manage:webhooks' },
};
/** The role an operation needs. */
const accessOf = (op) => exports.ACCESS[op].access;
exports.accessOf = accessOf;
/** The scope an API key needs for `op`: undefined for PUBLIC operations, null when no key may call it. */
function scopeOf(op) {
    const declared = exports.ACCESS[op];
    return declared.access === 'PUBLIC' ? undefined : declared.scope;
}
/** The company roles that may call `op` (null: every role). */
function companyRolesOf(op) {
    const declared = exports.ACCESS[op];
    return declared.access === 'PUBLIC' ? null : declared.company ?? null;
}
/** The scopes whose operations a role may call: what a key created by someone with that role may hold. */
function scopesFor(role) {
    const held = new Set();
    for (const op of Object.keys(exports.ACCESS)) {
        const scope = scopeOf(op);
        if (scope && ((0, exports.accessOf)(op) !== 'ADMIN' || role === 'ADMIN'))
            held.add(scope);
    }
    return common_1.SCOPES.filter((s) => held.has(s));
}
/**
 * What a company key may hold (issue #31 item 1): the scopes of the SIGNED_IN operations the creator's company
 * role may call. Never a scope of an ADMIN operation, whoever creates it: a company key acts inside one company.
 */
function scopesForCompany(companyRole) {
    const held = new Set();
    for (const op of Object.keys(exports.ACCESS)) {
        const scope = scopeOf(op);
        const roles = companyRolesOf(op);
        if (scope && (0, exports.accessOf)(op) === 'SIGNED_IN' && (!roles || roles.includes(companyRole)))
            held.add(scope);
    }
    return common_1.SCOPES.filter((s) => held.has(s));
}
/**
 * A caller signed in with an API key may call `op` only when the key holds its scope; its creator's role (read
 * fresh on every request) is checked as for a person, so a key never does more than its creator could.
 */
function checkKeyScope(ctx, op) {
    if (!ctx.apiKey)
        return;
    const scope = scopeOf(op);
    if (scope === undefined)
        return;
    if (scope === null)
        throw (0, errors_1.forbidden)('API keys cannot do this; sign in as a person');
    if (!ctx.apiKey.scopes.includes(scope))
        throw (0, errors_1.forbidden)(`This API key lacks the scope ${scope}`);
}
const isAdmin = (ctx) => ctx.user?.role === 'ADMIN';
exports.isAdmin = isAdmin;
/**
 * Throws UNAUTHENTICATED (401) or FORBIDDEN (403) unless the caller may call `op`; returns the caller (null only
 * for a PUBLIC operation called anonymously).
 */
function allow(ctx, op) {
    const access = (0, exports.accessOf)(op);
    if (access === 'PUBLIC')
        return ctx.user;
    if (!ctx.user)
        throw (0, errors_1.unauthenticated)(ctx.badToken ? 'Your session is invalid or expired; sign in again' : undefined);
    if (access === 'ADMIN' && ctx.user.role !== 'ADMIN')
        throw (0, errors_1.forbidden)('Admins only');
    const roles = companyRolesOf(op);
    if (roles && ctx.user.role !== 'ADMIN' && !roles.includes(ctx.user.companyRole)) {
        const ask = roles.length === 1 ? `; ask a ${common_1.COMPANY_ROLE_LABELS[roles[0]].toLowerCase()} of your company` : '';
        throw (0, errors_1.forbidden)(`Your company role (${common_1.COMPANY_ROLE_LABELS[ctx.user.companyRole]}) cannot do this${ask}`, { reason: 'COMPANY_ROLE' });
    }
    checkKeyScope(ctx, op);
    return ctx.user;
}
/** `allow` for operations that need a signed-in caller: never null. */
function allowUser(ctx, op) {
    const user = allow(ctx, op);
    if (!user)
        throw (0, errors_1.unauthenticated)();
    return user;
}
/** The roles TypeGraphQL's @Authorized takes for an access level ([] = any signed-in user). */
function rolesFor(access) {
    return access === 'PUBLIC' ? null : access === 'ADMIN' ? ['ADMIN'] : [];
}
/** GraphQL: the root field's access from the declaration (the field must be named like the operation). */
function Allow(op) {
    const roles = rolesFor((0, exports.accessOf)(op));
    return roles === null ? () => undefined : (0, type_graphql_1.Authorized)(...roles);
}
//# sourceMappingURL=access.js.map