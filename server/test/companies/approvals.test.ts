/**
 * Spending limits and approval rules: the journey's figures ($2,000 per-order limit; a requester's order
 * waits; the buyer's $1,500 goes through, $3,000 waits; one approved, one rejected with a reason), nobody approving
 * their own order, approval as the normal checkout at that moment (all or nothing, saying what stopped it), races,
 * and the rule engine against a plain model over random limits, periods and totals.
 */
import fc from 'fast-check';
import { Client } from 'pg';
import {
  approvalsNeeded,
  periodStart,
  requiredApproverRoles,
  type ApprovalQuestion,
  type CompanyRoleName,
} from '@gluegun/common';
import { createHarness, type Harness } from '../support/harness';
import { ctxFor } from '../support/context';
import { dbSnapshot } from '../support/db-snapshot';
import { expectOnlyExpectedRefusals, verdictOfSettled } from '../support/race';
import * as orders from '../../src/modules/orders/order.service';
import * as pos from '../../src/modules/purchase-orders/purchase-order.service';
import * as approvalsService from '../../src/modules/approvals/approvals.service';
import * as creditService from '../../src/modules/credit/credit.service';
import * as companies from '../../src/modules/companies/company.service';
import type { CompanyRole, User } from '../../src/generated/prisma/client';

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
async function refusal(p: Promise<unknown>) {
  try {
    await p;
  } catch (e) {
    const err = e as { extensions?: Record<string, unknown>; message: string };
    return { code: err.extensions?.code, reason: err.extensions?.reason, message: err.message };
  }
  throw new Error('expected a refusal');
}
async function company(roles: CompanyRole[]) {
  const admin = await h.factories.createUser(h.db);
  await companies.updateMyCompany(ctxFor(h, admin), { name: 'Acme Crafts Ltd' });
  const people: User[] = [];
  for (const role of roles)
    people.push(
      await h.factories.createUser(h.db, {
        company: { connect: { id: admin.companyId } },
        companyRole: role,
      }),
    );
  return { admin, people };
}
/** An open item of `user` worth `dollars` ($1 a unit, 100+ units), on a product with `stock`. */
async function item(user: User, dollars: number, stock = 100_000) {
  const p = await h.factories.createProduct(h.db, { priceCents: 100, quantity: stock });
  return orders.placeOrder(ctxFor(h, user), { productId: p.id, quantity: dollars, phone: '5550100' });
}
const submit = async (user: User, dollars: number, stock?: number) =>
  approvalsService.submitOrder(ctxFor(h, user), {
    itemIds: [(await item(user, dollars, stock)).id],
    details,
  });

