/**
 * The catalog file's columns (docs/decisions/073): one row per product (a variant is a product), written by the
 * export and read by the import, so a file downloaded and uploaded again changes nothing. Lists sit in one cell
 * in a form a person can type: price breaks `500=1150; 1000=1050`, option values `11 mm | Clear`, pack sizes
 * `Box of 25=25 | Case of 250=250`.
 */
import { defuseFormula } from '../../lib/csv';

export const CATALOG_COLUMNS = [
  'sku',
  'name',
  'description',
  'image_url',
  'price_cents',
  'stock',
  'min_order',
  'order_increment',
  'max_order',
  'price_breaks',
  'family',
  'option_values',
  'pack_sizes',
  'weight_grams',
  'length_mm',
  'width_mm',
  'height_mm',
] as const;
export type CatalogColumn = (typeof CATALOG_COLUMNS)[number];

/** The product row as the export reads it (pg's names) and the import compares it. */
export interface CatalogRow {
  sku: string;
  name: string;
  description: string;
  imageUrl: string;
  priceCents: number;
  quantity: number;
  minOrderQuantity: number;
  orderIncrement: number;
  maxOrderQuantity: number | null;
  priceBreaks: Array<{ minQuantity: number; unitPriceCents: number }>;
  familyName: string | null;
  optionValues: string[];
  packSizes: Array<{ name: string; baseUnits: number }>;
  weightGrams: number | null;
  lengthMm: number | null;
  widthMm: number | null;
  heightMm: number | null;
}

/** A stored JSON list of texts (option values) as strings; anything else in it is left out. */
export const textsOf = (json: unknown): string[] =>
  Array.isArray(json) ? json.filter((v): v is string => typeof v === 'string') : [];

export const LIST_SEPARATOR = ' | ';

/**
 * Stored rows are looked up this many keys at a time. Prisma keeps every query's plan (each key a few objects) among
 * the last 100 it notes for error reports, so lookups of 5,000 keys kept megabytes each alive after their batch.
 */
export const LOOKUP_BATCH = 1000;
/** One shared empty value for the many rows without links or stock cells (a row's own object costs about 100 bytes). */
export const NOTHING = Object.freeze({});
export const BREAK_SEPARATOR = '; ';

/**
 * A person's text as a cell: formulas defused with a leading apostrophe (OWASP), and a text that already starts with
 * an apostrophe gets one more, so the import takes exactly one off and every text comes back as it was.
 */
export function textCell(value: string): string {
  return value.startsWith("'") ? `'${value}` : defuseFormula(value);
}

/** The inverse of textCell: one leading apostrophe is the export's (or a spreadsheet's) mark, not the text's. */
export function cellText(cell: string): string {
  return cell.startsWith("'") ? cell.slice(1) : cell;
}

const num = (n: number | null): string => (n === null ? '' : String(n));

/** One product as the file's cells, in CATALOG_COLUMNS' order. */
export function rowCells(r: CatalogRow): string[] {
  return [
    textCell(r.sku),
    textCell(r.name),
    textCell(r.description),
    textCell(r.imageUrl),
    num(r.priceCents),
    num(r.quantity),
    num(r.minOrderQuantity),
    num(r.orderIncrement),
    num(r.maxOrderQuantity),
    r.priceBreaks.map((b) => `${b.minQuantity}=${b.unitPriceCents}`).join(BREAK_SEPARATOR),
    textCell(r.familyName ?? ''),
    textCell(r.optionValues.join(LIST_SEPARATOR)),
    textCell(r.packSizes.map((p) => `${p.name}=${p.baseUnits}`).join(LIST_SEPARATOR)),
    num(r.weightGrams),
    num(r.lengthMm),
    num(r.widthMm),
    num(r.heightMm),
  ];
}

/** What a row must hold to read a list cell, in words for the dry run's report. */
export const FORMATS = {
  price_breaks:
    'Price breaks are written as quantity=price in cents, separated by semicolons: 500=1150; 1000=1050',
  pack_sizes: 'Pack sizes are written as name=units, separated by |: Box of 25=25 | Case of 250=250',
} as const;

/** `500=1150; 1000=1050` -> breaks; null when a part is not quantity=price. */
export function parseBreaks(cell: string): Array<{ minQuantity: number; unitPriceCents: number }> | null {
  if (cell.trim() === '') return [];
  const parts = cell
    .split(';')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  const breaks = parts.map((p) => /^(\d{1,10})\s*=\s*(\d{1,10})$/.exec(p));
  if (breaks.some((b) => !b)) return null;
  return breaks.map((b) => ({ minQuantity: Number(b![1]), unitPriceCents: Number(b![2]) }));
}

/** `Box of 25=25 | Case of 250=250` -> packs (the name may hold `=`: the units follow the last one). */
export function parsePacks(cell: string): Array<{ name: string; baseUnits: number }> | null {
  if (cell.trim() === '') return [];
  const packs = cell.split('|').map((p) => /^(.+)=\s*(\d{1,10})\s*$/s.exec(p.trim()));
  if (packs.some((p) => !p)) return null;
  return packs.map((p) => ({ name: p![1].trim(), baseUnits: Number(p![2]) }));
}

/** `11 mm | Clear` -> values. */
export const parseValues = (cell: string): string[] =>
  cell.trim() === '' ? [] : cell.split('|').map((v) => v.trim());

/**
 * A number cell for the shared schema: empty is absent, a whole number is that number, anything else a value the
 * schema refuses in its own words ("12.5" is not whole, "12 kg" is not a number).
 */
export function numberCell(cell: string): number | undefined {
  const t = cellText(cell).trim();
  if (t === '') return undefined;
  if (/^[-+]?\d{1,15}$/.test(t)) return Number(t);
  return /^[-+]?\d{0,15}\.\d{1,15}$/.test(t) ? Number(t) : Number.NaN;
}
