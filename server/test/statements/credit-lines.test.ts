/**
 * Credit notes, customer credit applied and released, and refunds on the statement
 * of account and the aging report. A company statement's closing balance is what its invoices owe less the credit it
 * holds; a buyer's own-orders statement closes on their orders' balances; the aging report buckets each invoice's
 * own balance (credit notes and applied credit included).
 */
import { balanceOf } from '@gluegun/common';
import { createHarness, type Harness } from '../support/harness';
import { ctxFor } from '../support/context';
import * as paymentsService from '../../src/modules/payments/payments.service';
import { APPLY, ISSUE, REFUND, TODAY, invoiceFor } from '../credit-notes/world';

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

const STATEMENT = `query($from: String!, $to: String!) { myStatement(from: $from, to: $to) {
  scope openingBalanceCents totalDebitCents totalCreditCents closingBalanceCents lines { kind reference invoiceNumber debitCents creditCents balanceCents } } }`;
const AGING = '{ agingReport { rows { companyId totalCents invoiceCount } } }';
const RANGE = { from: `${TODAY.slice(0, 4)}-01-01`, to: TODAY };

async function ok(query: string, variables: Record<string, unknown>, token: string) {
  const res = await h.gql(query, variables, token);
  expect(res.errors).toBeUndefined();
  return res.data;
}

it("credit notes, applied and released credit and refunds: the company statement closes on balances less held credit, a buyer's on their orders, aging on balances", async () => {
  const owner = await h.signedIn('CUSTOMER', { displayName: 'Owner' });
  const admin = await h.signedIn('ADMIN');
  const buyerUser = await h.factories.createUser(h.db, {
    company: { connect: { id: owner.user.companyId } },
    companyRole: 'BUYER',
  });
  await h.db.company.update({
    where: { id: owner.user.companyId },
    data: { personal: false, creditLimitCents: 10_000_000 },
  });
  const pay = (id: string, amountCents: number) =>
    paymentsService.recordPayment(ctxFor(h, admin.user), id, {
      amountCents,
      receivedOn: TODAY,
      reference: 'BACS',
    });

  // The buyer's order, paid in full, then credited 11,000 of it: that money is released to the company's account
  // and applied onto the company's oldest open invoice (the owner's first).
  await invoiceFor(h, owner.user);
  const { po: ownerPartly } = await invoiceFor(h, owner.user);
  const { po: buyerPaid } = await invoiceFor(h, buyerUser);
  await pay(buyerPaid.id, buyerPaid.totalCents);
  const lines = (
    await ok('query($id: ID!) { purchaseOrder(id: $id) { lines { id } } }', { id: buyerPaid.id }, admin.token)
  ).purchaseOrder.lines;
  const applied = (
    await ok(
      ISSUE,
      {
        id: buyerPaid.id,
        i: { reason: 'Damaged', settlement: 'APPLY', lines: [{ invoiceLineId: lines[1].id, quantity: 40 }] },
      },
      admin.token,
    )
  ).issueCreditNote;
  expect(applied).toMatchObject({ amountCents: 11_000, releasedCents: 11_000 });
  // The owner's second invoice: a credit note lowering what it owes; then credit held and part of it refunded.
  await ok(
    ISSUE,
    {
      id: ownerPartly.id,
      i: {
        reason: 'Short shipped',
        settlement: 'HOLD',
        lines: [
          {
            invoiceLineId: (
              await ok(
                'query($id: ID!) { purchaseOrder(id: $id) { lines { id } } }',
                { id: ownerPartly.id },
                admin.token,
              )
            ).purchaseOrder.lines[0].id,
            quantity: 100,
          },
        ],
      },
    },
    admin.token,
  );
  await pay(ownerPartly.id, 20_000);
  const { po: extra } = await invoiceFor(h, owner.user);
  await pay(extra.id, extra.totalCents);
  await ok(ISSUE, { id: extra.id, i: { reason: 'Returned', settlement: 'HOLD' } }, admin.token);
  await ok(
    REFUND,
    {
      c: owner.user.companyId,
      r: { amountCents: 30_000, paidOn: TODAY, method: 'BANK_TRANSFER', reference: 'Refund 1' },
    },
    admin.token,
  );
  await ok(APPLY, { id: ownerPartly.id, a: 5_000 }, admin.token);

  const orders = await h.db.purchaseOrder.findMany({ where: { companyId: owner.user.companyId } });
  const held = (await h.db.company.findUniqueOrThrow({ where: { id: owner.user.companyId } }))
    .creditBalanceCents;
  expect(held).toBeGreaterThan(0);
  const owed = (ids?: string[]) =>
    orders.filter((o) => !ids || ids.includes(o.id)).reduce((sum, o) => sum + balanceOf(o), 0);

  // The company statement: every credit note and the refund are lines; credit moving between invoices and the
  // account is not; it closes on what the invoices owe less the credit held.
  const company = (await ok(STATEMENT, RANGE, owner.token)).myStatement;
  expect(company.scope).toBe('COMPANY');
  expect(company.closingBalanceCents).toBe(owed() - held);
  expect(company.openingBalanceCents + company.totalDebitCents - company.totalCreditCents).toBe(
    company.closingBalanceCents,
  );
  const kinds = company.lines.map((l: { kind: string }) => l.kind);
  expect(kinds.filter((k: string) => k === 'CREDIT_NOTE')).toHaveLength(3);
  expect(kinds).toContain('REFUND');
  expect(kinds).not.toContain('CREDIT_APPLIED');
  expect(kinds).not.toContain('CREDIT_RELEASED');
  expect(company.lines.find((l: { kind: string }) => l.kind === 'REFUND')).toMatchObject({
    reference: 'Refund 1',
    debitCents: 30_000,
    invoiceNumber: '',
  });

  // The buyer's own orders: the credit released from their invoice is a line (their statement has no account).
  const own = (await ok(STATEMENT, RANGE, h.tokenFor(buyerUser))).myStatement;
  expect(own.scope).toBe('OWN_ORDERS');
  expect(own.closingBalanceCents).toBe(owed([buyerPaid.id]));
  expect(own.lines.map((l: { kind: string }) => l.kind)).toEqual(
    expect.arrayContaining(['INVOICE', 'PAYMENT', 'CREDIT_NOTE', 'CREDIT_RELEASED']),
  );
  expect(own.lines.map((l: { kind: string }) => l.kind)).not.toContain('REFUND');

  // Aging: each unpaid invoice's own balance, credit notes and applied credit included.
  const row = (await ok(AGING, {}, admin.token)).agingReport.rows.find(
    (r: { companyId: string }) => r.companyId === owner.user.companyId,
  );
  const open = orders.filter((o) => o.paymentStatus === 'AWAITING_PAYMENT' && balanceOf(o) > 0);
  expect(row).toMatchObject({ totalCents: owed(open.map((o) => o.id)), invoiceCount: open.length });
});
