/**
 * The invoice e-mail's PDF drawn on a thread of its own (mail/pdf-thread.ts): the same bytes as drawn in place,
 * several at once, and a new thread after the last one was closed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { invoicePdfRenderer } from '../../src/modules/mail/pdf-thread';
import { renderInvoicePdf } from '../../src/modules/invoices/invoice-pdf';
import type { InvoiceDocument } from '../../src/modules/invoices/invoice-document';

// The thread runs the sources here, compiled on load by @swc-node/register (the server's build runs its .js).
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-thread-'));
const boot = path.join(dir, 'boot.js');
fs.writeFileSync(boot, `require(${JSON.stringify(require.resolve('@swc-node/register'))});\n`
  + `require(${JSON.stringify(path.resolve(__dirname, '../../src/modules/mail/pdf-thread-main.ts'))});\n`);
afterAll(() => { fs.rmSync(dir, { recursive: true, force: true }); });

const doc = (n: number): InvoiceDocument => ({
  invoiceNumber: `INV00012${n}`, orderNumber: `SO-00012${n}`, poNumber: 'PO-7', issuedOn: '2026-11-28', dueOn: '2026-12-28', termsDays: 30,
  paymentStatusLabel: 'Awaiting payment', isVoid: false,
  seller: { name: 'Glue Gun Wholesale', addressLines: ['1 Mill Road', 'Leeds'], email: 'billing@example.com', taxId: null, phone: null },
  remittance: { accountName: 'Glue Gun Wholesale', bankName: 'Example Bank', iban: null, bic: null, routingNumber: '123456780', accountNumber: '000123456789', instructions: 'Pay by bank transfer', paymentReference: 'RF73 INV000123' },
  buyer: { name: '株式会社グルー Václav', lines: ['12 Mill Road', 'Leeds LS1 4AP'], taxId: null, orderedBy: 'buyer@example.com', email: 'buyer@example.com', phone: null },
  deliverTo: ['Acme Crafts Ltd', '12 Mill Road'],
  lines: Array.from({ length: 3 + n }, (_, i) => ({ position: i + 1, sku: `GS-${i}`, customerPartNumber: null, productName: `Glue stick ${i}`, quantity: 2, unitPriceCents: 1250, lineTotalCents: 2500, taxCents: 0 })),
  subtotalCents: 2500 * (3 + n), taxCents: 0, taxLabel: 'Tax', taxExemptCertificate: null, totalCents: 2500 * (3 + n), creditedCents: 0, paidCents: 0,
  receivedCents: 0, givenBackCents: 0, balanceCents: 2500 * (3 + n), creditNotes: [], payments: [], notes: null, currency: 'USD',
} as unknown as InvoiceDocument);

it('draws the same bytes as in place, several at once, and starts a new thread after close', async () => {
  const pdfs = invoicePdfRenderer(boot);
  try {
    const docs = [0, 1, 2, 3].map(doc);
    const [threaded, inPlace] = await Promise.all([Promise.all(docs.map((d) => pdfs.render(d))), Promise.all(docs.map((d) => renderInvoicePdf(d)))]);
    threaded.forEach((pdf, i) => {
      expect(Buffer.isBuffer(pdf)).toBe(true);
      expect(pdf.equals(inPlace[i])).toBe(true);
    });
    await pdfs.close();
    expect((await pdfs.render(docs[0])).equals(inPlace[0])).toBe(true);
  } finally {
    await pdfs.close();
  }
});

it('a document the thread cannot draw fails that PDF only', async () => {
  const pdfs = invoicePdfRenderer(boot);
  try {
    await expect(pdfs.render({ ...doc(0), remittance: null } as unknown as InvoiceDocument)).rejects.toThrow(/invoice PDF/);
    expect((await pdfs.render(doc(1))).subarray(0, 5).toString()).toBe('%PDF-');
  } finally {
    await pdfs.close();
  }
});

it('draws in place where the thread\'s compiled file is missing', async () => {
  const pdfs = invoicePdfRenderer(path.join(dir, 'missing.js'));
  expect((await pdfs.render(doc(0))).equals(await renderInvoicePdf(doc(0)))).toBe(true);
  await pdfs.close();
});
