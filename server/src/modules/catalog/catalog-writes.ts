/**
 * The shop admins' writes that shape the catalog (docs/decisions/055): categories and their filters, specifications,
 * a product's categories and values.
 */
import {
  MAX_CATEGORIES,
  MAX_CATEGORY_DEPTH,
  MAX_CATEGORY_FILTERS,
  MAX_PRODUCT_CATEGORIES,
  MAX_PRODUCT_SPECS,
  MAX_SPECIFICATIONS,
} from '@gluegun/common';
import { allowUser } from '../../auth/access';
import type { Context } from '../../context';
import { AppError, badInput, conflict, notFound } from '../../errors';
import type { Prisma } from '../../generated/prisma/client';
import { normalizeId } from '../../lib/validate';
import { unstorable } from '../../lib/text';
import { inTransaction } from '../../db/retry';
import { specValue } from '../products/catalog-filter';
import { emitProductChanges } from '../products/product-events';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function text(raw: unknown, field: string, max: number, required = true): string {
  if (raw === null || raw === undefined || raw === '') {
    if (required) throw badInput(`Write the ${field === 'name' ? 'name' : field}`, field);
    return '';
  }
  if (typeof raw !== 'string') throw badInput(`${field} must be text`, field);
  const t = raw.trim();
  if (required && t === '') throw badInput(`Write the ${field}`, field);
  if (t.length > max) throw badInput(`${field} must be at most ${max} characters`, field);
  const problem = unstorable(t);
  if (problem) throw badInput(`${field}: ${problem}`, field);
  return t;
}

function slugOf(raw: unknown, field: string, max: number): string {
  const t = text(raw, field, max);
  if (!SLUG.test(t))
    throw badInput(
      `${field} may hold lower-case letters and digits joined by single hyphens, e.g. glue-sticks`,
      field,
    );
  return t;
}

const position = (raw: unknown) => {
  if (raw === null || raw === undefined) return 0;
  if (!Number.isInteger(raw) || (raw as number) < 0 || (raw as number) > 10_000)
    throw badInput('position must be a whole number from 0 to 10000', 'position');
  return raw as number;
};

export interface CategoryWrite {
  id?: unknown;
  slug?: unknown;
  name?: unknown;
  description?: unknown;
  parentSlug?: unknown;
  position?: unknown;
  filterKeys?: unknown;
}

