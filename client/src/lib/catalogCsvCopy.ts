/** The words of the catalog file panel on Manage Products (docs/decisions/073). */
export const catalogCsvCopy = {
  heading: 'Catalog file (CSV)',
  intro:
    'Download every product as a spreadsheet, change it, and import it again. Rows are matched by SKU: a known SKU is updated, a new one is created. Nothing changes until you apply an import with no refused rows.',
  download: 'Download catalog (CSV)',
  downloading: 'Downloading…',
  downloadFailed: (why: string) => `The catalog could not be downloaded. ${why}`,
  upload: 'Import catalog (CSV)',
  checking: 'Checking the file…',
  fileName: 'catalog.csv',
  tooLarge: (size: string) =>
    `This file is ${size}: the catalog import takes files of at most 60 MB. Split it into smaller files.`,
  unreadable: 'The file could not be read. Choose a CSV file saved as UTF-8.',
  summary: (
    file: string,
    n: { rows: number; created: number; updated: number; unchanged: number; refused: number },
  ) =>
    `${file}: ${n.rows} ${n.rows === 1 ? 'row' : 'rows'}: ${n.created} to create, ${n.updated} to update, ${n.unchanged} unchanged, ${n.refused} refused.`,
  refusedHeading: 'Refused rows',
  refusedHint: 'Fix these rows in your file and import it again. Nothing was changed.',
  refusedRow: (row: number, sku: string, column: string | null) =>
    `Row ${row}${sku ? ` (${sku})` : ''}${column ? `, column ${column}` : ''}:`,
  errorFile: 'Download the refused rows (CSV)',
  errorFileName: 'catalog-refused-rows.csv',
  errorFileHint: 'Each refused row as you sent it, with a last column "problem" saying what is wrong.',
  jobStarting: 'Sending the file…',
  jobIntro:
    'This file is large: it is imported in the background, whole or not at all. You can leave this page and come back.',
  jobProgress: (phase: 'check' | 'write', done: number, total: number) =>
    `${phase === 'check' ? 'Checking' : 'Writing'} rows: ${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`,
  jobProgressLabel: 'Import progress',
  nothingToApply: 'Every row is already as the file says: there is nothing to apply.',
  apply: 'Apply import',
  applying: 'Importing…',
  applied: (n: { created: number; updated: number }) =>
    `Catalog imported: ${n.created} created, ${n.updated} updated.`,
  failed: 'The import failed.',
} as const;
