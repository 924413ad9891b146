/** The dashboard's weight-band text ("10 = 9.00" a line) to and from the server's grams and cents. */
export interface Band {
  upToGrams: number;
  priceCents: number;
}

const dollarsToCents = (t: string): number => Math.round(Number(t.replace(/[$,\s]/g, '')) * 100);
export const kgToGrams = (t: string): number => Math.round(Number(t.replace(',', '.').trim()) * 1000);
export const gramsToKg = (g: number | null | undefined): string =>
  g === null || g === undefined ? '' : String(g / 1000);
export const centsToDollars = (c: number | null | undefined): string =>
  c === null || c === undefined ? '' : (c / 100).toFixed(2);
export const dollars = (t: string): number | null => (t.trim() === '' ? null : dollarsToCents(t));
export const kg = (t: string): number | null => (t.trim() === '' ? null : kgToGrams(t));

/** Parsed bands, or the first line that does not read as "kg = price". */
export function parseBands(text: string): { bands: Band[] } | { bad: string } {
  const bands: Band[] = [];
  for (const line of text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)) {
    const m = /^([\d.,]+)\s*(?:kg)?\s*=\s*\$?\s*([\d.,]+)$/i.exec(line);
    if (!m) return { bad: line };
    bands.push({ upToGrams: kgToGrams(m[1]), priceCents: dollarsToCents(m[2]) });
  }
  return { bands };
}

export const bandsText = (bands: readonly Band[]): string =>
  bands.map((b) => `${gramsToKg(b.upToGrams)} = ${centsToDollars(b.priceCents)}`).join('\n');
