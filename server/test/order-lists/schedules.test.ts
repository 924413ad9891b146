/**
 * Scheduled orders (docs/decisions/077): the reminder before a run and the run itself, each once however many
 * instances tick at the same moment; skip and pause; a run through the company's approval rules; a removed
 * member's schedule stops and says so; the owner told in the outbox what was placed and what was not, and why.
 */
import { formatDay } from '@gluegun/common';
import { createHarness, type Harness } from '../support/harness';
import { ctxFor } from '../support/context';
import { createPrisma } from '../../src/db/prisma';
import * as lists from '../../src/modules/order-lists/order-lists.service';
import * as approvals from '../../src/modules/approvals/approvals.service';
import { renderScheduleEmail, sendScheduleEmail } from '../../src/modules/mail/schedule-emails';
import { dayOf, addDays, dayText } from '../../src/modules/order-lists/rules';
import { finishInterrupted } from '../../src/modules/order-lists/schedule-recovery';
import { EMAIL_FOR_EVENT } from '../../src/modules/events/dispatcher';

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
    (e: { message: string; extensions?: { code?: string } }) => ({
      code: e.extensions?.code,
      message: e.message,
    }),
  );
const today = dayOf(new Date());
const runDay = addDays(today, 3);
const at = (d: Date) => new Date(d.getTime() + 9 * 3_600_000);

async function scheduled(options: { companyBilling?: boolean } = {}) {
  const admin = await h.factories.createUser(h.db);
  await h.db.company.update({
    where: { id: admin.companyId },
    data:
      options.companyBilling === false
        ? {}
        : {
            name: 'Acme Crafts Ltd',
            billingLine1: '12 Mill Road',
            billingCity: 'Leeds',
            billingPostalCode: 'LS1 4AP',
            billingCountry: 'GB',
          },
  });
  const buyer = await h.factories.createUser(h.db, {
    company: { connect: { id: admin.companyId } },
    companyRole: 'BUYER',
  });
  await h.factories.createProduct(h.db, {
    name: 'Pallet Gun',
    sku: 'GG-PALLET01',
    priceCents: 100,
    quantity: 1000,
  });
  await h.factories.createProduct(h.db, {
    name: 'Glue Sticks',
    sku: 'GG-STICKS01',
    priceCents: 250,
    quantity: 1000,
    minOrderQuantity: 200,
  });
  const list = await lists.createOrderList(ctxFor(h, buyer), {
    name: 'Monthly sticks',
    lines: [
      { reference: 'GG-PALLET01', quantity: 300 },
      { reference: 'GG-STICKS01', quantity: 150 },
    ],
  });
  const set = await lists.setOrderSchedule(ctxFor(h, buyer), list.id, {
    everyWeeks: 2,
    startOn: dayText(runDay),
    contactPhone: '+44 113 496 0000',
  });
  return { admin, buyer, list: set };
}

const outbox = (type: string) =>
  h.db.outboxEvent.findMany({ where: { type }, orderBy: { createdAt: 'asc' } });

