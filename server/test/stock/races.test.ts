/**
 * Checkouts racing for the last stock held across two warehouses (docs/decisions/082), through the real app: each
 * checkout is its own request and transaction. Never oversold: the winners' units are at most what both warehouses
 * held, each warehouse gives at most what it had, losers are refused as out of stock, and the total stays the sum.
 */
import { createHarness, type Harness } from '../support/harness';
import { ctxFor } from '../support/context';
import { expectOnlyExpectedRefusals, verdictOf } from '../support/race';
import * as orders from '../../src/modules/orders/order.service';
import { setWarehouseQuantity } from '../../src/modules/stock/stock';

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

const ROUNDS = 4;
const BUYERS = 6;
const CHECKOUT =
  'mutation($ids: [ID!]!, $d: CheckoutDetailsInput!) { checkout(itemIds: $ids, details: $d) { id } }';
const details = {
  companyName: 'Race Ltd',
  addressLine1: '1 Road',
  city: 'Leeds',
  postalCode: 'LS1 1AA',
  country: 'GB',
  contactPhone: '+44 113 496 0000',
};

it('six buyers of 100 each racing for 150 in the main warehouse and 150 in the north one: at most three win, nothing oversold', async () => {
  const warehouses = await h.db.warehouse.findMany();
  const main = warehouses.find((w) => w.code === 'MAIN')!;
  const north = warehouses.find((w) => w.code === 'NORTH')!;
  for (let round = 0; round < ROUNDS; round++) {
    await h.reset();
    const product = await h.factories.createProduct(h.db, { quantity: 150, priceCents: 100 });
    await setWarehouseQuantity(h.db, product.id, north.id, 150);
    const buyers = await Promise.all(Array.from({ length: BUYERS }, () => h.signedIn()));
    const items: Array<{ id: string }> = [];
    for (const b of buyers)
      items.push(
        await orders.placeOrder(ctxFor(h, b.user), {
          productId: product.id,
          quantity: 100,
          phone: '5550100',
        }),
      );
    const answers = await Promise.all(
      buyers.map((b, i) => h.gql(CHECKOUT, { ids: [items[i].id], d: details }, b.token)),
    );
    const { winners } = expectOnlyExpectedRefusals(
      answers.map((a) => verdictOf(a, 'checkout')),
      ['CONFLICT/OUT_OF_STOCK'],
    );
    // 300 units in two warehouses of 150: a line of 100 fits whole in either, so three lines fit (the third splits).
    expect(winners.length).toBe(3);
    const rows = await h.db.warehouseStock.findMany({ where: { productId: product.id } });
    const left = (id: string) => rows.find((r) => r.warehouseId === id)?.quantity ?? 0;
    expect(left(main.id) + left(north.id)).toBe(0);
    expect((await h.db.product.findUniqueOrThrow({ where: { id: product.id } })).quantity).toBe(0);
    const allocated = await h.db.stockAllocation.findMany({
      where: { invoiceLine: { productId: product.id } },
    });
    const from = (id: string) =>
      allocated.filter((a) => a.warehouseId === id).reduce((n, a) => n + a.quantity, 0);
    expect([from(main.id), from(north.id)]).toEqual([150, 150]);
    expect(await h.db.purchaseOrder.count()).toBe(winners.length);
  }
});
