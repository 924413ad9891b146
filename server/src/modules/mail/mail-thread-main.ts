/** The mail thread (mail-thread.ts): sends each e-mail it is given, with its invoice PDF, and answers when it is sent or why not. */
import { parentPort, workerData } from 'node:worker_threads';
import type nodemailer from 'nodemailer';
import type { InvoiceDocument } from '../invoices/invoice-document';
import { boundedSender, withInvoicePdf, type OutgoingMail, type SmtpSettings } from './mail-thread';
import { smtpTransport } from './smtp-transport';

const smtp = workerData as SmtpSettings;
const transport = smtpTransport(
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('nodemailer') as typeof nodemailer,
  smtp.smtpUrl,
  smtp.maxConnections,
);
const send = boundedSender(transport, smtp.maxConnections);

parentPort?.on(
  'message',
  (
    message: { id: number; mail: OutgoingMail; invoice?: InvoiceDocument; askedAt: number } | { close: true },
  ) => {
    if ('close' in message) {
      transport.close();
      parentPort?.close();
      return;
    }
    withInvoicePdf(message.mail, message.invoice)
      .then((mail) => send(mail, message.askedAt))
      .then(
        () => parentPort?.postMessage({ id: message.id }),
        (err: unknown) =>
          parentPort?.postMessage({
            id: message.id,
            error: err instanceof Error ? err.message : String(err),
          }),
      );
  },
);
