/**
 * The return e-mails (docs/decisions/069, 071), each read as the return is now: the shop's admins are told when a buyer
 * asks to send goods back; whoever asked is told when the shop approves (with the restocking fee), rejects (with its
 * reason) and receives the goods (with the credit note), while they still belong to the order's company: someone who
 * left reads none of its orders, so is told nothing of them either. A request withdrawn before it was sent is not sent.
 */
import { creditNoteNumberText, formatCents, orderNumberText, returnNumberText } from '@gluegun/common';
import type { AppDeps } from '../../context';
import type { OutboxEvent } from '../../generated/prisma/client';
import type { ReturnEmailKind } from '../events/dispatcher';
import type { MailSender } from './mail-thread';
import { page, type RenderedEmail } from './templates';

type Transport = Pick<MailSender, 'send'>;

export interface ReturnMailFacts {
  returnNumber: string;
  orderNumber: string;
  companyName: string;
  requester: string;
  reason: string;
  photoLinks: string[];
  lines: Array<{ sku: string; productName: string; quantity: number }>;
  restockingFeePercent: number;
  rejectionReason: string | null;
  creditNoteNumber: string | null;
  creditedCents: number | null;
  url: string;
}

function render(
  subject: string,
  heading: string,
  intro: string[],
  summary: Array<[string, string]>,
  shopName: string,
  sellerEmail: string,
): RenderedEmail {
  const text = [
    heading,
    '',
    ...intro,
    '',
    ...summary.map(([k, v]) => `${k}: ${v}`),
    '',
    shopName,
    sellerEmail,
  ].join('\n');
  return { subject, text, html: page(shopName, sellerEmail, { subject, heading, intro, summary }, '') };
}

const feeText = (percent: number) => (percent > 0 ? `${percent} %` : 'none');

/** What each e-mail says. */
export function renderReturnEmail(
  kind: ReturnEmailKind,
  f: ReturnMailFacts,
  shopName: string,
  sellerEmail: string,
): RenderedEmail {
  const goods = f.lines.map((l) => `${l.quantity} × ${l.sku} ${l.productName}`).join('; ');
  const summary: Array<[string, string]> = [
    ['Return', f.returnNumber],
    ['Order', f.orderNumber],
    ['Goods', goods],
  ];
  switch (kind) {
    case 'return_requested':
      return render(
        `${f.companyName} asks to return goods: ${f.returnNumber}`,
        'A return waits for your decision',
        [
          `${f.requester} of ${f.companyName} asks to send back goods of order ${f.orderNumber} (${f.returnNumber}): "${f.reason}"`,
          ...(f.photoLinks.length ? [`Photos: ${f.photoLinks.join(' ')}`] : []),
          `Approve or reject it on the dashboard: ${f.url}`,
        ],
        [...summary, ['Company', f.companyName], ['Reason', f.reason]],
        shopName,
        sellerEmail,
      );
    case 'return_approved':
      return render(
        `Your return ${f.returnNumber} is approved`,
        'Your return is approved',
        [
          `We approved your return ${f.returnNumber} of goods from order ${f.orderNumber}. Please send the goods back.`,
          f.restockingFeePercent > 0
            ? `A restocking fee of ${f.restockingFeePercent} % of the goods' value is kept from the credit.`
            : 'No restocking fee is kept: the goods are credited in full when they arrive.',
          `Follow it here: ${f.url}`,
        ],
        [...summary, ['Restocking fee', feeText(f.restockingFeePercent)]],
        shopName,
        sellerEmail,
      );
    case 'return_rejected':
      return render(
        `Your return ${f.returnNumber} was rejected`,
        'Your return was rejected',
        [
          `We cannot take back the goods of return ${f.returnNumber} (order ${f.orderNumber}): "${f.rejectionReason ?? ''}"`,
          `See it here: ${f.url}`,
        ],
        [...summary, ['Reason', f.rejectionReason ?? '']],
        shopName,
        sellerEmail,
      );
    default:
      return render(
        `We received your return ${f.returnNumber}`,
        'Your return arrived',
        [
          f.creditNoteNumber
            ? `The goods of return ${f.returnNumber} arrived. Credit note ${f.creditNoteNumber} credits ${formatCents(f.creditedCents ?? 0)}${f.restockingFeePercent > 0 ? ` after the ${f.restockingFeePercent} % restocking fee` : ''}; it follows in its own e-mail.`
            : `The goods of return ${f.returnNumber} arrived; they had been credited already, so no credit note was needed.`,
          `See it here: ${f.url}`,
        ],
        [
          ...summary,
          ['Credit note', f.creditNoteNumber ?? 'none'],
          ...(f.creditedCents != null
            ? [['Credited', formatCents(f.creditedCents)] as [string, string]]
            : []),
        ],
        shopName,
        sellerEmail,
      );
  }
}

