/**
 * A distributor's range for trying the shop (`npm start`): 380 items beside the 14 demo products, in the demo
 * categories with their specifications, weights, sizes and case packs, generated the same way every time. They are
 * older than the demo products, so the lists' first pages stay as they were; the test suites seed without them.
 */
import type { Db } from './prisma';
import { catalogImage } from './factories';
import { SEED_SPECIFICATIONS } from './catalog-seed';

export interface RangeItem {
  sku: string;
  name: string;
  description: string;
  /** The category's slug (catalog-seed.ts SEED_CATEGORIES). */
  category: string;
  priceCents: number;
  quantity: number;
  orderIncrement: number;
  weightGrams: number;
  size: [number, number, number];
  packSizes: Array<{ name: string; baseUnits: number }>;
  /** Specification key -> value, as an admin would type it. */
  values: Record<string, string>;
  /** Which of the demo's pictures (factories.ts catalogImage) shows it. */
  image: number;
}

/** The demo's pictures by what they show (CATALOG's order): guns, sticks by colour, a nozzle, a stand. */
const PICTURES = { guns: [0, 1, 2, 3, 4, 5, 6, 7], CLR: 8, BRN: 10, GLT: 11, nozzle: 12, stand: 13 } as const;

const COLOURS = [
  ['CLR', 'Clear', 'clear'],
  ['BRN', 'Brown', 'brown'],
  ['GLT', 'Glitter mix', 'glitter'],
] as const;
const FORMULAS = [
  ['STD', 'all-purpose', 190],
  ['LT', 'low-temperature', 130],
  ['HS', 'high-strength', 200],
  ['PK', 'packaging', 180],
] as const;

/** Glue sticks: 4 diameters x 4 lengths x 3 colours x 4 formulas, each a 1 kg bag sold in cases of 25. */
function sticks(): RangeItem[] {
  const out: RangeItem[] = [];
  for (const diameter of [7, 11, 12, 15])
    for (const length of [100, 150, 200, 300])
      for (const [c, colour, colourWord] of COLOURS)
        for (const [f, formula, temperature] of FORMULAS) {
          const n = out.length;
          out.push({
            sku: `GS-${diameter}-${length}-${c}-${f}`,
            name: `Glue sticks ${diameter} x ${length} mm, ${colourWord}, ${formula}, 1 kg`,
            description: `${formula[0].toUpperCase()}${formula.slice(1)} hot melt sticks, ${diameter} mm across and ${length} mm long, in a 1 kg bag. Works at ${temperature} °C.`,
            category: 'glue-sticks',
            priceCents: 690 + diameter * 20 + length + (f === 'HS' ? 150 : 0) + (c === 'GLT' ? 120 : 0),
            quantity: 2000 + ((n * 137) % 9000),
            orderIncrement: 25,
            weightGrams: 1000,
            size: [length + 20, 160, 60],
            packSizes: [
              { name: 'Case of 25', baseUnits: 25 },
              { name: 'Pallet of 1000', baseUnits: 1000 },
            ],
            image: PICTURES[c],
            values: {
              'stick-diameter': String(diameter),
              colour,
              'max-temperature': String(temperature),
              pack: '1 kg',
            },
          });
        }
  return out;
}

type GunLine = {
  category: string;
  series: string[];
  wattages: number[];
  diameters: number[];
  power: string[];
};
const GUN_LINES: GunLine[] = [
  {
    category: 'craft-glue-guns',
    series: ['Studio', 'Studio Plus', 'Classroom'],
    wattages: [10, 15, 20, 25, 30, 40],
    diameters: [7, 11],
    power: ['Mains'],
  },
  {
    category: 'professional-glue-guns',
    series: ['Workshop', 'Workshop Pro', 'Installer'],
    wattages: [60, 80, 100, 120, 150],
    diameters: [11, 12],
    power: ['Mains', 'Battery'],
  },
  {
    category: 'industrial-glue-guns',
    series: ['Line', 'Line Max'],
    wattages: [200, 250, 300, 400, 500],
    diameters: [12, 15],
    power: ['Mains', 'Compressed air'],
  },
];

/** Glue guns: every series of a line in each of its wattages, stick sizes and power sources. */
function guns(): RangeItem[] {
  const out: RangeItem[] = [];
  for (const line of GUN_LINES)
    for (const series of line.series)
      for (const wattage of line.wattages)
        for (const diameter of line.diameters)
          for (const power of line.power) {
            const n = out.length;
            const code = series.replace(/[^A-Z]/g, '');
            const temperature = Math.min(230, 120 + Math.round(wattage / 5) + diameter);
            const powered =
              power === 'Mains' ? 'mains' : power === 'Battery' ? '18 V battery' : 'compressed-air';
            out.push({
              sku: `${code}-${wattage}W-${diameter}-${power[0]}`,
              name: `${series} ${wattage}W ${diameter} mm ${power === 'Mains' ? '' : `${power} `}glue gun`.replace(
                '  ',
                ' ',
              ),
              description: `A ${wattage} W ${powered} gun for ${diameter} mm sticks, up to ${temperature} °C, from the ${series} series.`,
              category: line.category,
              priceCents:
                900 + wattage * 9 + (power === 'Mains' ? 0 : 1800) + (series.includes(' ') ? 400 : 0),
              quantity: 300 + ((n * 211) % 4000),
              orderIncrement: 10,
              weightGrams: 180 + wattage * 2 + (power === 'Battery' ? 350 : 0),
              size: [180 + Math.round(wattage / 4), 40 + diameter, 150 + Math.round(wattage / 10)],
              packSizes: [
                { name: 'Box of 10', baseUnits: 10 },
                { name: 'Case of 50', baseUnits: 50 },
              ],
              image: PICTURES.guns[n % PICTURES.guns.length],
              values: {
                wattage: String(wattage),
                'power-source': power,
                'stick-diameter': String(diameter),
                'max-temperature': String(temperature),
              },
            });
          }
  return out;
}

