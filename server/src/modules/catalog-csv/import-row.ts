/**
 * One row of a catalog file read into the columns it would write, by the same rules as the product form and the
 * variant and packing writes (productData, valuesOf, packsOf, wholeIn): a rule lives once, and its words are the
 * ones a refusal shows. A refusal names the row, the column and the reason.
 */
import { DEFAULT_QUANTITY_RULE } from '@gluegun/common';
import { AppError } from '../../errors';
import { productData } from '../products/product.service';
import { MAX_WEIGHT_GRAMS, dimensionsOf, packsOf, valuesOf, wholeIn } from '../families/variant-writes';
import {
  FORMATS,
  NOTHING,
  cellText,
  numberCell,
  parseBreaks,
  parsePacks,
  parseValues,
  type CatalogColumn,
} from './columns';
import {
  LinkRefused,
  categoriesOf,
  relatedOf,
  specsOf,
  type LinkColumn,
  type LinkIndex,
  type RowLinks,
} from './links';
import { StockRefused, readStock, type RowStock, type StockLayout } from './stock-columns';

export type ProductWrite = Awaited<ReturnType<typeof productData>>['data'] & {
  familyId: string | null;
  optionValues: string[];
  packSizes: Array<{ name: string; baseUnits: number }>;
  weightGrams: number | null;
  lengthMm: number | null;
  widthMm: number | null;
  heightMm: number | null;
};
export interface PlannedRow {
  row: number;
  sku: string;
  data: ProductWrite;
  links: RowLinks;
  /** The stock per warehouse and backorder cells the file has. */
  stock: RowStock;
}
export interface Refusal {
  row: number;
  sku: string;
  column: CatalogColumn | LinkColumn | string | null;
  reason: string;
}

export interface FamilyEntry {
  id: string;
  name: string;
  optionNames: string[];
}
/** Families by lower-case name (names are not unique: two of one name make the row ambiguous). */
export type FamilyIndex = Map<string, FamilyEntry[]>;

/** The schema's field paths as the file's columns. */
const FIELD_COLUMNS: Record<string, CatalogColumn> = {
  name: 'name',
  description: 'description',
  imageUrl: 'image_url',
  priceCents: 'price_cents',
  quantity: 'stock',
  sku: 'sku',
  'quantityRule.minimum': 'min_order',
  'quantityRule.increment': 'order_increment',
  'quantityRule.maximum': 'max_order',
  quantityRule: 'min_order',
};

function columnOfField(field: unknown): CatalogColumn | null {
  if (typeof field !== 'string') return null;
  if (field.startsWith('priceBreaks')) return 'price_breaks';
  return FIELD_COLUMNS[field] ?? null;
}

class RowRefused extends Error {
  constructor(
    readonly column: CatalogColumn | null,
    reason: string,
  ) {
    super(reason);
  }
}

/** Runs one of the shared checks; its refusal becomes the row's, in the column given (or the field it names). */
async function checked<T>(column: CatalogColumn | null, run: () => T | Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (e instanceof AppError && e.code === 'BAD_USER_INPUT')
      throw new RowRefused(column ?? columnOfField(e.extensions.field), e.message);
    throw e;
  }
}

type Cells = Record<CatalogColumn, string>;
/** The option values of every product outside a family (shared: one empty list a row is about 50 bytes). */
const NO_VALUES: string[] = [];

async function wholesaleOf(cells: Cells, sku: string) {
  const priceBreaks = parseBreaks(cells.price_breaks);
  if (!priceBreaks) throw new RowRefused('price_breaks', FORMATS.price_breaks);
  const maximum = numberCell(cells.max_order);
  return checked(null, () =>
    productData({
      name: cellText(cells.name),
      description: cellText(cells.description),
      imageUrl: cellText(cells.image_url),
      priceCents: numberCell(cells.price_cents),
      quantity: numberCell(cells.stock),
      sku,
      quantityRule: {
        minimum: numberCell(cells.min_order) ?? DEFAULT_QUANTITY_RULE.minimum,
        increment: numberCell(cells.order_increment) ?? DEFAULT_QUANTITY_RULE.increment,
        maximum: maximum ?? null,
      },
      priceBreaks,
    }),
  );
}

