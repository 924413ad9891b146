/**
 * The named answer shapes of the REST paths for companies, receivables, lists and privacy: the rest of
 * openapi-shapes.ts, read and checked the same way.
 */
import { int, list, nullable, num, obj, ref, str } from './openapi-kit';

export const ACCOUNT_SHAPES = {
  BankStatement: obj({ id: str, fileName: str, format: { enum: ['CSV', 'CAMT053'] }, importedByEmail: str, creditLines: int, newLines: int, debitsSkipped: int, createdAt: str }),
  BankStatementLine: obj({
    id: str, statementId: str, lineNo: int, bookedOn: str, amountCents: int, currency: str, reference: str, counterparty: str, bankReference: nullable(str),
    status: { enum: ['PROPOSED', 'CONFIRMED', 'UNMATCHED', 'IGNORED'] }, matchRule: nullable(str),
    allocations: { type: 'array', items: obj({ purchaseOrderId: str, invoiceNumber: str, amountCents: int }) }, unappliedCents: int, note: nullable(str),
  }),
  CreditNote: obj({
    id: str, number: int, creditNoteNumber: str, purchaseOrderId: str, reason: str, returnStock: { type: 'boolean' }, amountCents: int, taxCents: int,
    freightCents: int, freightTaxCents: int, appliedToInvoiceCents: int, releasedCents: int, settlement: { enum: ['HOLD', 'APPLY', 'REFUND'] }, issuedOn: str,
    lines: { type: 'array', items: obj({ invoiceLineId: str, position: int, sku: str, productName: str, quantity: int, unitPriceCents: int, lineTotalCents: int, taxCents: int }) },
  }),
  Shipment: obj({
    id: str, purchaseOrderId: str, number: int, shipmentNumber: str, carrier: str, service: str, trackingNumber: nullable(str), trackingUrl: nullable(str),
    shippedAt: str, deliveredAt: nullable(str), warehouseId: nullable(str), warehouseCode: nullable(str), warehouseName: nullable(str),
    lines: { type: 'array', items: obj({ invoiceLineId: str, position: int, sku: str, customerPartNumber: nullable(str), productName: str, quantity: int }) },
  }),
  ReturnRequest: obj({
    id: str, purchaseOrderId: str, number: int, returnNumber: str, orderNumber: str, status: { enum: ['REQUESTED', 'APPROVED', 'REJECTED', 'CANCELLED', 'RECEIVED'] },
    statusLabel: str, reason: str, photoLinks: { type: 'array', items: str }, requestedByEmail: str, restockingFeePercent: num, rejectionReason: nullable(str),
    decidedAt: nullable(str), disposition: nullable({ enum: ['RESTOCK', 'SCRAP'] }), receiptNote: str, receivedAt: nullable(str), createdAt: str,
    creditNoteId: nullable(str), creditNoteNumber: nullable(str), creditedCents: nullable(int), restockingFeeCents: nullable(int),
    lines: { type: 'array', items: obj({ invoiceLineId: str, position: int, sku: str, customerPartNumber: nullable(str), productName: str, quantity: int, unitPriceCents: int }) },
  }),
  // Order lists (decision 077): lines with SKUs, the schedule and its latest runs, each run's lines as an order's.
  OrderListLineResult: obj({ productId: str, sku: str, productName: str, quantity: int, added: { type: 'boolean' }, unitPriceCents: nullable(int), lineTotalCents: nullable(int), reason: nullable(str) }),
  OrderList: obj({
    id: str, name: str, createdByEmail: str, canEdit: { type: 'boolean' }, createdAt: str, updatedAt: str,
    lines: { type: 'array', items: obj({ id: str, productId: str, sku: str, productName: str, quantity: int, scheduleQuantity: nullable(int) }) },
    schedule: nullable(obj({
      everyWeeks: nullable(int), dayOfMonth: nullable(int), rule: str, status: { enum: ['ACTIVE', 'PAUSED', 'STOPPED', 'ENDED'] }, nextRunOn: nullable(str), endOn: nullable(str),
      stoppedReason: nullable(str), ownerEmail: str, contactPhone: str,
      runs: { type: 'array', items: obj({ runOn: str, status: str, message: nullable(str), lines: list('OrderListLineResult'), purchaseOrderId: nullable(str), approvalRequestId: nullable(str) }) },
    })),
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
    ediDocuments: { type: 'array', items: obj({ id: str, kind: str, direction: { enum: ['IN', 'OUT'] }, controlNumber: str, createdAt: str, content: str }) },
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
