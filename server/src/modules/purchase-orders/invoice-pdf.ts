// TEMP stub until the invoice-docs branch lands
import type { InvoiceDocument } from './invoice-document';
export async function renderInvoicePdf(doc: InvoiceDocument): Promise<Buffer> { return Buffer.from(`%PDF-1.4 ${doc.invoiceNumber}`); }