async function packingOf(cells: Cells) {
  const packs = parsePacks(cellText(cells.pack_sizes));
  if (!packs) throw new RowRefused('pack_sizes', FORMATS.pack_sizes);
  const packSizes = await checked('pack_sizes', () => packsOf(packs));
  const weightGrams = await checked('weight_grams', () =>
    wholeIn(numberCell(cells.weight_grams) ?? null, 'weightGrams', 'Weight in grams', MAX_WEIGHT_GRAMS),
  );
  const sides = {
    lengthMm: numberCell(cells.length_mm),
    widthMm: numberCell(cells.width_mm),
    heightMm: numberCell(cells.height_mm),
  };
  const given = Object.values(sides).some((v) => v !== undefined);
  const firstBad = (['length_mm', 'width_mm', 'height_mm'] as const).find(
    (c) => !Number.isSafeInteger(numberCell(cells[c])) || (numberCell(cells[c]) as number) < 1,
  );
  const dims = given
    ? await checked(firstBad ?? 'length_mm', () => dimensionsOf(sides))
    : { lengthMm: null, widthMm: null, heightMm: null };
  return {
    packSizes: packSizes.map((p) => ({ name: p.name, baseUnits: p.baseUnits })),
    weightGrams,
    ...dims,
  };
}

function familyOf(cells: Cells, families: FamilyIndex): { familyId: string | null; optionValues: string[] } {
  const name = cellText(cells.family).trim();
  const values = parseValues(cellText(cells.option_values));
  if (!name) {
    if (values.length > 0)
      throw new RowRefused('option_values', 'A product outside a family has no option values');
    return { familyId: null, optionValues: NO_VALUES };
  }
  const found = families.get(name.toLowerCase()) ?? [];
  if (found.length === 0)
    throw new RowRefused('family', `No family is named "${name}": add it under Families first`);
  if (found.length > 1)
    throw new RowRefused(
      'family',
      `${found.length} families are named "${name}": rename one so the file can name it`,
    );
  const family = found[0];
  try {
    return { familyId: family.id, optionValues: valuesOf(values, family.optionNames) };
  } catch (e) {
    if (e instanceof AppError) throw new RowRefused('option_values', e.message);
    throw e;
  }
}

/** The link columns the file has, read (a column the file leaves out is left as it is). */
function linksOf(cells: Partial<Record<LinkColumn, string>>, index: LinkIndex, sku: string): RowLinks {
  if (Object.keys(cells).length === 0) return NOTHING;
  const links: RowLinks = {};
  if (cells.categories !== undefined) links.categories = categoriesOf(cellText(cells.categories), index);
  if (cells.specifications !== undefined) links.specs = specsOf(cellText(cells.specifications), index);
  if (cells.related !== undefined) links.related = relatedOf(cellText(cells.related), sku);
  return links;
}

/** Reads one row (its number as a spreadsheet shows it, the header being row 1) or says why it is refused. */
export async function readRow(
  cells: Cells,
  row: number,
  families: FamilyIndex,
  linkCells: Partial<Record<LinkColumn, string>> = {},
  index?: LinkIndex,
  stockCells?: { record: string[]; layout: StockLayout },
): Promise<PlannedRow | Refusal> {
  const sku = cellText(cells.sku).trim().toUpperCase();
  try {
    if (!sku) throw new RowRefused('sku', 'SKU is required: rows are matched to products by SKU');
    const { data } = await wholesaleOf(cells, sku);
    const packing = await packingOf(cells);
    const family = familyOf(cells, families);
    const links = index ? linksOf(linkCells, index, sku) : NOTHING;
    const stock = stockCells ? readStock(stockCells.record, stockCells.layout, data.quantity) : NOTHING;
    return { row, sku, data: { ...data, ...family, ...packing }, links, stock };
  } catch (e) {
    if (e instanceof RowRefused || e instanceof LinkRefused || e instanceof StockRefused)
      return { row, sku, column: e.column, reason: e.message };
    throw e;
  }
}

export const isRefusal = (r: PlannedRow | Refusal): r is Refusal => 'reason' in r;
