/**
 * A large catalog file imported as a background job (docs/decisions/085, 099): started over REST with the file itself
 * (POST /admin/catalog-import-jobs), its progress read over GraphQL every second until it ends.
 */
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { getToken } from '../../../lib/apollo';
import { GENERIC_MESSAGES } from '../../../lib/errors';

/** The job route's limit (the server's MAX_JOB_BYTES). */
export const CATALOG_JOB_MAX_BYTES = 60 * 1024 * 1024;
export const JOB_POLL_MS = 1000;

export const CatalogImportJobQuery = graphql(`
  query CatalogImportJob($id: ID!) {
    catalogImportJob(id: $id) {
      id
      status
      fileName
      rowsTotal
      rowsChecked
      rowsWritten
      created
      updated
      unchanged
      refused
      errorFile
      message
    }
  }
`);

const FINISHED = new Set(['DONE', 'REFUSED', 'FAILED']);

export function useCatalogImportJob(id: string) {
  const result = useQuery(CatalogImportJobQuery, {
    variables: { id },
    pollInterval: JOB_POLL_MS,
    fetchPolicy: 'network-only',
  });
  const job = result.data?.catalogImportJob;
  if (job && FINISHED.has(job.status)) result.stopPolling();
  return { job, error: result.error };
}

/**
 * Sends the file as its own bytes (text/csv: the browser streams it from disk and the server reads it as it arrives,
 * decoding it by its byte-order mark) and answers the job's id; a file refused whole comes back as the server's sentence.
 */
export async function startCatalogImportJob(file: File): Promise<string> {
  const token = getToken();
  let res: Response;
  try {
    res = await fetch(`/admin/catalog-import-jobs?apply=true&fileName=${encodeURIComponent(file.name)}`, {
      method: 'POST',
      cache: 'no-store',
      body: file,
      headers: { 'content-type': 'text/csv', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  } catch {
    throw new Error(GENERIC_MESSAGES.network);
  }
  if (res.ok) return ((await res.json()) as { job: { id: string } }).job.id;
  if (res.status === 401) throw new Error(GENERIC_MESSAGES.session);
  if (res.status >= 500) throw new Error(GENERIC_MESSAGES.unknown);
  const body = (await res.json().catch(() => ({}))) as { error?: { message?: string } };
  throw new Error(body.error?.message ?? GENERIC_MESSAGES.unknown);
}
