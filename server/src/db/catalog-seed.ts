/**
 * The demo catalog's shape: categories with their filters, specifications, and each demo product's place and values
 * (by SKU). Seeded with the products, the same every time.
 */
import type { Db } from './prisma';

type Spec = {
  key: string;
  name: string;
  kind: 'NUMBER' | 'CHOICE' | 'TEXT';
  unit?: string;
  choices?: string[];
};
export const SEED_SPECIFICATIONS: Spec[] = [
  { key: 'wattage', name: 'Wattage', kind: 'NUMBER', unit: 'W' },
  {
    key: 'power-source',
    name: 'Power source',
    kind: 'CHOICE',
    choices: ['Mains', 'Battery', 'Compressed air'],
  },
  { key: 'stick-diameter', name: 'Stick diameter', kind: 'NUMBER', unit: 'mm' },
  { key: 'max-temperature', name: 'Highest temperature', kind: 'NUMBER', unit: '°C' },
  { key: 'colour', name: 'Colour', kind: 'CHOICE', choices: ['Clear', 'Brown', 'Glitter mix', 'White'] },
  { key: 'pack', name: 'Pack', kind: 'TEXT' },
];

type Node = {
  slug: string;
  name: string;
  description: string;
  filters: string[];
  children?: Node[];
  skus?: string[];
};
export const SEED_CATEGORIES: Node[] = [
  {
    slug: 'glue-guns',
    name: 'Glue guns',
    description: 'Hot melt guns from 10 W classroom models to pneumatic line guns.',
    filters: ['wattage', 'power-source', 'stick-diameter'],
    children: [
      {
        slug: 'craft-glue-guns',
        name: 'Craft and school guns',
        description: 'Light, low-temperature guns for crafts, schools and hobby stores.',
        filters: ['wattage', 'stick-diameter'],
        skus: ['MC-20W', 'ST-10W', 'PT-40W'],
      },
      {
        slug: 'professional-glue-guns',
        name: 'Professional guns',
        description: 'Full-size guns for workshops, packaging and installers.',
        filters: ['wattage', 'power-source'],
        skus: ['PB-100W', 'DT-60W', 'CF-18V'],
      },
      {
        slug: 'industrial-glue-guns',
        name: 'Industrial guns',
        description: 'High-output guns for carpentry and bonding lines.',
        filters: ['wattage', 'power-source'],
        skus: ['WP-250W', 'AB-500'],
      },
    ],
  },
  {
    slug: 'glue-sticks',
    name: 'Glue sticks',
    description: 'Sticks by diameter and formula, in kilo bags and packs.',
    filters: ['stick-diameter', 'colour'],
    skus: ['GS-11-CLR', 'GS-7-MINI', 'GS-11-WOOD', 'GS-11-GLIT'],
  },
  {
    slug: 'accessories',
    name: 'Nozzles and accessories',
    description: 'Spare nozzles, stands and work mats.',
    filters: [],
    skus: ['NK-5', 'GS-STAND'],
  },
];

export const SEED_VALUES: Record<string, Record<string, string>> = {
  'PB-100W': { wattage: '100', 'power-source': 'Mains', 'stick-diameter': '11', 'max-temperature': '220' },
  'MC-20W': { wattage: '20', 'power-source': 'Mains', 'stick-diameter': '7', 'max-temperature': '160' },
  'CF-18V': { 'power-source': 'Battery', 'stick-diameter': '11', 'max-temperature': '190' },
  'DT-60W': { wattage: '60', 'power-source': 'Mains', 'stick-diameter': '11', 'max-temperature': '190' },
  'PT-40W': { wattage: '40', 'power-source': 'Mains', 'stick-diameter': '7', 'max-temperature': '180' },
  'WP-250W': { wattage: '250', 'power-source': 'Mains', 'stick-diameter': '15', 'max-temperature': '210' },
  'AB-500': {
    wattage: '500',
    'power-source': 'Compressed air',
    'stick-diameter': '15',
    'max-temperature': '230',
  },
  'ST-10W': { wattage: '10', 'power-source': 'Mains', 'stick-diameter': '7', 'max-temperature': '110' },
  'GS-11-CLR': { 'stick-diameter': '11', colour: 'Clear', pack: '1 kg' },
  'GS-7-MINI': { 'stick-diameter': '7', colour: 'Clear', pack: '100 sticks' },
  'GS-11-WOOD': { 'stick-diameter': '11', colour: 'Brown', pack: '1 kg' },
  'GS-11-GLIT': { 'stick-diameter': '11', colour: 'Glitter mix', pack: '50 sticks' },
  'NK-5': { 'stick-diameter': '11', pack: '5 nozzles' },
};

