/**
 * The catalog file's link columns (docs/decisions/085): a product's categories, specification values and related
 * items, each one cell a person can type. Categories `Glue sticks > 11 mm | Safety`, specifications
 * `stick-diameter=11 mm | colour=Clear`, related items `accessory=GN-1, GN-2 | spare part=N-9 | replaced by=GG-200`.
 * A backslash keeps the next character as text, so a name or value holding `|`, `>` or `=` still round-trips.
 */
import { MAX_PRODUCT_CATEGORIES, MAX_PRODUCT_SPECS, MAX_RELATED_PER_KIND } from '@gluegun/common';
import type { RelationKind, SpecKind } from '../../generated/prisma/client';
import { specValue } from '../products/catalog-filter';

export const LINK_COLUMNS = ['categories', 'specifications', 'related'] as const;
export type LinkColumn = (typeof LINK_COLUMNS)[number];

/** Splits on `separator` outside backslash escapes, each part trimmed and unescaped; empty parts dropped. */
export const splitEscaped = (cell: string, separator: string): string[] =>
  splitEscapedRaw(cell, separator).map(unescaped);

const unescaped = (t: string) => t.replace(/\\(.)/gs, '$1');
/** The inverse of splitEscaped's unescaping for one part: a backslash before each backslash and each of `specials`. */
export const escapePart = (t: string, specials = '|') =>
  t.replace(/./gs, (c) => (c === '\\' || specials.includes(c) ? `\\${c}` : c));

/** `key=value` with the key before the first unescaped `=`; null when there is none. */
function keyValue(part: string): [string, string] | null {
  const m = /^((?:[^\\=]|\\.)*)=(.*)$/s.exec(part);
  return m ? [unescaped(m[1]).trim(), m[2].trim()] : null;
}

export interface CategoryNode {
  id: string;
  name: string;
  parentId: string | null;
}
export interface SpecEntry {
  id: string;
  key: string;
  name: string;
  kind: SpecKind;
  unit: string | null;
  choices: string[];
}
export interface LinkIndex {
  categories: CategoryNode[];
  specs: Map<string, SpecEntry>;
}

/** A category's path from the top, as the file writes it. */
export function pathOf(index: LinkIndex, id: string): string {
  const names: string[] = [];
  for (
    let at = index.categories.find((c) => c.id === id);
    at;
    at = index.categories.find((c) => c.id === at!.parentId)
  )
    names.unshift(escapePart(at.name, '|>'));
  return names.join(' > ');
}

export interface RowLinks {
  categories?: string[];
  specs?: Array<{ specificationId: string; value: string; numberValue: number | null }>;
  related?: Array<{ kind: RelationKind; sku: string }>;
}

export class LinkRefused extends Error {
  constructor(
    readonly column: LinkColumn,
    reason: string,
  ) {
    super(reason);
  }
}

/** Category ids of `Glue sticks > 11 mm | Safety`: each path must exist, matched by name level by level. */
export function categoriesOf(cell: string, index: LinkIndex): string[] {
  const ids: string[] = [];
  for (const raw of splitEscapedRaw(cell, '|')) {
    const names = splitEscaped(raw, '>');
    let parent: string | null = null;
    for (const name of names) {
      const found = index.categories.filter(
        (c) => c.parentId === parent && c.name.trim().toLowerCase() === name.toLowerCase(),
      );
      const shown = names.join(' > ').slice(0, 120);
      if (found.length === 0)
        throw new LinkRefused('categories', `No category is at "${shown}": add it under Categories first`);
      if (found.length > 1)
        throw new LinkRefused(
          'categories',
          `${found.length} categories are at "${shown}": rename one so the file can name it`,
        );
      parent = found[0].id;
    }
    if (parent && !ids.includes(parent)) ids.push(parent);
  }
  if (ids.length > MAX_PRODUCT_CATEGORIES)
    throw new LinkRefused('categories', `At most ${MAX_PRODUCT_CATEGORIES} categories a product`);
  return ids;
}

/** Parts of a list cell still escaped (a category path is split again on `>`). */
function splitEscapedRaw(cell: string, separator: string): string[] {
  const parts: string[] = [];
  let at = '';
  for (let i = 0; i < cell.length; i += 1) {
    if (cell[i] === '\\' && i + 1 < cell.length) {
      at += cell.slice(i, i + 2);
      i += 1;
      continue;
    }
    if (cell[i] === separator) {
      parts.push(at);
      at = '';
      continue;
    }
    at += cell[i];
  }
  parts.push(at);
  return parts.map((p) => p.trim()).filter((p) => p !== '');
}

