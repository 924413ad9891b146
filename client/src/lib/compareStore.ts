/**
 * The buyer's compare list: at most four product ids, kept in localStorage so ticks made on a category page are
 * still there on a product page; the compare page itself reads its ids from the address (shareable).
 */
import { useSyncExternalStore } from 'react';
import { MAX_COMPARE } from '@gluegun/common';

export { MAX_COMPARE };
const KEY = 'gluegun.compare';
const listeners = new Set<() => void>();
let cached: string[] | null = null;

function read(): string[] {
  if (cached) return cached;
  try {
    const raw: unknown = JSON.parse(globalThis.localStorage?.getItem(KEY) ?? '[]');
    cached = Array.isArray(raw)
      ? raw.filter((x): x is string => typeof x === 'string').slice(0, MAX_COMPARE)
      : [];
  } catch {
    cached = [];
  }
  return cached;
}

function write(ids: string[]) {
  cached = ids;
  try {
    globalThis.localStorage?.setItem(KEY, JSON.stringify(ids));
  } catch {
    /* private mode: kept for this page only */
  }
  listeners.forEach((l) => l());
}

/** Adds or removes an id; adding a fifth is refused (false) and changes nothing. */
export function toggleCompare(id: string): boolean {
  const ids = read();
  if (ids.includes(id)) {
    write(ids.filter((x) => x !== id));
    return true;
  }
  if (ids.length >= MAX_COMPARE) return false;
  write([...ids, id]);
  return true;
}

export function setCompare(ids: string[]) {
  write(ids.slice(0, MAX_COMPARE));
}

export const compareHref = (ids: readonly string[]) =>
  `/compare?ids=${ids.map(encodeURIComponent).join(',')}`;

function subscribe(l: () => void) {
  listeners.add(l);
  const onStorage = (e: StorageEvent) => {
    if (e.key === KEY) {
      cached = null;
      l();
    }
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(l);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

const EMPTY: string[] = [];
export function useCompareList(): string[] {
  return useSyncExternalStore(subscribe, read, () => EMPTY);
}