/** Writes the categories, specifications and the demo products' places and values (products by SKU; others untouched). */
export async function seedCatalogShape(db: Db) {
  const specs = new Map<string, string>();
  for (const [i, s] of SEED_SPECIFICATIONS.entries()) {
    const row = await db.specification.create({
      data: {
        key: s.key,
        name: s.name,
        kind: s.kind,
        unit: s.unit ?? null,
        choices: s.choices ?? [],
        position: i,
      },
    });
    specs.set(s.key, row.id);
  }
  const products = new Map(
    (await db.product.findMany({ select: { id: true, sku: true } })).map((p) => [p.sku, p.id]),
  );
  const write = async (node: Node, parentId: string | null, position: number) => {
    const c = await db.category.create({
      data: { slug: node.slug, name: node.name, description: node.description, parentId, position },
    });
    await db.categoryFilter.createMany({
      data: node.filters.map((k, i) => ({ categoryId: c.id, specificationId: specs.get(k)!, position: i })),
    });
    const ids = (node.skus ?? []).map((s) => products.get(s)).filter((id): id is string => id !== undefined);
    await db.productCategory.createMany({ data: ids.map((productId) => ({ productId, categoryId: c.id })) });
    for (const [i, child] of (node.children ?? []).entries()) await write(child, c.id, i);
  };
  for (const [i, node] of SEED_CATEGORIES.entries()) await write(node, null, i);
  await db.productSpec.createMany({
    data: Object.entries(SEED_VALUES).flatMap(([sku, values]) => {
      const productId = products.get(sku);
      if (!productId) return [];
      return Object.entries(values).map(([key, value]) => ({
        productId,
        specificationId: specs.get(key)!,
        value,
        numberValue: SEED_SPECIFICATIONS.find((s) => s.key === key)!.kind === 'NUMBER' ? Number(value) : null,
      }));
    }),
  });
}

/**
 * The demo's related items (docs/decisions/078), by SKU: accessories and spare parts of the guns, and the 60 W
 * ProBond as a discontinued model replaced by the 100 W one. Links only: no product's own fields change.
 */
export const SEED_RELATED: Array<
  [sku: string, kind: 'ACCESSORY' | 'SPARE_PART' | 'REPLACED_BY', related: string[]]
> = [
  ['PB-100W', 'ACCESSORY', ['GS-STAND', 'GS-11-CLR', 'GS-11-WOOD']],
  ['PB-100W', 'SPARE_PART', ['NK-5']],
  ['DT-60W', 'ACCESSORY', ['GS-STAND', 'GS-11-CLR']],
  ['DT-60W', 'SPARE_PART', ['NK-5']],
  ['WP-250W', 'SPARE_PART', ['NK-5']],
  ['MC-20W', 'ACCESSORY', ['GS-7-MINI']],
  ['PB-60W', 'REPLACED_BY', ['PB-100W']],
];

export async function seedRelated(db: Db) {
  const products = new Map(
    (await db.product.findMany({ select: { id: true, sku: true } })).map((p) => [p.sku, p.id]),
  );
  await db.productRelation.createMany({
    data: SEED_RELATED.flatMap(([sku, kind, related]) =>
      related.flatMap((r, position) => {
        const productId = products.get(sku);
        const relatedId = products.get(r);
        return productId && relatedId ? [{ productId, relatedId, kind, position }] : [];
      }),
    ),
  });
}
