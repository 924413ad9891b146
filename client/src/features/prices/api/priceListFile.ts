/**
 * A price list's entries file over REST (docs/decisions/094): the import posts the file's text with the session
 * token, as the catalog import does; the export is downloaded by lib/download. A refusal of the whole file comes
 * back as the server's sentence.
 */
import { getToken } from '../../../lib/apollo';
import { GENERIC_MESSAGES } from '../../../lib/errors';

export interface PriceListRowProblem {
  row: number;
  sku: string;
  column: string | null;
  reason: string;
}
export interface PriceListImportReport {
  applied: boolean;
  rows: number;
  added: number;
  changed: number;
  removed: number;
  unchanged: number;
  refused: number;
  problems: PriceListRowProblem[];
  errorFile: string | null;
}

export const PRICE_LIST_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const priceListFilePath = (id: string) => `/admin/price-lists/${encodeURIComponent(id)}/entries.csv`;

export async function importPriceListFile(id: string, content: string): Promise<PriceListImportReport> {
  const token = getToken();
  let res: Response;
  try {
    res = await fetch(`/admin/price-lists/${encodeURIComponent(id)}/entries-import`, {
      method: 'POST',
      cache: 'no-store',
      body: JSON.stringify({ content }),
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  } catch {
    throw new Error(GENERIC_MESSAGES.network);
  }
  if (res.ok) return (await res.json()) as PriceListImportReport;
  if (res.status === 401) throw new Error(GENERIC_MESSAGES.session);
  if (res.status === 413)
    throw new Error('The file is larger than the import takes (5 MB). Split it into smaller files.');
  if (res.status >= 500) throw new Error(GENERIC_MESSAGES.unknown);
  const body = (await res.json().catch(() => ({}))) as { error?: { message?: string } };
  throw new Error(body.error?.message ?? GENERIC_MESSAGES.unknown);
}
