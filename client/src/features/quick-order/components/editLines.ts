/** Editing the pasted text the way the buyer would: the text stays the one source of truth. */

/** A CSV cell for a reference we write back (quoted when it holds a separator or a quote). */
function cell(value: string): string {
  return /[",;\t]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** The text with line `lineNumber` (1-based, as the server numbers them) set to `reference,quantity`. */
export function setLineQuantity(
  text: string,
  lineNumber: number,
  reference: string,
  quantity: number,
): string {
  const lines = text.split(/\r\n|\n|\r/);
  if (lineNumber < 1 || lineNumber > lines.length) return text;
  const separator = lines[lineNumber - 1].includes('\t')
    ? '\t'
    : lines[lineNumber - 1].includes(';') && !lines[lineNumber - 1].includes(',')
      ? ';'
      : ',';
  lines[lineNumber - 1] = `${cell(reference)}${separator}${quantity}`;
  return lines.join('\n');
}

/** Starts a download of `text` as a CSV file, in the browser. */
export function downloadCsv(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A file's bytes as text: UTF-8 (a leading BOM dropped); bytes that are not UTF-8 become U+FFFD, which the server reports per line. */
export async function readFileText(file: File): Promise<string> {
  const bytes = await file.arrayBuffer();
  return new TextDecoder('utf-8', { fatal: false }).decode(bytes);
}

export function formatBytes(n: number): string {
  if (n >= 1024 * 1024) return `${(n / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.ceil(n / 1024)} kB`;
}
