/**
 * The demo catalog's families, variants and packs (docs/decisions/066), seeded with the products and the same every
 * time: glue sticks by diameter and colour (12 mm white left out, and 12 mm clear sold out, so the variant picker
 * shows both states), the ProBond gun in three wattages, and pack sizes, weights and sizes of one base unit. The
 * added variants are older than the demo products, so the lists' first pages stay as they were; they take their
 * family's categories and specification values, so a category's filters and facets find them.
 */
import type { Db } from './prisma';
import { catalogImage } from './factories';
import { specValue } from '../modules/products/catalog-filter';

type Packs = Array<{ name: string; baseUnits: number }>;
interface Variant {
  sku: string;
  values: string[];
  packs: Packs;
  weightGrams: number;
  size: [number, number, number];
}
interface NewVariant extends Variant {
  name: string;
  description: string;
  priceCents: number;
  quantity: number;
  minOrderQuantity?: number;
  orderIncrement?: number;
  priceBreaks: Array<{ minQuantity: number; unitPriceCents: number }>;
  image: number;
}

const STICK_PACKS: Packs = [
  { name: 'Case of 25', baseUnits: 25 },
  { name: 'Pallet of 1000', baseUnits: 1000 },
];
const MINI_PACKS: Packs = [
  { name: 'Box of 50', baseUnits: 50 },
  { name: 'Case of 250', baseUnits: 250 },
];
const GUN_PACKS: Packs = [
  { name: 'Box of 10', baseUnits: 10 },
  { name: 'Case of 50', baseUnits: 50 },
];
const br = (...pairs: Array<[number, number]>) =>
  pairs.map(([minQuantity, unitPriceCents]) => ({ minQuantity, unitPriceCents }));

const FAMILIES: Array<{
  name: string;
  description: string;
  optionNames: string[];
  /** The specification each option is (catalog-seed.ts SEED_SPECIFICATIONS), in optionNames' order. */
  optionSpecs: string[];
  existing: Variant[];
  added: NewVariant[];
}> = [
  {
    name: 'Hot melt glue sticks',
    description:
      'All-purpose sticks by diameter and colour: clear for most work, white for an opaque finish.',
    optionNames: ['Diameter', 'Colour'],
    optionSpecs: ['stick-diameter', 'colour'],
    existing: [
      {
        sku: 'GS-7-MINI',
        values: ['7 mm', 'Clear'],
        packs: MINI_PACKS,
        weightGrams: 300,
        size: [100, 80, 40],
      },
      {
        sku: 'GS-11-CLR',
        values: ['11 mm', 'Clear'],
        packs: STICK_PACKS,
        weightGrams: 1000,
        size: [200, 120, 60],
      },
    ],
    added: [
      {
        sku: 'GS-7-WHT',
        name: 'White Glue Sticks 7 mm (100 pack)',
        description: 'Opaque white mini sticks for 7 mm craft guns.',
        priceCents: 395,
        quantity: 24000,
        minOrderQuantity: 200,
        orderIncrement: 50,
        priceBreaks: br([1000, 355]),
        image: 9,
        values: ['7 mm', 'White'],
        packs: MINI_PACKS,
        weightGrams: 300,
        size: [100, 80, 40],
      },
      {
        sku: 'GS-11-WHT',
        name: 'White Glue Sticks 11 mm (1 kg)',
        description: 'Opaque white sticks, about 40 per kilo, for standard guns.',
        priceCents: 670,
        quantity: 16000,
        orderIncrement: 25,
        priceBreaks: br([500, 630], [1000, 570]),
        image: 8,
        values: ['11 mm', 'White'],
        packs: STICK_PACKS,
        weightGrams: 1000,
        size: [200, 120, 60],
      },
      {
        sku: 'GS-12-CLR',
        name: 'Clear Glue Sticks 12 mm (1 kg)',
        description: 'Thick clear sticks for 12 mm guns, about 34 per kilo.',
        priceCents: 690,
        quantity: 0,
        orderIncrement: 25,
        priceBreaks: br([1000, 600]),
        image: 8,
        values: ['12 mm', 'Clear'],
        packs: STICK_PACKS,
        weightGrams: 1000,
        size: [200, 130, 65],
      },
    ],
  },
  {
    name: 'ProBond glue guns',
    description:
      'Full-size ProBond guns with adjustable temperature, from light workshop use to packaging lines.',
    optionNames: ['Wattage'],
    optionSpecs: ['wattage'],
    existing: [
      { sku: 'PB-100W', values: ['100 W'], packs: GUN_PACKS, weightGrams: 450, size: [240, 45, 190] },
    ],
    added: [
      {
        sku: 'PB-60W',
        name: 'ProBond 60W Glue Gun',
        description: 'Full-size 60 W gun with adjustable temperature for workshops.',
        priceCents: 1890,
        quantity: 3100,
        orderIncrement: 10,
        priceBreaks: br([500, 1790]),
        image: 0,
        values: ['60 W'],
        packs: GUN_PACKS,
        weightGrams: 400,
        size: [230, 45, 185],
      },
      {
        sku: 'PB-150W',
        name: 'ProBond 150W Industrial Glue Gun',
        description: 'Full-size 150 W gun with adjustable temperature for high-output lines.',
        priceCents: 3290,
        quantity: 1500,
        orderIncrement: 10,
        priceBreaks: br([500, 3090]),
        image: 0,
        values: ['150 W'],
        packs: GUN_PACKS,
        weightGrams: 520,
        size: [250, 50, 195],
      },
    ],
  },
];

