/**
 * Families, variants, pack sizes and weights against real PostgreSQL: an admin groups products into a family with
 * options and packs them; a buyer orders 4 cases of 250 and gets 1,000 units at the 1,000-unit price; a pack that
 * breaks the quantity rule is refused in words; the line remembers how it was counted and what it weighs.
 */
import { seedIfEmpty } from '../../src/db/seed';
import { createHarness, type Harness } from '../support/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  await h.reset();
});

const FAMILY =
  'mutation($i: ProductFamilyInput!) { saveProductFamily(input: $i) { id name optionNames version } }';
const VARIANT = `mutation($p: ID!, $f: ID, $v: [String!]!) { setProductVariant(productId: $p, familyId: $f, optionValues: $v) {
  id family { name } options { name value } } }`;
const PACKING = `mutation($p: ID!, $i: ProductPackingInput!) { setProductPacking(productId: $p, input: $i) {
  packSizes { name baseUnits } weightGrams dimensions { lengthMm widthMm heightMm } } }`;
const PLACE = `mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { quantity unitPriceCents totalCents packUnit { name baseUnits } packCount orderedAs weightGrams } }`;

async function sticks() {
  const admin = await h.signedIn('ADMIN');
  const family = (
    await h.gql(FAMILY, { i: { name: 'Glue sticks', optionNames: ['Diameter', 'Colour'] } }, admin.token)
  ).data.saveProductFamily;
  const make = (sku: string) =>
    h.factories.createProduct(h.db, {
      sku,
      name: `Sticks ${sku}`,
      quantity: 5000,
      priceCents: 20,
      priceBreaks: [{ minQuantity: 1000, unitPriceCents: 15 }],
    });
  const [clear, white] = [await make('GS-11-CL'), await make('GS-11-WH')];
  return { admin, family, clear, white };
}

