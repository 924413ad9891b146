/**
 * An invoice or a credit note document as an e-invoice, from the very document its PDF prints: what the downloads
 * give and what the e-mails attach (docs/decisions/067, 086), with the buyer reference frozen on the order and the
 * day its last shipment left (111).
 */
import { isoDay } from '@gluegun/common';
import { nowOf, type AppDeps, type Context } from '../../context';
import type { PurchaseOrder } from '../../generated/prisma/client';
import { figuresOf } from '../purchase-orders/presenter';
import type { InvoiceDocument } from '../invoices/invoice-document';
import { renderInvoicePdf } from '../invoices/invoice-pdf';
import { renderCreditNotePdf, type CreditNoteDocument } from '../credit-notes/credit-note-pdf';
import type { EInvoiceSetup } from './einvoice-facts';
import { creditNoteFacts, invoiceFacts } from './facts-of';
import { renderEInvoice, type EInvoiceFile, type EInvoiceFormat } from './render';

export type { EInvoiceFile, EInvoiceFormat } from './render';

type Deps = Pick<AppDeps, 'db' | 'config'>;

/**
 * The seller's configured country and contact, the buyer reference frozen on the order when it was placed, and the
 * actual delivery date (BT-72): goods sent by carrier are supplied when they leave, so the supply is complete the day
 * the last shipment left.
 */
async function setupOf(deps: Deps, po: PurchaseOrder): Promise<EInvoiceSetup> {
  const last = await deps.db.shipment.aggregate({
    where: { purchaseOrderId: po.id },
    _max: { shippedAt: true },
  });
  const { city, postalCode, contactName, phone } = deps.config.seller;
  return {
    sellerCountry: deps.config.sellerCountry,
    sellerContact: { city, postalCode, contactName, phone },
    buyerReference: po.buyerReference,
    deliveredOn: last._max.shippedAt ? isoDay(last._max.shippedAt) : null,
  };
}

/** An invoice document as an e-invoice: what the download gives and what the invoice e-mail attaches. */
export async function eInvoiceOfInvoice(
  deps: Deps,
  po: PurchaseOrder,
  doc: InvoiceDocument,
  format: EInvoiceFormat,
): Promise<EInvoiceFile> {
  return renderEInvoice(
    invoiceFacts(po, doc, await setupOf(deps, po)),
    format,
    format === 'FACTUR_X' ? await renderInvoicePdf(doc) : undefined,
  );
}

/** A credit note document as an e-invoice (type 381): what the download gives and what the credit note e-mail attaches. */
export async function eInvoiceOfCreditNote(
  ctx: Context,
  po: PurchaseOrder,
  doc: CreditNoteDocument,
  format: EInvoiceFormat,
): Promise<EInvoiceFile> {
  const figures = figuresOf(po, nowOf(ctx));
  const invoice = {
    number: po.invoiceNumber,
    issuedOn: figures.issuedOn,
    orderNumber: figures.orderNumber,
    buyerTaxId: figures.billToTaxId,
  };
  const facts = creditNoteFacts(po, invoice, doc, await setupOf(ctx, po));
  return renderEInvoice(facts, format, format === 'FACTUR_X' ? await renderCreditNotePdf(doc) : undefined);
}
