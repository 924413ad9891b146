import type { Db } from './prisma';
import type { Prisma } from '../generated/prisma/client';

/** Factories shared by the seed script and the tests. */
let n = 0;
const next = () => ++n;

export function productData(overrides: Partial<Prisma.ProductCreateInput> = {}): Prisma.ProductCreateInput {
  const i = next();
  return {
    name: `Test Glue Gun ${i}`,
    description: `A dependable hot glue gun for workshop number ${i}.`,
    imageUrl: '/images/glue-gun-01.svg',
    priceCents: 1299,
    quantity: 5000,
    ...overrides,
  };
}

export function createProduct(db: Db, overrides: Partial<Prisma.ProductCreateInput> = {}) {
  return db.product.create({ data: productData(overrides) });
}

export function createUser(db: Db, overrides: Partial<Prisma.UserCreateInput> = {}) {
  const i = next();
  return db.user.create({
    // Verified by default: most tests act as a customer who may pay; pass emailVerified: false to test the refusal.
    data: {
      email: `user${i}-${Date.now()}@example.com`,
      displayName: `User ${i}`,
      emailVerified: true,
      ...overrides,
    },
  });
}

/** Credit terms and hold are a user's company's: sets them on the company the user belongs to. */
export async function setCompanyCredit(
  db: Db,
  userId: string,
  data: Pick<Prisma.CompanyUpdateInput, 'creditLimitCents' | 'paymentTermsDays' | 'holdLiftedAt'>,
) {
  const { companyId } = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { companyId: true },
  });
  return db.company.update({ where: { id: companyId }, data });
}

export function createReview(db: Db, overrides: Partial<Prisma.ReviewCreateInput> = {}) {
  return db.review.create({
    data: {
      photoUrl: 'https://example.com/photo.jpg',
      description: 'Great glue guns, fast delivery.',
      ...overrides,
    },
  });
}

/** A catalog row: the product and its wholesale terms: SKU, case pack, minimum/maximum, price breaks. */
export interface CatalogEntry {
  sku: string;
  name: string;
  description: string;
  priceCents: number;
  quantity: number;
  minOrderQuantity?: number;
  orderIncrement?: number;
  maxOrderQuantity?: number | null;
  priceBreaks?: Array<{ minQuantity: number; unitPriceCents: number }>;
}

const breaks = (...pairs: Array<[number, number]>) =>
  pairs.map(([minQuantity, unitPriceCents]) => ({ minQuantity, unitPriceCents }));

/**
 * The demo catalog: real-looking wholesale glue guns and glue sticks. Images are served by the app. Guns ship in
 * boxes of 5 to 20, sticks in cases of 25 or 50; bigger orders get price breaks.
 */
