/**
 * addOpenItems, the one writer of open items (placeOrder, the bulk add, a reorder): the same rows, status events
 * and outbox events whether it runs in a caller's transaction or as placeOrder's single statement, and each
 * caller's answer when the one-open-item-per-product index refuses an item.
 */
import { MESSAGES } from '@gluegun/common';
import { createHarness, type Harness } from '../support/harness';
import { ctxFor } from '../support/context';
import { addOpenItems, ShipToMoved } from '../../src/modules/orders/open-items';
import { inTransaction } from '../../src/db/retry';

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

async function buyerWith(count: number) {
  const products = await Promise.all(
    Array.from({ length: count }, () => h.factories.createProduct(h.db, { quantity: 1000, priceCents: 100 })),
  );
  const ctx = ctxFor(h, await h.factories.createUser(h.db));
  return { ctx, user: ctx.user!, products };
}

const line = (
  product: { id: string; name: string; imageUrl: string },
  quantity: number,
  unitPriceCents = 90,
) => ({ product, quote: { quantity, unitPriceCents } });

it('in a transaction and as one statement: PENDING items at the given price, one status event and one placed event each', async () => {
  const {
    ctx,
    user,
    products: [a, b, c],
  } = await buyerWith(3);
  const inTx = await inTransaction(ctx.db, (tx) =>
    addOpenItems({ tx }, user, [line(a, 100), line(b, 200, 80)], { phone: '5550100', onDuplicate: 'LIST' }),
  );
  const [single] = await addOpenItems({ db: ctx.db, pricedForLocationId: null }, user, [line(c, 300, 70)], {
    phone: '5550111',
    onDuplicate: 'ITEM',
  });
  const items = [...inTx, single];
  expect(
    items.map((i) => [
      i.productId,
      i.quantity,
      i.unitPriceCents,
      i.status,
      i.userId,
      i.userPhone,
      i.purchaseOrderId,
    ]),
  ).toEqual([
    [a.id, 100, 90, 'PENDING', user.id, '5550100', null],
    [b.id, 200, 80, 'PENDING', user.id, '5550100', null],
    [c.id, 300, 70, 'PENDING', user.id, '5550111', null],
  ]);
  for (const item of items) {
    const events = await h.db.orderEvent.findMany({ where: { orderItemId: item.id } });
    expect(events.map((e) => [e.fromStatus, e.toStatus, e.actorId, e.actorEmail, e.actorRole])).toEqual([
      [null, 'PENDING', user.id, user.email, user.role],
    ]);
    const outbox = await h.db.outboxEvent.findMany({ where: { resourceId: item.id } });
    expect(outbox.map((e) => [e.type, e.resourceType, e.sequence, e.version, e.payload])).toEqual([
      [
        'order_item.placed',
        'order_item',
        1,
        1,
        {
          orderItemId: item.id,
          customerId: user.id,
          productId: item.productId,
          productName: item.productName,
          quantity: item.quantity,
          unitPriceCents: item.unitPriceCents,
          totalCents: item.quantity * item.unitPriceCents,
        },
      ],
    ]);
  }
});

it('an item already open: a CONFLICT worded for one item or for a list, and nothing written', async () => {
  const {
    ctx,
    user,
    products: [a, b],
  } = await buyerWith(2);
  await addOpenItems({ db: ctx.db, pricedForLocationId: null }, user, [line(a, 100)], {
    phone: '5550100',
    onDuplicate: 'ITEM',
  });
  const before = await Promise.all([
    h.db.orderItem.count(),
    h.db.orderEvent.count(),
    h.db.outboxEvent.count(),
  ]);

  await expect(
    addOpenItems({ db: ctx.db, pricedForLocationId: null }, user, [line(a, 100)], {
      phone: '5550100',
      onDuplicate: 'ITEM',
    }),
  ).rejects.toMatchObject({
    message: MESSAGES.orderDuplicate,
    extensions: { code: 'CONFLICT', reason: 'ALREADY_ORDERED' },
  });
  const listed = inTransaction(ctx.db, (tx) =>
    addOpenItems({ tx }, user, [line(b, 100), line(a, 100)], { phone: '5550100', onDuplicate: 'LIST' }),
  );
  await expect(listed).rejects.toMatchObject({
    message: `Nothing was added: ${MESSAGES.orderDuplicate}`,
    extensions: { code: 'CONFLICT' },
  });

  expect(
    await Promise.all([h.db.orderItem.count(), h.db.orderEvent.count(), h.db.outboxEvent.count()]),
  ).toEqual(before);
});

it('no lines write nothing; without a transaction one line at a time, and a product deleted before the write is NOT_FOUND', async () => {
  const {
    ctx,
    user,
    products: [a, b],
  } = await buyerWith(2);
  expect(
    await addOpenItems({ db: ctx.db, pricedForLocationId: null }, user, [], {
      phone: '5550100',
      onDuplicate: 'ITEM',
    }),
  ).toEqual([]);
  expect(
    await inTransaction(ctx.db, (tx) =>
      addOpenItems({ tx }, user, [], { phone: '5550100', onDuplicate: 'LIST' }),
    ),
  ).toEqual([]);
  await expect(
    addOpenItems({ db: ctx.db, pricedForLocationId: null }, user, [line(a, 100), line(b, 100)], {
      phone: '5550100',
      onDuplicate: 'ITEM',
    }),
  ).rejects.toThrow(/one line at a time/);

  await h.db.product.delete({ where: { id: a.id } });
  await expect(
    addOpenItems({ db: ctx.db, pricedForLocationId: null }, user, [line(a, 100)], {
      phone: '5550100',
      onDuplicate: 'ITEM',
    }),
  ).rejects.toMatchObject({ extensions: { code: 'NOT_FOUND' } });
  expect(
    await Promise.all([h.db.orderItem.count(), h.db.orderEvent.count(), h.db.outboxEvent.count()]),
  ).toEqual([0, 0, 0]);
});

it('as one statement, a line priced for another ship-to location than the buyer has now writes nothing and says so', async () => {
  const {
    ctx,
    user,
    products: [a],
  } = await buyerWith(1);
  const location = await h.db.companyLocation.create({
    data: {
      companyId: user.companyId,
      label: 'Leeds',
      addressLine1: '1 Road',
      city: 'Leeds',
      postalCode: 'LS1',
      country: 'GB',
    },
  });
  await h.db.user.update({ where: { id: user.id }, data: { shipToLocationId: location.id } });
  await expect(
    addOpenItems({ db: ctx.db, pricedForLocationId: null }, user, [line(a, 100)], {
      phone: '5550100',
      onDuplicate: 'ITEM',
    }),
  ).rejects.toBeInstanceOf(ShipToMoved);
  expect(
    await Promise.all([h.db.orderItem.count(), h.db.orderEvent.count(), h.db.outboxEvent.count()]),
  ).toEqual([0, 0, 0]);
  const [placed] = await addOpenItems(
    { db: ctx.db, pricedForLocationId: location.id },
    user,
    [line(a, 100)],
    {
      phone: '5550100',
      onDuplicate: 'ITEM',
    },
  );
  expect(placed).toMatchObject({ productId: a.id, unitPriceCents: 90 });
  expect(placed).not.toHaveProperty('lockedShipToLocationId');
});
