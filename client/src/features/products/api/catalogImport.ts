/**
 * The catalog import over REST (POST /admin/catalog-import, docs/decisions/073): the file's text with the session
 * token, as lib/download fetches the export. A refusal of the whole file comes back as the server's sentence.
 */
import { getToken } from '../../../lib/apollo';
import { GENERIC_MESSAGES } from '../../../lib/errors';

export interface CatalogRowResult {
  row: number;
  sku: string;
  outcome: 'created' | 'updated' | 'unchanged' | 'refused';
  column: string | null;
  reason: string | null;
}
export interface CatalogImportReport {
  applied: boolean;
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  refused: number;
  results: CatalogRowResult[];
  errorFile?: string | null;
}

export const CATALOG_FILE_MAX_BYTES = 5 * 1024 * 1024;

export async function importCatalog(content: string, apply: boolean): Promise<CatalogImportReport> {
  const token = getToken();
  let res: Response;
  try {
    res = await fetch('/admin/catalog-import', {
      method: 'POST',
      cache: 'no-store',
      body: JSON.stringify({ content, apply }),
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  } catch {
    throw new Error(GENERIC_MESSAGES.network);
  }
  if (res.ok) return (await res.json()) as CatalogImportReport;
  if (res.status === 401) throw new Error(GENERIC_MESSAGES.session);
  if (res.status === 413)
    throw new Error('The file is larger than the import takes (5 MB). Split it into smaller files.');
  if (res.status >= 500) throw new Error(GENERIC_MESSAGES.unknown);
  const body = (await res.json().catch(() => ({}))) as { error?: { message?: string } };
  throw new Error(body.error?.message ?? GENERIC_MESSAGES.unknown);
}
