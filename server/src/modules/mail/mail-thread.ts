/**
 * E-mails sent from a thread of their own: the thread draws the invoice PDF (about 4 ms of CPU) and holds the pooled
 * SMTP connections, so the SMTP conversation (six exchanges a message) and the MIME build never wait behind requests
 * on the main thread. During a checkout burst the main thread is busy with checkouts; e-mails sent from it crept
 * along at a few a second while webhooks kept up. The main thread reads the order and renders the text; the thread
 * does the rest with the same renderInvoicePdf and transport, so what is sent is the same. One thread, started with
 * the first e-mail; a thread that dies fails the e-mails it held (their jobs are retried) and the next e-mail starts
 * another. Where the thread's compiled file is missing (the server's tests run the sources), e-mails go out in place.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type nodemailer from 'nodemailer';
import { renderInvoicePdf } from '../invoices/invoice-pdf';
import type { InvoiceDocument } from '../invoices/invoice-document';
import { smtpTransport } from './smtp-transport';

/** What the shop's e-mails set on a message; attachments' contents are bytes. */
export interface OutgoingMail {
  from: string;
  to: string | string[];
  subject: string;
  text: string;
  html: string;
  messageId: string;
  attachments?: Array<{ filename: string; content: Uint8Array; contentType: string }>;
}

export interface MailSender {
  /** Sends `mail`, with the invoice's PDF attached (drawn as the Download button draws it) when `invoice` is given. */
  send(mail: OutgoingMail, invoice?: InvoiceDocument): Promise<void>;
  /** Closes the SMTP connections and the thread. */
  close(): Promise<void>;
}

export interface SmtpSettings {
  smtpUrl: string;
  maxConnections: number;
}

type Waiting = { resolve: () => void; reject: (err: Error) => void };

/**
 * How long after it was asked for a message may still be handed to the SMTP server. An e-mail job is given up after
 * 2 minutes and tried again; a message still waiting for a connection by then would go out twice, so it is not sent
 * (its job fails and is tried again). A message on the wire is bounded by the socket timeout (smtp-transport.ts).
 */
export const SEND_WITHIN_MS = 80_000;

/**
 * Hands messages to the transport at most `max` at a time (one per pooled connection), the rest waiting here in
 * order, where one whose time ran out can still be left unsent; nodemailer's own queue cannot be taken back.
 */
export function boundedSender(transport: Pick<nodemailer.Transporter, 'sendMail'>, max: number) {
  let active = 0;
  const waiting: Array<() => void> = [];
  return async (mail: OutgoingMail, askedAt: number): Promise<void> => {
    // A place is handed from the message that ends to the next waiting one, so at most `max` are ever out.
    if (active < max) active += 1;
    else
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
      });
    try {
      if (Date.now() - askedAt > SEND_WITHIN_MS)
        throw new Error('its job ran out of time while it waited for a connection');
      await transport.sendMail(asNodemailer(mail));
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    }
  };
}

/** The invoice's PDF added to `mail`'s attachments, under the invoice's number. */
export async function withInvoicePdf(
  mail: OutgoingMail,
  invoice: InvoiceDocument | undefined,
): Promise<OutgoingMail> {
  if (!invoice) return mail;
  const pdf = await renderInvoicePdf(invoice);
  return {
    ...mail,
    attachments: [
      ...(mail.attachments ?? []),
      { filename: `${invoice.invoiceNumber}.pdf`, content: pdf, contentType: 'application/pdf' },
    ],
  };
}

/** nodemailer takes attachment contents as Buffers; bytes that crossed to the thread arrive as plain Uint8Arrays. */
export function asNodemailer(mail: OutgoingMail): nodemailer.SendMailOptions {
  return {
    ...mail,
    attachments: mail.attachments?.map((a) => ({
      ...a,
      content: Buffer.from(a.content.buffer, a.content.byteOffset, a.content.byteLength),
    })),
  };
}

/** Sends in place, on this thread (the sources under test, or no thread file). */
function inPlace(smtp: SmtpSettings): MailSender {
  // Loaded only when e-mail is on (SMTP_URL): start-up and CI time.
  const transport = smtpTransport(
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require('nodemailer') as typeof nodemailer,
    smtp.smtpUrl,
    smtp.maxConnections,
  );
  const send = boundedSender(transport, smtp.maxConnections);
  return {
    async send(mail, invoice) {
      const askedAt = Date.now();
      await send(await withInvoicePdf(mail, invoice), askedAt);
    },
    async close() {
      transport.close();
    },
  };
}

export function mailSender(
  smtp: SmtpSettings,
  file = path.join(__dirname, 'mail-thread-main.js'),
): MailSender {
  if (!fs.existsSync(file)) return inPlace(smtp);
  let worker: Worker | undefined;
  let next = 0;
  const waiting = new Map<number, Waiting>();
  const failAll = (err: Error) => {
    for (const w of waiting.values()) w.reject(err);
    waiting.clear();
  };
  const start = () => {
    const thread = new Worker(file, { workerData: smtp });
    thread.unref(); // never what keeps the process running
    thread.on('message', (m: { id: number; error?: string }) => {
      const w = waiting.get(m.id);
      waiting.delete(m.id);
      if (m.error === undefined) w?.resolve();
      else w?.reject(new Error(`e-mail not sent: ${m.error}`));
    });
    const gone = (err: Error) => {
      if (worker === thread) worker = undefined;
      failAll(err);
    };
    thread.on('error', gone);
    thread.on('exit', (code) => gone(new Error(`the mail thread stopped (exit code ${code})`)));
    return thread;
  };
  return {
    send(mail, invoice) {
      worker ??= start();
      const id = (next += 1);
      const thread = worker;
      return new Promise<void>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        thread.postMessage({ id, mail, invoice, askedAt: Date.now() });
      });
    },
    async close() {
      const thread = worker;
      worker = undefined;
      if (!thread) return;
      // The thread closes its SMTP connections (QUIT) before it ends; a thread that does not answer is ended.
      const closed = new Promise<void>((resolve) => {
        thread.once('exit', () => resolve());
      });
      thread.postMessage({ close: true });
      const late = setTimeout(() => {
        void thread.terminate();
      }, 5_000);
      await closed;
      clearTimeout(late);
    },
  };
}