it('reminds the owner two days before, then runs once though two instances tick together; the result goes to the outbox', async () => {
  const w = await scheduled();
  expect(w.list.schedule).toMatchObject({
    status: 'ACTIVE',
    rule: 'Every 2 weeks',
    nextRunOn: dayText(runDay),
  });
  expect(await lists.runOrderSchedules(h.deps, at(today))).toEqual({ reminded: 0, ran: 0 });
  expect(await lists.runOrderSchedules(h.deps, at(addDays(runDay, -2)))).toEqual({ reminded: 1, ran: 0 });
  expect(await lists.runOrderSchedules(h.deps, at(addDays(runDay, -1)))).toEqual({ reminded: 0, ran: 0 });
  const reminders = await outbox('order_schedule.reminder');
  expect(reminders.map((e) => e.payload)).toEqual([
    expect.objectContaining({ listId: w.list.id, runOn: dayText(runDay) }),
  ]);
  // The e-mail job: to the owner, with the list's page (not the REST path) to change or skip the run.
  const sent: Array<{ to: string | string[]; text: string }> = [];
  await sendScheduleEmail(
    h.deps,
    {
      send: async (m: { to: string | string[]; text: string }) => {
        sent.push(m);
      },
    } as never,
    reminders[0],
    '<r@test>',
  );
  expect(sent).toEqual([
    expect.objectContaining({
      to: [w.buyer.email],
      text: expect.stringContaining(`/my-order-lists/${w.list.id}`),
    }),
  ]);
  expect(sent[0].text).toContain('GG-STICKS01 Glue Sticks, 150 units');

  // A second instance: its own database pool, ticking at the same moment.
  const other = createPrisma(process.env.TEST_DATABASE_URL!, 4);
  try {
    const ticks = await Promise.all([
      lists.runOrderSchedules(h.deps, at(runDay)),
      lists.runOrderSchedules({ ...h.deps, db: other }, at(runDay)),
      lists.runOrderSchedules(h.deps, at(runDay)),
    ]);
    expect(ticks.reduce((s, t) => s + t.ran, 0)).toBe(1);
  } finally {
    await other.$disconnect();
  }
  expect(await h.db.purchaseOrder.count()).toBe(1);
  const runs = await h.db.orderScheduleRun.findMany({ where: { kind: 'RUN' } });
  expect(runs).toHaveLength(1);
  expect(runs[0]).toMatchObject({ status: 'PLACED', purchaseOrderId: expect.any(String) });
  const po = await h.db.purchaseOrder.findUniqueOrThrow({
    where: { id: runs[0].purchaseOrderId! },
    include: { lines: true },
  });
  expect([po.userId, po.lines.map((l) => [l.sku, l.quantity])]).toEqual([w.buyer.id, [['GG-PALLET01', 300]]]);
  const result = await outbox('order_schedule.ran');
  expect(result.map((e) => e.payload)).toEqual([
    expect.objectContaining({ status: 'PLACED', message: 'Order placed with 1 of 2 lines' }),
  ]);
  const view = await lists.orderList(ctxFor(h, w.buyer), w.list.id);
  expect(view.schedule).toMatchObject({
    nextRunOn: dayText(addDays(runDay, 14)),
    runs: [{ runOn: dayText(runDay), status: 'PLACED' }],
  });
  expect(view.schedule!.runs[0].lines).toEqual([
    expect.objectContaining({ sku: 'GG-PALLET01', added: true }),
    expect.objectContaining({ sku: 'GG-STICKS01', added: false, reason: expect.stringMatching(/200/) }),
  ]);
  // Ticking again on the run day places nothing more.
  expect((await lists.runOrderSchedules(h.deps, at(runDay))).ran).toBe(0);
  expect(await h.db.purchaseOrder.count()).toBe(1);
});

it('the result e-mail names each line added and each not, with the reason and a link to the list', () => {
  const mail = renderScheduleEmail(
    'result',
    {
      listName: 'Monthly sticks',
      runOn: '2026-12-10',
      rule: 'Every 2 weeks',
      url: 'https://shop.example/my-order-lists/abc',
      message: 'Order placed with 1 of 2 lines',
      lines: [
        { sku: 'GG-1', productName: 'Gun', quantity: 300, added: true, reason: null, lineTotalCents: 30000 },
        {
          sku: 'GG-2',
          productName: 'Sticks',
          quantity: 150,
          added: false,
          reason: 'At least 200 units',
          lineTotalCents: null,
        },
      ],
    },
    'Glue Gun Shop',
    'shop@example.com',
  );
  expect(mail.text).toContain('GG-2 Sticks, 150 units: not ordered: At least 200 units');
  expect(mail.text).toContain('https://shop.example/my-order-lists/abc');
  const reminder = renderScheduleEmail(
    'reminder',
    {
      listName: 'L',
      runOn: '2026-12-10',
      rule: 'Every week',
      url: 'https://shop.example/my-order-lists/abc',
      lines: [],
    },
    'S',
    's@example.com',
  );
  expect(reminder.text).toMatch(
    /skip this run or pause the schedule: https:\/\/shop.example\/my-order-lists\/abc/,
  );
});

