/** Text files in the browser: one chosen by the person, read as UTF-8, and one the page hands them as a CSV download. */

/** A file's bytes as text: UTF-8; bytes that are not UTF-8 become U+FFFD, which the server reports per line. */
export async function readTextFile(file: File): Promise<string> {
  return new TextDecoder('utf-8', { fatal: false }).decode(await file.arrayBuffer());
}

/** A CSV file of `text`, as a Blob (a download link's address or a saved file). */
export const csvBlob = (text: string) => new Blob([text], { type: 'text/csv;charset=utf-8' });

/** Starts a download of `text` as the CSV file `fileName`. */
export function saveCsv(text: string, fileName: string): void {
  const url = URL.createObjectURL(csvBlob(text));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  // The browser reads the Blob after the click returns: released a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
