import { createHarness, type Harness } from '../support/harness';
import { ctxFor } from '../support/context';
import * as orders from '../../src/modules/orders/order.service';
import { expectOnlyExpectedRefusals, verdictOf, verdictOfSettled } from '../support/race';

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

const codeOrOk = (r: PromiseSettledResult<unknown>) =>
  r.status === 'fulfilled'
    ? 'ok'
    : ((r.reason as { extensions?: { code?: string } }).extensions?.code ?? String(r.reason));

describe('concurrent payments against limited stock', () => {
  it('200 customers pay 100 units each for 5,000 in stock: exactly 50 succeed, the rest CONFLICT, stock ends at 0', async () => {
    const CUSTOMERS = 200;
    const product = await h.factories.createProduct(h.db, { quantity: 5_000 });
    await h.db.user.createMany({
      data: Array.from({ length: CUSTOMERS }, (_, i) => ({
        email: `payer${i}@race.test`,
        emailVerified: true,
      })),
    });
    const users = await h.db.user.findMany({ where: { email: { endsWith: '@race.test' } } });
    const items = [];
    for (const u of users)
      items.push(
        await orders.placeOrder(ctxFor(h, u), { productId: product.id, quantity: 100, phone: '5550100' }),
      );
    expect(items).toHaveLength(CUSTOMERS);

    // Watch the stock while the race runs: it must never be seen below zero.
    let lowest = Infinity;
    let watching = true;
    const watcher = (async () => {
      while (watching) {
        const row = await h.db.product.findUniqueOrThrow({
          where: { id: product.id },
          select: { quantity: true },
        });
        lowest = Math.min(lowest, row.quantity);
        await new Promise((r) => setTimeout(r, 5));
      }
    })();

    const byId = new Map(users.map((u) => [u.id, u]));
    const results = await Promise.allSettled(
      items.map((it) => orders.payOrderItem(ctxFor(h, byId.get(it.userId!)!), it.id)),
    );
    watching = false;
    await watcher;

    const outcomes = results.map(codeOrOk);
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(50);
    expect(outcomes.filter((o) => o === 'CONFLICT')).toHaveLength(150);
    // Every loser is the out-of-stock refusal with a plain message, never an unexpected error.
    expectOnlyExpectedRefusals(results.map(verdictOfSettled), ['CONFLICT']);
    const stock = await h.db.product.findUniqueOrThrow({ where: { id: product.id } });
    expect(stock.quantity).toBe(0);
    expect(lowest).toBeGreaterThanOrEqual(0);
    expect(await h.db.orderItem.count({ where: { status: 'INVOICED', stockReserved: true } })).toBe(50);
    expect(
      await h.db.orderItem.count({
        where: { status: 'PENDING', stockReserved: false, invoiceReference: null },
      }),
    ).toBe(150);
    expect(await h.db.orderEvent.count({ where: { toStatus: 'INVOICED' } })).toBe(50);
  });

  it('the same item paid 10 times at once is paid (and stock taken) exactly once', async () => {
    const product = await h.factories.createProduct(h.db, { quantity: 10_000 });
    const u = await h.factories.createUser(h.db);
    const item = await orders.placeOrder(ctxFor(h, u), {
      productId: product.id,
      quantity: 100,
      phone: '5550100',
    });
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => orders.payOrderItem(ctxFor(h, u), item.id)),
    );
    const outcomes = results.map(codeOrOk);
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(1);
    // Losers see either the compare-and-set conflict or, when they loaded the item after the winner, an invalid move.
    expectOnlyExpectedRefusals(results.map(verdictOfSettled), ['CONFLICT', 'BAD_USER_INPUT']);
    expect((await h.db.product.findUniqueOrThrow({ where: { id: product.id } })).quantity).toBe(9_900);
    // One invoice, one PAID event: the losers changed nothing.
    expect(await h.db.purchaseOrder.count()).toBe(1);
    expect(await h.db.orderEvent.count({ where: { orderItemId: item.id, toStatus: 'INVOICED' } })).toBe(1);
    expect(await h.db.orderItem.findUniqueOrThrow({ where: { id: item.id } })).toMatchObject({
      status: 'INVOICED',
      stockReserved: true,
    });
  });
});

describe('concurrent placement', () => {
  it('the same user placing the same product 20x at once gets exactly one row; the rest CONFLICT', async () => {
    const product = await h.factories.createProduct(h.db, { quantity: 100_000 });
    const u = await h.factories.createUser(h.db);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        orders.placeOrder(ctxFor(h, u), { productId: product.id, quantity: 100, phone: '5550100' }),
      ),
    );
    const outcomes = results.map(codeOrOk);
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'CONFLICT')).toHaveLength(19);
    for (const r of results) {
      if (r.status === 'rejected')
        expect((r.reason as Error).message).toBe('All ready you added this product');
    }
    expect(await h.db.orderItem.count({ where: { userId: u.id, productId: product.id } })).toBe(1);
    expect(await h.db.orderEvent.count()).toBe(1);
  });

  it('through GraphQL too: 20 concurrent requests, one row', async () => {
    const product = await h.factories.createProduct(h.db, { quantity: 100_000 });
    const c = await h.signedIn('CUSTOMER');
    const PLACE = `mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { id } }`;
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        h.gql(PLACE, { i: { productId: product.id, quantity: 100, phone: '5550100' } }, c.token),
      ),
    );
    const { winners, losers } = expectOnlyExpectedRefusals(
      responses.map((r) => verdictOf(r, 'placeOrder')),
      ['CONFLICT'],
    );
    expect(winners).toHaveLength(1);
    expect(losers).toHaveLength(19);
    for (const l of losers) expect(l.message).toBe('All ready you added this product');
    expect(await h.db.orderItem.count()).toBe(1);
  });
});
