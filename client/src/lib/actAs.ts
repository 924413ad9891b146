/**
 * Acting as a buyer in this browser (docs/decisions/084): the act-as token takes the session token's place, the
 * rep's own token waits beside it until Stop; each change is a full load, so no cached answer of one person shows
 * for the other.
 */
import { getToken, setToken } from './token';

const RETURN_KEY = 'actAsReturnToken';

/** The rep's or admin's own token while they act as a buyer; null otherwise. */
export function actingReturnToken(): string | null {
  try {
    return localStorage.getItem(RETURN_KEY);
  } catch {
    return null;
  }
}

/** Starts acting: the act-as token becomes the session, and the shop opens as the buyer sees it. */
export function beginActing(token: string): void {
  const own = getToken();
  if (own) localStorage.setItem(RETURN_KEY, own);
  setToken(token);
  window.location.assign('/shop');
}

/** Back to one's own session (the act-as session is stopped on the server first by the caller). */
export function endActing(to = '/my-companies'): void {
  const own = actingReturnToken();
  localStorage.removeItem(RETURN_KEY);
  setToken(own);
  window.location.assign(to);
}
