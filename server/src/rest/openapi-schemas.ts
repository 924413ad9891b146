/**
 * The answer shapes of the REST paths (OpenAPI 3.1 / JSON Schema 2020-12), written once from rest/present.ts and
 * checked against the routes' real answers in server/test/rest/openapi-answers.test.ts. Objects list what is
 * always there; extra fields may come (additions are not breaking).
 */
const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const num = { type: 'number' } as const;
const nullable = (schema: object) => ({ oneOf: [schema, { type: 'null' }] });
const obj = (properties: Record<string, object>, required = Object.keys(properties)) => ({ type: 'object', required, properties });
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const list = (name: string) => ({ type: 'array', items: ref(name) });
const done = (key: string, name: string) => obj({ success: { const: true }, [key]: ref(name) });

export const ANSWER_SCHEMAS = {
  Error: obj({
    error: obj({ code: str, reason: str, message: str, field: str }, ['code', 'message']),
  }),
  Product: obj({
    _id: str, id: str, name: str, des: str, description: str, img: str, imageUrl: str, price: num, priceCents: int, quantity: int,
    version: int, sku: str, quantityRule: obj({ minimum: int, increment: int, maximum: nullable(int) }),
    priceBreaks: { type: 'array', items: obj({ minQuantity: int, unitPriceCents: int }) }, fromPriceCents: int,
  }),
  OrderItem: obj({
    _id: str, id: str, productId: nullable(str), name: str, userName: str, userEmail: str, price: num, unitPriceCents: int, quantity: int,
    totalCents: int, userPhone: str, img: str, status: { enum: ['PENDING', 'INVOICED', 'SHIPPED', 'DELIVERED', 'CANCELLED'] },
    invoiceReference: nullable(str), invoicedAt: nullable(str), paymentDueAt: nullable(str), createdAt: str,
  }),
  User: obj({ _id: str, id: str, email: str, displayName: nullable(str), role: { enum: ['admin', 'customer'] } }),
  Review: obj({ _id: str, id: str, photoUrl: str, description: str, rating: int, createdAt: str }),
  PurchaseOrder: obj({
    id: str, number: int, orderNumber: str, invoiceNumber: str, totalCents: int, creditedCents: int, paidCents: int, receivedCents: int, givenBackCents: int, balanceCents: int,
    paymentStatus: { enum: ['AWAITING_PAYMENT', 'PAID', 'OVERDUE', 'VOID'] }, fulfilmentStatus: { enum: ['UNFULFILLED', 'PARTLY_SHIPPED', 'SHIPPED', 'DELIVERED', 'CANCELLED'] },
    daysOverdue: int, termsDays: int, dueAt: str, issuedAt: str, lines: { type: 'array' }, payments: { type: 'array' }, events: { type: 'array' }, shipments: list('Shipment'),
    seller: { type: 'object' }, remittance: { type: 'object' },
    companyId: nullable(str), billToName: str, billToTaxId: nullable(str), billToAddress: { type: 'array', items: str }, orderedBy: str,
    subtotalCents: int, taxCents: int,
    tax: obj({ taxCents: int, name: nullable(str), rateMillionths: int, label: nullable(str), rounding: nullable(str), exemptionCertificate: nullable(str) }),
  }),
  BankStatement: obj({ id: str, fileName: str, format: { enum: ['CSV', 'CAMT053'] }, importedByEmail: str, creditLines: int, newLines: int, debitsSkipped: int, createdAt: str }),
  BankStatementLine: obj({
    id: str, statementId: str, lineNo: int, bookedOn: str, amountCents: int, currency: str, reference: str, counterparty: str, bankReference: nullable(str),
    status: { enum: ['PROPOSED', 'CONFIRMED', 'UNMATCHED', 'IGNORED'] }, matchRule: nullable(str),
    allocations: { type: 'array', items: obj({ purchaseOrderId: str, invoiceNumber: str, amountCents: int }) }, unappliedCents: int, note: nullable(str),
  }),
  CreditNote: obj({
    id: str, number: int, creditNoteNumber: str, purchaseOrderId: str, reason: str, returnStock: { type: 'boolean' }, amountCents: int, taxCents: int,
    appliedToInvoiceCents: int, releasedCents: int, settlement: { enum: ['HOLD', 'APPLY', 'REFUND'] }, issuedOn: str,
    lines: { type: 'array', items: obj({ invoiceLineId: str, position: int, sku: str, productName: str, quantity: int, unitPriceCents: int, lineTotalCents: int, taxCents: int }) },
  }),
  Shipment: obj({
    id: str, purchaseOrderId: str, number: int, shipmentNumber: str, carrier: str, service: str, trackingNumber: nullable(str), trackingUrl: nullable(str),
    shippedAt: str, deliveredAt: nullable(str),
    lines: { type: 'array', items: obj({ invoiceLineId: str, position: int, sku: str, customerPartNumber: nullable(str), productName: str, quantity: int }) },
  }),
  Refund: obj({ id: str, companyId: str, creditNoteId: nullable(str), amountCents: int, paidOn: str, method: { enum: ['BANK_TRANSFER', 'CARD', 'CHEQUE', 'OTHER'] }, reference: str }),
  CustomerCredit: obj({
    companyId: str, companyName: str, balanceCents: int,
    entries: { type: 'array', items: obj({ id: str, kind: { enum: ['CREDIT_NOTE', 'OVERPAYMENT', 'APPLIED', 'REFUNDED'] }, amountCents: int, detail: str }) },
    refunds: list('Refund'),
  }),
  TaxRate: obj({ id: str, country: str, region: nullable(str), name: str, rateMillionths: int, ratePercent: str, label: str, active: { type: 'boolean' }, updatedAt: str }),
  TaxExemption: obj({ certificate: nullable(str), expiresOn: nullable(str), activeToday: { type: 'boolean' } }),
  Credit: obj({ limitCents: int, openCents: int, heldCreditCents: int, availableCents: int, termsDays: int, onHold: { type: 'boolean' }, overdueCount: int, overdueCents: int }),
  Category: obj({ id: str, slug: str, name: str, description: str, parentId: nullable(str), position: int, productCount: int }),
  CustomerPartNumber: obj({ id: str, productId: str, partNumber: str, createdAt: str, updatedAt: str }),
  CompanyMember: obj({ id: str, email: str, displayName: nullable(str), companyRole: { enum: ['COMPANY_ADMIN', 'BUYER', 'REQUESTER', 'ACCOUNTS_PAYABLE'] }, companyId: str }),
  CompanyLocation: obj({ id: str, label: str, addressLine1: str, addressLine2: nullable(str), city: str, region: nullable(str), postalCode: str, country: str, createdAt: str }),
  CompanyInvitation: obj({
    id: str, companyId: str, email: str, role: { enum: ['COMPANY_ADMIN', 'BUYER', 'REQUESTER', 'ACCOUNTS_PAYABLE'] }, createdAt: str, expiresAt: str,
    acceptedAt: nullable(str), revokedAt: nullable(str), orderLimitCents: nullable(int), periodLimitCents: nullable(int), limitPeriod: nullable({ enum: ['WEEK', 'MONTH'] }),
  }),
  ApprovalRequest: obj({
    id: str, number: int, requestNumber: str, status: { enum: ['AWAITING_APPROVAL', 'APPROVED', 'REJECTED', 'WITHDRAWN'] }, totalCents: int,
    requiredRoles: { type: 'array', items: str }, reasons: { type: 'array', items: str }, requesterEmail: str, rejectionReason: nullable(str),
    purchaseOrderId: nullable(str), createdAt: str,
  }),
  StatementLine: obj({ on: str, kind: str, kindLabel: str, reference: str, purchaseOrderId: str, invoiceNumber: str, debitCents: int, creditCents: int, balanceCents: int }),
  Statement: obj({
    companyId: str, companyName: str, scope: { enum: ['COMPANY', 'OWN_ORDERS'] }, buyerEmail: nullable(str), from: str, to: str, asOf: str,
    openingBalanceCents: int, totalDebitCents: int, totalCreditCents: int, closingBalanceCents: int, lines: list('StatementLine'),
    overdue: { type: 'array', items: obj({ purchaseOrderId: str, invoiceNumber: str, dueOn: str, daysOverdue: int, balanceCents: int }) }, overdueCents: int,
  }),
  PersonalData: obj({
    exportedAt: str, person: obj({ id: str, email: str }), company: obj({ id: str, name: str, role: str }),
    orderItems: { type: 'array' }, purchaseOrders: { type: 'array' }, reviews: { type: 'array' }, approvalRequests: { type: 'array' },
    invitationsSent: { type: 'array' }, invitationsToThem: { type: 'array' }, apiKeys: { type: 'array' }, auditTrail: { type: 'array' },
  }),
  AuditRecord: obj({
    id: str, createdAt: str, actorType: { enum: ['USER', 'SYSTEM'] }, userId: nullable(str), userEmail: nullable(str), apiKeyId: nullable(str),
    actorRole: nullable(str), companyId: nullable(str), ip: nullable(str), requestId: nullable(str), operation: nullable(str), entityType: str, entityId: str,
    action: { enum: ['INSERT', 'UPDATE', 'DELETE', 'EXPORT'] }, changed: { type: 'array', items: str }, before: nullable(str), after: nullable(str),
  }),
  AgingRow: obj({
    companyId: nullable(str), companyName: str, currentCents: int, days1To30Cents: int, days31To60Cents: int, days61To90Cents: int, over90Cents: int,
    totalCents: int, invoiceCount: int,
  }),
  Company: obj({
    id: str, name: str, taxId: nullable(str), billingLine1: nullable(str), billingCountry: nullable(str), personal: { type: 'boolean' }, createdAt: str,
    members: list('CompanyMember'), locations: list('CompanyLocation'), credit: nullable(ref('Credit')),
  }),
} as const;

