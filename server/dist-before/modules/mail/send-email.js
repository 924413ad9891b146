"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.emailSender = emailSender;
/**
 * The e-mail job (issue #30): one e-mail for one outbox event, sent over SMTP with nodemailer. Buyer e-mails read
 * the order as it is now (the event says which order and what happened); the invoice e-mail carries the same PDF
 * the Download button gives. Optional e-mails follow the buyer's settings (preferences.ts); a reminder for an
 * invoice paid or voided since it was queued is not sent. Admin e-mails (an endpoint disabled) go to every admin.
 * A failed send throws, and pg-boss retries it with backoff.
 */
const nodemailer_1 = __importDefault(require("nodemailer"));
const context_1 = require("../../context");
const purchase_order_service_1 = require("../purchase-orders/purchase-order.service");
const invoice_pdf_1 = require("../purchase-orders/invoice-pdf");
const templates_1 = require("./templates");
const common_1 = require("@gluegun/common");
const preferences_1 = require("./preferences");
function emailSender(deps) {
    const { smtpUrl, mailFrom } = deps.config.notify;
    if (!smtpUrl)
        return undefined;
    const transport = nodemailer_1.default.createTransport(smtpUrl);
    // The event id: a retried send after a lost acknowledgement can be recognised as the same message.
    const messageId = (job) => `<${job.kind}.${job.eventId}@gluegun>`;
    return async (job) => {
        const event = await deps.db.outboxEvent.findUnique({ where: { eventId: job.eventId } });
        if (!event)
            return; // nothing to tell (row pruned): done
        const payload = event.payload;
        if (job.kind === 'webhook_endpoint_disabled') {
            const admins = await deps.db.user.findMany({ where: { role: 'ADMIN' }, select: { email: true }, orderBy: { createdAt: 'asc' } });
            if (admins.length === 0)
                return;
            const mail = (0, templates_1.renderEndpointDisabledEmail)({ url: String(payload.url), reason: String(payload.reason), disabledAt: String(payload.disabledAt) }, deps.config.seller.name, deps.config.seller.email);
            await transport.sendMail({ from: mailFrom, to: admins.map((a) => a.email), subject: mail.subject, text: mail.text, html: mail.html, messageId: messageId(job) });
            deps.log.info({ kind: job.kind, eventId: job.eventId, admins: admins.length }, 'e-mail sent');
            return;
        }
        if (job.kind === 'company_invitation') {
            await sendInvitation(deps, transport, payload, messageId(job));
            return;
        }
        if (event.resourceType !== 'purchase_order')
            return;
        const po = await deps.db.purchaseOrder.findUnique({ where: { id: event.resourceId } });
        if (!po)
            return; // the order is gone
        if (job.kind === 'payment_reminder' && po.paymentStatus !== 'AWAITING_PAYMENT')
            return; // paid or void since
        if (!(await (0, preferences_1.buyerWants)(deps.db, po.userId, job.kind))) {
            deps.log.info({ kind: job.kind, eventId: job.eventId, purchaseOrderId: po.id }, 'e-mail not sent: turned off in the buyer\'s settings');
            return;
        }
        const ctx = (0, context_1.createContext)(deps, null, false, 'job');
        const doc = await (0, purchase_order_service_1.invoiceDocumentOf)(ctx, po);
        const facts = {
            amountCents: typeof payload.amountCents === 'number' ? payload.amountCents : undefined,
            reference: typeof payload.reference === 'string' ? payload.reference : undefined,
            step: typeof payload.step === 'string' ? payload.step : undefined,
            daysOverdue: typeof payload.daysOverdue === 'number' ? payload.daysOverdue : undefined,
        };
        const mail = (0, templates_1.renderEmail)(job.kind, doc, facts, deps.config.seller.name);
        const attachments = job.kind === 'invoice'
            ? [{ filename: `${doc.invoiceNumber}.pdf`, content: await (0, invoice_pdf_1.renderInvoicePdf)(doc), contentType: 'application/pdf' }]
            : [];
        await transport.sendMail({ from: mailFrom, to: po.buyerEmail, subject: mail.subject, text: mail.text, html: mail.html, attachments, messageId: messageId(job) });
        deps.log.info({ kind: job.kind, eventId: job.eventId, purchaseOrderId: po.id }, 'e-mail sent');
    };
}
/** The invitation e-mail, read as it is now: one revoked or accepted since it was queued is not sent. */
async function sendInvitation(deps, transport, payload, messageId) {
    const invitation = await deps.db.companyInvitation.findUnique({ where: { id: String(payload.invitationId) }, include: { company: true, invitedBy: true } });
    if (!invitation || invitation.acceptedAt || invitation.revokedAt)
        return;
    const mail = (0, templates_1.renderInvitationEmail)({
        companyName: invitation.company.name,
        inviterName: invitation.invitedBy?.displayName?.trim() || invitation.invitedBy?.email || invitation.company.name,
        roleLabel: common_1.COMPANY_ROLE_LABELS[invitation.role],
        expiresAt: invitation.expiresAt.toISOString(),
        acceptUrl: `${deps.config.notify.shopUrl}/company`,
    }, deps.config.seller.name, deps.config.seller.email);
    await transport.sendMail({ from: deps.config.notify.mailFrom, to: invitation.email, subject: mail.subject, text: mail.text, html: mail.html, messageId });
    deps.log.info({ kind: 'company_invitation', invitationId: invitation.id }, 'e-mail sent');
}
//# sourceMappingURL=send-email.js.map