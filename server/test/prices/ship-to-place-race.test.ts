/**
 * Placing items races a change of ship-to location, against real PostgreSQL (docs/decisions/117): placeOrder and
 * chooseShipToLocation queue on the buyer's row, so an item is priced for the location it is stored under, and
 * every order checked out afterwards is priced, line by line, by the lists of the location it is stamped with.
 */
import { createHarness, type Harness } from '../support/harness';
import { expectOnlyExpectedRefusals, verdictOf } from '../support/race';

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

const CHOOSE =
  'mutation($l: ID) { chooseShipToLocation(locationId: $l) { locationId repricedItems { itemId } } }';
const PLACE =
  'mutation($p: ID!) { placeOrder(input: { productId: $p, quantity: 100, phone: "+1 555 0100" }) { id unitPriceCents } }';
const CHECKOUT = `mutation($ids: [ID!]!, $d: CheckoutDetailsInput!) { checkout(itemIds: $ids, details: $d) {
  id shipToLocationId } }`;
const DETAILS = {
  companyName: 'Acme',
  addressLine1: '1 Road',
  city: 'Leeds',
  postalCode: 'LS1 1AA',
  country: 'GB',
  contactPhone: '+44 113 496 0000',
};

/** Acme with Leeds and York, three products at $10.00 and each location's own list over them. */
async function acmeWithTwoLists() {
  const buyer = await h.signedIn('CUSTOMER', { email: 'buyer@acme.test' });
  const companyId = buyer.user.companyId;
  await h.db.company.update({
    where: { id: companyId },
    data: { name: 'Acme', personal: false, creditLimitCents: 1_000_000_000 },
  });
  const site = (label: string) =>
    h.db.companyLocation.create({
      data: { companyId, label, addressLine1: '1 Road', city: label, postalCode: 'LS1 1AA', country: 'GB' },
    });
  const [leeds, york] = [await site('Leeds'), await site('York')];
  const products = [];
  for (const sku of ['GG-1', 'GG-2', 'GG-3'])
    products.push(
      await h.factories.createProduct(h.db, { name: sku, sku, priceCents: 1_000, quantity: 1_000_000 }),
    );
  const [a, b, c] = products;
  // The prices each location's list gives, and the list price where a location's list has no entry.
  const expected: Record<string, Record<string, number>> = {
    [leeds.id]: { [a.id]: 850, [b.id]: 800, [c.id]: 700 },
    [york.id]: { [a.id]: 900, [b.id]: 950, [c.id]: 1_000 },
  };
  for (const location of [leeds, york]) {
    const entries = products
      .filter((p) => expected[location.id][p.id] !== 1_000)
      .map((p) => ({ productId: p.id, unitPriceCents: expected[location.id][p.id] }));
    await h.db.priceList.create({
      data: {
        name: `Acme ${location.label}`,
        locations: { create: { locationId: location.id } },
        entries: { create: entries },
      },
    });
  }
  return { buyer, leeds, york, products, expected };
}

it('placing items while the ship-to location changes, many times: every order is priced by the location it is stamped with', async () => {
  const { buyer, leeds, york, products, expected } = await acmeWithTwoLists();
  const token = buyer.token;
  const ROUNDS = 40;
  let repricedPlaced = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    const [from, to] = round % 2 === 0 ? [leeds, york] : [york, leeds];
    expect((await h.gql(CHOOSE, { l: from.id }, token)).errors).toBeUndefined();
    // The items go in while the location moves; the choice sits at a different place among them each round.
    const placing = products.map((p) => h.gql(PLACE, { p: p.id }, token));
    const at = round % (products.length + 1);
    const answers = await Promise.all([
      ...placing.slice(0, at),
      h.gql(CHOOSE, { l: to.id }, token),
      ...placing.slice(at),
    ]);
    const verdicts = answers.map((res, i) =>
      verdictOf(res, i === at ? 'chooseShipToLocation' : 'placeOrder'),
    );
    const { winners } = expectOnlyExpectedRefusals(verdicts, []);
    expect(winners).toHaveLength(products.length + 1);
    repricedPlaced += verdicts[at].value.repricedItems.length;
    const itemIds = verdicts.filter((_, i) => i !== at).map((v) => v.value.id);

    // Checkout races one more change of location: the order is stamped with whichever it read under the lock.
    const [placed] = await Promise.all([
      h.gql(CHECKOUT, { ids: itemIds, d: DETAILS }, token),
      h.gql(CHOOSE, { l: round % 3 === 0 ? from.id : to.id }, token),
    ]);
    expect(placed.errors).toBeUndefined();
  }

  const orders = await h.db.purchaseOrder.findMany({
    where: { userId: buyer.user.id },
    include: { lines: true },
  });
  expect(orders).toHaveLength(ROUNDS);
  for (const po of orders) {
    expect(po.shipToLocationId).not.toBeNull();
    expect(po.lines).toHaveLength(products.length);
    const prices = Object.fromEntries(po.lines.map((l) => [l.productId, l.unitPriceCents]));
    expect([po.shipToLocationLabel, prices]).toEqual([
      po.shipToLocationId === leeds.id ? 'Leeds' : 'York',
      expected[po.shipToLocationId!],
    ]);
    expect(po.subtotalCents).toBe(
      100 * Object.values(expected[po.shipToLocationId!]).reduce((s, x) => s + x, 0),
    );
  }
  // Some items were stored before the choice and priced again by it; the others were priced for the new location.
  expect(repricedPlaced).toBeGreaterThan(0);
});
