/**
 * The e-invoice a company chose to receive (docs/decisions/086), made from the very document its invoice or credit
 * note e-mail carries as PDF: attached to that e-mail, or, when the company names an inbox of its own (procurement
 * systems read one document per message), sent there alone.
 */
import type { AppDeps } from '../../context';
import { AppError } from '../../errors';
import type { OutgoingMail } from './mail-thread';
import type { EInvoiceFile, EInvoiceFormat } from '../einvoice/of-documents';

export interface EInvoiceDelivery {
  format: EInvoiceFormat;
  inbox: string | null;
}

/** The company's choice, or null when it takes no e-invoices. */
export async function eInvoiceDeliveryOf(
  deps: AppDeps,
  companyId: string | null,
): Promise<EInvoiceDelivery | null> {
  if (!companyId) return null;
  const company = await deps.db.company.findUnique({
    where: { id: companyId },
    select: { eInvoiceFormat: true, eInvoiceEmail: true },
  });
  if (!company?.eInvoiceFormat) return null;
  return { format: company.eInvoiceFormat as EInvoiceFormat, inbox: company.eInvoiceEmail };
}

/**
 * The e-invoice, or null when its format refuses this document (an XRechnung of an order placed without a billing
 * city): the e-mail still goes with its PDF, and the refusal is logged for the shop.
 */
export async function eInvoiceOrNone(
  make: () => Promise<EInvoiceFile>,
  log: AppDeps['log'],
  documentNumber: string,
): Promise<EInvoiceFile | null> {
  try {
    return await make();
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    log.warn({ documentNumber, reason: e.message }, 'e-invoice left out of the e-mail');
    return null;
  }
}

const attachmentOf = (file: EInvoiceFile) => ({
  filename: file.filename,
  content: file.content,
  contentType: file.contentType,
});

/**
 * The usual e-mail with the e-invoice attached (when it goes to the usual people), and the message for the
 * company's own inbox (when it names one), under a message id of its own so a retried job is recognised.
 */
export function withEInvoice(
  mail: OutgoingMail,
  delivery: EInvoiceDelivery | null,
  file: EInvoiceFile | null,
): { usual: OutgoingMail; inbox: OutgoingMail | null } {
  if (!delivery || !file) return { usual: mail, inbox: null };
  if (!delivery.inbox)
    return {
      usual: { ...mail, attachments: [...(mail.attachments ?? []), attachmentOf(file)] },
      inbox: null,
    };
  const note = `The e-invoice ${file.filename} is attached.`;
  return {
    usual: mail,
    inbox: {
      from: mail.from,
      to: delivery.inbox,
      subject: mail.subject,
      text: `${note}\n`,
      html: `<p>${note}</p>`,
      messageId: mail.messageId.replace('@', '.einvoice@'),
      attachments: [attachmentOf(file)],
    },
  };
}
