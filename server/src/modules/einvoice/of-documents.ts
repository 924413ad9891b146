/**
 * An invoice or a credit note document as an e-invoice, from the very document its PDF prints: what the downloads
 * give and what the e-mails attach (docs/decisions/067, 086).
 */
import { nowOf, type Context } from '../../context';
import type { PurchaseOrder } from '../../generated/prisma/client';
import { figuresOf } from '../purchase-orders/presenter';
import type { InvoiceDocument } from '../invoices/invoice-document';
import { renderInvoicePdf } from '../invoices/invoice-pdf';
import { renderCreditNotePdf, type CreditNoteDocument } from '../credit-notes/credit-note-pdf';
import { creditNoteFacts, invoiceFacts } from './facts-of';
import { renderEInvoice, type EInvoiceFile, type EInvoiceFormat } from './render';

export type { EInvoiceFile, EInvoiceFormat } from './render';

/** An invoice document as an e-invoice: what the download gives and what the invoice e-mail attaches. */
export async function eInvoiceOfInvoice(po: PurchaseOrder, doc: InvoiceDocument, format: EInvoiceFormat, sellerCountry: string): Promise<EInvoiceFile> {
  return renderEInvoice(invoiceFacts(po, doc, sellerCountry), format, format === 'FACTUR_X' ? await renderInvoicePdf(doc) : undefined);
}

/** A credit note document as an e-invoice (type 381): what the download gives and what the credit note e-mail attaches. */
export async function eInvoiceOfCreditNote(ctx: Context, po: PurchaseOrder, doc: CreditNoteDocument, format: EInvoiceFormat): Promise<EInvoiceFile> {
  const figures = figuresOf(po, nowOf(ctx));
  const invoice = { number: po.invoiceNumber, issuedOn: figures.issuedOn, orderNumber: figures.orderNumber, buyerTaxId: figures.billToTaxId };
  const facts = creditNoteFacts(po, invoice, doc, ctx.config.sellerCountry);
  return renderEInvoice(facts, format, format === 'FACTUR_X' ? await renderCreditNotePdf(doc) : undefined);
}
