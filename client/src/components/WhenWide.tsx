/**
 * Content shown only from a Chakra breakpoint up (a laptop's filter column, the navbar's Categories menu), which a
 * phone hides: the server renders it, and a phone's browser neither hydrates nor renders it (nor loads its chunk)
 * until the screen is that wide (turned, a window widened). Hidden content a phone would hydrate all the same is
 * script time while the page starts (decision 132).
 *
 * Hydrating while narrow, the content waits inside a Suspense boundary, so React keeps the server's HTML (hidden by
 * its CSS) instead of hydrating it; right after, `fallback` takes its place (a boundary still waiting to hydrate would
 * hold every later navigation, a transition, that re-renders it). A page rendered in a narrow browser shows
 * `fallback` at once.
 */
import { Suspense, use, useSyncExternalStore, type ReactNode } from 'react';

/** Chakra's breakpoints, as its media queries write them. */
const FROM = { md: '(min-width: 48rem)', lg: '(min-width: 64rem)', xl: '(min-width: 80rem)' } as const;
type Breakpoint = keyof typeof FROM;

const media = (from: Breakpoint) =>
  typeof window.matchMedia === 'function' ? window.matchMedia(FROM[from]) : null;
const isWide = (from: Breakpoint) => media(from)?.matches ?? true;

const subscribers = new Map<Breakpoint, (changed: () => void) => () => void>();
/** One subscribe function per breakpoint, so React subscribes once. */
function subscribe(from: Breakpoint) {
  let known = subscribers.get(from);
  if (!known) {
    known = (changed) => {
      const query = media(from);
      query?.addEventListener('change', changed);
      return () => query?.removeEventListener('change', changed);
    };
    subscribers.set(from, known);
  }
  return known;
}

type Wait = Promise<void>;
const waits = new Map<Breakpoint, Wait>();

/** A promise React's `use` reads as settled at once, instead of suspending for a tick. */
const settled = (): Wait =>
  Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });

function untilWide(from: Breakpoint): Wait {
  const known = waits.get(from);
  if (known && (isWide(from) || !('status' in known))) return known;
  if (isWide(from)) {
    waits.set(from, settled());
  } else {
    waits.set(
      from,
      new Promise<void>((resolve) => {
        const query = media(from)!;
        const changed = () => {
          if (!query.matches) return;
          query.removeEventListener('change', changed);
          waits.set(from, settled());
          resolve();
        };
        query.addEventListener('change', changed);
      }),
    );
  }
  return waits.get(from)!;
}

function Wait({ from, children }: { from: Breakpoint; children: ReactNode }) {
  if (typeof window !== 'undefined') use(untilWide(from));
  return children;
}

export function WhenWide({
  from,
  fallback = null,
  children,
}: {
  from: Breakpoint;
  fallback?: ReactNode;
  children: ReactNode;
}) {
  // The server and hydration read "wide": the server renders the content, and nothing changes on a laptop.
  const wide = useSyncExternalStore(
    subscribe(from),
    () => isWide(from),
    () => true,
  );
  if (!wide) return fallback;
  return (
    <Suspense fallback={fallback}>
      <Wait from={from}>{children}</Wait>
    </Suspense>
  );
}
