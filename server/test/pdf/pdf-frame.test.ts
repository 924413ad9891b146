/**
 * The page frame of the shop's PDFs (lib/pdf/pdf-frame.ts): every page gets the footer lines and "Page X of Y" once
 * all pages exist, and the same document gives the same bytes.
 */
import { questionsLine, renderFramedPdf } from '../../src/lib/pdf/pdf-frame';
import { MARGIN, PdfPage, type Doc } from '../../src/lib/pdf/pdf-page';
import { pdfText } from '../support/read-pdf';

/** Draws one line on each of `pages` pages. */
function pages(count: number) {
  return (doc: Doc) => {
    const page = new PdfPage(doc);
    for (let i = 1; i <= count; i++) {
      if (i > 1) doc.addPage();
      page.cell(`Body of page ${i}`, MARGIN, MARGIN, 200);
    }
    return page;
  };
}

const frame = (createdOn = '2026-03-01') => ({
  title: 'Framed 株式会社',
  author: 'Seller',
  createdOn,
  footer: [
    { text: 'Pay to the account below', weight: 'bold' as const },
    ...questionsLine('billing@example.com'),
  ],
});

it('writes the footer lines and the page number on every page, and adds no page', async () => {
  const text = await pdfText(await renderFramedPdf(frame(), pages(3)));
  for (const n of [1, 2, 3]) expect(text).toContain(`Page ${n} of 3`);
  expect(text).not.toContain('Page 4');
  expect(text.match(/Pay to the account below/g)).toHaveLength(3);
  expect(text.match(/Questions: billing@example\.com/g)).toHaveLength(3);
});

it('leaves the questions line out when there is no e-mail address', () => {
  expect(questionsLine('  ')).toEqual([]);
  expect(questionsLine('a@example.com')).toEqual([{ text: 'Questions: a@example.com', color: '#666666' }]);
});

it('gives the same bytes for the same document, and prints a document whose day is not a day', async () => {
  const [a, b] = await Promise.all([renderFramedPdf(frame(), pages(2)), renderFramedPdf(frame(), pages(2))]);
  expect(a.equals(b)).toBe(true);
  const odd = await renderFramedPdf(frame('not a day'), pages(1));
  expect(await pdfText(odd)).toContain('Page 1 of 1');
});

it('draws a document the same whatever was drawn before it (shaped words are shared between documents)', async () => {
  const first = await renderFramedPdf(frame(), pages(2));
  // Thousands of other words, in other scripts, more than the shared cache keeps: the same document, the same bytes.
  const words = (doc: Doc) => {
    const page = new PdfPage(doc);
    for (let i = 0; i < 6_000; i += 200)
      page.cell(
        Array.from({ length: 200 }, (_, j) => `w${i + j} Ω${j} 株${j}`).join(' '),
        MARGIN,
        MARGIN,
        10_000,
      );
    return page;
  };
  await renderFramedPdf(frame(), words);
  const again = await renderFramedPdf(frame(), pages(2));
  expect(again.equals(first)).toBe(true);
  expect(await pdfText(again)).toContain('Body of page 2');
});