/** Creates a category, or changes the one with `id`: its place in the tree (never under itself) and its filters. */
export async function saveCategory(ctx: Context, input: CategoryWrite) {
  allowUser(ctx, 'saveCategory');
  const slug = slugOf(input?.slug, 'slug', 60);
  const name = text(input?.name, 'name', 80);
  // Editing, a field left out keeps its value and null clears it; a new category starts from none.
  const kept = (field: keyof CategoryWrite) =>
    input?.id !== undefined && input?.id !== null && input?.[field] === undefined;
  const description = text(input?.description, 'description', 1000, false);
  const filterKeys = input?.filterKeys ?? [];
  if (!Array.isArray(filterKeys) || filterKeys.some((k) => typeof k !== 'string'))
    throw badInput('filterKeys must be a list of specification keys', 'filterKeys');
  if (filterKeys.length > MAX_CATEGORY_FILTERS)
    throw badInput(`At most ${MAX_CATEGORY_FILTERS} filters a category`, 'filterKeys');
  const id = input?.id === undefined || input?.id === null ? null : normalizeId(input.id);
  if (input?.id !== undefined && input?.id !== null && !id) throw notFound('Category');
  return inTransaction(ctx.db, async (tx) => {
    // One writer of the tree at a time: two moves cannot make a loop between them.
    await tx.$executeRaw`LOCK TABLE "Category" IN SHARE ROW EXCLUSIVE MODE`;
    const tree = await tx.category.findMany();
    const self = id ? tree.find((c) => c.id === id) : undefined;
    if (id && !self) throw notFound('Category');
    let parentId: string | null = kept('parentSlug') ? self!.parentId : null;
    if (input?.parentSlug !== undefined && input?.parentSlug !== null && input?.parentSlug !== '') {
      const parent = tree.find((c) => c.slug === input.parentSlug);
      if (!parent)
        throw new AppError('NOT_FOUND', `No category is called "${String(input.parentSlug).slice(0, 60)}"`, {
          field: 'parentSlug',
        });
      for (
        let at: typeof parent | undefined = parent;
        at;
        at = at.parentId ? tree.find((c) => c.id === at!.parentId) : undefined
      ) {
        if (id && at.id === id)
          throw badInput('A category cannot go under itself or one of its own subcategories', 'parentSlug');
      }
      parentId = parent.id;
    }
    if (!id && tree.length >= MAX_CATEGORIES)
      throw conflict(`The catalog has its ${MAX_CATEGORIES} categories: delete one first`);
    // Levels above it, plus the deepest branch it brings along when it moves.
    const depthOf = (cid: string | null): number => {
      let d = 0;
      for (let at = cid; at; at = tree.find((c) => c.id === at)!.parentId) d++;
      return d;
    };
    const below = (cid: string): number =>
      Math.max(0, ...tree.filter((c) => c.parentId === cid).map((c) => 1 + below(c.id)));
    if (depthOf(parentId) + 1 + (id ? below(id) : 0) > MAX_CATEGORY_DEPTH)
      throw badInput(`The tree is at most ${MAX_CATEGORY_DEPTH} levels deep`, 'parentSlug');
    const taken = tree.find((c) => c.slug === slug && c.id !== id);
    if (taken)
      throw new AppError('CONFLICT', `The address ${slug} is already used by ${taken.name}`, {
        field: 'slug',
      });
    const specs = await tx.specification.findMany({ where: { key: { in: filterKeys as string[] } } });
    const unknown = (filterKeys as string[]).filter((k) => !specs.some((s) => s.key === k));
    if (unknown.length)
      throw new AppError(
        'NOT_FOUND',
        `No specification is called ${unknown.map((k) => `"${k.slice(0, 40)}"`).join(', ')}`,
        { field: 'filterKeys' },
      );
    const data = {
      slug,
      name,
      parentId,
      description: kept('description') ? self!.description : description,
      position: kept('position') ? self!.position : position(input?.position),
    };
    const saved = id ? await tx.category.update({ where: { id }, data }) : await tx.category.create({ data });
    if (kept('filterKeys')) return saved;
    await tx.categoryFilter.deleteMany({ where: { categoryId: saved.id } });
    await tx.categoryFilter.createMany({
      data: [...new Set(filterKeys as string[])].map((k, i) => ({
        categoryId: saved.id,
        specificationId: specs.find((s) => s.key === k)!.id,
        position: i,
      })),
    });
    return saved;
  });
}

/** Deletes a category without subcategories; its products stay in the catalog (and in their other categories). */
export async function deleteCategory(ctx: Context, rawId: string) {
  allowUser(ctx, 'deleteCategory');
  const id = normalizeId(rawId);
  if (!id) throw notFound('Category');
  return inTransaction(ctx.db, async (tx) => {
    await tx.$executeRaw`LOCK TABLE "Category" IN SHARE ROW EXCLUSIVE MODE`;
    if (await tx.category.count({ where: { parentId: id } }))
      throw conflict('Move or delete its subcategories first');
    const gone = await tx.category.deleteMany({ where: { id } });
    if (gone.count === 0) throw notFound('Category');
    return true;
  });
}

export interface SpecificationWrite {
  key?: unknown;
  name?: unknown;
  kind?: unknown;
  unit?: unknown;
  choices?: unknown;
  position?: unknown;
}

/** Creates a specification, or changes the one with this key; its kind changes only while no product has a value of it. */
export async function saveSpecification(ctx: Context, input: SpecificationWrite) {
  allowUser(ctx, 'saveSpecification');
  const key = slugOf(input?.key, 'key', 40);
  const name = text(input?.name, 'name', 60);
  const kind = input?.kind;
  if (kind !== 'NUMBER' && kind !== 'CHOICE' && kind !== 'TEXT')
    throw badInput('kind must be NUMBER, CHOICE or TEXT', 'kind');
  const unit = kind === 'NUMBER' ? text(input?.unit, 'unit', 12, false) || null : null;
  const rawChoices = input?.choices ?? [];
  if (!Array.isArray(rawChoices)) throw badInput('choices must be a list', 'choices');
  const choices = [...new Set(rawChoices.map((c) => text(c, 'choices', 60)))];
  if (kind === 'CHOICE' && choices.length === 0)
    throw badInput('A choice needs at least one value to choose', 'choices');
  if (choices.length > 100) throw badInput('At most 100 choices', 'choices');
  return inTransaction(ctx.db, async (tx) => {
    const existing = await tx.specification.findUnique({ where: { key } });
    if (!existing && (await tx.specification.count()) >= MAX_SPECIFICATIONS)
      throw conflict(`The catalog has its ${MAX_SPECIFICATIONS} specifications`);
    if (existing) {
      const used = await tx.productSpec.findMany({
        where: { specificationId: existing.id },
        select: { value: true },
        distinct: ['value'],
      });
      if (existing.kind !== kind && used.length)
        throw new AppError(
          'CONFLICT',
          `${existing.name} has values on products: its kind stays ${existing.kind}`,
          { field: 'kind' },
        );
      const dropped = kind === 'CHOICE' ? used.map((u) => u.value).filter((v) => !choices.includes(v)) : [];
      if (dropped.length)
        throw new AppError(
          'CONFLICT',
          `Products still have ${dropped.slice(0, 3).join(', ')}: keep ${dropped.length === 1 ? 'it' : 'them'} among the choices`,
          { field: 'choices' },
        );
    }
    const data = {
      name,
      kind,
      unit,
      choices: kind === 'CHOICE' ? choices : [],
      position: position(input?.position),
    } as const;
    return tx.specification.upsert({ where: { key }, create: { key, ...data }, update: data });
  });
}

