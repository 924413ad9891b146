/**
 * The e-mail job: one e-mail for one outbox event, sent over SMTP with nodemailer. Order e-mails read the order as it
 * is now (the event says which order and what happened) and go to the audience recipients.ts names (the buyer, and
 * the company's billing contacts for money); the invoice e-mail carries the same PDF the Download button gives.
 * Optional e-mails follow each recipient's settings; a reminder for an invoice paid or voided since it was queued
 * is not sent. Admin e-mails (an endpoint disabled) go to every admin. A failed send throws, and pg-boss retries it
 * with backoff.
 */
import type { AppDeps } from '../../context';
import { createContext } from '../../context';
import {
  INVOICE_FACTS_COLUMNS,
  invoiceDocumentFromFacts,
  type InvoiceFactsRow,
} from '../invoices/invoices.service';
import { mailSender, type MailSender } from './mail-thread';
import type { EmailJob, QuoteEmailKind, ReturnEmailKind } from '../events/dispatcher';
import {
  renderEmail,
  renderEndpointDisabledEmail,
  renderInvitationEmail,
  type EmailFacts,
} from './templates';
import { COMPANY_ROLE_LABELS, type CompanyRoleName, type EmailKind } from '@gluegun/common';
import type { PurchaseOrder } from '../../generated/prisma/client';
import { fastQuery } from '../../db/fast-sql';
import { orderRecipients } from './recipients';
import { sendApprovalEmail, sendCreditNoteEmail } from './company-emails';
import { sendQuoteEmail } from './quote-emails';
import { sendReturnEmail } from './return-emails';
import { sendScheduleEmail } from './schedule-emails';
import { eInvoiceDeliveryOf, eInvoiceOrNone, withEInvoice } from './einvoice-emails';
import { eInvoiceOfInvoice } from '../einvoice/of-documents';

export interface EmailSender {
  send(job: EmailJob): Promise<void>;
  /** Closes the pooled SMTP connections and the PDF thread. */
  close(): Promise<void>;
}

const QUOTE_KINDS: ReadonlySet<string> = new Set([
  'quote_requested',
  'quote_sent',
  'quote_countered',
  'quote_accepted',
  'quote_expiring',
]);
const SCHEDULE_KINDS: ReadonlySet<string> = new Set([
  'order_schedule_reminder',
  'order_schedule_result',
  'order_schedule_changed',
]);
const RETURN_KINDS: ReadonlySet<string> = new Set([
  'return_requested',
  'return_approved',
  'return_rejected',
  'return_received',
]);
const OTHER_KINDS: ReadonlySet<string> = new Set([
  'webhook_endpoint_disabled',
  'company_invitation',
  'approval_needed',
  'approval_approved',
  'approval_rejected',
  'credit_note',
  ...QUOTE_KINDS,
  ...RETURN_KINDS,
  ...SCHEDULE_KINDS,
]);
const isOrderEmail = (job: EmailJob): job is EmailJob & { kind: EmailKind } => !OTHER_KINDS.has(job.kind);

/** An order e-mail's event with its order (columns as Prisma reads them; null when the event is not an order's). */
type OrderRow = PurchaseOrder &
  InvoiceFactsRow & {
    eventPayload: Record<string, unknown>;
    buyerFound: boolean;
    buyerCompanyId: string | null;
  };
const ORDER_SQL = `SELECT o."payload" AS "eventPayload", (b."id" IS NOT NULL) AS "buyerFound", b."companyId"::text AS "buyerCompanyId", po.*,
  ${INVOICE_FACTS_COLUMNS}
  FROM "OutboxEvent" o
  LEFT JOIN "PurchaseOrder" po ON o."resourceType" = 'purchase_order' AND po."id" = o."resourceId"
  LEFT JOIN "User" b ON b."id" = po."userId"
  WHERE o."eventId" = $1::uuid`;

