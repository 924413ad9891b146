/**
 * The invoice e-mail's PDF drawn on a thread of its own: drawing one takes about 20 ms of CPU (text shaped, pages
 * laid out), which on the main thread would hold up every request and job beside it during a checkout burst. It runs the
 * same renderInvoicePdf, so the bytes are the same. One thread, started with the first invoice e-mail; a thread that
 * dies fails the PDFs it was drawing (their e-mails are retried) and the next PDF starts another. Where the thread's
 * compiled file is missing (the server's tests run the sources), the PDF is drawn in place.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { renderInvoicePdf } from '../invoices/invoice-pdf';
import type { InvoiceDocument } from '../invoices/invoice-document';

export interface PdfRenderer {
  render(doc: InvoiceDocument): Promise<Buffer>;
  close(): Promise<void>;
}

type Waiting = { resolve: (pdf: Buffer) => void; reject: (err: Error) => void };

export function invoicePdfRenderer(file = path.join(__dirname, 'pdf-thread-main.js')): PdfRenderer {
  if (!fs.existsSync(file)) return { render: renderInvoicePdf, close: async () => {} };
  let worker: Worker | undefined;
  let next = 0;
  const waiting = new Map<number, Waiting>();
  const failAll = (err: Error) => {
    for (const w of waiting.values()) w.reject(err);
    waiting.clear();
  };
  const start = () => {
    const thread = new Worker(file);
    thread.unref(); // never what keeps the process running
    thread.on('message', (m: { id: number; pdf?: Uint8Array; error?: string }) => {
      const w = waiting.get(m.id);
      waiting.delete(m.id);
      if (m.pdf) w?.resolve(Buffer.from(m.pdf.buffer, m.pdf.byteOffset, m.pdf.byteLength));
      else w?.reject(new Error(`invoice PDF: ${m.error}`));
    });
    const gone = (err: Error) => {
      if (worker === thread) worker = undefined;
      failAll(err);
    };
    thread.on('error', gone);
    thread.on('exit', (code) => gone(new Error(`the PDF thread stopped (exit code ${code})`)));
    return thread;
  };
  return {
    render(doc) {
      worker ??= start();
      const id = (next += 1);
      const thread = worker;
      return new Promise<Buffer>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        thread.postMessage({ id, doc });
      });
    },
    async close() {
      const thread = worker;
      worker = undefined;
      await thread?.terminate();
    },
  };
}
