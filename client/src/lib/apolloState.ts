/**
 * Apollo's cache as the server rendered a page with it (the shop's first page, the home page's products
 * and reviews come with their HTML). The server puts it in the page as
 * `<script type="application/json" id="apollo-state">`, a data block the browser does not run (so the page's CSP
 * need not allow it), before #root. The guard script removes it with the pre-rendered HTML when the page is not
 * kept (a stored session, another path); otherwise the app's cache starts from it, so its first render reads the
 * answers the HTML was rendered with and hydrates without a difference and without asking again.
 */
import type { NormalizedCacheObject } from '@apollo/client';

export const APOLLO_STATE_ID = 'apollo-state';

/** The state sent with the page, once: the element is removed, so a later client (none today) starts empty. */
export function takeApolloState(): NormalizedCacheObject | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(APOLLO_STATE_ID);
  if (!element) return undefined;
  element.remove();
  try {
    const state: unknown = JSON.parse(element.textContent ?? '');
    return state && typeof state === 'object' && !Array.isArray(state)
      ? (state as NormalizedCacheObject)
      : undefined;
  } catch {
    // A page cut short in transit: the app asks the API as it does without the state.
    return undefined;
  }
}