/** Adds the families, their new variants (created before `oldest`), and every variant's values, packs and size. */
export async function seedFamilies(db: Db, oldest: number) {
  let minute = 0;
  for (const f of FAMILIES) {
    const family = await db.productFamily.create({
      data: { name: f.name, description: f.description, optionNames: f.optionNames },
    });
    for (const v of f.added) {
      minute += 1;
      await db.product.create({
        data: {
          sku: v.sku,
          name: v.name,
          description: v.description,
          priceCents: v.priceCents,
          quantity: v.quantity,
          minOrderQuantity: v.minOrderQuantity ?? 100,
          orderIncrement: v.orderIncrement ?? 1,
          priceBreaks: v.priceBreaks,
          imageUrl: catalogImage(v.image),
          createdAt: new Date(oldest - minute * 60_000),
        },
      });
    }
    for (const v of [...f.existing, ...f.added]) {
      const [lengthMm, widthMm, heightMm] = v.size;
      await db.product.update({
        where: { sku: v.sku },
        data: {
          familyId: family.id,
          optionValues: v.values,
          packSizes: v.packs,
          weightGrams: v.weightGrams,
          lengthMm,
          widthMm,
          heightMm,
        },
      });
    }
    for (const v of f.added) await placeLikeSibling(db, f.optionSpecs, f.existing, v);
  }
}

/**
 * Puts an added variant in its family's categories with its family's specification values: those of the existing
 * member sharing most of its options, with its own options as the values of the specifications they are.
 */
async function placeLikeSibling(db: Db, optionSpecs: string[], existing: Variant[], v: Variant) {
  const shared = (e: Variant) => e.values.filter((value, i) => v.values[i] === value).length;
  const sibling = existing.reduce((best, e) => (shared(e) > shared(best) ? e : best));
  const [from, to] = await Promise.all(
    [sibling.sku, v.sku].map((sku) =>
      db.product.findUniqueOrThrow({
        where: { sku },
        select: { id: true, categories: { select: { categoryId: true } }, specs: true },
      }),
    ),
  );
  await db.productCategory.createMany({
    data: from.categories.map(({ categoryId }) => ({ productId: to.id, categoryId })),
  });
  const own = await db.specification.findMany({ where: { key: { in: optionSpecs } } });
  const values = new Map(
    from.specs.map((s) => [s.specificationId, { value: s.value, numberValue: s.numberValue }]),
  );
  for (const [i, key] of optionSpecs.entries()) {
    const spec = own.find((s) => s.key === key)!;
    const checked = specValue(spec, v.values[i]);
    if ('problem' in checked) throw new Error(`${v.sku}: ${checked.problem}`);
    values.set(spec.id, { value: checked.value, numberValue: checked.number });
  }
  await db.productSpec.createMany({
    data: [...values].map(([specificationId, s]) => ({ productId: to.id, specificationId, ...s })),
  });
}
