/**
 * The named answer shapes of the REST paths (components.schemas) for the catalog, orders, quotes and documents,
 * written once from rest/present.ts and checked against the routes' real answers in
 * server/test/rest/openapi-answers.test.ts. Objects list what is always there; extra fields may come (additions
 * are not breaking). The companies' and receivables' shapes are in openapi-account-shapes.ts.
 */
import { int, list, nullable, num, obj, ref, str } from './openapi-kit';
import { ACCOUNT_SHAPES } from './openapi-account-shapes';

export const ANSWER_SCHEMAS = {
  Error: obj({
    error: obj({ code: str, reason: str, message: str, field: str }, ['code', 'message']),
  }),
  Product: obj({
    _id: str, id: str, name: str, des: str, description: str, img: str, imageUrl: str, price: num, priceCents: int, quantity: int,
    version: int, sku: str, quantityRule: obj({ minimum: int, increment: int, maximum: nullable(int) }),
    priceBreaks: { type: 'array', items: obj({ minQuantity: int, unitPriceCents: int }) }, fromPriceCents: int,
    familyId: nullable(str), optionValues: { type: 'array', items: str }, packSizes: { type: 'array', items: ref('PackSize') }, weightGrams: nullable(int),
    dimensions: nullable(obj({ lengthMm: int, widthMm: int, heightMm: int })), leadTimeDays: int, backordersAllowed: { type: 'boolean' }, restockOn: nullable(str),
  }),
  PackSize: obj({ name: str, baseUnits: int }),
  EdiPartner: obj({ id: str, companyId: str, qualifier: str, senderId: str, enabled: { type: 'boolean' }, functionalAck: { enum: ['997', '999'] }, createdAt: str, updatedAt: str }),
  EdiDocument: obj({
    id: str, companyId: str, direction: { enum: ['IN', 'OUT'] }, kind: str, sender: str, controlNumber: str, content: str,
    purchaseOrderId: nullable(str), approvalRequestId: nullable(str), createdAt: str,
  }),
  EdiAnswer: obj({
    accepted: int, interchange: str, acknowledgement: nullable(str), interchangeAcknowledgement: nullable(str),
    changes: { type: 'array', items: obj({ transactionSet: str, poNumber: nullable(str), purchaseOrderId: nullable(str), approvalRequestId: nullable(str), cancellation: { type: 'boolean' }, taken: int, refused: int, reasons: { type: 'array', items: str }, acknowledgement: str }) }, orders: { type: 'array', items: obj({ transactionSet: str, poNumber: str, purchaseOrderId: nullable(str), approvalRequestId: nullable(str), acknowledgement: str, invoice: nullable(str) }) },
    refusals: { type: 'array', items: obj({ transactionSet: str, poNumber: nullable(str), reason: str }) },
    acknowledged: { type: 'array', items: obj({ transactionSet: str, kind: str, groupControl: str, status: str, note: str, documentId: str }) },
  }),
  SalesQuote: obj({
    id: str, number: int, quoteNumber: str, status: { enum: ['REQUESTED', 'COUNTERED', 'APPROVAL_NEEDED', 'SENT', 'ACCEPTED', 'EXPIRED', 'DECLINED', 'WITHDRAWN'] },
    statusLabel: str, companyId: str, buyerId: nullable(str), currentVersion: int, expiresAt: nullable(str), acceptedAt: nullable(str), createdAt: str, updatedAt: str,
    versions: list('SalesQuoteVersion'),
  }),
  SalesQuoteVersion: obj({
    number: int, side: { enum: ['BUYER', 'STAFF'] }, authorName: str, note: str, freightNote: str, expiresAt: nullable(str), approvalNeeded: { type: 'boolean' },
    approvedByName: nullable(str), approvedAt: nullable(str), createdAt: str, totalCents: int,
    lines: { type: 'array', items: obj({
      position: int, productId: nullable(str), productName: str, sku: str, quantity: int, note: str, targetPriceCents: nullable(int), unitPriceCents: nullable(int),
      referencePriceCents: int, lineTotalCents: nullable(int), discountBp: nullable(int),
    }) },
  }),
  ProductFamily: obj({ id: str, name: str, description: str, optionNames: { type: 'array', items: str }, version: int }),
  OrderItem: obj({
    _id: str, id: str, productId: nullable(str), name: str, userName: str, userEmail: str, price: num, unitPriceCents: int, quantity: int,
    totalCents: int, userPhone: str, img: str, status: { enum: ['PENDING', 'INVOICED', 'SHIPPED', 'DELIVERED', 'CANCELLED'] },
    invoiceReference: nullable(str), invoicedAt: nullable(str), paymentDueAt: nullable(str), createdAt: str,
    packUnit: nullable(ref('PackSize')), packCount: nullable(int), orderedAs: str, weightGrams: nullable(int),
  }),
  User: obj({ _id: str, id: str, email: str, displayName: nullable(str), role: { enum: ['admin', 'customer'] } }),
  Review: obj({ _id: str, id: str, photoUrl: str, description: str, rating: int, createdAt: str }),
  PurchaseOrder: obj({
    id: str, number: int, orderNumber: str, invoiceNumber: str, totalCents: int, creditedCents: int, paidCents: int, receivedCents: int, givenBackCents: int, balanceCents: int,
    paymentStatus: { enum: ['AWAITING_PAYMENT', 'PAID', 'OVERDUE', 'VOID'] }, fulfilmentStatus: { enum: ['UNFULFILLED', 'PARTLY_SHIPPED', 'SHIPPED', 'DELIVERED', 'CANCELLED'] },
    daysOverdue: int, termsDays: int, dueAt: str, issuedAt: str, lines: { type: 'array' }, payments: { type: 'array' }, events: { type: 'array' }, shipments: list('Shipment'), returns: list('ReturnRequest'),
    seller: { type: 'object' }, remittance: { type: 'object' },
    companyId: nullable(str), billToName: str, billToTaxId: nullable(str), billToAddress: { type: 'array', items: str }, orderedBy: str,
    subtotalCents: int, taxCents: int, freightCents: int, freightTaxCents: int, shippingMethodName: nullable(str), freightNote: nullable(str), freightPending: { type: 'boolean' },
    requestedDeliveryOn: nullable(str), promisedDeliveryOn: nullable(str), promisedLate: { type: 'boolean' }, tax: obj({ taxCents: int, name: nullable(str), rateMillionths: int, label: nullable(str), rounding: nullable(str), exemptionCertificate: nullable(str) }),
  }),
  PunchOutIdentity: obj({
    id: str, companyId: str, fromDomain: str, fromIdentity: str, toDomain: str, toIdentity: str, senderDomain: str, senderIdentity: str,
    ociEnabled: { type: 'boolean' }, ociUsername: nullable(str), punchOutUserId: nullable(str), punchOutUserEmail: nullable(str), enabled: { type: 'boolean' }, createdAt: str, updatedAt: str,
  }),
  ...ACCOUNT_SHAPES,
} as const;
