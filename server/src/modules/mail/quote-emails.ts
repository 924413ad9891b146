/**
 * The quote e-mails (docs/decisions/065), each read as the quote is now: the buyer is told when the shop sends a price
 * (if they are still in the company); the shop's admins when a buyer asks, counters or accepts. One that moved on
 * since it was queued (a sent price countered or withdrawn) is not sent.
 */
import { formatCents, formatDay, quoteNumberText } from '@gluegun/common';
import type { AppDeps } from '../../context';
import type { OutboxEvent } from '../../generated/prisma/client';
import type { QuoteEmailKind } from '../events/dispatcher';
import type { MailSender } from './mail-thread';
import { page, type RenderedEmail } from './templates';

type Transport = Pick<MailSender, 'send'>;
interface QuoteMail {
  subject: string;
  heading: string;
  intro: string[];
  summary: Array<[string, string]>;
}

function render(m: QuoteMail, shopName: string, sellerEmail: string): RenderedEmail {
  const text = [
    m.heading,
    '',
    ...m.intro,
    '',
    ...m.summary.map(([k, v]) => `${k}: ${v}`),
    '',
    shopName,
    sellerEmail,
  ].join('\n');
  return { subject: m.subject, text, html: page(shopName, sellerEmail, m, '') };
}

/** What each e-mail says; `total` is the newest version's (quoted prices, or the buyer's targets where given). */
export function renderQuoteEmail(
  kind: QuoteEmailKind,
  f: {
    quoteNumber: string;
    companyName: string;
    buyer: string;
    lineCount: number;
    totalCents: number;
    expiresAt: Date | null;
    url: string;
  },
  shopName: string,
  sellerEmail: string,
) {
  const lines = `${f.lineCount} ${f.lineCount === 1 ? 'line' : 'lines'}`;
  const summary: Array<[string, string]> = [
    ['Quote', f.quoteNumber],
    ['Company', f.companyName],
    ['Lines', String(f.lineCount)],
  ];
  if (kind === 'quote_expiring') {
    return render(
      {
        subject: `Your quote ${f.quoteNumber} expires soon`,
        heading: 'Your quote expires soon',
        intro: [
          `Quote ${f.quoteNumber} (${lines}, ${formatCents(f.totalCents)}) can be accepted until ${f.expiresAt ? formatDay(new Date(f.expiresAt.getTime() - 1)) : 'soon'}.`,
          `Accept it here: ${f.url}`,
        ],
        summary: [...summary, ['Total', formatCents(f.totalCents)]],
      },
      shopName,
      sellerEmail,
    );
  }
  if (kind === 'quote_sent') {
    return render(
      {
        subject: `Your quote ${f.quoteNumber} is ready`,
        heading: 'Your quote is ready',
        intro: [
          `We priced your quote ${f.quoteNumber}: ${lines}, ${formatCents(f.totalCents)} in total.`,
          f.expiresAt
            ? `Accept it by ${formatDay(new Date(f.expiresAt.getTime() - 1))} here: ${f.url}`
            : `Read it here: ${f.url}`,
        ],
        summary: [...summary, ['Total', formatCents(f.totalCents)]],
      },
      shopName,
      sellerEmail,
    );
  }
  const what =
    kind === 'quote_requested'
      ? 'asks for a quote'
      : kind === 'quote_countered'
        ? 'answered your price with a counter-offer'
        : 'accepted the quote';
  return render(
    {
      subject: `${f.companyName} ${what}: ${f.quoteNumber}`,
      heading: kind === 'quote_accepted' ? 'A quote was accepted' : 'A quote waits for your answer',
      intro: [
        `${f.buyer} of ${f.companyName} ${what} (${f.quoteNumber}, ${lines}).`,
        `Open it on the dashboard: ${f.url}`,
      ],
      summary,
    },
    shopName,
    sellerEmail,
  );
}

export async function sendQuoteEmail(
  deps: AppDeps,
  transport: Transport,
  event: OutboxEvent,
  kind: QuoteEmailKind,
  messageId: string,
) {
  const quote = await deps.db.quote.findUnique({
    where: { id: event.resourceId },
    include: {
      company: { select: { name: true } },
      buyer: { select: { email: true, displayName: true, companyId: true } },
    },
  });
  if (!quote) return;
  const payload = event.payload as { version?: number; totalCents?: number; lineCount?: number };
  // A sent price countered, withdrawn or expired since: nothing to tell.
  if (
    (kind === 'quote_sent' || kind === 'quote_expiring') &&
    (quote.status !== 'SENT' || quote.currentVersion !== payload.version)
  )
    return;
  const buyerStayed = quote.buyer !== null && quote.buyer.companyId === quote.companyId;
  const toBuyer = kind === 'quote_sent' || kind === 'quote_expiring';
  const to = toBuyer
    ? buyerStayed
      ? [quote.buyer!.email]
      : []
    : (
        await deps.db.user.findMany({
          where: { role: 'ADMIN' },
          select: { email: true },
          orderBy: { createdAt: 'asc' },
        })
      ).map((a) => a.email);
  if (to.length === 0) return;
  const shopUrl = deps.config.notify.shopUrl;
  const mail = renderQuoteEmail(
    kind,
    {
      quoteNumber: quoteNumberText(quote.number),
      companyName: quote.company.name,
      buyer: quote.buyer?.displayName?.trim() || quote.buyer?.email || 'A buyer',
      lineCount: payload.lineCount ?? 0,
      totalCents: payload.totalCents ?? 0,
      expiresAt: quote.expiresAt,
      // The quote's own page: /quotes on the shop's address is the REST list, never a page.
      url: toBuyer ? `${shopUrl}/my-quotes/${quote.id}` : `${shopUrl}/dashboard/quotes/${quote.id}`,
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
  deps.log.info({ kind, eventId: event.eventId, quoteId: quote.id, recipients: to.length }, 'e-mail sent');
}