describe("the journey's figures", () => {
  it('limit $2,000: requester waits; buyer $1,500 goes; buyer $3,000 waits; approve one, reject the other with a reason', async () => {
    const {
      admin,
      people: [buyer, requester],
    } = await company(['BUYER', 'REQUESTER']);
    await approvalsService.setSpendingLimits(ctxFor(h, admin), buyer.id, { orderLimitCents: 200_000 });
    const preview = await approvalsService.approvalPreview(ctxFor(h, buyer), [(await item(buyer, 3_000)).id]);
    expect(preview).toMatchObject({
      needsApproval: true,
      summary: 'Needs approval by a company admin',
      reasons: ['Over the $2,000.00 per-order limit: needs a company admin'],
    });

    const asked = await submit(requester, 400);
    expect(asked.purchaseOrder).toBeNull();
    expect(asked.approvalRequest).toMatchObject({
      status: 'AWAITING_APPROVAL',
      requiredRoles: ['COMPANY_ADMIN'],
      totalCents: 40_000,
    });
    const fine = await submit(buyer, 1_500);
    expect(fine.purchaseOrder).toMatchObject({ totalCents: 150_000 });
    const big = await submit(buyer, 3_000);
    expect(big.approvalRequest).toMatchObject({ status: 'AWAITING_APPROVAL', totalCents: 300_000 });
    // Waiting holds no stock and no credit.
    expect(await creditService.myCredit(ctxFor(h, admin))).toMatchObject({ openCents: 150_000 });
    expect((await approvalsService.approvalQueue(ctxFor(h, admin))).map((r) => r.id)).toEqual([
      asked.approvalRequest!.id,
      big.approvalRequest!.id,
    ]);
    expect(await approvalsService.approvalQueue(ctxFor(h, buyer))).toEqual([]);

    const approved = await approvalsService.approveOrder(ctxFor(h, admin), big.approvalRequest!.id);
    expect(approved).toMatchObject({ status: 'APPROVED', purchaseOrderId: expect.any(String) });
    const po = await h.db.purchaseOrder.findUniqueOrThrow({ where: { id: approved.purchaseOrderId! } });
    expect([po.userId, po.totalCents, po.companyId]).toEqual([buyer.id, 300_000, admin.companyId]);
    expect(
      await refusal(approvalsService.rejectOrder(ctxFor(h, admin), asked.approvalRequest!.id, '  ')),
    ).toMatchObject({ code: 'BAD_USER_INPUT' });
    const rejected = await approvalsService.rejectOrder(
      ctxFor(h, admin),
      asked.approvalRequest!.id,
      'Not this month',
    );
    expect(rejected).toMatchObject({ status: 'REJECTED', rejectionReason: 'Not this month' });
    // The rejected items are open again; every step is recorded with who and which role.
    expect(
      await h.db.orderItem.count({
        where: { userId: requester.id, status: 'PENDING', approvalRequestId: null },
      }),
    ).toBe(1);
    const steps = await h.db.approvalEvent.findMany({
      where: { requestId: big.approvalRequest!.id },
      orderBy: { createdAt: 'asc' },
    });
    expect(steps.map((s) => [s.kind, s.actorEmail, s.role])).toEqual([
      ['SUBMITTED', buyer.email, null],
      ['APPROVED', admin.email, 'COMPANY_ADMIN'],
      ['PLACED', admin.email, null],
    ]);
    const types = (
      await h.db.outboxEvent.findMany({
        where: { resourceType: 'approval_request' },
        orderBy: { createdAt: 'asc' },
      })
    ).map((e) => e.type);
    expect(types.sort()).toEqual([
      'purchase_order.approved',
      'purchase_order.awaiting_approval',
      'purchase_order.awaiting_approval',
      'purchase_order.rejected',
    ]);
  });

  it('checkout never goes around the rules, and waiting items cannot be paid, cancelled or deleted alone', async () => {
    const {
      people: [requester],
    } = await company(['REQUESTER']);
    const open = await item(requester, 100);
    const before = await dbSnapshot(h.db);
    expect(await refusal(pos.checkout(ctxFor(h, requester), { itemIds: [open.id], details }))).toMatchObject({
      code: 'CONFLICT',
      reason: 'APPROVAL_REQUIRED',
    });
    expect(await refusal(orders.payOrderItem(ctxFor(h, requester), open.id))).toMatchObject({
      reason: 'APPROVAL_REQUIRED',
    });
    expect(await dbSnapshot(h.db)).toEqual(before);
    await approvalsService.submitOrder(ctxFor(h, requester), { itemIds: [open.id], details });
    expect(await refusal(orders.cancelOrderItem(ctxFor(h, requester), open.id))).toMatchObject({
      code: 'CONFLICT',
    });
    expect(await refusal(orders.deleteOrderItem(ctxFor(h, requester), open.id))).toMatchObject({
      code: 'CONFLICT',
    });
    expect(
      await refusal(approvalsService.submitOrder(ctxFor(h, requester), { itemIds: [open.id], details })),
    ).toMatchObject({ code: 'CONFLICT' });
  });
});