it('skip moves the next run on and the skipped day never runs; pause stops runs until resumed', async () => {
  const w = await scheduled();
  const skipped = await lists.changeOrderSchedule(ctxFor(h, w.buyer), w.list.id, 'SKIP');
  expect(skipped.schedule).toMatchObject({
    nextRunOn: dayText(addDays(runDay, 14)),
    runs: [{ runOn: dayText(runDay), status: 'SKIPPED' }],
  });
  expect(await lists.runOrderSchedules(h.deps, at(runDay))).toEqual({ reminded: 0, ran: 0 });
  const paused = await lists.changeOrderSchedule(ctxFor(h, w.admin), w.list.id, 'PAUSE');
  expect(paused.schedule).toMatchObject({ status: 'PAUSED' });
  expect(await lists.runOrderSchedules(h.deps, at(addDays(runDay, 14)))).toEqual({ reminded: 0, ran: 0 });
  expect(await h.db.purchaseOrder.count()).toBe(0);
  const resumed = await lists.changeOrderSchedule(ctxFor(h, w.buyer), w.list.id, 'RESUME');
  expect(resumed.schedule).toMatchObject({ status: 'ACTIVE', nextRunOn: dayText(addDays(runDay, 14)) });
  expect(await failure(lists.changeOrderSchedule(ctxFor(h, w.buyer), w.list.id, 'EXPLODE'))).toMatchObject({
    code: 'BAD_USER_INPUT',
  });
});

/** The e-mail job's transport, keeping what it would send. */
function mailbox() {
  const sent: Array<{ to: string[]; subject: string; text: string }> = [];
  const transport = {
    send: async (m: { to: string[]; subject: string; text: string }) => {
      sent.push(m);
    },
  } as never;
  return { sent, transport };
}

it('skip, pause and resume each e-mail the owner, whoever made the change: what changed, by whom, the next run', async () => {
  const w = await scheduled();
  const later = addDays(runDay, 14);
  await lists.changeOrderSchedule(ctxFor(h, w.admin), w.list.id, 'SKIP');
  await lists.changeOrderSchedule(ctxFor(h, w.buyer), w.list.id, 'PAUSE');
  await lists.changeOrderSchedule(ctxFor(h, w.admin), w.list.id, 'RESUME');
  // A refused change writes nothing to the outbox.
  await failure(lists.changeOrderSchedule(ctxFor(h, w.buyer), w.list.id, 'EXPLODE'));
  const events = await outbox('order_schedule.changed');
  const { id } = await h.db.orderSchedule.findFirstOrThrow();
  expect(events.map((e) => [e.resourceId, e.payload])).toEqual([
    [
      id,
      expect.objectContaining({
        change: 'SKIPPED',
        by: w.admin.email,
        skippedOn: dayText(runDay),
        nextRunOn: dayText(later),
        paused: false,
      }),
    ],
    [id, expect.objectContaining({ change: 'PAUSED', by: w.buyer.email, paused: true })],
    [
      id,
      expect.objectContaining({
        change: 'RESUMED',
        by: w.admin.email,
        nextRunOn: dayText(later),
        paused: false,
      }),
    ],
  ]);
  expect(EMAIL_FOR_EVENT['order_schedule.changed']).toBe('order_schedule_changed');
  const { sent, transport } = mailbox();
  for (const [i, e] of events.entries()) await sendScheduleEmail(h.deps, transport, e, `<c${i}@test>`);
  expect(sent.map((m) => m.to)).toEqual([[w.buyer.email], [w.buyer.email], [w.buyer.email]]);
  expect(sent.map((m) => m.subject)).toEqual([
    `Your scheduled order "Monthly sticks": the run on ${formatDay(runDay)} was skipped`,
    'Your scheduled order "Monthly sticks": it was paused',
    'Your scheduled order "Monthly sticks": it was resumed',
  ]);
  expect(sent[0].text).toContain(`was skipped by ${w.admin.email}`);
  expect(sent[0].text).toContain(`Next run: ${formatDay(later)}`);
  expect(sent[1].text).toContain('Next run: none while the schedule is paused');
  expect(sent[1].text).toContain(`Nothing is ordered until it is resumed: `);
  expect(sent[2].text).toContain(`Next run: ${formatDay(later)}`);
  expect(sent[2].text).toContain(`/my-order-lists/${w.list.id}`);
});

