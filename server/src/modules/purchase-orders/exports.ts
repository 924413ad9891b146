// TEMP stub until the invoice-docs branch lands
import type { InvoiceDocument } from './invoice-document';
export interface PurchaseOrderCsvRow { orderNumber: string; invoiceNumber: string; poNumber: string | null; createdOn: string; buyerName: string; buyerEmail: string; companyName: string | null; lineCount: number; totalCents: number; paidCents: number; balanceCents: number; paymentStatusLabel: string; fulfilmentStatusLabel: string; dueOn: string }
export function purchaseOrdersCsv(rows: PurchaseOrderCsvRow[]): string { return rows.map((r) => r.orderNumber).join('\r\n'); }
export function invoicesCsv(rows: InvoiceDocument[]): string { return rows.map((r) => r.invoiceNumber).join('\r\n'); }
