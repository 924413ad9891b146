/** Words of a price list's entries file on the dashboard's Price lists page (docs/decisions/094). */
export const priceListFileCopy = {
  heading: 'Entries as a file',
  intro:
    "Download the entries as CSV, change them in a spreadsheet and import the file: it becomes the list's entries (products left out leave the list). Columns: sku, unit_price_cents or percent_off_bp (1250 is 12.5 %), price_breaks of a fixed price (500=1150; 1000=1050), percent_breaks of a percentage (1000=1500; 5000=2000 for 15 % from 1,000 and 20 % from 5,000). A file with any wrong row changes nothing.",
  download: 'Download entries (CSV)',
  downloading: 'Downloading…',
  upload: 'Import entries (CSV)',
  importing: 'Importing…',
  downloadFailed: (why: string) => `The entries could not be downloaded. ${why}`,
  unreadable: 'The file could not be read. Choose it again.',
  tooLarge: (size: string) => `The file is ${size}; a price list's file is at most 5 MB (10,000 entries).`,
  applied: (
    file: string,
    r: { rows: number; added: number; changed: number; removed: number; unchanged: number },
  ) =>
    `${file} imported: ${count(r.rows, 'row')}; ${r.added.toLocaleString('en-US')} added, ${r.changed.toLocaleString('en-US')} changed, ${r.removed.toLocaleString('en-US')} removed, ${r.unchanged.toLocaleString('en-US')} unchanged.`,
  refused: (file: string, wrong: number, rows: number) =>
    `${file}: ${count(wrong, 'row')} of ${rows.toLocaleString('en-US')} ${wrong === 1 ? 'is' : 'are'} wrong, so nothing was changed. Download the wrong rows, fix them and import the file again.`,
  errorFile: 'Download the wrong rows (CSV)',
  errorFileName: (list: string) => `${list} - wrong rows.csv`,
  problemsLabel: 'Wrong rows',
  problem: (row: number, sku: string, column: string | null) =>
    `Row ${row}${sku ? ` (${sku})` : ''}${column ? `, column ${column}` : ''}:`,
  moreProblems: (shown: number, total: number) =>
    `The first ${shown} of ${total.toLocaleString('en-US')} are listed; the file has them all.`,
};

function count(n: number, noun: string): string {
  return `${n.toLocaleString('en-US')} ${noun}${n === 1 ? '' : 's'}`;
}
