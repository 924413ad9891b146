/** The PDF thread (pdf-thread.ts): draws each invoice it is sent and answers with the file or why it failed. */
import { parentPort } from 'node:worker_threads';
import { renderInvoicePdf } from '../invoices/invoice-pdf';
import type { InvoiceDocument } from '../invoices/invoice-document';

parentPort?.on('message', (message: { id: number; doc: InvoiceDocument }) => {
  renderInvoicePdf(message.doc).then(
    (pdf) => parentPort?.postMessage({ id: message.id, pdf }),
    (err: unknown) => parentPort?.postMessage({ id: message.id, error: err instanceof Error ? err.message : String(err) }),
  );
});