const INCLUDE = {
  lines: { include: { invoiceLine: { select: { sku: true, productName: true, position: true } } } },
  creditNote: { select: { number: true, amountCents: true } },
  purchaseOrder: {
    select: { id: true, number: true, companyName: true, company: { select: { name: true } } },
  },
} as const;

/** Sends one return e-mail for its event (the event names the return in `returnId`). */
export async function sendReturnEmail(
  deps: AppDeps,
  transport: Transport,
  event: OutboxEvent,
  kind: ReturnEmailKind,
  messageId: string,
) {
  const returnId = (event.payload as { returnId?: unknown }).returnId;
  if (typeof returnId !== 'string') return;
  const r = await deps.db.returnRequest.findUnique({ where: { id: returnId }, include: INCLUDE });
  if (!r) return;
  if (kind === 'return_requested' && r.status === 'CANCELLED') return; // withdrawn since: nothing to decide
  const requester = r.requestedById
    ? await deps.db.user.findUnique({
        where: { id: r.requestedById },
        select: { email: true, displayName: true, companyId: true },
      })
    : null;
  const toShop = kind === 'return_requested';
  // The person who asked, while they still belong to the company the order was placed for.
  const stayed = requester !== null && (r.companyId === null || requester.companyId === r.companyId);
  const to = toShop
    ? (
        await deps.db.user.findMany({
          where: { role: 'ADMIN' },
          select: { email: true },
          orderBy: { createdAt: 'asc' },
        })
      ).map((a) => a.email)
    : stayed
      ? [requester!.email]
      : [];
  if (to.length === 0) return;
  const shopUrl = deps.config.notify.shopUrl;
  const mail = renderReturnEmail(
    kind,
    {
      returnNumber: returnNumberText(r.number),
      orderNumber: orderNumberText(r.purchaseOrder.number),
      companyName: r.purchaseOrder.company?.name ?? r.purchaseOrder.companyName ?? 'A customer',
      requester: requester?.displayName?.trim() || r.requestedByEmail,
      reason: r.reason,
      photoLinks: r.photoLinks,
      lines: [...r.lines]
        .sort((a, b) => a.invoiceLine.position - b.invoiceLine.position)
        .map((l) => ({
          sku: l.invoiceLine.sku,
          productName: l.invoiceLine.productName,
          quantity: l.quantity,
        })),
      restockingFeePercent: r.restockingFeeBp / 100,
      rejectionReason: r.rejectionReason,
      creditNoteNumber: r.creditNote ? creditNoteNumberText(r.creditNote.number) : null,
      creditedCents: r.creditNote?.amountCents ?? null,
      url: toShop ? `${shopUrl}/dashboard/returns` : `${shopUrl}/my-orders/invoices/${r.purchaseOrder.id}`,
    },
    deps.config.seller.name,
    deps.config.seller.email,
  );
  await transport.send({
    from: deps.config.notify.mailFrom,
    to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId,
  });
  deps.log.info({ kind, eventId: event.eventId, returnId: r.id, recipients: to.length }, 'e-mail sent');
}
