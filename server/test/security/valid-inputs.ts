import fc from 'fast-check';
import { MAX_PRICE_CENTS, MAX_STOCK } from '@gluegun/common';

/**
 * Valid inputs, generated apart from the hostile ones. In the hostile-input suites the
 * accept-side checks (stored URLs are http(s), text is kept as given, totals add up) ran only when a hostile
 * input happened to be accepted, which could be never. Each suite runs these through the same `run` with
 * "must be accepted": a refusal fails, and every accept-side check runs on every one of them.
 * Deliberately awkward where the rules allow it: HTML and emoji kept as text, names at their edges.
 */

/** Text a person might type: letters, digits and punctuation, or a few awkward but valid strings. */
export const validText = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 .,'!?()&-]{0,60}[A-Za-z0-9.!?)]$/),
  fc.constantFrom(
    'Glue gun 🔫',
    'غراء ساخن',
    'Café crème',
    "O'Brien & Sons",
    '<b>bold</b> claims',
    '<script>alert(1)</script>',
    'x',
  ),
);
/** An http(s) image URL, or a path on this site. */
export const validUrl = fc.oneof(
  fc
    .tuple(fc.constantFrom('https', 'http'), fc.domain(), fc.stringMatching(/^[a-z0-9-]{1,20}$/))
    .map(([s, d, p]) => `${s}://${d}/${p}.png`),
  fc.stringMatching(/^[a-z0-9-]{1,20}$/).map((p) => `/images/${p}.jpg`),
);
/** A phone number as the shared schema takes it (a digit, then digits, spaces, brackets or hyphens, ending on a digit). */
export const validPhone = fc.stringMatching(/^\+?[0-9][0-9 ()-]{2,18}[0-9]$/);
export const validPriceCents = fc.integer({ min: 1, max: MAX_PRICE_CENTS });
export const validStock = fc.integer({ min: 0, max: MAX_STOCK });
/** Quantities a product with 1,000,000 in stock and the factory's price accepts (line totals far below the limit). */
export const validOrderQuantity = fc.integer({ min: 100, max: 10_000 });
export const validReference = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 /-]{0,30}[A-Za-z0-9]$/);
export const validTerms = fc.record({
  creditLimitCents: fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 100_000_000 })),
  paymentTermsDays: fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 120 })),
});
export const validDetails = fc.record({
  poNumber: fc.oneof(fc.constant(null), fc.stringMatching(/^[A-Z0-9][A-Z0-9-]{0,62}[A-Z0-9]$/)),
  companyName: validText,
  addressLine1: fc.stringMatching(/^[0-9]{1,4} [A-Z][a-z]{2,20} (Road|Street|Lane)$/),
  city: fc.constantFrom('Leeds', 'New York', 'Zürich', "St. John's", 'Aix-en-Provence'),
  postalCode: fc.stringMatching(/^[A-Z0-9][A-Z0-9 -]{1,8}[A-Z0-9]$/),
  country: fc.constantFrom('GB', 'US', 'de', 'FR', 'ie'),
  contactPhone: validPhone,
  notes: fc.oneof(fc.constant(null), validText, fc.constant('Deliver to bay 2\nMornings only')),
});
