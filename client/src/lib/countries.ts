/** Country names in English for the country selects (checkout, company billing, ship-to locations). */
import { COUNTRY_CODES } from '@gluegun/common';

/** Sorted by name; the ISO code is what is sent. */
export function countryOptions(locale = 'en'): Array<{ code: string; name: string }> {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type: 'region' });
  } catch {
    names = null;
  }
  return COUNTRY_CODES.map((code) => ({ code, name: names?.of(code) ?? code })).sort((a, b) =>
    a.name.localeCompare(b.name),
  );
}

/** A native select that looks like the Input beside it (the shop's theme carries no native-select recipe). */
export const SELECT_STYLE = {
  w: 'full',
  h: '10',
  px: '3',
  borderWidth: '1px',
  borderColor: 'border',
  rounded: 'l2',
  bg: 'bg',
  fontSize: 'md',
} as const;
