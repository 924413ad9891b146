/**
 * Where a new page opens. The shop uses <BrowserRouter>, not a data router, so react-router's
 * <ScrollRestoration> is not available; this component does its job:
 *
 * - A link or a navigate() (PUSH) opens the new page at its top, or at the element its #hash names.
 * - A REPLACE on the same path (a filter written into the URL) leaves the page where it is; a REPLACE to another
 *   path (a guard's redirect) opens at the top.
 * - Back/Forward (POP) returns to where the person was on that entry. Pages load lazily and fetch their data, so
 *   the saved position may not exist yet: it is retried each frame until the page is tall enough, for a few
 *   seconds at most, and given up as soon as the person scrolls, taps or presses a key.
 * - When the path changes and focus was left on the link that was clicked (header, footer, a phone menu that has
 *   closed: focus then falls to <body>), focus moves to the main area, so a screen reader starts reading the new
 *   page instead of staying on a link of the old one. Focus a page itself put somewhere (an autofocus) is kept.
 *
 * Positions are kept per history entry (location.key) in sessionStorage, so a reload then Back still restores.
 * It has nothing to do on the first page of a load, so Layout loads it after the first paint (its own chunk); a
 * navigation made before it arrived (a quick tap on a slow phone) is still handled when it mounts (FIRST_ENTRY_KEY).
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { FIRST_ENTRY_KEY } from './firstEntry';
import { MAIN_ID } from './mainId';

const STORAGE_KEY = 'scroll-positions';
/**
 * How long a saved position or a #hash target may take to appear (lazy chunk + data), in ms: on a slow phone or a busy
 * server that is several seconds, and the person taking over (scroll, tap, key) ends the wait anyway.
 */
const RESTORE_FOR_MS = 10_000;

function loadPositions(): Map<string, number> {
  try {
    return new Map(
      Object.entries(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>),
    );
  } catch {
    return new Map();
  }
}

function savePositions(positions: Map<string, number>): void {
  try {
    // The last 50 entries are plenty for Back; the rest would only grow the storage.
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries([...positions].slice(-50))));
  } catch {
    // No storage (private mode, quota): positions then live for this page load only.
  }
}

/** Keeps trying `attempt` once per frame until it returns true, the time is up, or the person takes over. */
function retryUntil(attempt: () => boolean): () => void {
  if (attempt()) return () => undefined;
  const started = performance.now();
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of ['wheel', 'touchstart', 'keydown', 'mousedown'] as const)
      window.removeEventListener(type, stop);
  };
  for (const type of ['wheel', 'touchstart', 'keydown', 'mousedown'] as const)
    window.addEventListener(type, stop, { passive: true });
  const tick = () => {
    if (attempt() || performance.now() - started > RESTORE_FOR_MS) stop();
    else frame = requestAnimationFrame(tick);
  };
  frame = requestAnimationFrame(tick);
  return stop;
}

function scrollToHash(hash: string): boolean {
  const id = decodeURIComponent(hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  if (!target) return false;
  target.scrollIntoView({ block: 'start' });
  return true;
}

function scrollToPosition(y: number): boolean {
  const reachable = document.documentElement.scrollHeight - window.innerHeight;
  window.scrollTo(0, Math.min(y, Math.max(0, reachable)));
  return reachable >= y;
}

/** Focus was left where the person clicked outside the page's content (or nowhere): it belongs to the new page. */
function focusIsStale(): boolean {
  const active = document.activeElement;
  if (!active || active === document.body) return true;
  return Boolean(active.closest('header, footer'));
}

export default function RouteScroll() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number> | null>(null);
  const currentKey = useRef(location.key);
  const previousPath = useRef<string | null>(null);

  // The browser's own restoration would jump to the old offset of a page that is not rendered yet: we do it.
  useEffect(() => {
    if (!('scrollRestoration' in window.history)) return;
    const before = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = before;
    };
  }, []);

  // Record the position of the entry on screen as the person scrolls, and store the lot when the page goes away.
  useEffect(() => {
    positions.current ??= loadPositions();
    const onScroll = () => positions.current!.set(currentKey.current, window.scrollY);
    const onHide = () => savePositions(positions.current!);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onHide);
    };
  }, []);

  // A layout effect: the new entry becomes current before the browser paints (and fires scroll for) the new page,
  // so the clamp of a shorter page is recorded for the new entry, never over the old one's position.
  useLayoutEffect(() => {
    positions.current ??= loadPositions();
    const from = previousPath.current;
    previousPath.current = location.pathname;
    currentKey.current = location.key;
    // The first page of this load: the browser put it where it belongs. Another entry means the person moved on
    // before this chunk arrived: that page is handled as if it had been here (its path is new to this component).
    if (from === null && location.key === FIRST_ENTRY_KEY) return undefined;
    const pathChanged = from === null || from !== location.pathname;

    if (pathChanged && focusIsStale()) {
      document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
    }
    if (navigationType === 'POP') {
      const saved = positions.current.get(location.key) ?? 0;
      return retryUntil(() => scrollToPosition(saved));
    }
    if (navigationType === 'REPLACE' && !pathChanged) return undefined;
    if (location.hash) return retryUntil(() => scrollToHash(location.hash));
    window.scrollTo(0, 0);
    return undefined;
  }, [location.key, location.pathname, location.hash, navigationType]);

  return null;
}