describe('families and variants', () => {
  it('groups products with one value per option; the family lists its variants; a taken combination is refused in any letter case', async () => {
    const { admin, family, clear, white } = await sticks();
    expect(family).toMatchObject({ name: 'Glue sticks', optionNames: ['Diameter', 'Colour'], version: 0 });
    const set = await h.gql(VARIANT, { p: clear.id, f: family.id, v: [' 11  mm ', 'Clear'] }, admin.token);
    expect(set.errors).toBeUndefined();
    expect(set.data.setProductVariant).toMatchObject({
      family: { name: 'Glue sticks' },
      options: [
        { name: 'Diameter', value: '11 mm' },
        { name: 'Colour', value: 'Clear' },
      ],
    });
    const twin = await h.gql(VARIANT, { p: white.id, f: family.id, v: ['11 MM', 'clear'] }, admin.token);
    expect(twin.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(twin.errors?.[0].message).toBe(
      'Sticks GS-11-CL is already the Glue sticks variant with Diameter 11 mm, Colour Clear',
    );
    const short = await h.gql(VARIANT, { p: white.id, f: family.id, v: ['11 mm'] }, admin.token);
    expect(short.errors?.[0]).toMatchObject({
      message: 'Give one value for each option: Diameter, Colour',
      extensions: { field: 'optionValues' },
    });
    expect(
      (await h.gql(VARIANT, { p: white.id, f: family.id, v: ['11 mm', 'White'] }, admin.token)).errors,
    ).toBeUndefined();

    const read = await h.gql(
      'query($id: ID!) { productFamily(id: $id) { name variants { sku options { value } } } productFamilies { name } }',
      { id: family.id },
    );
    expect(read.data).toEqual({
      productFamily: {
        name: 'Glue sticks',
        variants: [
          { sku: 'GS-11-CL', options: [{ value: '11 mm' }, { value: 'Clear' }] },
          { sku: 'GS-11-WH', options: [{ value: '11 mm' }, { value: 'White' }] },
        ],
      },
      productFamilies: [{ name: 'Glue sticks' }],
    });
    // Options can be renamed while variants hold values, not added or removed.
    const renamed = await h.gql(
      FAMILY,
      { i: { id: family.id, name: 'Glue sticks', optionNames: ['Diameter', 'Color'], version: 0 } },
      admin.token,
    );
    expect(renamed.data.saveProductFamily).toMatchObject({ optionNames: ['Diameter', 'Color'], version: 1 });
    const added = await h.gql(
      FAMILY,
      { i: { id: family.id, name: 'Glue sticks', optionNames: ['Diameter', 'Color', 'Length'], version: 1 } },
      admin.token,
    );
    expect(added.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'optionNames' });
    const stale = await h.gql(
      FAMILY,
      { i: { id: family.id, name: 'X', optionNames: ['Diameter', 'Color'], version: 0 } },
      admin.token,
    );
    expect(stale.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', reason: 'PRODUCT_CHANGED' });
    // Out of the family: no options, and the combination is free again.
    expect(
      (await h.gql(VARIANT, { p: clear.id, f: null, v: [] }, admin.token)).data.setProductVariant,
    ).toMatchObject({ family: null, options: [] });
  });

  it('a buyer cannot shape the catalog', async () => {
    const { family, clear } = await sticks();
    const buyer = await h.signedIn();
    expect(
      (await h.gql(VARIANT, { p: clear.id, f: family.id, v: ['7 mm', 'Clear'] }, buyer.token)).errors?.[0]
        .extensions?.code,
    ).toBe('FORBIDDEN');
    expect(
      (await h.gql(PACKING, { p: clear.id, i: { packSizes: [] } }, buyer.token)).errors?.[0].extensions?.code,
    ).toBe('FORBIDDEN');
  });
});

describe('pack sizes, weight and ordering in packs', () => {
  it('orders 4 cases of 250 as 1,000 units at the 1,000-unit price, and the line says how it was counted and what it weighs', async () => {
    const { admin, clear } = await sticks();
    const packed = await h.gql(
      PACKING,
      {
        p: clear.id,
        i: {
          packSizes: [
            { name: 'Case of 250', baseUnits: 250 },
            { name: ' Box  of 25', baseUnits: 25 },
          ],
          weightGrams: 12,
          dimensions: { lengthMm: 100, widthMm: 11, heightMm: 11 },
        },
      },
      admin.token,
    );
    expect(packed.errors).toBeUndefined();
    expect(packed.data.setProductPacking).toEqual({
      packSizes: [
        { name: 'Each', baseUnits: 1 },
        { name: 'Box of 25', baseUnits: 25 },
        { name: 'Case of 250', baseUnits: 250 },
      ],
      weightGrams: 12,
      dimensions: { lengthMm: 100, widthMm: 11, heightMm: 11 },
    });
    const buyer = await h.signedIn();
    const res = await h.gql(
      PLACE,
      { i: { productId: clear.id, quantity: 4, packUnit: 'case of 250', phone: '+1 555 0100' } },
      buyer.token,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.placeOrder).toEqual({
      quantity: 1000,
      unitPriceCents: 15,
      totalCents: 15000,
      packUnit: { name: 'Case of 250', baseUnits: 250 },
      packCount: 4,
      orderedAs: '4 × Case of 250 = 1,000 units',
      weightGrams: 12000,
    });
    const rest = await h
      .http()
      .get(`/userOrder?email=${encodeURIComponent(buyer.user.email)}`)
      .set('authorization', `Bearer ${buyer.token}`);
    expect(rest.body[0]).toMatchObject({
      quantity: 1000,
      orderedAs: '4 × Case of 250 = 1,000 units',
      packCount: 4,
      weightGrams: 12000,
    });
  });

  it("refuses in words a pack order below the shop's 100 units, off the case pack, or in a pack the product does not have", async () => {
    const { admin, clear, white } = await sticks();
    await h.db.product.update({
      where: { id: clear.id },
      data: { orderIncrement: 100, minOrderQuantity: 100 },
    });
    await h.gql(
      PACKING,
      { p: clear.id, i: { packSizes: [{ name: 'Box of 25', baseUnits: 25 }] } },
      admin.token,
    );
    const buyer = await h.signedIn();
    const place = (productId: string, quantity: number, packUnit: string) =>
      h.gql(PLACE, { i: { productId, quantity, packUnit, phone: '+1 555 0100' } }, buyer.token);
    const few = await place(clear.id, 2, 'Box of 25');
    expect(few.errors?.[0].message).toBe(
      '2 × Box of 25 = 50 units: please add 100+ itms becouse its wholesale market',
    );
    const off = await place(clear.id, 5, 'Box of 25');
    expect(off.errors?.[0].message).toBe('5 × Box of 25 = 125 units: Sold in cases of 100: 100 or 200');
    expect(off.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'NOT_CASE_PACK',
      field: 'quantity',
      roundUpTo: 200,
      roundUpToPacks: 8,
    });
    const unknown = await place(white.id, 4, 'Pallet');
    expect(unknown.errors?.[0].message).toBe('Sticks GS-11-WH is not sold in "Pallet": choose Each');
    expect(unknown.errors?.[0].extensions?.field).toBe('packUnit');
    const half = await place(clear.id, 4.5, 'Box of 25');
    expect(half.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(await h.db.orderItem.count()).toBe(0);
  });

  it('refuses pack lists and sizes an admin cannot mean, naming the field', async () => {
    const { admin, clear } = await sticks();
    const cases: Array<[unknown, string, string]> = [
      [
        {
          packSizes: [
            { name: 'Case', baseUnits: 250 },
            { name: 'case', baseUnits: 500 },
          ],
        },
        'packSizes',
        'case: two pack sizes cannot share a name (Each is the single unit)',
      ],
      [
        { packSizes: [{ name: 'Single', baseUnits: 1 }] },
        'packSizes',
        'Single: a pack holds a whole number of units from 2 to 1,000,000',
      ],
      [
        { packSizes: [], weightGrams: 0 },
        'weightGrams',
        'Weight in grams must be a whole number from 1 to 10,000,000',
      ],
      [
        { packSizes: [], dimensions: { lengthMm: 10, widthMm: 0, heightMm: 5 } },
        'dimensions',
        'Width in millimetres must be a whole number from 1 to 100,000',
      ],
    ];
    for (const [input, field, message] of cases) {
      const res = await h.gql(PACKING, { p: clear.id, i: input }, admin.token);
      expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
    }
  });
});

describe('the demo catalog', () => {
  it('seeds the glue sticks by diameter and colour and the ProBond gun in three wattages, with packs and weights, the same every time', async () => {
    await seedIfEmpty(h.db);
    // The list is charged as 500 families of 100 variants: each family is read on its own.
    const list = await h.gql('{ productFamilies { id } }');
    const families = (await Promise.all(
      list.data.productFamilies.map(
        async ({ id }: { id: string }) =>
          (
            await h.gql(
              'query($id: ID!) { productFamily(id: $id) { name variants { sku options { value } packSizes { name baseUnits } weightGrams } } }',
              { id },
            )
          ).data.productFamily,
      ),
    )) as Array<{ name: string; variants: Array<{ sku: string; options: Array<{ value: string }> }> }>;
    expect(
      families.map((f) => [
        f.name,
        f.variants.map((v) => `${v.sku}=${v.options.map((o) => o.value).join('/')}`).sort(),
      ]),
    ).toEqual([
      [
        'Hot melt glue sticks',
        [
          'GS-11-CLR=11 mm/Clear',
          'GS-11-WHT=11 mm/White',
          'GS-12-CLR=12 mm/Clear',
          'GS-7-MINI=7 mm/Clear',
          'GS-7-WHT=7 mm/White',
        ],
      ],
      ['ProBond glue guns', ['PB-100W=100 W', 'PB-150W=150 W', 'PB-60W=60 W']],
    ]);
    expect(families[0].variants.find((v) => v.sku === 'GS-11-CLR')).toMatchObject({
      packSizes: [
        { name: 'Each', baseUnits: 1 },
        { name: 'Case of 25', baseUnits: 25 },
        { name: 'Pallet of 1000', baseUnits: 1000 },
      ],
      weightGrams: 1000,
    });
    // The demo products stay first: the home page's first three are unchanged.
    const first = await h.gql('{ products(pageSize: 3) { items { sku } } }');
    expect(first.data.products.items.map((p: { sku: string }) => p.sku)).toEqual([
      'PB-100W',
      'MC-20W',
      'CF-18V',
    ]);
  });
});
