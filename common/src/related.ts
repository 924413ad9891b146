/** Related items and compare (docs/decisions/078): the sizes the server refuses beyond and the client offers up to. */

/** Most items of one kind a product lists (a discontinued item has one replacement). */
export const MAX_RELATED_PER_KIND = 20;
/** Kinds of related item: accessories, spare parts, the replacement. */
export const RELATION_KIND_COUNT = 3;
/** Most items compared side by side. */
export const MAX_COMPARE = 4;
