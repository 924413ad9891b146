/**
 * Two admins crediting the same lines at once credit them once (the company's and the order's
 * row locks put them one after the other; the second sees the lines credited). Every answer is checked.
 */
import { createHarness, type Harness } from '../support/harness';
import { expectOnlyExpectedRefusals, verdictOf } from '../support/race';
import { ISSUE, PO_QUERY, expectReconciled, invoiceFor, makeWorld } from './world';

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

it('two admins crediting the same lines at once credit them once', async () => {
  const { buyer, admin } = await makeWorld(h);
  const other = await h.signedIn('ADMIN');
  for (let round = 0; round < 3; round++) {
    const { po } = await invoiceFor(h, buyer.user);
    const lines = (await h.gql(PO_QUERY, { id: po.id }, admin.token)).data.purchaseOrder.lines;
    const input = {
      reason: `Round ${round}`,
      settlement: 'HOLD',
      lines: [
        { invoiceLineId: lines[0].id, quantity: 100 },
        { invoiceLineId: lines[1].id, quantity: 50 },
      ],
    };
    const answers = await Promise.all(
      [admin, other, admin, other].map((a) => h.gql(ISSUE, { id: po.id, i: input }, a.token)),
    );
    const { winners, losers } = expectOnlyExpectedRefusals(
      answers.map((a) => verdictOf(a, 'issueCreditNote')),
      ['CONFLICT'],
    );
    expect(winners).toHaveLength(1);
    for (const l of losers) expect(l.message).toMatch(/already credited in full|Only \d+ of line/);
    const after = (await h.gql(PO_QUERY, { id: po.id }, admin.token)).data.purchaseOrder;
    expectReconciled(after);
    expect(after.creditedCents).toBe(15_000 + 50 * 275);
    expect(after.creditNotes).toHaveLength(1);
  }
  // A whole-invoice credit racing with a payment: both land or one is refused; the figures always reconcile.
  const { po } = await invoiceFor(h, buyer.user);
  const [credit, payment] = await Promise.all([
    h.gql(ISSUE, { id: po.id, i: { reason: 'All back', settlement: 'HOLD' } }, admin.token),
    h.gql(
      'mutation($id: ID!, $p: PaymentInput!) { recordPayment(id: $id, payment: $p) { paidCents } }',
      {
        id: po.id,
        p: { amountCents: 70_000, receivedOn: new Date().toISOString().slice(0, 10), reference: 'Race' },
      },
      other.token,
    ),
  ]);
  expectOnlyExpectedRefusals(
    [verdictOf(credit, 'issueCreditNote'), verdictOf(payment, 'recordPayment')],
    ['CONFLICT'],
  );
  const after = (await h.gql(PO_QUERY, { id: po.id }, admin.token)).data.purchaseOrder;
  expectReconciled(after);
  expect(after.creditedCents).toBe(70_000);
  const company = await h.db.company.findUniqueOrThrow({ where: { id: buyer.user.companyId } });
  expect(company.creditBalanceCents).toBe(payment.data?.recordPayment ? 70_000 : 0);
}, 300_000);