it('a day-of-month schedule runs on that day each month and ends at its end day', async () => {
  const w = await scheduled();
  const day = (d: string) => new Date(`${d}T00:00:00Z`);
  expect(
    await failure(
      lists.setOrderSchedule(ctxFor(h, w.buyer), w.list.id, { dayOfMonth: 29, startOn: '2099-01-20' }),
    ),
  ).toMatchObject({ code: 'BAD_USER_INPUT', message: expect.stringMatching(/1 to 28/) });
  expect(
    await failure(
      lists.setOrderSchedule(ctxFor(h, w.buyer), w.list.id, {
        dayOfMonth: 15,
        startOn: '2099-01-20',
        endOn: '2099-02-01',
      }),
    ),
  ).toMatchObject({ code: 'BAD_USER_INPUT', message: 'The end day must be on or after the first run' });
  const set = await lists.setOrderSchedule(ctxFor(h, w.buyer), w.list.id, {
    dayOfMonth: 15,
    startOn: '2099-01-20',
    endOn: '2099-03-20',
    contactPhone: '+44 113 496 0000',
  });
  // The 15th on or after the start: February's, since January's is before it.
  expect(set.schedule).toMatchObject({
    rule: 'On day 15 of each month',
    nextRunOn: '2099-02-15',
    endOn: '2099-03-20',
    status: 'ACTIVE',
  });
  expect((await lists.runOrderSchedules(h.deps, at(day('2099-02-14')))).ran).toBe(0);
  expect((await lists.runOrderSchedules(h.deps, at(day('2099-02-15')))).ran).toBe(1);
  expect((await lists.orderList(ctxFor(h, w.buyer), w.list.id)).schedule).toMatchObject({
    nextRunOn: '2099-03-15',
  });
  expect((await lists.runOrderSchedules(h.deps, at(day('2099-03-15')))).ran).toBe(1);
  // April's 15th is past the end day: the schedule has ended, and nothing runs then or after.
  const ended = (await lists.orderList(ctxFor(h, w.buyer), w.list.id)).schedule!;
  expect(ended).toMatchObject({ status: 'ENDED', nextRunOn: null });
  expect(ended.runs.map((r) => [r.runOn, r.status])).toEqual(
    expect.arrayContaining([
      ['2099-02-15', 'PLACED'],
      ['2099-03-15', 'PLACED'],
    ]),
  );
  expect((await lists.runOrderSchedules(h.deps, at(day('2099-04-15')))).ran).toBe(0);
  expect(await h.db.purchaseOrder.count()).toBe(2);
  expect(await failure(lists.changeOrderSchedule(ctxFor(h, w.buyer), w.list.id, 'SKIP'))).toMatchObject({
    code: 'CONFLICT',
    message: expect.stringMatching(/has ended/),
  });
});

