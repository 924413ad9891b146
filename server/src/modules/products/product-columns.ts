import { WHOLESALE_FIELDS } from './product.wholesale';

/** The columns a product card reads, written once: Prisma's select, and the same list as SQL for the reads on pg. */
export const CARD_FIELDS = {
  id: true, name: true, description: true, imageUrl: true, priceCents: true, quantity: true, version: true, createdAt: true, updatedAt: true,
  ...WHOLESALE_FIELDS,
} as const;

/** CARD_FIELDS as a select list (the bench's baseline imports it from the build, so both send the same statement). */
export const CARD_COLUMNS = Object.keys(CARD_FIELDS).map((field) => `"${field}"`).join(', ');
