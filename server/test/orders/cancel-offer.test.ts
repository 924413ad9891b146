/**
 * Cancel is offered only where it will be allowed: an invoiced line's `nextStatuses` includes
 * CANCELLED only when cancelling it would go through (the order's last live line, nothing paid, not shipped), and
 * wherever it is offered the cancel succeeds, wherever it is not the cancel is refused. Real PostgreSQL.
 */
import { isoDay } from '@gluegun/common';
import { createHarness, type Harness } from '../support/harness';
import { ctxFor } from '../support/context';
import * as orders from '../../src/modules/orders/order.service';
import * as pos from '../../src/modules/purchase-orders/purchase-order.service';
import * as paymentsService from '../../src/modules/payments/payments.service';
import type { User } from '../../src/generated/prisma/client';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  await h.reset();
  h.deps.clock = undefined;
});

const details = {
  companyName: 'Acme Crafts Ltd',
  addressLine1: '12 Mill Road',
  city: 'Leeds',
  postalCode: 'LS1 4AP',
  country: 'GB',
  contactPhone: '+44 113 496 0000',
};

async function checkedOut(user: User, lines: number) {
  const ids = [];
  for (let i = 0; i < lines; i += 1) {
    const product = await h.factories.createProduct(h.db, { priceCents: 1000, quantity: 1000 });
    ids.push(
      (await orders.placeOrder(ctxFor(h, user), { productId: product.id, quantity: 100, phone: '5550100' }))
        .id,
    );
  }
  const po = await pos.checkout(ctxFor(h, user), { itemIds: ids, details });
  return { po, ids };
}

/** What `user` is offered for the item now (a fresh request: fresh loaders). */
async function offered(user: User, id: string) {
  const item = await h.db.orderItem.findUniqueOrThrow({ where: { id } });
  return orders.nextStatuses(ctxFor(h, user), item);
}

async function cancelOutcome(user: User, id: string) {
  try {
    await orders.cancelOrderItem(ctxFor(h, user), id);
    return 'ok';
  } catch (e) {
    return String((e as { extensions?: { code?: string } }).extensions?.code ?? e);
  }
}

// An invoiced line is cancelled by the shop (Manage Orders); its owner is offered no Cancel on it at all.
describe('Cancel on an invoiced line', () => {
  let boss: User;
  beforeEach(async () => {
    boss = await h.factories.createUser(h.db, { role: 'ADMIN' });
  });

  it('is offered on the only line of an unpaid order, and goes through', async () => {
    const u = await h.factories.createUser(h.db);
    const { ids } = await checkedOut(u, 1);
    expect(await offered(u, ids[0])).not.toContain('CANCELLED');
    expect(await offered(boss, ids[0])).toContain('CANCELLED');
    expect(await cancelOutcome(boss, ids[0])).toBe('ok');
  });

  it('is not offered on one line of a multi-line order (the server refuses it)', async () => {
    const u = await h.factories.createUser(h.db);
    const { ids } = await checkedOut(u, 2);
    expect(await offered(boss, ids[0])).not.toContain('CANCELLED');
    expect(await cancelOutcome(boss, ids[0])).toBe('CONFLICT');
  });

  it('is not offered once a payment is recorded on the order (the server refuses it)', async () => {
    const u = await h.factories.createUser(h.db);
    const { po, ids } = await checkedOut(u, 1);
    await paymentsService.recordPayment(ctxFor(h, boss), po.id, {
      amountCents: 100,
      receivedOn: isoDay(new Date()),
      reference: 'Part payment',
    });
    expect(await offered(boss, ids[0])).not.toContain('CANCELLED');
    expect(await cancelOutcome(boss, ids[0])).toBe('CONFLICT');
  });

  it('is offered again on the last live line once the other lines are cancelled', async () => {
    const u = await h.factories.createUser(h.db);
    const { ids } = await checkedOut(u, 2);
    await h.db.orderItem.update({
      where: { id: ids[1] },
      data: { status: 'CANCELLED', stockReserved: false },
    });
    expect(await offered(boss, ids[0])).toContain('CANCELLED');
    expect(await cancelOutcome(boss, ids[0])).toBe('ok');
  });
});
