import { MAX_PAGE_SIZE, productInputSchema } from '@gluegun/common';
import type { Context } from '../../context';
import { badInput, notFound } from '../../errors';
import { isUuid, validate } from '../../lib/validate';
import type { Prisma } from '../../generated/prisma/client';

export interface ListProductsArgs {
  search?: string | null;
  page?: number;
  pageSize?: number;
}

const CARD_FIELDS = {
  id: true, name: true, description: true, imageUrl: true, priceCents: true, quantity: true, createdAt: true, updatedAt: true,
} as const;

export async function listProducts(ctx: Context, args: ListProductsArgs = {}) {
  const page = args.page ?? 1;
  const pageSize = args.pageSize ?? 24;
  if (!Number.isInteger(page) || page < 1 || page > 1_000_000) throw badInput('page must be a whole number from 1', 'page');
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
    throw badInput(`pageSize must be from 1 to ${MAX_PAGE_SIZE}`, 'pageSize');
  }
  const search = (args.search ?? '').trim();
  if (search.length > 200) throw badInput('search must be at most 200 characters', 'search');
  const where: Prisma.ProductWhereInput = search ? { name: { contains: search, mode: 'insensitive' } } : {};
  const [items, total] = await Promise.all([
    ctx.db.product.findMany({
      where,
      select: CARD_FIELDS,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: (page - 1) * pageSize,
      take: pageSize,
    }),
    ctx.db.product.count({ where }),
  ]);
  return { items, total, page, pageSize };
}

/** Every product (the REST `GET /products` list), newest first. */
export async function listAllProducts(ctx: Context) {
  return ctx.db.product.findMany({ select: CARD_FIELDS, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
}

export async function getProduct(ctx: Context, id: string) {
  if (!isUuid(id)) throw notFound('Product');
  const product = await ctx.db.product.findUnique({ where: { id }, select: CARD_FIELDS });
  if (!product) throw notFound('Product');
  return product;
}

export async function createProduct(ctx: Context, input: unknown) {
  const data = await validate(productInputSchema, input);
  return ctx.db.product.create({ data, select: CARD_FIELDS });
}

export async function updateProduct(ctx: Context, id: string, input: unknown) {
  if (!isUuid(id)) throw notFound('Product');
  const data = await validate(productInputSchema, input);
  const found = await ctx.db.product.updateMany({ where: { id }, data });
  if (found.count === 0) throw notFound('Product');
  return getProduct(ctx, id);
}

/** Deleting a product keeps its order items (they hold a snapshot of name, image and price). */
export async function deleteProduct(ctx: Context, id: string) {
  if (!isUuid(id)) throw notFound('Product');
  const gone = await ctx.db.product.deleteMany({ where: { id } });
  if (gone.count === 0) throw notFound('Product');
  return true;
}

/**
 * The id of the product with exactly this name (REST `POST /user-orderd-data` from the spec's form sends
 * only the name). None -> NOT_FOUND; more than one -> BAD_USER_INPUT asking for productId.
 */
export async function findProductIdByName(ctx: Context, name: string) {
  const wanted = String(name ?? '').trim();
  if (!wanted) throw badInput('productId or name is required', 'productId');
  const rows = await ctx.db.product.findMany({ where: { name: wanted }, select: { id: true }, take: 2 });
  if (rows.length === 0) throw notFound('Product');
  if (rows.length > 1) throw badInput('Several products have this name; send productId', 'productId');
  return rows[0].id;
}