describe('who approves', () => {
  it('nobody approves their own order; tiers need a buyer and a company admin, two different people', async () => {
    const {
      admin,
      people: [buyer, senior],
    } = await company(['BUYER', 'BUYER']);
    await approvalsService.setApprovalRules(ctxFor(h, admin), [
      { thresholdCents: 100_000, approverRole: 'BUYER' },
      { thresholdCents: 500_000, approverRole: 'COMPANY_ADMIN' },
    ]);
    const { approvalRequest } = await submit(buyer, 6_000);
    expect(approvalRequest!.requiredRoles).toEqual(['BUYER', 'COMPANY_ADMIN']);
    expect(await refusal(approvalsService.approveOrder(ctxFor(h, buyer), approvalRequest!.id))).toMatchObject(
      { code: 'FORBIDDEN', reason: 'NOT_APPROVER', message: 'Nobody approves their own order' },
    );
    await approvalsService.approveOrder(ctxFor(h, senior), approvalRequest!.id);
    expect(
      await refusal(approvalsService.approveOrder(ctxFor(h, senior), approvalRequest!.id)),
    ).toMatchObject({ reason: 'NOT_APPROVER' });
    const done = await approvalsService.approveOrder(ctxFor(h, admin), approvalRequest!.id);
    expect(done.status).toBe('APPROVED');
    const outsider = (await company([])).admin;
    const other = await submit(buyer, 2_000);
    expect(
      await refusal(approvalsService.approveOrder(ctxFor(h, outsider), other.approvalRequest!.id)),
    ).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('two approvers at once: one purchase order and one approval', async () => {
    const {
      admin,
      people: [second, requester],
    } = await company(['COMPANY_ADMIN', 'REQUESTER']);
    const { approvalRequest } = await submit(requester, 500);
    const results = await Promise.allSettled(
      [admin, second].map((a) => approvalsService.approveOrder(ctxFor(h, a), approvalRequest!.id)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await h.db.purchaseOrder.count({ where: { userId: requester.id } })).toBe(1);
    expect(
      await h.db.approvalEvent.count({ where: { requestId: approvalRequest!.id, kind: 'APPROVED' } }),
    ).toBe(1);
  });

  it('approval runs the checkout now: short stock or the credit limit refuse it, say why, and change nothing', async () => {
    const {
      admin,
      people: [requester],
    } = await company(['REQUESTER']);
    const { approvalRequest } = await submit(requester, 500, 600);
    const productId = (
      await h.db.orderItem.findFirstOrThrow({ where: { approvalRequestId: approvalRequest!.id } })
    ).productId!;
    await h.db.product.update({ where: { id: productId }, data: { quantity: 200 } });
    const before = await dbSnapshot(h.db);
    const r = await refusal(approvalsService.approveOrder(ctxFor(h, admin), approvalRequest!.id));
    expect(r).toMatchObject({ code: 'CONFLICT', reason: 'NOT_PLACED' });
    expect(r.message).toContain('(500 wanted, 200 left)');
    expect(await dbSnapshot(h.db)).toEqual(before);
    await h.db.product.update({ where: { id: productId }, data: { quantity: 10_000 } });
    await h.db.company.update({ where: { id: admin.companyId }, data: { creditLimitCents: 10_000 } });
    expect(await refusal(approvalsService.approveOrder(ctxFor(h, admin), approvalRequest!.id))).toMatchObject(
      { reason: 'NOT_PLACED', message: expect.stringContaining('credit limit') },
    );
  });

  it('an approval racing a stock change never oversells', async () => {
    const {
      admin,
      people: [requester, buyer],
    } = await company(['REQUESTER', 'BUYER']);
    const { approvalRequest } = await submit(requester, 300, 400);
    const productId = (
      await h.db.orderItem.findFirstOrThrow({ where: { approvalRequestId: approvalRequest!.id } })
    ).productId!;
    const rival = await orders.placeOrder(ctxFor(h, buyer), { productId, quantity: 300, phone: '5550100' });
    await Promise.allSettled([
      approvalsService.approveOrder(ctxFor(h, admin), approvalRequest!.id),
      approvalsService.submitOrder(ctxFor(h, buyer), { itemIds: [rival.id], details }),
    ]);
    const stock = (await h.db.product.findUniqueOrThrow({ where: { id: productId } })).quantity;
    expect(stock).toBeGreaterThanOrEqual(0);
    expect(await h.db.purchaseOrder.count()).toBe(1);
  });
});

/**
 * An approval racing a credit change: the shop admin lowers the company's limit below what
 * the waiting order needs while a company admin approves it. Serially there are two outcomes, and only those: the
 * approval first (placed within the limit as it was, then the limit goes down) or the change first (refused for
 * credit, nothing changed). Never an order placed against a limit that was already lowered.
 */
describe('an approval racing a credit change', () => {
  const OLD_LIMIT = 100_000; // $1,000: room for the $500 order
  const NEW_LIMIT = 30_000; // $300: no room for it
  const SETTLED = 'SELECT "userId", "totalCents", "companyId" FROM "PurchaseOrder"';

  async function waiting() {
    const shopAdmin = (await h.signedIn('ADMIN')).user;
    const {
      admin,
      people: [requester],
    } = await company(['REQUESTER']);
    await companies.setCompanyCreditTerms(ctxFor(h, shopAdmin), admin.companyId, {
      creditLimitCents: OLD_LIMIT,
      paymentTermsDays: 30,
    });
    const { approvalRequest } = await submit(requester, 500);
    return { shopAdmin, admin, requester, request: approvalRequest! };
  }
  /** Everything the outcome is judged on, for one company. */
  async function stateOf(companyId: string, requestId: string) {
    const [c, request, open] = await Promise.all([
      h.db.company.findUniqueOrThrow({ where: { id: companyId } }),
      h.db.approvalRequest.findUniqueOrThrow({ where: { id: requestId } }),
      h.db.purchaseOrder.aggregate({
        where: { companyId, paymentStatus: 'AWAITING_PAYMENT' },
        _sum: { totalCents: true },
        _count: true,
      }),
    ]);
    return {
      limit: c.creditLimitCents,
      status: request.status,
      openCents: open._sum.totalCents ?? 0,
      orders: open._count,
    };
  }

  it('in parallel, many rounds: placed within the limit as it was, or refused for credit with nothing changed', async () => {
    const seen = new Set<string>();
    for (let round = 0; round < 16; round++) {
      await h.reset();
      const { shopAdmin, admin, request } = await waiting();
      const stock = await h.db.product.aggregate({ _sum: { quantity: true } });
      const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
      // The change starts 0 to 60 ms after the approval (a one-row update beats a whole checkout when they start
      // together), so over the rounds each comes first, and some meet in the middle.
      const [approval, change] = await Promise.allSettled([
        approvalsService.approveOrder(ctxFor(h, admin), request.id),
        pause((round % 8) * 9).then(() =>
          companies.setCompanyCreditTerms(ctxFor(h, shopAdmin), admin.companyId, {
            creditLimitCents: NEW_LIMIT,
            paymentTermsDays: 30,
          }),
        ),
      ]);
      expectOnlyExpectedRefusals(
        [verdictOfSettled(approval), verdictOfSettled(change)],
        ['CONFLICT/NOT_PLACED'],
      );
      expect(change.status).toBe('fulfilled'); // the credit change always goes through
      const after = await stateOf(admin.companyId, request.id);
      expect(after.limit).toBe(NEW_LIMIT);
      if (approval.status === 'fulfilled') {
        seen.add('placed');
        // The approval came first: one order, within the limit as it was then.
        expect(after).toMatchObject({ status: 'APPROVED', orders: 1, openCents: 50_000 });
        expect(after.openCents).toBeLessThanOrEqual(OLD_LIMIT);
      } else {
        seen.add('refused');
        // The change came first: refused for credit, and nothing of the order changed (stock, request, invoices).
        expect((approval.reason as { extensions?: { cause?: string } }).extensions?.cause).toBe(
          'CREDIT_LIMIT',
        );
        expect(after).toEqual({ limit: NEW_LIMIT, status: 'AWAITING_APPROVAL', openCents: 0, orders: 0 });
        expect(await h.db.product.aggregate({ _sum: { quantity: true } })).toEqual(stock);
        expect(await h.db.approvalEvent.count({ where: { requestId: request.id, kind: 'APPROVED' } })).toBe(
          0,
        );
      }
    }
    // Not asserted (timing decides which comes first), but shown when a run is read: both outcomes usually occur.
    console.log(`approval vs credit change: ${[...seen].join(' and ')}`);
  }, 120_000);

  it("a limit lowered while the approval waits for the company's row is the one it checks (never placed above it)", async () => {
    const { admin, request } = await waiting();
    const holder = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await holder.connect();
    try {
      // The credit change holds the company's row (as an UPDATE does) while the approval starts.
      await holder.query('BEGIN');
      await holder.query('SELECT 1 FROM "Company" WHERE "id" = $1 FOR NO KEY UPDATE', [admin.companyId]);
      const {
        rows: [{ pid }],
      } = await holder.query('SELECT pg_backend_pid() AS pid');
      const approval = approvalsService.approveOrder(ctxFor(h, admin), request.id).then(
        () => 'placed',
        (e: { extensions?: { reason?: string; cause?: string } }) =>
          `${e.extensions?.reason}/${e.extensions?.cause}`,
      );
      // Wait until the approval is queued behind the row lock, having read whatever it reads before it.
      for (let i = 0; ; i++) {
        const { rows } = await holder.query(
          'SELECT count(*)::int AS n FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))',
          [pid],
        );
        if (rows[0].n > 0) break;
        if (i > 200) throw new Error('the approval never waited for the company row');
        await new Promise((r) => setTimeout(r, 25));
      }
      await holder.query('UPDATE "Company" SET "creditLimitCents" = $1 WHERE "id" = $2', [
        NEW_LIMIT,
        admin.companyId,
      ]);
      await holder.query('COMMIT');
      expect(await approval).toBe('NOT_PLACED/CREDIT_LIMIT');
    } finally {
      await holder.end();
    }
    expect(await stateOf(admin.companyId, request.id)).toEqual({
      limit: NEW_LIMIT,
      status: 'AWAITING_APPROVAL',
      openCents: 0,
      orders: 0,
    });
    expect(await h.db.$queryRawUnsafe(SETTLED)).toEqual([]);
  });
});

describe('period limits', () => {
  it('parallel orders of one buyer never place more than the period allows: the rest wait for approval', async () => {
    const {
      admin,
      people: [buyer],
    } = await company(['BUYER']);
    await approvalsService.setSpendingLimits(ctxFor(h, admin), buyer.id, {
      periodLimitCents: 250_000,
      limitPeriod: 'MONTH',
    });
    const items = await Promise.all([1, 2, 3, 4].map(() => item(buyer, 1_000)));
    const results = await Promise.all(
      items.map((i) => approvalsService.submitOrder(ctxFor(h, buyer), { itemIds: [i.id], details })),
    );
    expect(results.filter((r) => r.purchaseOrder)).toHaveLength(2);
    expect(results.filter((r) => r.approvalRequest)).toHaveLength(2);
    const placed = await h.db.purchaseOrder.aggregate({
      where: { userId: buyer.id },
      _sum: { totalCents: true },
    });
    expect(placed._sum.totalCents).toBeLessThanOrEqual(250_000);
  });

  it('periods start on the calendar: Monday for weeks, the 1st for months (UTC)', () => {
    expect(periodStart('WEEK', new Date('2026-11-29T23:59:00Z')).toISOString()).toBe(
      '2026-11-23T00:00:00.000Z',
    );
    expect(periodStart('WEEK', new Date('2026-11-30T00:00:00Z')).toISOString()).toBe(
      '2026-11-30T00:00:00.000Z',
    );
    expect(periodStart('MONTH', new Date('2026-12-31T23:59:59Z')).toISOString()).toBe(
      '2026-12-01T00:00:00.000Z',
    );
  });
});

describe('the rule engine against a plain model', () => {
  /** The rules in plain words, written apart from the engine. */
  function model(q: ApprovalQuestion): CompanyRoleName[] {
    if (q.role === 'COMPANY_ADMIN') return [];
    const needAdmin =
      q.role === 'REQUESTER' ||
      (q.orderLimitCents !== null && q.totalCents > q.orderLimitCents) ||
      (q.periodLimitCents !== null && q.spentInPeriodCents + q.totalCents > q.periodLimitCents) ||
      q.rules.some((r) => r.approverRole === 'COMPANY_ADMIN' && q.totalCents > r.thresholdCents);
    const needBuyer = q.rules.some((r) => r.approverRole === 'BUYER' && q.totalCents > r.thresholdCents);
    return [...(needBuyer ? ['BUYER' as const] : []), ...(needAdmin ? ['COMPANY_ADMIN' as const] : [])];
  }
  it('needs exactly the approvals the model says, for random limits, periods, rules and totals', () => {
    const money = fc.integer({ min: 0, max: 1_000_000 });
    fc.assert(
      fc.property(
        fc.record({
          role: fc.constantFrom<CompanyRoleName>('COMPANY_ADMIN', 'BUYER', 'REQUESTER'),
          orderLimitCents: fc.option(money, { nil: null }),
          periodLimitCents: fc.option(money, { nil: null }),
          spentInPeriodCents: money,
          rules: fc.array(
            fc.record({
              id: fc.uuid(),
              thresholdCents: money,
              approverRole: fc.constantFrom<CompanyRoleName>('BUYER', 'COMPANY_ADMIN'),
            }),
            { maxLength: 5 },
          ),
          totalCents: money,
        }),
        (q) => {
          expect(requiredApproverRoles(approvalsNeeded(q))).toEqual(model(q));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
