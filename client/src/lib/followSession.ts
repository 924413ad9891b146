/**
 * Tabs follow the session. localStorage is shared by the tabs of a browser and its `storage`
 * event reaches every other tab: a sign-out there (token removed) signs this tab out; a sign-in there (a new token)
 * is read here. A session the server refuses (lib/apollo's SESSION_REFUSED_EVENT: ended in another browser, account
 * removed) also signs the tab out. lib/auth loads this after the first paint: nothing to follow before that.
 */
import { SESSION_REFUSED_EVENT, TOKEN_KEY, getToken, setToken } from './token';

export interface SessionFollower {
  isSignedIn(): boolean;
  /** The session is over in this tab: show it signed out (and say why on /log-in). */
  endHere(): void;
  /** Another tab stored a new token: read who that is. */
  adoptStoredToken(): void;
}

/** Starts following; returns the function that stops. */
export function followSession(tab: SessionFollower): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== TOKEN_KEY && event.key !== null) return; // null: the whole storage was cleared
    if (getToken()) tab.adoptStoredToken();
    else if (tab.isSignedIn()) tab.endHere();
  };
  const onRefused = () => {
    setToken(null);
    if (tab.isSignedIn()) tab.endHere();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(SESSION_REFUSED_EVENT, onRefused);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(SESSION_REFUSED_EVENT, onRefused);
  };
}
