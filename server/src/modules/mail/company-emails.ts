/**
 * Sending the approval and credit-note e-mails, each read as it is now: a request decided or withdrawn since the
 * "waits for your approval" e-mail was queued is not announced any more; a credit note carries its PDF.
 */
import {
  CREDIT_SETTLEMENT_LABELS,
  approvalNumberText,
  balanceOf,
  orderNumberText,
  type CreditSettlement,
} from '@gluegun/common';
import type { AppDeps } from '../../context';
import { createContext } from '../../context';
import type { OutboxEvent } from '../../generated/prisma/client';
import { creditNoteDocumentOf } from '../credit-notes/reads';
import { renderCreditNotePdf } from '../credit-notes/credit-note-pdf';
import { approversOf, orderRecipients, unique } from './recipients';
import { eInvoiceDeliveryOf, eInvoiceOrNone, withEInvoice } from './einvoice-emails';
import { eInvoiceOfCreditNote } from '../einvoice/of-documents';
import { requestFigures } from '../approvals/approvals';
import type { MailSender } from './mail-thread';
import {
  renderApprovalDecidedEmail,
  renderApprovalNeededEmail,
  renderCreditNoteEmail,
  type RequestFacts,
} from './company-templates';

type Transport = Pick<MailSender, 'send'>;
type Details = {
  companyName?: string;
  addressLine1?: string;
  addressLine2?: string;
  city?: string;
  region?: string;
  postalCode?: string;
  country?: string;
};

const deliverToOf = (d: Details) =>
  [
    d.companyName,
    d.addressLine1,
    d.addressLine2,
    [d.postalCode, d.city].filter(Boolean).join(' '),
    d.region,
    d.country?.toUpperCase(),
  ]
    .filter((p) => p && p.trim())
    .join(', ');

const figuresOf = (request: Parameters<typeof requestFigures>[0]) => {
  const f = requestFigures(request);
  return { netCents: f.netCents, taxCents: f.taxCents, totalCents: f.totalCents, taxLabel: f.tax.label };
};

export async function sendApprovalEmail(
  deps: AppDeps,
  transport: Transport,
  event: OutboxEvent,
  kind: 'approval_needed' | 'approval_approved' | 'approval_rejected',
  messageId: string,
) {
  const request = await deps.db.approvalRequest.findUnique({
    where: { id: event.resourceId },
    include: {
      company: { select: { name: true } },
      requester: { select: { displayName: true, email: true, companyId: true } },
      _count: { select: { items: true } },
    },
  });
  if (!request) return;
  if (kind === 'approval_needed' && request.status !== 'AWAITING_APPROVAL') return;
  const payload = event.payload as Record<string, unknown>;
  const facts: RequestFacts = {
    requestNumber: approvalNumberText(request.number),
    requester: request.requester?.displayName?.trim() || request.requesterEmail,
    companyName: request.company.name,
    ...figuresOf(request),
    lineCount: request._count.items,
    deliverTo: deliverToOf(request.details as Details),
    url: `${deps.config.notify.shopUrl}/order-request/${request.id}`,
  };
  const { name, email } = deps.config.seller;
  // A requester who has left the company reads none of its requests, so is told of no decision either.
  const requesterStayed = request.requester?.companyId === request.companyId;
  const to =
    kind === 'approval_needed'
      ? (await approversOf(deps.db, request.companyId, request.requiredRoles, request.requesterId)).map(
          (m) => m.email,
        )
      : requesterStayed
        ? [request.requester!.email]
        : [];
  if (to.length === 0) return;
  const mail =
    kind === 'approval_needed'
      ? renderApprovalNeededEmail(facts, name, email)
      : renderApprovalDecidedEmail(
          {
            ...facts,
            approved: kind === 'approval_approved',
            reason: typeof payload.reason === 'string' ? payload.reason : undefined,
            invoiceNumber: typeof payload.invoiceNumber === 'string' ? payload.invoiceNumber : undefined,
          },
          name,
          email,
        );
  await transport.send({
    from: deps.config.notify.mailFrom,
    to: unique(to),
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId,
  });
  deps.log.info(
    { kind, eventId: event.eventId, approvalRequestId: request.id, recipients: to.length },
    'e-mail sent',
  );
}

export async function sendCreditNoteEmail(
  deps: AppDeps,
  transport: Transport,
  event: OutboxEvent,
  messageId: string,
) {
  const payload = event.payload as Record<string, unknown>;
  const note = await deps.db.creditNote.findUnique({
    where: { id: String(payload.creditNoteId) },
    include: { lines: true },
  });
  const po = note ? await deps.db.purchaseOrder.findUnique({ where: { id: note.purchaseOrderId } }) : null;
  if (!note || !po) return;
  const to = await orderRecipients(deps.db, 'credit_note', po);
  const delivery = await eInvoiceDeliveryOf(deps, po.companyId);
  if (to.length === 0 && !delivery?.inbox) return;
  const ctx = createContext(deps, null, false, 'job');
  const doc = creditNoteDocumentOf(ctx, po, note);
  const mail = renderCreditNoteEmail(
    {
      creditNoteNumber: doc.creditNoteNumber,
      invoiceNumber: po.invoiceNumber,
      orderNumber: orderNumberText(po.number),
      issuedOn: doc.issuedOn,
      reason: note.reason,
      creditedCents: note.amountCents,
      appliedToInvoiceCents: note.appliedToInvoiceCents,
      releasedCents: note.releasedCents,
      settlementLabel: CREDIT_SETTLEMENT_LABELS[note.settlement as CreditSettlement] ?? note.settlement,
      balanceCents: balanceOf(po),
    },
    deps.config.seller.name,
    deps.config.seller.email,
  );
  const attachments = [
    {
      filename: `${doc.creditNoteNumber}.pdf`,
      content: await renderCreditNotePdf(doc),
      contentType: 'application/pdf',
    },
  ];
  const file = delivery
    ? await eInvoiceOrNone(
        () => eInvoiceOfCreditNote(ctx, po, doc, delivery.format),
        deps.log,
        doc.creditNoteNumber,
      )
    : null;
  const { usual, inbox } = withEInvoice(
    {
      from: deps.config.notify.mailFrom,
      to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments,
      messageId,
    },
    delivery,
    file,
  );
  if (to.length > 0) await transport.send(usual);
  if (inbox) await transport.send(inbox);
  deps.log.info(
    { kind: 'credit_note', eventId: event.eventId, creditNoteId: note.id, recipients: to.length },
    'e-mail sent',
  );
}
