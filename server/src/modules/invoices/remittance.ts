/**
 * The seller and where to pay, as every invoice shows them (web page through GraphQL and REST, and the PDF):
 * one source, so the documents cannot name the seller differently (docs/decisions/021).
 * Built from configuration and the invoice number alone: nothing is stored.
 */
import { paymentReferenceFor, sellerOf, type InvoiceRemittance, type InvoiceSeller } from '@gluegun/common';
import type { Config } from '../../config';

export function invoiceSellerOf(config: Pick<Config, 'seller'>): InvoiceSeller {
  return sellerOf(config.seller);
}

export function invoiceRemittanceOf(
  config: Pick<Config, 'remittance'>,
  invoiceNumber: string,
): InvoiceRemittance {
  const r = config.remittance;
  return {
    accountName: r.accountName,
    bankName: r.bankName,
    iban: r.iban,
    bic: r.bic,
    routingNumber: r.routingNumber,
    accountNumber: r.accountNumber,
    instructions: r.instructions,
    paymentReference: paymentReferenceFor(invoiceNumber),
  };
}
