/**
 * The buyer's e-mails: order confirmation, invoice (PDF attached by the sender), payment receipt and
 * shipping notice. Each has a plain-text part and an HTML part built from the same invoice document the web and PDF
 * invoices use, so the figures can never disagree. The HTML is one column at most 600 px wide with inline styles
 * (what mail apps keep), readable on a phone without zooming. Every value from the database is escaped.
 */
import { formatCents, formatDay, invoiceTotalRows, type EmailKind } from '@gluegun/common';
import type { InvoiceDocument } from '../invoices/invoice-document';
import { promiseChangedParts, type MovedLineFacts } from './promise-emails';

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** What the event adds to the document (a payment's amount and reference). */
export interface EmailFacts {
  amountCents?: number;
  reference?: string;
  receivedOn?: string;
  /** A reminder's step (common reminderStepAt) and how late the invoice is. */
  step?: string;
  daysOverdue?: number;
  /** A shipping notice's shipment, as its event carries it (docs/decisions/061). */
  shipment?: ShipmentFacts;
  /** A backorder fill's lines (docs/decisions/093): units now in stock for each, and what each is still owed. */
  filled?: Array<{ sku: string; productName: string; quantity: number; stillBackordered: number }>;
  /** Lines now promised later than asked, and why (docs/decisions/110). */
  moved?: MovedLineFacts[];
  reason?: string;
}

/** What a shipping notice tells: the shipment's number, carrier, tracking and lines, and whether more is to come. */
export interface ShipmentFacts {
  shipmentNumber: string;
  carrier: string;
  service: string;
  trackingNumber: string | null;
  trackingUrl: string | null;
  lines: Array<{ sku: string; productName: string; quantity: number }>;
  /** The order's fulfilment after this shipment: PARTLY_SHIPPED when something is still open. */
  fulfilmentStatus: string;
}

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const money = (cents: number) => formatCents(cents);

interface Parts {
  subject: string;
  heading: string;
  intro: string[];
  showLines: boolean;
  summary: Array<[string, string]>;
}

/** A quoted freight not yet set: nothing is asked to be paid until we e-mail the figure. */
const freightPendingIntro = (doc: InvoiceDocument): string[] =>
  doc.freightPending
    ? [
        `We quote the freight${doc.shippingMethodName ? ` (${doc.shippingMethodName})` : ''} and e-mail you when it is set; nothing is due before then.`,
      ]
    : [];

/** The invoice e-mail; while a quoted freight waits it says nothing is due, and once staff set it, the figure (docs/decisions/076). */
function invoiceParts(doc: InvoiceDocument, order: string, due: string): Parts {
  const subject = `Invoice ${doc.invoiceNumber} for order ${order}`;
  if (doc.freightPending) {
    return {
      subject,
      heading: `Invoice ${doc.invoiceNumber}`,
      intro: [`Your invoice for order ${order} is attached as a PDF.`, ...freightPendingIntro(doc)],
      showLines: true,
      summary: [
        ['Invoice', doc.invoiceNumber],
        ['Freight', 'To be quoted'],
      ],
    };
  }
  const method = doc.shippingMethodName ? ` (${doc.shippingMethodName})` : '';
  return {
    subject: doc.freightSetOn ? `Freight set: ${subject}` : subject,
    heading: `Invoice ${doc.invoiceNumber}`,
    intro: [
      ...(doc.freightSetOn
        ? [`We set the freight of order ${order}: ${money(doc.freightCents)}${method}.`]
        : []),
      `Your invoice for order ${order} is attached as a PDF.`,
      due,
      `${doc.remittance.instructions}`,
    ],
    showLines: true,
    summary: [
      ['Invoice', doc.invoiceNumber],
      ['Total', money(doc.totalCents)],
      ['Due', doc.dueOn],
      ['Payment reference', doc.remittance.paymentReference],
    ],
  };
}

/** The requested and promised delivery days (docs/decisions/083), when there are any. */
const deliveryRows = (doc: InvoiceDocument): Array<[string, string]> => [
  ...(doc.requestedDeliveryOn
    ? [['Requested delivery', formatDay(doc.requestedDeliveryOn)] as [string, string]]
    : []),
  ...(doc.promisedDeliveryOn
    ? [
        [
          'Promised delivery',
          `${formatDay(doc.promisedDeliveryOn)}${doc.promisedLate ? ' (later than requested)' : ''}`,
        ] as [string, string],
      ]
    : []),
];

/** Arriving stock filled backordered units of the order (docs/decisions/093): which items are now ready to ship. */
function backorderFilledParts(doc: InvoiceDocument, order: string, facts: EmailFacts): Parts {
  const owed = (facts.filled ?? []).some((l) => l.stillBackordered > 0);
  return {
    subject: `Backordered items of order ${order} are ready to ship`,
    heading: 'Your backordered items are in stock',
    intro: [
      `Stock has arrived for order ${order}${doc.poNumber ? ` (your PO ${doc.poNumber})` : ''}: the items below are now ready to ship.`,
      owed
        ? 'The rest stays on backorder: we will write again when it arrives.'
        : 'Nothing of your order is on backorder any more.',
      'You will get a shipping notice with tracking when they leave our warehouse.',
    ],
    showLines: false,
    summary: [['Order', order]],
  };
}

function partsOf(kind: EmailKind, doc: InvoiceDocument, facts: EmailFacts): Parts {
  const order = doc.orderNumber;
  const due =
    doc.balanceCents > 0
      ? `${money(doc.balanceCents)} is due by ${doc.dueOn}.`
      : 'Nothing is owed on this invoice.';
  switch (kind) {
    case 'order_confirmation':
      return {
        subject: `Order ${order} confirmed`,
        heading: 'Thank you for your order',
        intro: [
          `We have your order ${order}${doc.poNumber ? ` (your PO ${doc.poNumber})` : ''} and reserved the stock for it.`,
          `Your invoice ${doc.invoiceNumber} follows in a separate e-mail.`,
          ...freightPendingIntro(doc),
        ],
        showLines: true,
        summary: [['Order', order], ['Total', money(doc.totalCents)], ...deliveryRows(doc)],
      };
    case 'delivery_promised':
      return {
        subject: `Delivery date for order ${order}`,
        heading: 'Your delivery date',
        intro: [
          `We will deliver order ${order} on ${doc.promisedDeliveryOn ? formatDay(doc.promisedDeliveryOn) : 'a day we will confirm'}.`,
          ...(doc.promisedLate && doc.requestedDeliveryOn
            ? [
                `That is later than the ${formatDay(doc.requestedDeliveryOn)} you asked for: we are sorry; reply to this e-mail if that does not work for you.`,
              ]
            : []),
          `Delivering to: ${doc.deliverTo.join(', ')}`,
        ],
        showLines: false,
        summary: [['Order', order], ...deliveryRows(doc)],
      };
    case 'backorder_filled':
      return backorderFilledParts(doc, order, facts);
    case 'promise_changed':
      return promiseChangedParts(order, doc.poNumber, facts.reason, facts.moved ?? []);
    case 'invoice':
      return invoiceParts(doc, order, due);
    case 'payment_receipt':
      return {
        subject: `Payment received for invoice ${doc.invoiceNumber}`,
        heading: 'Payment received',
        intro: [
          `We received ${money(facts.amountCents ?? 0)} for invoice ${doc.invoiceNumber} (order ${order}).`,
          due,
        ],
        showLines: false,
        summary: [
          ['Received', money(facts.amountCents ?? 0)],
          ['Your reference', facts.reference ?? ''],
          ['Paid so far', money(doc.receivedCents)],
          ...(doc.givenBackCents > 0
            ? [['Given back (refund or credit)', money(doc.givenBackCents)] as [string, string]]
            : []),
          ...(doc.creditedCents > 0 ? [['Credited', money(doc.creditedCents)] as [string, string]] : []),
          ['Balance', money(doc.balanceCents)],
        ],
      };
    case 'payment_reminder': {
      const overdue = (facts.daysOverdue ?? 0) > 0;
      const when = facts.step === 'due_today' ? 'today' : `on ${formatDay(doc.dueOn)}`;
      return {
        subject: overdue
          ? `Invoice ${doc.invoiceNumber} is overdue`
          : `Invoice ${doc.invoiceNumber} is due ${when}`,
        heading: overdue ? 'Your invoice is overdue' : 'A friendly reminder',
        intro: [
          overdue
            ? `Invoice ${doc.invoiceNumber} for order ${order} was due on ${formatDay(doc.dueOn)} and is ${facts.daysOverdue} ${facts.daysOverdue === 1 ? 'day' : 'days'} overdue.`
            : `Invoice ${doc.invoiceNumber} for order ${order} is due ${when}.`,
          `${money(doc.balanceCents)} is still owed.`,
          `${doc.remittance.instructions}`,
          'If you have paid already, thank you, and please ignore this reminder. You can turn reminders off in your notification settings.',
        ],
        showLines: false,
        summary: [
          ['Invoice', doc.invoiceNumber],
          ['Due', formatDay(doc.dueOn)],
          ['Balance', money(doc.balanceCents)],
          ['Payment reference', doc.remittance.paymentReference],
        ],
      };
    }
    case 'shipping_notice': {
      const s = facts.shipment;
      if (!s) {
        return {
          subject: `Order ${order} has shipped`,
          heading: 'Your order is on its way',
          intro: [`Order ${order} has left our warehouse.`, `Delivering to: ${doc.deliverTo.join(', ')}`],
          showLines: true,
          summary: [['Order', order]],
        };
      }
      const partly = s.fulfilmentStatus === 'PARTLY_SHIPPED';
      return {
        subject: partly ? `Part of order ${order} has shipped` : `Order ${order} has shipped`,
        heading: partly ? 'Part of your order is on its way' : 'Your order is on its way',
        intro: [
          `Shipment ${s.shipmentNumber} of order ${order} has left our warehouse.`,
          ...(partly ? ['The rest of your order is still open: we will write again when it ships.'] : []),
          `Delivering to: ${doc.deliverTo.join(', ')}`,
        ],
        showLines: false,
        summary: [
          ['Shipment', s.shipmentNumber],
          ['Carrier', [s.carrier, s.service].filter(Boolean).join(' ')],
          ...(s.trackingNumber ? [['Tracking number', s.trackingNumber] as [string, string]] : []),
          ...(s.trackingUrl ? [['Track it', s.trackingUrl] as [string, string]] : []),
        ],
      };
    }
  }
}

export function renderEmail(
  kind: EmailKind,
  doc: InvoiceDocument,
  facts: EmailFacts,
  shopName: string,
): RenderedEmail {
  const p = partsOf(kind, doc, facts);
  const lines = p.showLines ? doc.lines : [];
  const shipped = kind === 'shipping_notice' ? (facts.shipment?.lines ?? []) : [];
  const filled = kind === 'backorder_filled' ? (facts.filled ?? []) : [];
  const text = [
    p.heading,
    '',
    ...p.intro,
    '',
    ...p.summary.map(([k, v]) => `${k}: ${v}`),
    ...(shipped.length
      ? ['', 'In this shipment:', ...shipped.map((l) => `- ${l.productName} (${l.sku}): ${l.quantity}`)]
      : []),
    ...(filled.length
      ? [
          '',
          'Ready to ship:',
          ...filled.map(
            (l) =>
              `- ${l.productName} (${l.sku}): ${l.quantity}${l.stillBackordered > 0 ? ` (${l.stillBackordered} still on backorder)` : ''}`,
          ),
        ]
      : []),
    ...(lines.length
      ? [
          '',
          'Items:',
          ...lines.map(
            (l) =>
              `- ${l.productName} (${l.sku}): ${l.quantity} x ${money(l.unitPriceCents)} = ${money(l.lineTotalCents)}${l.deliveryText ? `\n  ${l.deliveryText}` : ''}`,
          ),
        ]
      : []),
    ...(lines.length ? totalRows(kind, doc).map(([k, v]) => `${k}: ${v}`) : []),
    '',
    `${shopName}`,
    doc.seller.email,
  ].join('\n');

  const extra = shipped.length
    ? shipmentHtml(facts.shipment!)
    : filled.length
      ? quantitiesHtml('Ready to ship', filled)
      : '';
  return {
    subject: p.subject,
    text,
    html: page(shopName, doc.seller.email, p, extra + lineRowsHtml(lines, totalRows(kind, doc))),
  };
}

/** Lines with a quantity each, under a heading: a shipment's contents, a backorder fill's items. */
function quantitiesHtml(
  heading: string,
  lines: ReadonlyArray<{ sku: string; productName: string; quantity: number }>,
): string {
  const rows = lines
    .map(
      (l) =>
        `<tr><td style="padding:8px 0;border-top:1px solid #eee">${esc(l.productName)}<br><span style="color:#666;font-size:13px">${esc(l.sku)}</span></td><td style="padding:8px 0;border-top:1px solid #eee;text-align:right;white-space:nowrap">${l.quantity.toLocaleString('en-US')}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" style="width:100%;border-collapse:collapse;margin:12px 0"><tr><th style="text-align:left;padding:4px 0">${esc(heading)}</th><th style="text-align:right;padding:4px 0">Quantity</th></tr>${rows}</table>`;
}

/** A shipment's lines and, when it has one, its tracking link as a button (the link was checked to be https when stored). */
function shipmentHtml(s: ShipmentFacts): string {
  const link =
    s.trackingUrl && s.trackingUrl.startsWith('https://')
      ? `<p style="margin:16px 0"><a href="${esc(s.trackingUrl)}" style="display:inline-block;background:#9a3412;color:#fff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:4px">Track shipment ${esc(s.shipmentNumber)}</a></p>`
      : '';
  return `${link}${quantitiesHtml('In this shipment', s.lines)}`;
}

/**
 * Under the lines, named as on the invoice itself: the invoice e-mail has the invoice's whole totals block (common
 * invoiceTotalRows: Net, Freight, Tax, Total, Credited, Paid, Given back, Balance); the others Net, Freight when any
 * (docs/decisions/076) and Tax when tax applied, then Total.
 */
function totalRows(kind: EmailKind, doc: InvoiceDocument): Array<[string, string]> {
  if (kind === 'invoice') return invoiceTotalRows(doc).map((r) => [r.label, money(r.cents)]);
  const freight: Array<[string, string]> = doc.freightPending
    ? [['Freight', 'To be quoted']]
    : doc.freightCents > 0
      ? [['Freight', money(doc.freightCents)]]
      : [];
  const net: Array<[string, string]> =
    doc.taxLabel || freight.length ? [['Net', money(doc.subtotalCents)]] : [];
  const taxed: Array<[string, string]> = doc.taxLabel ? [[`Tax (${doc.taxLabel})`, money(doc.taxCents)]] : [];
  return [...net, ...freight, ...taxed, ['Total', money(doc.totalCents)]];
}

const row = (k: string, v: string) =>
  `<tr><td style="padding:4px 0;color:#555">${esc(k)}</td><td style="padding:4px 0;text-align:right;font-weight:bold">${esc(v)}</td></tr>`;

function lineRowsHtml(lines: InvoiceDocument['lines'], totalsRows: Array<[string, string]>): string {
  const lineRows = lines
    .map(
      (l) =>
        `<tr><td style="padding:8px 0;border-top:1px solid #eee">${esc(l.productName)}<br><span style="color:#666;font-size:13px">${esc(l.sku)} &middot; ${l.quantity} x ${esc(money(l.unitPriceCents))}</span>${l.deliveryText ? `<br><span style="color:#666;font-size:13px">${esc(l.deliveryText)}</span>` : ''}</td><td style="padding:8px 0;border-top:1px solid #eee;text-align:right;white-space:nowrap">${esc(money(l.lineTotalCents))}</td></tr>`,
    )
    .join('');
  const totals = totalsRows
    .map(([k, v], i, all) => {
      const last = i === all.length - 1;
      const style = `padding:8px 0;border-top:${last ? '2px solid #1a1a1a' : '1px solid #eee'}${last ? ';font-weight:bold' : ''}`;
      return `<tr><td style="${style}">${esc(k)}</td><td style="${style};text-align:right">${esc(v)}</td></tr>`;
    })
    .join('');
  return lineRows
    ? `<table role="presentation" style="width:100%;border-collapse:collapse;margin:12px 0">${lineRows}${totals}</table>`
    : '';
}

export function page(
  shopName: string,
  sellerEmail: string,
  p: Pick<Parts, 'subject' | 'heading' | 'intro' | 'summary'>,
  lineRows: string,
): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(p.subject)}</title></head>
<body style="margin:0;padding:0;background:#f6f6f6;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a">
<div style="max-width:600px;margin:0 auto;background:#fff">
<div style="background:#9a3412;color:#fff;padding:16px 20px;font-size:20px;font-weight:bold">${esc(shopName)}</div>
<div style="padding:20px">
<h1 style="font-size:22px;margin:0 0 12px">${esc(p.heading)}</h1>
${p.intro.map((t) => `<p style="margin:0 0 12px">${esc(t)}</p>`).join('\n')}
<table role="presentation" style="width:100%;border-collapse:collapse;margin:12px 0">${p.summary.map(([k, v]) => row(k, v)).join('')}</table>
${lineRows}
</div>
<div style="padding:16px 20px;background:#fafafa;color:#555;font-size:13px">${esc(shopName)} &middot; ${esc(sellerEmail)}</div>
</div></body></html>`;
}

/** The admins' e-mail when retries ran out and a webhook endpoint was disabled. */
export function renderEndpointDisabledEmail(
  e: { url: string; reason: string; disabledAt: string },
  shopName: string,
  sellerEmail: string,
): RenderedEmail {
  const p = {
    subject: 'A webhook endpoint was disabled',
    heading: 'A webhook endpoint was disabled',
    intro: [
      `Deliveries to ${e.url} failed on every retry for about a day, so the shop stopped sending to it.`,
      'Fix the receiver, then enable the endpoint again on the Webhooks page and redeliver what it missed from its delivery log.',
    ],
    summary: [
      ['Endpoint', e.url],
      ['Disabled', formatDay(e.disabledAt)],
      ['Why', e.reason],
    ] as Array<[string, string]>,
  };
  const text = [
    p.heading,
    '',
    ...p.intro,
    '',
    ...p.summary.map(([k, v]) => `${k}: ${v}`),
    '',
    shopName,
    sellerEmail,
  ].join('\n');
  return { subject: p.subject, text, html: page(shopName, sellerEmail, p, '') };
}

/** An invitation to join a company: who invited, as what, until when, and where to accept it. */
export function renderInvitationEmail(
  e: { companyName: string; inviterName: string; roleLabel: string; expiresAt: string; acceptUrl: string },
  shopName: string,
  sellerEmail: string,
): RenderedEmail {
  // The role in the subject as in the body: accounts payable is invited to join, not to buy.
  const joining = `${e.companyName} as ${e.roleLabel.toLowerCase()}`;
  const p = {
    subject: `${e.inviterName} invited you to join ${joining}`,
    heading: `Join ${e.companyName} on ${shopName}`,
    intro: [
      `${e.inviterName} invited you to join ${joining}.`,
      'Sign in or create an account with this e-mail address, verify it, then accept the invitation on the My company page.',
      `The invitation can be accepted until ${formatDay(e.expiresAt)}. If you did not expect it, you can ignore this e-mail.`,
    ],
    summary: [
      ['Company', e.companyName],
      ['Role', e.roleLabel],
      ['Accept by', formatDay(e.expiresAt)],
    ] as Array<[string, string]>,
  };
  const text = [
    p.heading,
    '',
    ...p.intro,
    '',
    `Accept the invitation: ${e.acceptUrl}`,
    '',
    ...p.summary.map(([k, v]) => `${k}: ${v}`),
    '',
    shopName,
    sellerEmail,
  ].join('\n');
  const button = `<p style="margin:16px 0"><a href="${esc(e.acceptUrl)}" style="display:inline-block;background:#9a3412;color:#fff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:4px">Accept the invitation</a></p>`;
  return { subject: p.subject, text, html: page(shopName, sellerEmail, p, button) };
}