it("a line's scheduled quantity is what each run orders; the list's own quantity stays for ordering by hand", async () => {
  const w = await scheduled();
  const sticks = w.list.lines.find((l) => l.sku === 'GG-STICKS01')!;
  expect(
    await failure(
      lists.setOrderSchedule(ctxFor(h, w.buyer), w.list.id, {
        everyWeeks: 2,
        startOn: dayText(runDay),
        contactPhone: '+44 113 496 0000',
        quantities: [{ productId: sticks.productId, quantity: 0 }],
      }),
    ),
  ).toMatchObject({ code: 'BAD_USER_INPUT', message: expect.stringMatching(/whole number from 1/) });
  const stranger = await h.factories.createProduct(h.db, { sku: 'GG-OTHER01', priceCents: 10, quantity: 10 });
  expect(
    await failure(
      lists.setOrderSchedule(ctxFor(h, w.buyer), w.list.id, {
        everyWeeks: 2,
        startOn: dayText(runDay),
        contactPhone: '+44 113 496 0000',
        quantities: [{ productId: stranger.id, quantity: 5 }],
      }),
    ),
  ).toMatchObject({ code: 'BAD_USER_INPUT', message: expect.stringMatching(/not on this list/) });
  const set = await lists.setOrderSchedule(ctxFor(h, w.buyer), w.list.id, {
    everyWeeks: 2,
    startOn: dayText(runDay),
    contactPhone: '+44 113 496 0000',
    quantities: [{ productId: sticks.productId, quantity: 250 }],
  });
  expect(set.lines.map((l) => [l.sku, l.quantity, l.scheduleQuantity])).toEqual([
    ['GG-PALLET01', 300, null],
    ['GG-STICKS01', 150, 250],
  ]);
  // The run orders 250 sticks (over the 200 minimum that the list's 150 misses) and the list's 300 guns.
  await lists.runOrderSchedules(h.deps, at(runDay));
  const [run] = await h.db.orderScheduleRun.findMany({ where: { kind: 'RUN' } });
  expect(run).toMatchObject({ status: 'PLACED' });
  const po = await h.db.purchaseOrder.findUniqueOrThrow({
    where: { id: run.purchaseOrderId! },
    include: { lines: { orderBy: { sku: 'asc' } } },
  });
  expect(po.lines.map((l) => [l.sku, l.quantity])).toEqual([
    ['GG-PALLET01', 300],
    ['GG-STICKS01', 250],
  ]);
});

it('a run the approval rules catch becomes an approval request, as any order would', async () => {
  const w = await scheduled();
  await approvals.setApprovalRules(ctxFor(h, w.admin), [
    { thresholdCents: 100, approverRole: 'COMPANY_ADMIN' },
  ]);
  await lists.runOrderSchedules(h.deps, at(runDay));
  const [run] = await h.db.orderScheduleRun.findMany({ where: { kind: 'RUN' } });
  expect(run).toMatchObject({ status: 'AWAITING_APPROVAL', approvalRequestId: expect.any(String) });
  expect(
    await h.db.approvalRequest.findUniqueOrThrow({ where: { id: run.approvalRequestId! } }),
  ).toMatchObject({ requesterId: w.buyer.id, status: 'AWAITING_APPROVAL' });
});

it('a run with nowhere to deliver fails, removes the items it added and says why', async () => {
  const v = await scheduled({ companyBilling: false });
  await lists.runOrderSchedules(h.deps, at(runDay));
  const failed = await h.db.orderScheduleRun.findFirstOrThrow({
    where: {
      scheduleId: (await h.db.orderSchedule.findFirstOrThrow({ where: { listId: v.list.id } })).id,
      kind: 'RUN',
    },
  });
  expect(failed).toMatchObject({ status: 'FAILED', message: expect.stringMatching(/no delivery address/) });
  expect(await h.db.orderItem.count({ where: { userId: v.buyer.id } })).toBe(0);
});

