import { execFile } from 'node:child_process';

/**
 * The pages' text of a PDF, read by pdf-parse (Mozilla's pdf.js) in a plain Node child process: pdf.js loads its
 * worker with a dynamic import(), which Jest's CommonJS sandbox refuses (same approach as invoice-documents.test).
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

export function pdfText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['-e', READ_PDF],
      { cwd: __dirname, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`pdf-parse failed: ${error.message}\n${stderr}`));
        else resolve((JSON.parse(stdout) as string[]).join('\n'));
      },
    );
    child.stdin!.end(pdf);
  });
}
