/**
 * Invoice PDF and the accounting CSV exports: pure unit tests. They use no database and no emulator; `npm test`
 * runs them with the rest of the server suite. The suite's global setup still demands DATABASE_URL and an
 * emulator, so to run this file alone without them, replace that setup with a no-op:
 *   echo 'module.exports = async () => {};' > /tmp/noop-setup.js
 *   npx jest -c server/jest.config.js --rootDir server --globalSetup /tmp/noop-setup.js server/test/purchase-orders/invoice-documents.test.ts
 * PDFs are read back with a real parser (pdf-parse, on Mozilla's pdf.js).
 */
import { execFile } from 'node:child_process';
import { formatCents, paymentReferenceFor } from '@gluegun/common';
import type { InvoiceDocument, InvoiceDocumentLine } from '../../src/modules/invoices/invoice-document';
import { pdfSafeText, renderInvoicePdf } from '../../src/modules/invoices/invoice-pdf';
import { runsOf } from '../../src/lib/pdf/pdf-text';
import {
  centsToDecimal,
  invoicesCsv,
  purchaseOrdersCsv,
  type PurchaseOrderCsvRow,
} from '../../src/modules/invoices/exports';

function line(position: number, over: Partial<InvoiceDocumentLine> = {}): InvoiceDocumentLine {
  const quantity = 100 + position;
  const unitPriceCents = 1_299 + position;
  return {
    position,
    sku: `GG-${String(position).padStart(4, '0')}`,
    customerPartNumber: null,
    productName: `Glue gun model ${position}`,
    quantity,
    unitPriceCents,
    lineTotalCents: quantity * unitPriceCents,
    taxCents: 0,
    requestedDeliveryOn: null,
    promisedDeliveryOn: null,
    deliveryText: null,
    ...over,
  };
}

function invoice(over: Partial<InvoiceDocument> = {}): InvoiceDocument {
  const lines = over.lines ?? [line(1), line(2), line(3)];
  const total = lines.reduce((s, l) => s + l.lineTotalCents, 0);
  return {
    invoiceNumber: 'INV-000123',
    orderNumber: 'SO-000123',
    poNumber: 'PO-ACME-7781',
    buyerReference: null,
    issuedOn: '2026-03-02',
    dueOn: '2026-04-01',
    termsDays: 30,
    paymentStatusLabel: 'Awaiting payment',
    isVoid: false,
    seller: {
      name: 'Glue Gun Wholesale Ltd',
      addressLines: ['12 Hot Melt Road', 'Springfield, IL 62701', 'United States'],
      email: 'accounts@gluegun.example',
      taxId: null,
    },
    remittance: {
      accountName: 'Glue Gun Wholesale Ltd',
      bankName: 'First Adhesive Bank',
      iban: 'GB82WEST12345698765432',
      bic: 'WESTGB2L',
      routingNumber: null,
      accountNumber: null,
      instructions: 'Pay by bank transfer within the terms.',
      paymentReference: paymentReferenceFor('INV-000123'),
    },
    buyer: {
      name: 'Acme Crafts Inc.',
      lines: ['Tax ID: US-12-3456789', 'Ordered by: Ada Buyer'],
      taxId: 'US-12-3456789',
      orderedBy: 'Ada Buyer',
      email: 'ada@acme.example',
      phone: '+1 555 0100',
    },
    deliverTo: ['Acme Crafts Inc.', '400 Warehouse Way', 'Dock 3', 'Portland, OR 97201', 'United States'],
    lines,
    subtotalCents: total,
    freightCents: 0,
    freightTaxCents: 0,
    freightPending: false,
    shippingMethodName: null,
    freightSetOn: null,
    requestedDeliveryOn: null,
    promisedDeliveryOn: null,
    promisedLate: false,
    taxCents: 0,
    taxLabel: null,
    taxExemptCertificate: null,
    totalCents: total,
    creditedCents: 0,
    paidCents: 10_000,
    receivedCents: 10_000,
    givenBackCents: 0,
    balanceCents: total - 10_000,
    creditNotes: [],
    payments: [{ receivedOn: '2026-03-10', reference: 'Wire 88123', amountCents: 10_000 }],
    notes: 'Deliver between 8am and 4pm. Call ahead.',
    currency: 'USD',
    ...over,
  };
}

/**
 * The pages' text, read by pdf-parse (Mozilla's pdf.js) in a plain Node child process: pdf.js loads its worker
 * with a dynamic import(), which Jest's CommonJS sandbox refuses (it wants --experimental-vm-modules).
 */
