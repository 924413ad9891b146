/**
 * Shared order lists (docs/decisions/077): a company's lists, changed only by their creator and the company's admins;
 * ordering one adds what fits to My Orders and names each line that does not, and why; another company's list is
 * not found.
 */
import { createHarness, type Harness } from '../support/harness';
import { ctxFor } from '../support/context';
import * as lists from '../../src/modules/order-lists/order-lists.service';
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
});

const failure = async (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected a refusal');
    },
    (e: { message: string; extensions?: { code?: string; field?: string } }) => ({
      code: e.extensions?.code,
      field: e.extensions?.field,
      message: e.message,
    }),
  );

async function company() {
  const admin = await h.factories.createUser(h.db, { displayName: 'Ada Admin' });
  const member = (role: User['companyRole']) =>
    h.factories.createUser(h.db, { company: { connect: { id: admin.companyId } }, companyRole: role });
  const buyer = await member('BUYER');
  const colleague = await member('BUYER');
  const payable = await member('ACCOUNTS_PAYABLE');
  const gun = await h.factories.createProduct(h.db, {
    name: 'Pallet Gun',
    sku: 'GG-PALLET01',
    priceCents: 100,
    quantity: 1000,
  });
  const sticks = await h.factories.createProduct(h.db, {
    name: 'Glue Sticks',
    sku: 'GG-STICKS01',
    priceCents: 250,
    quantity: 1000,
    minOrderQuantity: 200,
  });
  return { admin, buyer, colleague, payable, gun, sticks };
}

it('orders a list in one click: the line that fits is added, the one under its quantity rule is named with the reason', async () => {
  const w = await company();
  const list = await lists.createOrderList(ctxFor(h, w.buyer), {
    name: 'Weekly restock',
    lines: [
      { reference: 'gg-pallet01', quantity: 300 },
      { reference: 'GG-STICKS01', quantity: 150 },
    ],
  });
  expect(list).toMatchObject({
    name: 'Weekly restock',
    canEdit: true,
    lines: [
      { sku: 'GG-PALLET01', quantity: 300 },
      { sku: 'GG-STICKS01', quantity: 150 },
    ],
    schedule: null,
  });
  // A colleague orders it: the list is shared with every member.
  const result = await lists.orderOrderList(ctxFor(h, w.colleague), list.id, { phone: '+1 555 0100' });
  expect(result).toMatchObject({ addedCount: 1, refusedCount: 1, totalCents: 30_000 });
  expect(result.lines[0]).toMatchObject({
    sku: 'GG-PALLET01',
    added: true,
    quantity: 300,
    unitPriceCents: 100,
  });
  expect(result.lines[1]).toMatchObject({
    sku: 'GG-STICKS01',
    added: false,
    reason: expect.stringMatching(/200/),
  });
  const items = await h.db.orderItem.findMany({ where: { userId: w.colleague.id } });
  expect(items.map((i) => [i.productId, i.quantity, i.status])).toEqual([[w.gun.id, 300, 'PENDING']]);
  // Ordered again: the open item is already there, said so; nothing doubles.
  const again = await lists.orderOrderList(ctxFor(h, w.colleague), list.id, {});
  expect(again.lines[0]).toMatchObject({ added: false, reason: 'Already in your open items' });
  expect(await h.db.orderItem.count({ where: { userId: w.colleague.id } })).toBe(1);
});

it('refuses an unknown SKU or a product twice when saving, naming the line; nothing is saved', async () => {
  const w = await company();
  expect(
    await failure(
      lists.createOrderList(ctxFor(h, w.buyer), {
        name: 'X',
        lines: [
          { reference: 'GG-PALLET01', quantity: 100 },
          { reference: 'NOPE-1', quantity: 100 },
        ],
      }),
    ),
  ).toMatchObject({ code: 'BAD_USER_INPUT', field: 'lines', message: expect.stringMatching(/^Line 2: /) });
  expect(await failure(lists.createOrderList(ctxFor(h, w.buyer), { name: ' ', lines: [] }))).toMatchObject({
    code: 'BAD_USER_INPUT',
    field: 'name',
  });
  expect(await h.db.orderList.count()).toBe(0);
});

it("only the creator and the company's admins change a list; every member reads it; accounts payable makes none", async () => {
  const w = await company();
  const list = await lists.createOrderList(ctxFor(h, w.buyer), {
    name: 'Restock',
    lines: [{ reference: 'GG-PALLET01', quantity: 100 }],
  });
  expect(
    await failure(lists.updateOrderList(ctxFor(h, w.colleague), list.id, { name: 'Mine now' })),
  ).toMatchObject({ code: 'FORBIDDEN' });
  expect(await failure(lists.deleteOrderList(ctxFor(h, w.colleague), list.id))).toMatchObject({
    code: 'FORBIDDEN',
  });
  expect(
    await failure(
      lists.setOrderSchedule(ctxFor(h, w.colleague), list.id, { everyWeeks: 1, contactPhone: '+1 555 0100' }),
    ),
  ).toMatchObject({ code: 'FORBIDDEN' });
  expect((await lists.orderList(ctxFor(h, w.colleague), list.id)).canEdit).toBe(false);
  expect((await lists.orderLists(ctxFor(h, w.payable))).map((l) => l.name)).toEqual(['Restock']);
  expect(await failure(lists.createOrderList(ctxFor(h, w.payable), { name: 'AP list' }))).toMatchObject({
    code: 'FORBIDDEN',
  });
  expect(await lists.updateOrderList(ctxFor(h, w.admin), list.id, { name: 'Restock (admin)' })).toMatchObject(
    { name: 'Restock (admin)', canEdit: true },
  );
  expect(
    await lists.updateOrderList(ctxFor(h, w.buyer), list.id, {
      lines: [{ reference: 'GG-STICKS01', quantity: 400 }],
    }),
  ).toMatchObject({ lines: [{ sku: 'GG-STICKS01', quantity: 400 }] });
  expect(await lists.deleteOrderList(ctxFor(h, w.admin), list.id)).toBe(true);
});

it("another company's list id is not found, read or written, and nothing changes", async () => {
  const w = await company();
  const list = await lists.createOrderList(ctxFor(h, w.buyer), {
    name: 'Ours',
    lines: [{ reference: 'GG-PALLET01', quantity: 100 }],
  });
  const stranger = await h.factories.createUser(h.db);
  const me = ctxFor(h, stranger);
  for (const attempt of [
    lists.orderList(me, list.id),
    lists.updateOrderList(me, list.id, { name: 'Theirs' }),
    lists.deleteOrderList(me, list.id),
    lists.orderOrderList(me, list.id, { phone: '+1 555 0100' }),
    lists.setOrderSchedule(me, list.id, { everyWeeks: 1, contactPhone: '+1 555 0100' }),
    lists.changeOrderSchedule(me, list.id, 'SKIP'),
    lists.orderList(me, 'not-an-id'),
  ])
    expect(await failure(attempt)).toMatchObject({ code: 'NOT_FOUND', message: 'Order list not found' });
  expect(await lists.orderLists(me)).toEqual([]);
  expect(await h.db.orderList.findUniqueOrThrow({ where: { id: list.id } })).toMatchObject({ name: 'Ours' });
  expect(await h.db.orderItem.count()).toBe(0);
});