export function emailSender(deps: AppDeps): EmailSender | undefined {
  const { smtpUrl, mailFrom, smtpMaxConnections } = deps.config.notify;
  if (!smtpUrl) return undefined;
  // The event id: a retried send after a lost acknowledgement can be recognised as the same message.
  const messageId = (job: EmailJob) => `<${job.kind}.${job.eventId}@gluegun>`;
  const transport = mailSender({ smtpUrl, maxConnections: smtpMaxConnections });
  return { send: sendOne, close: () => transport.close() };
  async function sendOne(job: EmailJob): Promise<void> {
    if (isOrderEmail(job)) return sendOrderEmail(job);
    const event = await deps.db.outboxEvent.findUnique({ where: { eventId: job.eventId } });
    if (!event) return; // nothing to tell (row pruned): done
    const payload = event.payload as Record<string, unknown>;

    if (job.kind === 'webhook_endpoint_disabled') {
      const admins = await deps.db.user.findMany({
        where: { role: 'ADMIN' },
        select: { email: true },
        orderBy: { createdAt: 'asc' },
      });
      if (admins.length === 0) return;
      const mail = renderEndpointDisabledEmail(
        { url: String(payload.url), reason: String(payload.reason), disabledAt: String(payload.disabledAt) },
        deps.config.seller.name,
        deps.config.seller.email,
      );
      await transport.send({
        from: mailFrom,
        to: admins.map((a) => a.email),
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: messageId(job),
      });
      deps.log.info({ kind: job.kind, eventId: job.eventId, admins: admins.length }, 'e-mail sent');
      return;
    }

    if (job.kind === 'company_invitation') {
      await sendInvitation(deps, transport, payload, messageId(job));
      return;
    }

    if (
      job.kind === 'approval_needed' ||
      job.kind === 'approval_approved' ||
      job.kind === 'approval_rejected'
    ) {
      await sendApprovalEmail(deps, transport, event, job.kind, messageId(job));
      return;
    }
    if (job.kind === 'credit_note') await sendCreditNoteEmail(deps, transport, event, messageId(job));
    if (QUOTE_KINDS.has(job.kind))
      await sendQuoteEmail(deps, transport, event, job.kind as QuoteEmailKind, messageId(job));
    if (RETURN_KINDS.has(job.kind))
      await sendReturnEmail(deps, transport, event, job.kind as ReturnEmailKind, messageId(job));
    if (SCHEDULE_KINDS.has(job.kind)) await sendScheduleEmail(deps, transport, event, messageId(job));
  }

  /** An e-mail about an order: the event, the order as it is now, its invoice and its buyer's company read in one statement. */
  async function sendOrderEmail(job: EmailJob & { kind: EmailKind }): Promise<void> {
    const [row] = await fastQuery<OrderRow>(deps.db, ORDER_SQL, [job.eventId]);
    if (!row) return; // nothing to tell (row pruned): done
    const {
      eventPayload: payload,
      buyerFound,
      buyerCompanyId,
      invoiceLines,
      invoicePayments,
      invoiceCreditNotes,
      ...po
    } = row;
    if (!po.id) return; // not an order's event, or the order is gone
    if (job.kind === 'payment_reminder' && po.paymentStatus !== 'AWAITING_PAYMENT') return; // paid or void since
    const to = await orderRecipients(
      deps.db,
      job.kind,
      po,
      buyerFound ? { companyId: buyerCompanyId } : null,
    );
    const delivery = job.kind === 'invoice' ? await eInvoiceDeliveryOf(deps, po.companyId) : null;
    if (to.length === 0 && !delivery?.inbox) {
      deps.log.info(
        { kind: job.kind, eventId: job.eventId, purchaseOrderId: po.id },
        "e-mail not sent: turned off in every recipient's settings",
      );
      return;
    }
    const doc = invoiceDocumentFromFacts(createContext(deps, null, false, 'job'), po, {
      invoiceLines,
      invoicePayments,
      invoiceCreditNotes,
    });
    const facts = factsOf(payload);
    const mail = renderEmail(job.kind, doc, facts, deps.config.seller.name);
    const file = delivery
      ? await eInvoiceOrNone(
          () => eInvoiceOfInvoice(deps, po, doc, delivery.format),
          deps.log,
          doc.invoiceNumber,
        )
      : null;
    const { usual, inbox } = withEInvoice(
      {
        from: mailFrom,
        to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: messageId(job),
      },
      delivery,
      file,
    );
    // The invoice e-mail carries the invoice's PDF, drawn on the mail thread.
    if (to.length > 0) await transport.send(usual, job.kind === 'invoice' ? doc : undefined);
    if (inbox) await transport.send(inbox);
    deps.log.info(
      { kind: job.kind, eventId: job.eventId, purchaseOrderId: po.id, recipients: to.length },
      'e-mail sent',
    );
  }
}

/** What an order e-mail says beyond the order, from its event's payload. */
function factsOf(payload: Record<string, unknown>): EmailFacts {
  return {
    amountCents: typeof payload.amountCents === 'number' ? payload.amountCents : undefined,
    reference: typeof payload.reference === 'string' ? payload.reference : undefined,
    step: typeof payload.step === 'string' ? payload.step : undefined,
    daysOverdue: typeof payload.daysOverdue === 'number' ? payload.daysOverdue : undefined,
    shipment:
      typeof payload.shipmentId === 'string' ? (payload as unknown as EmailFacts['shipment']) : undefined,
    filled: Array.isArray(payload.filledLines) ? (payload.filledLines as EmailFacts['filled']) : undefined,
    moved: Array.isArray(payload.movedLines) ? (payload.movedLines as EmailFacts['moved']) : undefined,
    reason: typeof payload.reason === 'string' ? payload.reason : undefined,
  };
}

/** The invitation e-mail, read as it is now: one revoked or accepted since it was queued is not sent. */
async function sendInvitation(
  deps: AppDeps,
  transport: MailSender,
  payload: Record<string, unknown>,
  messageId: string,
) {
  const invitation = await deps.db.companyInvitation.findUnique({
    where: { id: String(payload.invitationId) },
    include: { company: true, invitedBy: true },
  });
  if (!invitation || invitation.acceptedAt || invitation.revokedAt) return;
  const mail = renderInvitationEmail(
    {
      companyName: invitation.company.name,
      inviterName:
        invitation.invitedBy?.displayName?.trim() || invitation.invitedBy?.email || invitation.company.name,
      roleLabel: COMPANY_ROLE_LABELS[invitation.role as CompanyRoleName],
      expiresAt: invitation.expiresAt.toISOString(),
      acceptUrl: `${deps.config.notify.shopUrl}/company`,
    },
    deps.config.seller.name,
    deps.config.seller.email,
  );
  await transport.send({
    from: deps.config.notify.mailFrom,
    to: invitation.email,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId,
  });
  deps.log.info({ kind: 'company_invitation', invitationId: invitation.id }, 'e-mail sent');
}
