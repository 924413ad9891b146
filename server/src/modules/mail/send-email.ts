/**
 * The e-mail job (issue #30): one buyer e-mail for one outbox event, sent over SMTP with nodemailer. The job reads
 * the order as it is now (the event says which order and what happened); the invoice e-mail carries the same PDF
 * the Download button gives. A failed send throws, and pg-boss retries it with backoff.
 */
import nodemailer from 'nodemailer';
import type { AppDeps } from '../../context';
import { createContext } from '../../context';
import { invoiceDocumentOf } from '../purchase-orders/purchase-order.service';
import { renderInvoicePdf } from '../purchase-orders/invoice-pdf';
import type { EmailJob } from '../events/dispatcher';
import { renderEmail, type EmailFacts } from './templates';

export function emailSender(deps: AppDeps): ((job: EmailJob) => Promise<void>) | undefined {
  const { smtpUrl, mailFrom } = deps.config.notify;
  if (!smtpUrl) return undefined;
  const transport = nodemailer.createTransport(smtpUrl);
  return async (job) => {
    const event = await deps.db.outboxEvent.findUnique({ where: { eventId: job.eventId } });
    if (!event || event.resourceType !== 'purchase_order') return; // nothing to tell (row pruned): done
    const po = await deps.db.purchaseOrder.findUnique({ where: { id: event.resourceId } });
    if (!po) return; // the order is gone
    const ctx = createContext(deps, null, false, 'job');
    const doc = await invoiceDocumentOf(ctx, po);
    const payload = event.payload as Record<string, unknown>;
    const facts: EmailFacts = {
      amountCents: typeof payload.amountCents === 'number' ? payload.amountCents : undefined,
      reference: typeof payload.reference === 'string' ? payload.reference : undefined,
    };
    const mail = renderEmail(job.kind, doc, facts, deps.config.seller.name);
    const attachments = job.kind === 'invoice'
      ? [{ filename: `${doc.invoiceNumber}.pdf`, content: await renderInvoicePdf(doc), contentType: 'application/pdf' }]
      : [];
    await transport.sendMail({
      from: mailFrom, to: po.buyerEmail, subject: mail.subject, text: mail.text, html: mail.html, attachments,
      // The event id: a retried send after a lost acknowledgement can be recognised as the same message.
      messageId: `<${job.kind}.${job.eventId}@gluegun>`,
    });
    deps.log.info({ kind: job.kind, eventId: job.eventId, purchaseOrderId: po.id }, 'e-mail sent');
  };
}
