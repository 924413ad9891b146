/** The session token (spec §3: localStorage key `token`). Kept apart from the Apollo client so the first bundle can read it. */
export const TOKEN_KEY = 'token';

export function getToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null; // no storage (private mode, a server-side render): no session
  }
}

export function setToken(token: string | null): void {
  if (token) localStorage.setItem(TOKEN_KEY, token);
  else localStorage.removeItem(TOKEN_KEY);
}

/**
 * Fired on `window` when the server refused the stored session (UNAUTHENTICATED on a request that carried it): the
 * session was ended elsewhere (sign-out in another browser, account removed). lib/auth signs this tab out.
 * An event, not an import: the Apollo client (lib/apollo) loads after the session code and must not import it.
 */
export const SESSION_REFUSED_EVENT = 'gluegun:session-refused';
