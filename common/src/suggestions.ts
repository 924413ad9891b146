/** Most suggestions one catalog-suggestions answer holds, and how many when the caller does not say. */
export const MAX_SUGGESTIONS = 8;
export const DEFAULT_SUGGESTIONS = 6;
/** Longest search text the catalog search reads (a longer one is refused in words). */
export const MAX_SEARCH_LENGTH = 200;
