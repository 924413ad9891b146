/**
 * E-mails sent from the mail thread (mail/mail-thread.ts): what arrives is what sending in place sends (the same
 * invoice PDF bytes attached), several at once; a PDF that cannot be drawn or a server that refuses fails that
 * e-mail only, with the reason; a new thread starts after the last one was closed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  SEND_WITHIN_MS,
  boundedSender,
  mailSender,
  type OutgoingMail,
} from '../../src/modules/mail/mail-thread';
import { renderInvoicePdf } from '../../src/modules/invoices/invoice-pdf';
import type { InvoiceDocument } from '../../src/modules/invoices/invoice-document';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox';

// The thread runs the sources here, compiled on load by @swc-node/register (the server's build runs its .js).
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-thread-'));
const boot = path.join(dir, 'boot.js');
fs.writeFileSync(
  boot,
  `require(${JSON.stringify(require.resolve('@swc-node/register'))});\n` +
    `require(${JSON.stringify(path.resolve(__dirname, '../../src/modules/mail/mail-thread-main.ts'))});\n`,
);
let inbox: SmtpInbox;
beforeAll(async () => {
  inbox = await startSmtpInbox();
});
afterAll(async () => {
  await inbox.close();
  fs.rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  inbox.messages.length = 0;
});

const doc = (n: number): InvoiceDocument =>
  ({
    invoiceNumber: `INV00012${n}`,
    orderNumber: `SO-00012${n}`,
    poNumber: 'PO-7',
    issuedOn: '2026-11-28',
    dueOn: '2026-12-28',
    termsDays: 30,
    paymentStatusLabel: 'Awaiting payment',
    isVoid: false,
    seller: {
      name: 'Glue Gun Wholesale',
      addressLines: ['1 Mill Road', 'Leeds'],
      email: 'billing@example.com',
      taxId: null,
      phone: null,
    },
    remittance: {
      accountName: 'Glue Gun Wholesale',
      bankName: 'Example Bank',
      iban: null,
      bic: null,
      routingNumber: '123456780',
      accountNumber: '000123456789',
      instructions: 'Pay by bank transfer',
      paymentReference: 'RF73 INV000123',
    },
    buyer: {
      name: '株式会社グルー Václav',
      lines: ['12 Mill Road', 'Leeds LS1 4AP'],
      taxId: null,
      orderedBy: 'buyer@example.com',
      email: 'buyer@example.com',
      phone: null,
    },
    deliverTo: ['Acme Crafts Ltd', '12 Mill Road'],
    lines: Array.from({ length: 3 + n }, (_, i) => ({
      position: i + 1,
      sku: `GS-${i}`,
      customerPartNumber: null,
      productName: `Glue stick ${i}`,
      quantity: 2,
      unitPriceCents: 1250,
      lineTotalCents: 2500,
      taxCents: 0,
    })),
    subtotalCents: 2500 * (3 + n),
    taxCents: 0,
    taxLabel: 'Tax',
    taxExemptCertificate: null,
    totalCents: 2500 * (3 + n),
    creditedCents: 0,
    paidCents: 0,
    receivedCents: 0,
    givenBackCents: 0,
    balanceCents: 2500 * (3 + n),
    creditNotes: [],
    payments: [],
    notes: null,
    currency: 'USD',
  }) as unknown as InvoiceDocument;

const mail = (n: number, to = `ap${n}@example.com`): OutgoingMail => ({
  from: 'shop@example.com',
  to,
  subject: `Invoice ${n}`,
  text: `Invoice ${n} is attached`,
  html: `<p>Invoice ${n}</p>`,
  messageId: `<invoice.${n}@gluegun>`,
});

const attached = (subject: string) => {
  const m = inbox.messages.find((x) => x.subject === subject);
  return m?.attachments.map((a) => ({ filename: a.filename, bytes: a.content }));
};

it('sends what sending in place sends, several at once, and starts a new thread after close', async () => {
  const threaded = mailSender({ smtpUrl: inbox.url, maxConnections: 2 }, boot);
  const here = mailSender({ smtpUrl: inbox.url, maxConnections: 2 }, path.join(dir, 'missing.js'));
  try {
    await Promise.all([0, 1, 2, 3].map((n) => threaded.send(mail(n), doc(n))));
    await here.send({ ...mail(9), subject: 'In place' }, doc(2));
    await inbox.waitFor(5);
    for (const n of [0, 1, 2, 3]) {
      expect(attached(`Invoice ${n}`)).toEqual([
        { filename: `INV00012${n}.pdf`, bytes: await renderInvoicePdf(doc(n)) },
      ]);
      expect(inbox.messages.find((x) => x.subject === `Invoice ${n}`)?.messageId).toBe(
        `<invoice.${n}@gluegun>`,
      );
    }
    expect(attached('In place')).toEqual(attached('Invoice 2'));
    // Bytes given as attachments cross to the thread and arrive whole.
    await threaded.send({
      ...mail(5),
      attachments: [
        { filename: 'note.pdf', content: Buffer.from('%PDF-1.7 note'), contentType: 'application/pdf' },
      ],
    });
    await threaded.close();
    await threaded.send(mail(6));
    await inbox.waitFor(7);
    expect(attached('Invoice 5')?.[0].bytes.toString()).toBe('%PDF-1.7 note');
    expect(inbox.messages.find((x) => x.subject === 'Invoice 6')?.attachments).toEqual([]);
  } finally {
    await threaded.close();
    await here.close();
  }
});

it('a PDF that cannot be drawn, or a server that refuses, fails that e-mail only, with the reason', async () => {
  const threaded = mailSender({ smtpUrl: inbox.url, maxConnections: 1 }, boot);
  const refused = mailSender({ smtpUrl: 'smtp://127.0.0.1:9', maxConnections: 1 }, boot);
  try {
    await expect(
      threaded.send(mail(1), { ...doc(0), remittance: null } as unknown as InvoiceDocument),
    ).rejects.toThrow(/e-mail not sent/);
    await expect(refused.send(mail(2))).rejects.toThrow(/e-mail not sent: .*ECONNREFUSED/);
    await threaded.send(mail(3), doc(1));
    await inbox.waitFor(1);
    expect(inbox.messages.map((m) => m.subject)).toEqual(['Invoice 3']);
  } finally {
    await threaded.close();
    await refused.close();
  }
});

it('hands the SMTP pool at most one message per connection, and leaves unsent one whose job ran out of time waiting', async () => {
  let out = 0;
  let most = 0;
  const sent: string[] = [];
  const transport = {
    sendMail: async (m: { subject?: string }) => {
      most = Math.max(most, (out += 1));
      await new Promise((r) => setTimeout(r, 20));
      out -= 1;
      sent.push(String(m.subject));
      return {};
    },
  } as unknown as Parameters<typeof boundedSender>[0];
  const send = boundedSender(transport, 2);
  await Promise.all([0, 1, 2, 3, 4, 5].map((n) => send(mail(n), Date.now())));
  expect(most).toBe(2);
  expect(sent.sort()).toEqual([0, 1, 2, 3, 4, 5].map((n) => `Invoice ${n}`));
  await expect(send(mail(7), Date.now() - SEND_WITHIN_MS - 1)).rejects.toThrow(/ran out of time/);
  expect(sent).not.toContain('Invoice 7');
  // Its place was given back.
  await send(mail(8), Date.now());
  expect(sent).toContain('Invoice 8');
});
