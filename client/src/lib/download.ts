/**
 * Downloads a file the shop serves only to a signed-in caller (an invoice PDF, an admin CSV export): fetch with
 * the session token in the Authorization header (as Apollo sends it), then save the Blob through an
 * <a download> click. A refusal becomes a sentence a person can read (lib/errors' rules), never a silent failure.
 */
import { getToken } from './apollo';
import { GENERIC_MESSAGES } from './errors';

/** REST codes whose messages the server writes for people (the same as GraphQL's, lib/errors). */
const HUMAN_CODES = new Set(['BAD_USER_INPUT', 'CONFLICT', 'FORBIDDEN', 'NOT_FOUND']);

class DownloadError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'DownloadError';
  }
}

/** The sentence to show for a failed answer: the server's own words for a refusal, else a plain one. */
async function downloadFailure(res: Response): Promise<DownloadError> {
  if (res.status === 401) return new DownloadError(GENERIC_MESSAGES.session, 401);
  if (res.status === 429) return new DownloadError(GENERIC_MESSAGES.tooMany, 429);
  try {
    const body = (await res.json()) as { error?: { code?: string; message?: string } };
    const { code, message } = body.error ?? {};
    if (code && message && HUMAN_CODES.has(code)) return new DownloadError(message, res.status);
  } catch {
    // not JSON: fall through to the plain sentence
  }
  return new DownloadError(GENERIC_MESSAGES.unknown, res.status);
}

/** Saves `blob` as `fileName` the way a link with a download attribute does. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Give the browser a moment to start reading the Blob before it is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** GETs `path` with the session token and saves the answer as `fileName`; throws a DownloadError when it is not OK. */
export async function downloadWithSession(path: string, fileName: string): Promise<void> {
  const token = getToken();
  let res: Response;
  try {
    res = await fetch(path, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      cache: 'no-store',
    });
  } catch {
    throw new DownloadError(GENERIC_MESSAGES.network);
  }
  if (!res.ok) throw await downloadFailure(res);
  saveBlob(await res.blob(), fileName);
}

/** The message of a failed download (any thrown value). */
export function downloadMessage(error: unknown): string {
  return error instanceof DownloadError ? error.message : GENERIC_MESSAGES.unknown;
}
