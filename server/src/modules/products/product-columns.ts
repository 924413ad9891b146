import { WHOLESALE_FIELDS } from './product.wholesale';
import type { SqlListSource } from '../../db/sql-list';

/** The columns a product card reads, written once: Prisma's select, and the same list as SQL for the reads on pg. */
export const CARD_FIELDS = {
  id: true,
  name: true,
  description: true,
  imageUrl: true,
  priceCents: true,
  quantity: true,
  version: true,
  createdAt: true,
  updatedAt: true,
  ...WHOLESALE_FIELDS,
  // Its family and options, pack sizes, weight and size (docs/decisions/066): read by the Product fields of a card.
  familyId: true,
  optionValues: true,
  packSizes: true,
  weightGrams: true,
  lengthMm: true,
  widthMm: true,
  heightMm: true,
  // Its lead time in working days (docs/decisions/083).
  leadTimeDays: true,
  // Whether it may be backordered and when stock is expected (docs/decisions/088).
  backordersAllowed: true,
  restockOn: true,
} as const;

/** CARD_FIELDS as a select list (the bench's baseline imports it from the build, so both send the same statement). */
export const CARD_COLUMNS = Object.keys(CARD_FIELDS)
  .map((field) => `"${field}"`)
  .join(', ');

/**
 * The catalog as a list of cards, newest first: every product, or those a search and filter select (catalog-filter.ts
 * productListSql). `products`, `productConnection` and REST `GET /products` read it; so does the bench's baseline.
 */
export const productListSource = (list: { where: string; params: unknown[] } | null): SqlListSource => ({
  table: 'Product',
  columns: CARD_COLUMNS,
  where: list?.where ?? 'TRUE',
  params: list?.params ?? [],
});
