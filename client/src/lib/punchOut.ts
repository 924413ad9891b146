/**
 * Punch-out mode (docs/decisions/064): a buyer who came from their purchasing system through a start link shops
 * in this tab with a punch-out session; its id is kept in sessionStorage (this tab, until it closes), the session
 * token where every sign-in keeps it.
 */
import { getToken, setToken } from './token';

const KEY = 'punchout-session';

export function punchOutSession(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** Takes over the start link's fragment (#token=...&session=...): true when it held a punch-out session. */
export function beginPunchOut(hash: string): boolean {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const token = params.get('token');
  const session = params.get('session');
  if (!token || !session) return false;
  setToken(token);
  sessionStorage.setItem(KEY, session);
  return true;
}

/** The fields Transfer cart posts (the server reads the cart itself; these only say who and which session). */
export const transferFields = () => ({ token: getToken() ?? '', session: punchOutSession() ?? '' });