/** Puts a product in these categories (slugs) with these specification values, replacing what it had. */
export async function setProductCatalog(
  ctx: Context,
  rawProductId: string,
  input: { categories?: unknown; specs?: unknown },
) {
  allowUser(ctx, 'setProductCatalog');
  const productId = normalizeId(rawProductId);
  if (!productId) throw notFound('Product');
  const slugs = input?.categories ?? [];
  const specs = input?.specs ?? [];
  if (!Array.isArray(slugs) || slugs.some((s) => typeof s !== 'string'))
    throw badInput('categories must be a list of category slugs', 'categories');
  if (slugs.length > MAX_PRODUCT_CATEGORIES)
    throw badInput(`At most ${MAX_PRODUCT_CATEGORIES} categories a product`, 'categories');
  if (!Array.isArray(specs)) throw badInput('specs must be a list of {key, value}', 'specs');
  if (specs.length > MAX_PRODUCT_SPECS)
    throw badInput(`At most ${MAX_PRODUCT_SPECS} specifications a product`, 'specs');
  return inTransaction(ctx.db, async (tx) => {
    // The product and the tree held until commit: a product or category deleted meanwhile waits, never leaving a
    // row that points at nothing (which the database would refuse mid-write).
    await tx.$executeRaw`LOCK TABLE "Category" IN SHARE MODE`;
    const locked = await tx.$queryRaw<
      Array<{ id: string }>
    >`SELECT id::text AS id FROM "Product" WHERE id = ${productId}::uuid FOR NO KEY UPDATE`;
    if (locked.length === 0) throw notFound('Product');
    const found = await tx.category.findMany({ where: { slug: { in: slugs as string[] } } });
    const missing = (slugs as string[]).filter((s) => !found.some((c) => c.slug === s));
    if (missing.length)
      throw new AppError(
        'NOT_FOUND',
        `No category is called ${missing.map((s) => `"${s.slice(0, 60)}"`).join(', ')}`,
        { field: 'categories' },
      );
    const defs = await tx.specification.findMany({
      where: { key: { in: specs.map((s) => String((s as { key?: unknown })?.key ?? '')) } },
    });
    const rows: Prisma.ProductSpecCreateManyInput[] = [];
    for (const raw of specs as Array<{ key?: unknown; value?: unknown }>) {
      const spec = defs.find((d) => d.key === raw?.key);
      if (!spec)
        throw new AppError(
          'NOT_FOUND',
          `No specification is called "${String(raw?.key ?? '').slice(0, 40)}"`,
          { field: 'specs' },
        );
      if (rows.some((r) => r.specificationId === spec.id))
        throw badInput(`${spec.name} is given twice`, 'specs');
      const checked = specValue(spec, raw?.value);
      if ('problem' in checked) throw badInput(checked.problem, 'specs');
      rows.push({ productId, specificationId: spec.id, value: checked.value, numberValue: checked.number });
    }
    await tx.productCategory.deleteMany({ where: { productId } });
    await tx.productCategory.createMany({
      data: [...new Set(found.map((c) => c.id))].map((categoryId) => ({ productId, categoryId })),
    });
    await tx.productSpec.deleteMany({ where: { productId } });
    await tx.productSpec.createMany({ data: rows });
    // The product's version moves, so an edit form loaded before this change is refused instead of overwriting it.
    await tx.product.update({ where: { id: productId }, data: { version: { increment: 1 } } });
    await emitProductChanges(tx, 'product.updated', [productId]);
    return tx.product.findUniqueOrThrow({ where: { id: productId } });
  });
}
