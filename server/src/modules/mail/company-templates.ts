/**
 * The e-mails about approvals and credit notes: who asked, for how much, where to act. Built with the same page as
 * the buyer's e-mails (templates.ts), a plain-text part beside the HTML, every value escaped there.
 */
import { formatCents, formatDay } from '@gluegun/common';
import { page, type RenderedEmail } from './templates';

interface Message {
  subject: string;
  heading: string;
  intro: string[];
  summary: Array<[string, string]>;
}

function render(m: Message, shopName: string, sellerEmail: string): RenderedEmail {
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

export interface RequestFacts {
  requestNumber: string;
  requester: string;
  companyName: string;
  /** The items' net, the tax quoted for the ship-to at submission (its label, e.g. "VAT 20%"; null: none) and their total. */
  netCents: number;
  taxCents: number;
  taxLabel: string | null;
  totalCents: number;
  lineCount: number;
  deliverTo: string;
  url: string;
}

/** Net, Tax (when any) and Total, named as on the request page and the invoice. */
const figures = (r: RequestFacts): Array<[string, string]> => [
  ['Net', formatCents(r.netCents)],
  ...(r.taxLabel ? [[`Tax (${r.taxLabel})`, formatCents(r.taxCents)] as [string, string]] : []),
  ['Total', formatCents(r.totalCents)],
];

export function renderApprovalNeededEmail(
  r: RequestFacts,
  shopName: string,
  sellerEmail: string,
): RenderedEmail {
  return render(
    {
      subject: `Order request ${r.requestNumber} waits for your approval`,
      heading: 'An order waits for your approval',
      intro: [
        `${r.requester} submitted order request ${r.requestNumber} for ${r.companyName}: ${r.lineCount} ${r.lineCount === 1 ? 'line' : 'lines'}, ${formatCents(r.totalCents)} in total.`,
        `Approve or reject it here: ${r.url}`,
      ],
      summary: [
        ['Request', r.requestNumber],
        ['Requested by', r.requester],
        ...figures(r),
        ['Deliver to', r.deliverTo],
      ],
    },
    shopName,
    sellerEmail,
  );
}

export function renderApprovalDecidedEmail(
  r: RequestFacts & { approved: boolean; reason?: string; invoiceNumber?: string },
  shopName: string,
  sellerEmail: string,
): RenderedEmail {
  if (r.approved) {
    return render(
      {
        subject: `Order request ${r.requestNumber} was approved`,
        heading: 'Your order request was approved',
        intro: [
          `Order request ${r.requestNumber} was approved and the order is placed${r.invoiceNumber ? ` (invoice ${r.invoiceNumber})` : ''}.`,
          'The order confirmation and the invoice follow in separate e-mails.',
        ],
        summary: [['Request', r.requestNumber], ...figures(r), ['Deliver to', r.deliverTo]],
      },
      shopName,
      sellerEmail,
    );
  }
  return render(
    {
      subject: `Order request ${r.requestNumber} was rejected`,
      heading: 'Your order request was rejected',
      intro: [
        `Order request ${r.requestNumber} was rejected${r.reason ? `: "${r.reason}"` : '.'}`,
        `Nothing was ordered. See the request here: ${r.url}`,
      ],
      summary: [['Request', r.requestNumber], ...figures(r), ['Reason', r.reason ?? '']],
    },
    shopName,
    sellerEmail,
  );
}

export interface CreditNoteFacts {
  creditNoteNumber: string;
  invoiceNumber: string;
  orderNumber: string;
  issuedOn: string;
  reason: string;
  creditedCents: number;
  appliedToInvoiceCents: number;
  releasedCents: number;
  settlementLabel: string;
  balanceCents: number;
}

export function renderCreditNoteEmail(
  c: CreditNoteFacts,
  shopName: string,
  sellerEmail: string,
): RenderedEmail {
  const where =
    c.releasedCents > 0
      ? `${formatCents(c.appliedToInvoiceCents)} was taken off invoice ${c.invoiceNumber}; ${formatCents(c.releasedCents)}: ${c.settlementLabel.toLowerCase()}.`
      : `It was taken off invoice ${c.invoiceNumber}.`;
  return render(
    {
      subject: `Credit note ${c.creditNoteNumber} for invoice ${c.invoiceNumber}`,
      heading: `Credit note ${c.creditNoteNumber}`,
      intro: [
        `We issued credit note ${c.creditNoteNumber} for ${formatCents(c.creditedCents)} on invoice ${c.invoiceNumber} (order ${c.orderNumber}); it is attached as a PDF.`,
        where,
        c.balanceCents > 0
          ? `${formatCents(c.balanceCents)} is still owed on the invoice.`
          : 'Nothing is owed on this invoice now.',
      ],
      summary: [
        ['Credit note', c.creditNoteNumber],
        ['Issued', formatDay(c.issuedOn)],
        ['Reason', c.reason],
        ['Credited', formatCents(c.creditedCents)],
        ['Balance', formatCents(c.balanceCents)],
      ],
    },
    shopName,
    sellerEmail,
  );
}
