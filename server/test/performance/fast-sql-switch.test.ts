/**
 * FAST_SQL=off runs the hand-written statements through Prisma instead of `pg`: the same placing, checkout and
 * lists give the same answers both ways, and with the switch off no statement reaches the pool directly.
 */
import { createHarness, type Harness } from '../support/harness';
import { ctxFor } from '../support/context';
import { isFast, isUniqueViolation, onFastSql } from '../../src/db/fast-sql';
import { inPgTransaction, poolSql } from '../../src/db/sql';
import { fastSql } from '../../src/config';
import * as orders from '../../src/modules/orders/order.service';
import * as pos from '../../src/modules/purchase-orders/purchase-order.service';

const details = {
  poNumber: 'PO-1',
  companyName: 'Acme Crafts Ltd',
  addressLine1: '12 Mill Road',
  city: 'Leeds',
  postalCode: 'LS1 4AP',
  country: 'gb',
  contactPhone: '+44 113 496 0000',
};

/** One buyer's morning, read back without the ids and times that differ between runs. */
async function morning(h: Harness) {
  await h.reset();
  const product = await h.factories.createProduct(h.db, {
    name: 'Hot melt gun 100 W',
    priceCents: 1234,
    quantity: 500,
  });
  const other = await h.factories.createProduct(h.db, {
    name: 'Glue sticks 11 mm',
    priceCents: 999,
    quantity: 50,
  });
  const buyer = await h.factories.createUser(h.db);
  const ctx = ctxFor(h, buyer);
  const item = await orders.placeOrder(ctx, { productId: product.id, quantity: 300, phone: '5550100' });
  const twice = await orders
    .placeOrder(ctx, { productId: product.id, quantity: 300, phone: '5550100' })
    .catch((e: Error) => e.message);
  const short = await orders
    .placeOrder(ctx, { productId: other.id, quantity: 100, phone: '5550100' })
    .catch((e: Error) => e.message);
  const po = await pos.checkout(ctx, { itemIds: [item.id], details });
  const mine = await orders.myOrders(ctx, {});
  const stock = await h.db.product.findUniqueOrThrow({
    where: { id: product.id },
    select: { quantity: true },
  });
  return {
    item: { quantity: item.quantity, unitPriceCents: item.unitPriceCents, status: item.status },
    twice,
    short,
    po: { totalCents: po.totalCents, taxCents: po.taxCents, paymentStatus: po.paymentStatus },
    mine: mine.map((m) => ({ quantity: m.quantity, status: m.status, unitPriceCents: m.unitPriceCents })),
    stock,
  };
}

it('the same morning gives the same answers with the fast path on and off; off, nothing runs on the pool directly', async () => {
  const on = await createHarness();
  let onAnswers: unknown;
  try {
    expect(isFast(on.db)).toBe(true);
    onAnswers = await morning(on);
  } finally {
    await on.close();
  }
  const off = await createHarness({ FAST_SQL: 'off' });
  try {
    expect(isFast(off.db)).toBe(false);
    const direct: string[] = [];
    onFastSql(off.db, (sql) => direct.push(sql));
    expect(await morning(off)).toEqual(onAnswers);
    expect(direct).toEqual([]);
  } finally {
    await off.close();
  }
});

/** A write refused by a unique index, through `run` inside a transaction and on the pool: the error each gives. */
async function duplicateWrites(h: Harness) {
  await h.reset();
  await h.factories.createProduct(h.db, { name: 'Nozzle 2 mm', sku: 'NZ-2' });
  const other = await h.factories.createProduct(h.db, { name: 'Nozzle 3 mm', sku: 'NZ-3' });
  const copy = 'UPDATE "Product" SET "sku" = $1 WHERE "id" = $2::uuid';
  const codeOf = (e: unknown) => ({ code: (e as { code?: unknown }).code, unique: isUniqueViolation(e) });
  const inTx = await inPgTransaction(h.db, (sql) => sql.run(copy, ['NZ-2', other.id]), { attempts: 1 }).catch(
    codeOf,
  );
  const onPool = await poolSql(h.db).run(copy, ['NZ-2', other.id]).catch(codeOf);
  return { inTx, onPool };
}

it('a unique violation in a write reads the same with the fast path on and off (its SQLSTATE in code)', async () => {
  for (const FAST_SQL of ['on', 'off']) {
    const h = await createHarness({ FAST_SQL });
    try {
      expect(await duplicateWrites(h)).toEqual({
        inTx: { code: '23505', unique: true },
        onPool: { code: '23505', unique: true },
      });
    } finally {
      await h.close();
    }
  }
});

it('FAST_SQL is on or off; anything else stops the server with a message naming it', () => {
  expect([fastSql(undefined), fastSql(''), fastSql('on'), fastSql(' OFF ')]).toEqual([
    true,
    true,
    true,
    false,
  ]);
  expect(() => fastSql('sometimes')).toThrow(
    'Invalid configuration: FAST_SQL must be on or off (got "sometimes")',
  );
});