const READ_PDF = `
const { PDFParse } = require('pdf-parse');
const chunks = [];
process.stdin.on('data', (c) => chunks.push(c)).on('end', async () => {
  const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
  try {
    const result = await parser.getText();
    process.stdout.write(JSON.stringify(result.pages.map((p) => p.text)));
  } finally {
    await parser.destroy();
  }
});`;

function pdfPages(pdf: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['-e', READ_PDF],
      { cwd: __dirname, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`pdf-parse failed: ${error.message}\n${stderr}`));
        else resolve(JSON.parse(stdout) as string[]);
      },
    );
    child.stdin!.end(pdf);
  });
}

/** Characters that must never reach a page: C0 controls other than tab and line breaks, DEL, C1 controls. */
const rawControls = (text: string) =>
  [...text].filter((c) => {
    const cp = c.codePointAt(0)!;
    return (cp < 0x20 && c !== '\t' && c !== '\n' && c !== '\r') || (cp >= 0x7f && cp <= 0x9f);
  });

describe('renderInvoicePdf', () => {
  it('is a PDF whose text has the invoice number, PO number, formatted total, terms and payment instructions', async () => {
    const doc = invoice();
    const pdf = await renderInvoicePdf(doc);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pages = await pdfPages(pdf);
    expect(pages).toHaveLength(1);
    const text = pages[0];
    for (const expected of [
      'INVOICE',
      'INV-000123',
      'SO-000123',
      'PO-ACME-7781',
      formatCents(doc.totalCents),
      formatCents(doc.balanceCents),
      'Net 30',
      'Awaiting payment',
      'Acme Crafts Inc.',
      'Tax ID: US-12-3456789',
      'Ordered by: Ada Buyer',
      '400 Warehouse Way',
      'Wire 88123',
      'Call ahead',
      'Pay by bank transfer to Glue Gun Wholesale Ltd, reference RF73 INV000123',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('says "Due on receipt" for zero terms and leaves the PO number out when there is none', async () => {
    const text = (await pdfPages(await renderInvoicePdf(invoice({ termsDays: 0, poNumber: null })))).join(
      '\n',
    );
    expect(text).toContain('Due on receipt');
    expect(text).not.toContain('PO number');
  });

  it('a void invoice says nothing is owed and gives no bank details or reference to pay', async () => {
    const text = (
      await pdfPages(
        await renderInvoicePdf(
          invoice({ isVoid: true, paymentStatusLabel: 'Void', paidCents: 0, balanceCents: 0, payments: [] }),
        ),
      )
    ).join('\n');
    expect(text).toContain('This invoice is void: the order was cancelled and nothing is owed.');
    expect(text).not.toMatch(/PAY TO|GB82WEST12345698765432|RF\d\d INV/);
  });

  it('is deterministic: the same document gives the same bytes', async () => {
    const [a, b] = await Promise.all([renderInvoicePdf(invoice()), renderInvoicePdf(invoice())]);
    expect(a.equals(b)).toBe(true);
  });

  it('paginates 500 lines with the table header and "Page X of Y" on every page', async () => {
    const lines = Array.from({ length: 500 }, (_, i) => line(i + 1));
    const pages = await pdfPages(await renderInvoicePdf(invoice({ lines })));
    expect(pages.length).toBeGreaterThanOrEqual(5);
    pages.forEach((text, i) => {
      expect(text).toContain(`Page ${i + 1} of ${pages.length}`);
      expect(text).toMatch(/SKU\s+Product\s+Quantity\s+Unit price\s+Line total/);
      expect(text).toContain('Pay by bank transfer to Glue Gun Wholesale Ltd, reference RF73 INV000123');
    });
    // Every line printed exactly once, in order.
    const all = pages.join('\n');
    const skus = all.match(/GG-\d{4}/g) ?? [];
    expect(skus).toEqual(lines.map((l) => l.sku));
  }, 60_000);

  it('renders hostile text (emoji, RTL, NUL and controls, 10 kB strings) with ? replacements and no raw controls', async () => {
    const huge = 'W'.repeat(10_000);
    const hostile = invoice({
      poNumber: `PO-\u0000\u0007🔥-${'9'.repeat(64)}`,
      buyer: {
        name: `Ada 😀 \u202Eevil\u202C שלום مرحبا`,
        lines: [`Acme\u0000\u001b[31m Ltd ${huge}`],
        taxId: null,
        orderedBy: 'Ada',
        email: 'ada@acme.example',
        phone: '\u0085+1\u200B555',
      },
      deliverTo: ['東京都 渋谷区', `Line\r\nbreak\tand\u0001control`, huge],
      lines: [
        line(1, { sku: '\u0000SKU😀', productName: `${huge} ☃ \uD800 lone surrogate` }),
        line(2, { productName: 'Café crème – “quoted” €' }),
      ],
      payments: [{ receivedOn: '2026-03-10', reference: `Ref\u0000${huge}`, amountCents: 10_000 }],
      notes: `🎉 start ${'Long note '.repeat(100)}\u0000\n${huge}`,
    });
    const pages = await pdfPages(await renderInvoicePdf(hostile));
    const text = pages.join('\n');
    expect(rawControls(text)).toEqual([]);
    expect(text).toContain('Ada ? ?evil? ???? ?????'); // emoji, bidi controls and Hebrew/Arabic letters: one ? each
    expect(text).toContain('PO-??'); // NUL, BEL, then the emoji, then the (cut) 64 nines
    expect(text).toContain('Café crème – “quoted” €'); // WinAnsi characters print as themselves
    expect(text).toContain('Page 1 of');
    expect(text).toContain('? start Long note');
    expect(text).toContain('Long note ?');
  });

  it('prints a Japanese company name as typed and a 200-character address line whole (wrapped, not cut)', async () => {
    // Before: pdfkit's Helvetica printed "?" for every kanji and cut the address to one line with "…".
    const company = '株式会社グルーガン東京・大阪支店';
    const address =
      `${'Unit 7, Hot Melt Industrial Estate, Kanda-Nishikicho 3-chome, Chiyoda-ku '.repeat(3)}`.slice(
        0,
        196,
      ) + ' END';
    expect(address).toHaveLength(200);
    const doc = invoice({
      buyer: {
        name: '山田 太郎',
        lines: [company],
        taxId: null,
        orderedBy: '山田 太郎',
        email: 'yamada@example.jp',
        phone: '+81 3 1234 5678',
      },
      deliverTo: [company, address, '〒101-0054 東京都千代田区', 'Japan'],
      lines: [line(1, { productName: 'ホットメルト グルーガン 100W' })],
    });
    const text = (await pdfPages(await renderInvoicePdf(doc))).join('\n');
    const flat = text.replace(/\s+/g, ''); // wrapped lines: compare without the breaks and spaces pdf.js puts in
    for (const expected of [
      company,
      '山田太郎',
      '〒101-0054東京都千代田区',
      'ホットメルトグルーガン100W',
      address.replace(/\s+/g, ''),
    ]) {
      expect(flat).toContain(expected);
    }
    expect(text).not.toContain('?');
    expect(text).not.toContain('…');
  });

  it("prints the seller and the remittance block: bank details and the invoice's RF reference", async () => {
    const text = (await pdfPages(await renderInvoicePdf(invoice()))).join('\n');
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toMatch(
      /Glue Gun Wholesale Ltd 12 Hot Melt Road Springfield, IL 62701 United States accounts@gluegun\.example/,
    );
    for (const expected of [
      'PAY TO',
      'Pay by bank transfer within the terms.',
      'Account name Glue Gun Wholesale Ltd',
      'Bank First Adhesive Bank',
      'IBAN GB82 WEST 1234 5698 7654 32',
      'BIC WESTGB2L',
      'Reference RF73 INV000123',
    ]) {
      expect(flat).toContain(expected);
    }
    const us = (
      await pdfPages(
        await renderInvoicePdf(
          invoice({
            remittance: {
              ...invoice().remittance,
              iban: null,
              bic: null,
              routingNumber: '123456780',
              accountNumber: '000123456789',
            },
          }),
        ),
      )
    )
      .join('\n')
      .replace(/\s+/g, ' ');
    expect(us).toContain('Routing number 123456780');
    expect(us).toContain('Account number 000123456789');
    expect(us).not.toContain('IBAN');
  });

  it('runsOf draws each character from a font that has it, and "?" from the Latin font where none has', () => {
    const runs = runsOf('Acme 東京 Ωmega 😀', 'regular');
    expect(runs.map((r) => r.text).join('')).toBe('Acme 東京 Ωmega ?');
    expect(runs.map((r) => r.face.id)).toEqual([
      'noto-sans-latin-400-normal',
      expect.stringMatching(/^noto-sans-jp-\d+-400-normal$/),
      expect.stringMatching(/^noto-sans-jp-\d+-400-normal$/), // 東, 京: two subsets
      'noto-sans-latin-400-normal',
      'noto-sans-greek-400-normal',
      'noto-sans-latin-400-normal',
    ]);
    expect(runsOf('Żółć', 'bold').map((r) => r.face.id)).toEqual([
      'noto-sans-latin-ext-700-normal',
      'noto-sans-latin-700-normal',
      'noto-sans-latin-ext-700-normal',
    ]);
  });

  it('pdfSafeText keeps WinAnsi, turns the rest into one ? per character, and spaces out tabs and line breaks', () => {
    expect(pdfSafeText('Café – “ok” € ß ÿ')).toBe('Café – “ok” € ß ÿ');
    expect(pdfSafeText('a\u0000b\u001fc\u007fd\u0085e')).toBe('a?b?c?d?e');
    expect(pdfSafeText('😀x\uD800y\u202Ez')).toBe('😀x?y?z'); // the emoji is left to the fonts (runsOf)
    expect(pdfSafeText('a\tb\r\nc\u2003d')).toBe('a b c d');
    expect(pdfSafeText('a\r\nb\rc', true)).toBe('a\nb\nc');
    expect(pdfSafeText('e\u0301')).toBe('é'); // composed first, so a decomposed accent is not lost
  });
});

/** RFC 4180 reader for the round trip: quoted fields, doubled quotes, CRLF records (a bare LF inside quotes). */
function parseCsv(csv: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < csv.length; i++) {
    const c = csv[i];
    if (quoted) {
      if (c === '"' && csv[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && csv[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else if (c === '\r' || c === '\n') throw new Error(`bare line break outside quotes at ${i}`);
    else field += c;
  }
  if (field !== '' || row.length > 0) throw new Error('last record has no CRLF');
  return rows;
}

function poRow(over: Partial<PurchaseOrderCsvRow> = {}): PurchaseOrderCsvRow {
  return {
    orderNumber: 'SO-000123',
    invoiceNumber: 'INV-000123',
    poNumber: 'PO-1',
    createdOn: '2026-03-02',
    buyerName: 'Ada Buyer',
    buyerEmail: 'ada@acme.example',
    companyName: 'Acme',
    companyTaxId: 'US-1',
    lineCount: 3,
    subtotalCents: 123_450,
    taxCents: 0,
    taxLabel: null,
    totalCents: 123_450,
    creditedCents: 0,
    paidCents: 0,
    balanceCents: 123_450,
    paymentStatusLabel: 'Awaiting payment',
    fulfilmentStatusLabel: 'Processing',
    dueOn: '2026-04-01',
    ...over,
  };
}

describe('purchaseOrdersCsv', () => {
  it('writes a header, CRLF after every record, plain decimal money, and no BOM', () => {
    const csv = purchaseOrdersCsv([
      poRow(),
      poRow({
        orderNumber: 'SO-000124',
        poNumber: null,
        companyName: null,
        totalCents: 5,
        paidCents: 0,
        balanceCents: -1_234_567,
      }),
    ]);
    expect(csv.charCodeAt(0)).not.toBe(0xfeff);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const rows = parseCsv(csv);
    expect(rows[0]).toEqual([
      'Order number',
      'Invoice number',
      'PO number',
      'Created on',
      'Buyer name',
      'Buyer e-mail',
      'Company',
      'Lines',
      'Total',
      'Credited',
      'Paid',
      'Balance',
      'Payment status',
      'Fulfilment status',
      'Due on',
      'Company tax ID',
      'Subtotal',
      'Tax',
      'Tax rate',
      'Freight',
      'Shipping method',
      'Requested delivery',
      'Promised delivery',
      'Lines promised by',
    ]);
    expect(rows[1]).toEqual([
      'SO-000123',
      'INV-000123',
      'PO-1',
      '2026-03-02',
      'Ada Buyer',
      'ada@acme.example',
      'Acme',
      '3',
      '1234.50',
      '0.00',
      '0.00',
      '1234.50',
      'Awaiting payment',
      'Processing',
      '2026-04-01',
      'US-1',
      '1234.50',
      '0.00',
      '',
      '0.00',
      '',
      '',
      '',
      '',
    ]);
    expect(rows[2].slice(2, 3)).toEqual(['']);
    expect(rows[2].slice(6, 12)).toEqual(['', '3', '0.05', '0.00', '0.00', '-12345.67']); // negative stays a number: no apostrophe
  });

  it("ends with the order's requested and promised delivery days and the latest day its lines were promised, as YYYY-MM-DD", () => {
    const rows = parseCsv(
      purchaseOrdersCsv([
        poRow({
          requestedDeliveryOn: '2027-01-12',
          promisedDeliveryOn: '2027-01-14',
          linesPromisedBy: '2027-01-13',
        }),
      ]),
    );
    expect(rows[1].slice(-3)).toEqual(['2027-01-12', '2027-01-14', '2027-01-13']);
  });

  it('quotes commas, quotes and line breaks and round-trips them', () => {
    const buyerName = 'Smith, "Ada"\r\nLine two\nthree';
    const companyName = 'Acme, Inc.';
    const rows = parseCsv(purchaseOrdersCsv([poRow({ buyerName, companyName })]));
    expect(rows).toHaveLength(2);
    expect(rows[1][4]).toBe(buyerName);
    expect(rows[1][6]).toBe(companyName);
    expect(purchaseOrdersCsv([poRow({ companyName })])).toContain(',"Acme, Inc.",');
  });

  it.each(['=', '+', '-', '@', '\t', '\r'])('escapes a user cell starting with %j as a formula', (first) => {
    const hostile = `${first}HYPERLINK("http://evil.example","x")`;
    const rows = parseCsv(
      purchaseOrdersCsv([
        poRow({ buyerName: hostile, buyerEmail: hostile, companyName: hostile, poNumber: hostile }),
      ]),
    );
    for (const i of [2, 4, 5, 6]) expect(rows[1][i]).toBe(`'${hostile}`);
  });
});

describe('invoicesCsv', () => {
  it('writes one row per invoice line with the invoice columns repeated', () => {
    const doc = invoice({
      lines: [
        line(1, {
          customerPartNumber: '=ACME 11-CLR',
          requestedDeliveryOn: '2027-01-12',
          promisedDeliveryOn: '2027-01-14',
        }),
        line(2),
        line(3),
      ],
    });
    const rows = parseCsv(invoicesCsv([doc, invoice({ invoiceNumber: 'INV-000124', lines: [line(9)] })]));
    expect(rows[0]).toEqual([
      'Invoice number',
      'Order number',
      'PO number',
      'Issue date',
      'Due date',
      'Buyer name',
      'Buyer e-mail',
      'Company',
      'SKU',
      'Product',
      'Quantity',
      'Unit price',
      'Line total',
      'Invoice total',
      'Credited',
      'Paid',
      'Balance',
      'Payment status',
      'Company tax ID',
      'Line tax',
      'Invoice subtotal',
      'Invoice tax',
      'Tax rate',
      'Tax exemption certificate',
      'Customer part number',
      'Invoice freight',
      'Invoice freight tax',
      'Shipping method',
      'Line requested delivery',
      'Line promised delivery',
    ]);
    expect(rows).toHaveLength(1 + 3 + 1);
    const l = doc.lines[0];
    expect(rows[1]).toEqual([
      'INV-000123',
      'SO-000123',
      'PO-ACME-7781',
      '2026-03-02',
      '2026-04-01',
      'Ada Buyer',
      'ada@acme.example',
      'Acme Crafts Inc.',
      l.sku,
      l.productName,
      String(l.quantity),
      centsToDecimal(l.unitPriceCents),
      centsToDecimal(l.lineTotalCents),
      centsToDecimal(doc.totalCents),
      '0.00',
      '100.00',
      centsToDecimal(doc.balanceCents),
      'Awaiting payment',
      'US-12-3456789',
      '0.00',
      centsToDecimal(doc.subtotalCents),
      '0.00',
      '',
      '',
      "'=ACME 11-CLR",
      '0.00',
      '0.00',
      '',
      '2027-01-12',
      '2027-01-14',
    ]);
    expect(rows[2].at(-6)).toBe('');
    expect(rows[2].slice(-2)).toEqual(['', '']);
    expect(rows[4][0]).toBe('INV-000124');
    for (const r of rows.slice(1))
      for (const i of [10, 11, 12, 13, 14, 15, 16]) expect(r[i]).toMatch(/^-?\d+(\.\d{2})?$/);
  });

  it('keeps an invoice without lines as one row, and escapes hostile SKU and product names', () => {
    const rows = parseCsv(
      invoicesCsv([
        invoice({ lines: [] }),
        invoice({ lines: [line(1, { sku: '=1+2', productName: '@SUM(A1:A9), "big"' })], balanceCents: -500 }),
      ]),
    );
    expect(rows).toHaveLength(3);
    expect(rows[1].slice(8, 13)).toEqual(['', '', '', '', '']);
    expect(rows[2][8]).toBe("'=1+2");
    expect(rows[2][9]).toBe('\'@SUM(A1:A9), "big"');
    expect(rows[2][16]).toBe('-5.00');
  });

  it('writes cents as dollars with two decimals', () => {
    expect([0, 5, 99, 100, 123_450, -1, -123_456].map(centsToDecimal)).toEqual([
      '0.00',
      '0.05',
      '0.99',
      '1.00',
      '1234.50',
      '-0.01',
      '-1234.56',
    ]);
  });
});