it("a removed member's schedule stops, says so, and places nothing", async () => {
  const w = await scheduled();
  const elsewhere = await h.factories.createUser(h.db);
  await h.db.user.update({ where: { id: w.buyer.id }, data: { companyId: elsewhere.companyId } });
  expect((await lists.orderList(ctxFor(h, w.admin), w.list.id)).schedule).toMatchObject({
    status: 'STOPPED',
    stoppedReason: 'its owner is no longer a member of the company',
    nextRunOn: null,
  });
  await lists.runOrderSchedules(h.deps, at(runDay));
  expect(await h.db.purchaseOrder.count()).toBe(0);
  expect(await h.db.orderSchedule.findFirstOrThrow()).toMatchObject({
    stoppedReason: 'its owner is no longer a member of the company',
  });
  expect((await outbox('order_schedule.ran')).map((e) => e.payload)).toEqual([
    expect.objectContaining({
      status: 'FAILED',
      message: expect.stringMatching(/stopped because its owner is no longer a member/),
    }),
  ]);
});

/** Puts a run back to the state a killed instance leaves: CLAIMED, its outcome and e-mail never committed, 20 minutes old. */
async function killedAt(runId: string) {
  await h.db
    .$executeRaw`UPDATE "OrderScheduleRun" SET "status" = 'CLAIMED', "message" = NULL, "purchaseOrderId" = NULL, "approvalRequestId" = NULL,
    "updatedAt" = "updatedAt" - interval '20 minutes' WHERE "id" = ${runId}::uuid`;
  await h.db.outboxEvent.deleteMany({ where: { type: 'order_schedule.ran' } });
}

it('an instance killed after checkout, before recording the run: the next ticks finish it once, never ordering again', async () => {
  await scheduled();
  await lists.runOrderSchedules(h.deps, at(runDay));
  const [run] = await h.db.orderScheduleRun.findMany({ where: { kind: 'RUN' } });
  await killedAt(run.id);
  expect(await h.db.purchaseOrder.count()).toBe(1);
  // Two instances tick at once: one finishes it (PLACED, with the order checkout made), neither orders again.
  const other = createPrisma(process.env.TEST_DATABASE_URL!, 4);
  try {
    await Promise.all([
      lists.runOrderSchedules(h.deps, at(runDay)),
      lists.runOrderSchedules({ ...h.deps, db: other }, at(runDay)),
    ]);
  } finally {
    await other.$disconnect();
  }
  expect(await h.db.purchaseOrder.count()).toBe(1);
  expect(await h.db.orderScheduleRun.findUniqueOrThrow({ where: { id: run.id } })).toMatchObject({
    status: 'PLACED',
    purchaseOrderId: run.purchaseOrderId,
  });
  expect((await outbox('order_schedule.ran')).map((e) => (e.payload as { status: string }).status)).toEqual([
    'PLACED',
  ]);
});

it('an instance killed before checkout: the items it added are removed and the owner told nothing was ordered', async () => {
  const w = await scheduled();
  // The state such a kill leaves: the run claimed, the schedule moved on, the items added and recorded with it.
  const added = await lists.orderOrderList(ctxFor(h, w.buyer), w.list.id, { phone: '+44 113 496 0000' });
  const schedule = await h.db.orderSchedule.findFirstOrThrow();
  await h.db.orderScheduleRun.create({
    data: {
      scheduleId: schedule.id,
      runOn: runDay,
      kind: 'RUN',
      status: 'CLAIMED',
      lines: added.lines as object[],
    },
  });
  await h.db.orderSchedule.update({ where: { id: schedule.id }, data: { nextRunOn: addDays(runDay, 14) } });
  const [run] = await h.db.orderScheduleRun.findMany({ where: { kind: 'RUN' } });
  await killedAt(run.id);
  expect(await finishInterrupted(h.deps)).toBe(1);
  expect(await h.db.orderItem.count({ where: { userId: w.buyer.id } })).toBe(0);
  expect(await h.db.purchaseOrder.count()).toBe(0);
  expect((await outbox('order_schedule.ran')).map((e) => e.payload)).toEqual([
    expect.objectContaining({ status: 'FAILED', message: expect.stringMatching(/interrupted/) }),
  ]);
  // A run still under way (written within 15 minutes) is left alone.
  await h.db.orderScheduleRun.update({ where: { id: run.id }, data: { status: 'CLAIMED' } });
  expect(await finishInterrupted(h.deps)).toBe(0);
});
