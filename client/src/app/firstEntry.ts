/**
 * The history entry this page load began on, read when the main chunk runs (before the router starts). RouteScroll
 * loads in its own chunk after the first paint: a link clicked before it arrived has already moved the app to another
 * entry, and comparing with this one tells RouteScroll that it must still open that page at its top.
 */
// The build's pre-render imports this module without a window: its page has no history entry yet.
export const FIRST_ENTRY_KEY: string =
  typeof window === 'undefined'
    ? 'default'
    : ((window.history.state as { key?: string } | null)?.key ?? 'default');