const NOZZLES = ['standard', 'long', 'wide slot', 'angled', 'needle'];
const SUPPLIES: Array<[string, string, string, number]> = [
  ['ST-WIRE', 'Wire gun stand', 'A folding wire stand that keeps a hot gun off the bench.', 290],
  ['ST-CAST', 'Cast iron gun stand', 'A heavy stand with a drip tray for line work.', 890],
  ['MAT-S', 'Silicone work mat, small', 'A 30 x 40 cm heat-proof mat that glue peels off.', 450],
  ['MAT-L', 'Silicone work mat, large', 'A 60 x 80 cm heat-proof mat for packing tables.', 1190],
  ['GLV-M', 'Heat-resistant gloves, M', 'Gloves that take brief contact with hot glue, size M.', 520],
  ['GLV-L', 'Heat-resistant gloves, L', 'Gloves that take brief contact with hot glue, size L.', 520],
  ['FNG-10', 'Finger protectors, pack of 10', 'Silicone finger caps for fine craft work.', 240],
  ['HOL-6', 'Wall holder for 6 guns', 'A steel rail holding six guns by their stands.', 1450],
  ['BAT-18', '18 V battery pack', 'A spare 2 Ah pack for the cordless guns.', 2490],
  ['CHG-18', '18 V charger', 'Charges an 18 V pack in 45 minutes.', 1990],
  ['CLN-1', 'Nozzle cleaning kit', 'Brass brushes and a pick for clearing nozzles.', 690],
  ['TRY-5', 'Drip trays, pack of 5', 'Spare drip trays for the cast iron stand.', 390],
];

/** Spare nozzles (4 stick sizes x 5 shapes x 2 bores) and the workshop's supplies. */
function accessories(): RangeItem[] {
  const out: RangeItem[] = [];
  for (const diameter of [7, 11, 12, 15])
    for (const shape of NOZZLES)
      for (const bore of [1.5, 3]) {
        const n = out.length;
        out.push({
          sku: `NZ-${diameter}-${shape.replace(' ', '').slice(0, 4).toUpperCase()}-${String(bore).replace('.', '')}`,
          name: `Nozzle for ${diameter} mm guns, ${shape}, ${bore} mm bore`,
          description: `A brass ${shape} nozzle with a ${bore} mm bore that screws onto guns taking ${diameter} mm sticks.`,
          category: 'accessories',
          priceCents: 180 + diameter * 10 + (shape === 'needle' ? 90 : 0),
          quantity: 1500 + ((n * 97) % 5000),
          orderIncrement: 10,
          weightGrams: 15 + diameter,
          size: [30 + (shape === 'long' ? 30 : 0), 12, 12],
          packSizes: [{ name: 'Bag of 50', baseUnits: 50 }],
          image: PICTURES.nozzle,
          values: { 'stick-diameter': String(diameter), pack: '1 nozzle' },
        });
      }
  for (const [i, [code, name, description, priceCents]] of SUPPLIES.entries()) {
    out.push({
      sku: `AC-${code}`,
      name,
      description,
      category: 'accessories',
      priceCents,
      quantity: 800 + i * 150,
      orderIncrement: 10,
      weightGrams: 100 + i * 40,
      size: [200, 150, 40],
      packSizes: [{ name: 'Case of 20', baseUnits: 20 }],
      image: PICTURES.stand,
      values: {},
    });
  }
  return out;
}

/** The range, in a fixed order. */
export const demoRange = (): RangeItem[] => [...sticks(), ...guns(), ...accessories()];

/** Writes the range older than `before` (ms), with its categories and specification values. */
export async function seedDemoRange(db: Db, before: number): Promise<number> {
  const items = demoRange();
  await db.product.createMany({
    data: items.map((it, i) => ({
      sku: it.sku,
      name: it.name,
      description: it.description,
      imageUrl: catalogImage(it.image),
      priceCents: it.priceCents,
      quantity: it.quantity,
      orderIncrement: it.orderIncrement,
      weightGrams: it.weightGrams,
      lengthMm: it.size[0],
      widthMm: it.size[1],
      heightMm: it.size[2],
      packSizes: it.packSizes,
      createdAt: new Date(before - (items.length - i) * 1000),
    })),
  });
  const ids = new Map(
    (
      await db.product.findMany({
        where: { sku: { in: items.map((i) => i.sku) } },
        select: { id: true, sku: true },
      })
    ).map((p) => [p.sku, p.id]),
  );
  const categories = new Map(
    (await db.category.findMany({ select: { id: true, slug: true } })).map((c) => [c.slug, c.id]),
  );
  const specs = new Map(
    (await db.specification.findMany({ select: { id: true, key: true } })).map((s) => [s.key, s.id]),
  );
  await db.productCategory.createMany({
    data: items.map((it) => ({ productId: ids.get(it.sku)!, categoryId: categories.get(it.category)! })),
  });
  const kinds = new Map(SEED_SPECIFICATIONS.map((s) => [s.key, s.kind]));
  await db.productSpec.createMany({
    data: items.flatMap((it) =>
      Object.entries(it.values).map(([key, value]) => ({
        productId: ids.get(it.sku)!,
        specificationId: specs.get(key)!,
        value,
        numberValue: kinds.get(key) === 'NUMBER' ? Number(value) : null,
      })),
    ),
  });
  return items.length;
}