/** What each route answers on success (`METHOD /path` as the router declares it). */
export const ANSWERS: Record<string, object> = {
  'PUT /user/:email': obj({ token: str, user: ref('User') }),
  'GET /admin/:email': obj({ admin: { type: 'boolean' } }),
  'GET /products': list('Product'),
  'GET /products/:id': ref('Product'),
  'POST /products': done('product', 'Product'),
  'PUT /products/:id': done('product', 'Product'),
  'DELETE /products/:id': obj({ success: { const: true }, deletedCount: int }),
  'GET /userOrder': list('OrderItem'),
  'POST /user-orderd-data': done('order', 'OrderItem'),
  'GET /user-orderd-data': list('OrderItem'),
  'DELETE /user-orderd-data/:id': obj({ success: { const: true }, deletedCount: int }),
  'POST /user-orderd-data/:id/pay': done('order', 'OrderItem'),
  'POST /user-orderd-data/:id/cancel': done('order', 'OrderItem'),
  'PUT /user-orderd-data/:id/status': done('order', 'OrderItem'),
  'GET /user': list('User'),
  'DELETE /user/:id': obj({ success: { const: true }, deletedCount: int }),
  'GET /user-review': list('Review'),
  'POST /user-review': done('review', 'Review'),
  'POST /checkout': done('purchaseOrder', 'PurchaseOrder'),
  'GET /purchase-orders': list('PurchaseOrder'),
  'GET /purchase-orders/:id': ref('PurchaseOrder'),
  'GET /my-credit': ref('Credit'),
  'GET /admin/purchase-orders': obj({ total: int, purchaseOrders: list('PurchaseOrder') }),
  'POST /admin/purchase-orders/:id/payments': done('purchaseOrder', 'PurchaseOrder'),
  'PUT /admin/purchase-orders/:id/fulfilment': done('purchaseOrder', 'PurchaseOrder'),
  'PUT /admin/users/:id/credit': done('credit', 'Credit'),
  'POST /admin/users/:id/lift-hold': done('credit', 'Credit'),
  // Company accounts.
  'GET /my-company': ref('Company'),
  'PUT /my-company': done('company', 'Company'),
  'POST /my-company/locations': done('location', 'CompanyLocation'),
  'PUT /my-company/locations/:id': done('location', 'CompanyLocation'),
  'DELETE /my-company/locations/:id': obj({ success: { const: true } }),
  'GET /my-company/invitations': list('CompanyInvitation'),
  'POST /my-company/invitations': done('invitation', 'CompanyInvitation'),
  'DELETE /my-company/invitations/:id': done('invitation', 'CompanyInvitation'),
  'PUT /my-company/members/:id/role': done('member', 'CompanyMember'),
  'DELETE /my-company/members/:id': done('member', 'CompanyMember'),
  'GET /my-company/part-numbers': list('CustomerPartNumber'),
  'GET /categories': list('Category'),
  'GET /categories/:slug': { allOf: [ref('Category'), obj({
    breadcrumbs: { type: 'array', items: obj({ slug: str, name: str }) }, children: list('Category'),
    filters: { type: 'array', items: obj({ key: str, name: str, kind: { enum: ['NUMBER', 'CHOICE', 'TEXT'] }, unit: nullable(str), choices: { type: 'array', items: str } }) },
  })] },
  'GET /catalog/facets': obj({
    totalCount: int, inStockCount: int, priceRange: nullable(obj({ minCents: int, maxCents: int })),
    specs: { type: 'array', items: obj({ key: str, name: str, unit: nullable(str), kind: str, values: { type: 'array', items: obj({ value: str, label: str, count: int, selected: { type: 'boolean' } }) } }) },
  }),
  'GET /catalog/products': list('Product'),
  'PUT /my-company/part-numbers': done('partNumber', 'CustomerPartNumber'),
  'DELETE /my-company/part-numbers/:productId': obj({ success: { const: true } }),
  'POST /my-company/part-numbers/import': obj({
    applied: { type: 'boolean' }, dryRun: { type: 'boolean' }, created: int, updated: int, unchanged: int, failed: int, errorCsv: str,
    lines: { type: 'array', items: obj({ lineNumber: int, sku: str, partNumber: str, outcome: { enum: ['CREATE', 'UPDATE', 'UNCHANGED', 'ERROR'] }, problem: nullable(str), productId: nullable(str) }) },
  }),
  'GET /my-invitations': list('CompanyInvitation'),
  'POST /my-invitations/:id/accept': obj({ success: { const: true }, role: str, company: ref('Company') }),
  'GET /admin/companies': obj({ total: int, companies: list('Company') }),
  'POST /admin/companies': done('company', 'Company'),
  'GET /admin/companies/:id': ref('Company'),
  'POST /admin/companies/:id/invitations': done('invitation', 'CompanyInvitation'),
  'DELETE /admin/invitations/:id': done('invitation', 'CompanyInvitation'),
  'PUT /admin/companies/:id': done('company', 'Company'),
  'PUT /admin/companies/:id/credit': done('company', 'Company'),
  'POST /admin/companies/:id/lift-hold': done('company', 'Company'),
  'PUT /admin/users/:id/company': done('member', 'CompanyMember'),
  'POST /submit-order': obj({ success: { const: true }, purchaseOrder: nullable({ type: 'object' }), approvalRequest: nullable(ref('ApprovalRequest')) }),
  'GET /approval-preview': obj({ totalCents: int, needsApproval: { type: 'boolean' }, requiredRoles: { type: 'array', items: str }, summary: str, reasons: { type: 'array', items: str } }),
  'GET /approvals': list('ApprovalRequest'),
  'GET /order-requests': list('ApprovalRequest'),
  'GET /order-requests/:id': ref('ApprovalRequest'),
  'POST /order-requests/:id/approve': done('approvalRequest', 'ApprovalRequest'),
  'POST /order-requests/:id/reject': done('approvalRequest', 'ApprovalRequest'),
  'POST /order-requests/:id/withdraw': done('approvalRequest', 'ApprovalRequest'),
  'PUT /my-company/approval-rules': obj({ success: { const: true }, rules: { type: 'array', items: obj({ id: str, thresholdCents: int, approverRole: str }) } }),
  'PUT /my-company/members/:id/limits': obj({ success: { const: true }, member: ref('CompanyMember') }),
  'GET /admin/bank-statements': obj({ statements: list('BankStatement') }),
  'POST /admin/bank-statements': obj({ success: { const: true }, alreadyImported: { type: 'boolean' }, statement: ref('BankStatement') }),
  'GET /admin/bank-statement-lines': obj({ total: int, lines: list('BankStatementLine') }),
  'POST /admin/bank-statement-lines/:id/confirm': done('line', 'BankStatementLine'),
  'POST /admin/bank-statement-lines/:id/ignore': done('line', 'BankStatementLine'),
  // Statements and aging.
  'GET /my-statement': ref('Statement'),
  'GET /admin/companies/:id/statement': ref('Statement'),
  'GET /admin/aging': obj({ asOf: str, rows: list('AgingRow'), total: ref('AgingRow') }),
  'GET /admin/audit-trail': obj({ records: list('AuditRecord') }),
  'GET /my-company/audit-trail': obj({ records: list('AuditRecord') }),
  'GET /user/personal-data': ref('PersonalData'),
  'GET /admin/users/:id/personal-data': ref('PersonalData'),
  'POST /admin/users/:id/erase': obj({ success: { const: true }, erased: obj({ userId: str, erasedEmail: str }) }),
  'GET /purchase-orders/:id/credit-notes': obj({ creditNotes: list('CreditNote') }),
  'POST /admin/purchase-orders/:id/credit-notes': obj({ success: { const: true }, creditNote: ref('CreditNote'), purchaseOrder: ref('PurchaseOrder') }),
  'POST /admin/purchase-orders/:id/shipments': obj({ success: { const: true }, shipment: ref('Shipment'), purchaseOrder: ref('PurchaseOrder') }),
  'POST /admin/purchase-orders/:id/shipments/:shipmentId/delivered': obj({ success: { const: true }, shipment: ref('Shipment'), purchaseOrder: ref('PurchaseOrder') }),
  'POST /admin/purchase-orders/:id/apply-credit': done('purchaseOrder', 'PurchaseOrder'),
  'GET /admin/companies/:id/customer-credit': ref('CustomerCredit'),
  'POST /admin/companies/:id/refunds': obj({ success: { const: true }, refund: ref('Refund'), customerCredit: ref('CustomerCredit') }),
  // Tax.
  'GET /admin/tax-rates': obj({ taxRates: list('TaxRate') }),
  'POST /admin/tax-rates': done('taxRate', 'TaxRate'),
  'DELETE /admin/tax-rates/:id': obj({ success: { const: true } }),
  'PUT /admin/companies/:id/tax-exemption': done('taxExemption', 'TaxExemption'),
};
