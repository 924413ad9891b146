/**
 * Errors a person must not miss. A refusal can appear far above the button that caused it (the
 * checkout's "The order was not placed..." sits at the top of a long form) or under the sticky navbar. So an error,
 * when it appears or changes, is scrolled into view and takes focus: a screen reader reads it (it is also
 * role="alert"), and a keyboard user continues from it. `html` has scroll-padding-top (app/theme.ts), so the
 * scroll stops below the navbar.
 */
import { useEffect, useRef, type RefObject } from 'react';

export function reveal(element: HTMLElement | null): void {
  if (!element) return;
  element.focus({ preventScroll: true });
  element.scrollIntoView?.({ block: 'nearest' }); // optional: jsdom (tests) has no layout
}

/** Reveals the element each time `key` changes to something truthy (a new message, a new error object). */
export function useRevealOnShow<T extends HTMLElement>(key: unknown): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (key) reveal(ref.current);
  }, [key]);
  return ref;
}

/**
 * After a submit that did not go through (the form's own checks or the server's field errors), the first field
 * marked invalid takes focus and is scrolled below the navbar: its message is right under it.
 */
export function focusFirstInvalid(container: HTMLElement | null): boolean {
  const field = container?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return false;
  field.focus({ preventScroll: true });
  // Centre it: the message under the field and the label above it stay in view too.
  field.scrollIntoView?.({ block: 'center' });
  return true;
}

/**
 * For a form that is not Formik's (FocusFirstInvalid is): each time `key` changes to something truthy (a refused
 * submit, the server's field errors), the first field marked invalid in the form takes focus, one frame later, once
 * the fields have rendered aria-invalid.
 */
export function useFocusFirstInvalid<T extends HTMLElement>(key: unknown): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!key) return undefined;
    const frame = requestAnimationFrame(() => focusFirstInvalid(ref.current));
    return () => cancelAnimationFrame(frame);
  }, [key]);
  return ref;
}

/**
 * A confirmation or verdict (role="status") that appears away from what the person pressed, or that the page moves
 * as it changes above it: each time `key` changes to something truthy it is scrolled into view, one frame
 * later (after the layout settled), below the navbar. It does not take focus: it is not a refusal.
 */
export function useKeepInView<T extends HTMLElement>(key: unknown): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!key) return undefined;
    const frame = requestAnimationFrame(() => ref.current?.scrollIntoView?.({ block: 'nearest' }));
    return () => cancelAnimationFrame(frame);
  }, [key]);
  return ref;
}