export const CATALOG: CatalogEntry[] = [
  {
    sku: 'PB-100W',
    name: 'ProBond 100W Industrial Glue Gun',
    description:
      'Full-size 100 W gun with adjustable temperature (150-220 °C) for packaging lines and woodwork.',
    priceCents: 2450,
    quantity: 4200,
    orderIncrement: 10,
    priceBreaks: breaks([500, 2290], [1000, 2150]),
  },
  {
    sku: 'MC-20W',
    name: 'MiniCraft 20W Glue Gun',
    description: 'Light 20 W mini gun for crafts, schools and hobby stores. Takes 7 mm sticks.',
    priceCents: 499,
    quantity: 12000,
    orderIncrement: 10,
    priceBreaks: breaks([500, 459], [2000, 419]),
  },
  {
    sku: 'CF-18V',
    name: 'CordFree 18V Battery Glue Gun',
    description: 'Cordless gun on 18 V packs, heats in 60 s, 45 minutes of work per charge.',
    priceCents: 3990,
    quantity: 1800,
    orderIncrement: 5,
    priceBreaks: breaks([250, 3790], [500, 3590]),
  },
  {
    sku: 'DT-60W',
    name: 'DualTemp 60W Glue Gun',
    description: 'Switch between low (120 °C) and high (190 °C) for foam, fabric or wood.',
    priceCents: 1575,
    quantity: 6500,
    orderIncrement: 10,
    priceBreaks: breaks([500, 1490]),
  },
  {
    sku: 'PT-40W',
    name: 'PrecisionTip 40W Glue Gun',
    description: 'Long thin nozzle for electronics, model making and tight corners.',
    priceCents: 1290,
    quantity: 3900,
    priceBreaks: breaks([300, 1220]),
  },
  {
    sku: 'WP-250W',
    name: 'WorkshopPro 250W Glue Gun',
    description: 'Heavy-duty 250 W gun with 15 mm sticks, 2.5 kg/h output for carpentry.',
    priceCents: 6800,
    quantity: 900,
    orderIncrement: 5,
    maxOrderQuantity: 500,
    priceBreaks: breaks([200, 6500]),
  },
  {
    sku: 'AB-500',
    name: 'Pneumatic AirBond 500',
    description: 'Compressed-air assisted gun for continuous industrial bonding lines.',
    priceCents: 18900,
    quantity: 240,
    maxOrderQuantity: 200,
  },
  {
    sku: 'ST-10W',
    name: 'SafeTouch Kids Glue Gun',
    description: 'Low-temperature 10 W gun with insulated nozzle, safe for classrooms.',
    priceCents: 420,
    quantity: 15000,
    orderIncrement: 25,
    priceBreaks: breaks([500, 395], [1000, 370]),
  },
  {
    sku: 'GS-11-CLR',
    name: 'Clear Glue Sticks 11 mm (1 kg)',
    description: 'All-purpose transparent sticks, about 40 per kilo, for standard guns.',
    priceCents: 650,
    quantity: 30000,
    orderIncrement: 25,
    priceBreaks: breaks([250, 620], [500, 590], [1000, 550]),
  },
  {
    sku: 'GS-7-MINI',
    name: 'Mini Glue Sticks 7 mm (100 pack)',
    description: 'Fast-setting clear mini sticks for 7 mm craft guns.',
    priceCents: 380,
    quantity: 42000,
    minOrderQuantity: 200,
    orderIncrement: 50,
    priceBreaks: breaks([500, 360], [1000, 340], [5000, 310]),
  },
  {
    sku: 'GS-11-WOOD',
    name: 'Wood Glue Sticks 11 mm (1 kg)',
    description: 'Brown, high-strength formula for joinery, furniture and pallets.',
    priceCents: 890,
    quantity: 18000,
    orderIncrement: 25,
    priceBreaks: breaks([500, 850], [1000, 810]),
  },
  {
    sku: 'GS-11-GLIT',
    name: 'Coloured Glitter Sticks 11 mm (50 pack)',
    description: 'Twelve glitter colours for decoration, cards and school projects.',
    priceCents: 720,
    quantity: 9600,
    orderIncrement: 50,
    priceBreaks: breaks([500, 690]),
  },
  {
    sku: 'NK-5',
    name: 'Nozzle Kit for 60-100W Guns',
    description: 'Five interchangeable brass nozzles: flat, long, angled, wide and fine.',
    priceCents: 560,
    quantity: 7400,
    orderIncrement: 10,
    priceBreaks: breaks([500, 520]),
  },
  {
    sku: 'GS-STAND',
    name: 'Glue Gun Stand & Silicone Mat',
    description: 'Heat-proof stand with drip tray and a 40 x 30 cm silicone work mat.',
    priceCents: 690,
    quantity: 5200,
  },
];

export const SEED_REVIEWS = [
  {
    description:
      'We switched our packaging line to ProBond guns: two years, zero failures. Delivery of 500 units arrived in four days.',
    authorName: 'Aisha Rahman',
  },
  {
    description: 'Great prices for schools. The SafeTouch guns are perfect for our art classes.',
    authorName: 'Tom Becker',
  },
  {
    description: 'Ordering 300 cordless guns was easy, and the invoice terms suit our accounts team.',
    authorName: 'Maria Lopez',
  },
  {
    description: 'Sticks are consistent batch after batch. Our workshop goes through 200 kg a month.',
    authorName: 'Kenji Sato',
  },
];

export function catalogImage(index: number) {
  return `/images/glue-gun-${String((index % 14) + 1).padStart(2, '0')}.svg`;
}

export function avatarImage(index: number) {
  return `/images/avatar-${(index % 4) + 1}.svg`;
}