/** Values of `stick-diameter=11 mm | colour=Clear`, each checked by its specification's kind. */
export function specsOf(cell: string, index: LinkIndex): NonNullable<RowLinks['specs']> {
  const out: NonNullable<RowLinks['specs']> = [];
  for (const part of splitEscapedRaw(cell, '|')) {
    const kv = keyValue(part);
    if (!kv)
      throw new LinkRefused(
        'specifications',
        'Specifications are written as key=value, separated by |: stick-diameter=11 mm | colour=Clear',
      );
    const spec = index.specs.get(kv[0].toLowerCase());
    if (!spec)
      throw new LinkRefused(
        'specifications',
        `No specification has the key "${kv[0].slice(0, 40)}": add it under Specifications first`,
      );
    if (out.some((s) => s.specificationId === spec.id))
      throw new LinkRefused('specifications', `${spec.name} is given twice`);
    const checked = specValue(spec, unescaped(kv[1]));
    if ('problem' in checked) throw new LinkRefused('specifications', checked.problem);
    out.push({ specificationId: spec.id, value: checked.value, numberValue: checked.number });
  }
  if (out.length > MAX_PRODUCT_SPECS)
    throw new LinkRefused('specifications', `At most ${MAX_PRODUCT_SPECS} specifications a product`);
  return out;
}

const KIND_WORDS: Record<string, RelationKind> = {
  accessory: 'ACCESSORY',
  'spare part': 'SPARE_PART',
  'replaced by': 'REPLACED_BY',
};
const KINDS = ['ACCESSORY', 'SPARE_PART', 'REPLACED_BY'] as const;
export const KIND_NAME: Record<RelationKind, string> = {
  ACCESSORY: 'accessory',
  SPARE_PART: 'spare part',
  REPLACED_BY: 'replaced by',
};

/** Related SKUs of `accessory=GN-1, GN-2 | replaced by=GG-200`, in order (whether they exist is checked on the whole file). */
export function relatedOf(cell: string, sku: string): NonNullable<RowLinks['related']> {
  const out: NonNullable<RowLinks['related']> = [];
  for (const part of splitEscapedRaw(cell, '|')) {
    const kv = keyValue(part);
    const kind = kv ? KIND_WORDS[kv[0].toLowerCase().replace(/[_-]/g, ' ').replace(/\s+/g, ' ')] : undefined;
    if (!kv || !kind)
      throw new LinkRefused(
        'related',
        'Related items are written as kind=SKUs: accessory=GN-1, GN-2 | spare part=N-9 | replaced by=GG-200',
      );
    const skus = splitEscaped(kv[1], ',').map((s) => s.toUpperCase());
    if (out.some((r) => r.kind === kind))
      throw new LinkRefused(
        'related',
        `"${KIND_NAME[kind]}" is given twice: list its SKUs once, separated by commas`,
      );
    if (kind === 'REPLACED_BY' && skus.length > 1)
      throw new LinkRefused('related', 'An item can be replaced by one item only');
    if (skus.length > MAX_RELATED_PER_KIND)
      throw new LinkRefused('related', `At most ${MAX_RELATED_PER_KIND} related items of one kind`);
    const repeated = skus.find((s, i) => skus.indexOf(s) !== i);
    if (repeated) throw new LinkRefused('related', `${repeated.slice(0, 40)} is listed twice`);
    if (skus.includes(sku)) throw new LinkRefused('related', `${sku} cannot be related to itself`);
    out.push(...skus.map((s) => ({ kind, sku: s })));
  }
  return out;
}

/** The three cells of a product's stored links, in the file's form (categories and specifications in a fixed order). */
export function linkCells(index: LinkIndex, links: Required<RowLinks>): Record<LinkColumn, string> {
  const specs = links.specs
    .map((s) => ({ s, spec: [...index.specs.values()].find((e) => e.id === s.specificationId)! }))
    .filter((x) => x.spec)
    .sort((a, b) => a.spec.key.localeCompare(b.spec.key))
    .map(
      ({ s, spec }) =>
        `${spec.key}=${escapePart(spec.kind === 'NUMBER' && spec.unit ? `${s.value} ${spec.unit}` : s.value)}`,
    );
  const kinds = KINDS.filter((k) => links.related.some((r) => r.kind === k));
  return {
    categories: links.categories
      .map((id) => pathOf(index, id))
      .sort()
      .join(' | '),
    specifications: specs.join(' | '),
    related: kinds
      .map(
        (k) =>
          `${KIND_NAME[k]}=${links.related
            .filter((r) => r.kind === k)
            .map((r) => r.sku)
            .join(', ')}`,
      )
      .join(' | '),
  };
}

/** One text for comparing a row's links with the stored ones (only the columns the file has). */
export function linksKey(links: RowLinks, present: readonly LinkColumn[]): string {
  return JSON.stringify([
    present.includes('categories') ? [...(links.categories ?? [])].sort() : null,
    present.includes('specifications')
      ? (links.specs ?? []).map((s) => `${s.specificationId}=${s.value}`).sort()
      : null,
    present.includes('related')
      ? KINDS.flatMap((k) => (links.related ?? []).filter((r) => r.kind === k).map((r) => `${k}:${r.sku}`))
      : null,
  ]);
}
