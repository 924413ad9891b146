import * as yup from 'yup';

/**
 * Text, trimmed. yup's own `.trim()` and `.lowercase()` call the string method on whatever arrives, so a list or an
 * object sent for a text field threw a TypeError (a 500) instead of failing the type check; this trims text and
 * leaves anything else to the type check, in the field's own words.
 */
export const trimmedString = (label: string) =>
  yup
    .string()
    .typeError(`${label} must be text`)
    .transform((v: unknown) => (typeof v === 'string' ? v.trim() : v));

/** Lower-cases text only (see trimmedString). */
export const lowerCased = (v: unknown) => (typeof v === 'string' ? v.toLowerCase() : v);
