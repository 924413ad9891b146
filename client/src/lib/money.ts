/**
 * Dollars as people type them, cents as the API takes them: the one place a form converts between the two
 * (dollarsToCents, the server's own rule, decides what counts as dollars).
 */
import { dollarsToCents } from '@gluegun/common';

/** Cents as the dollars a person types: 123456 -> "1234.56". */
export function centsToDollarsText(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** Typed dollars ("$1,250.50") to cents: null when nothing was typed, NaN when it is not dollars. */
export function typedDollarsToCents(text: string): number | null {
  const amount = text.trim().replace(/^\$/, '').replace(/,/g, '');
  return amount === '' ? null : dollarsToCents(amount);
}
