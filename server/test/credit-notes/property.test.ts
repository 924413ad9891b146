/**
 * Over random sequences of invoices, partial payments, credit notes (held, applied, refunded)
 * and refunds, invoiced - credited - paid = balance on the GraphQL, REST, CSV and PDF figures of every invoice,
 * no balance is ever negative, and the company's held credit is exactly what the money given back left over:
 * sum(invoiced) - sum(credited) - sum(received) + sum(refunded) = sum(balances) - held credit.
 */
import fc from 'fast-check';
import { parse } from 'csv-parse/sync';
import { formatCents } from '@gluegun/common';
import { createHarness, type Harness } from '../support/harness';
import { pdfText } from '../support/read-pdf';
import { expectOnlyExpectedRefusals, verdictOf } from '../support/race';
import { APPLY, ISSUE, PO_QUERY, REFUND, TODAY, expectReconciled, invoiceFor, makeWorld } from './world';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

type Cmd =
  | { kind: 'invoice'; prices: [number, number] }
  | { kind: 'pay'; at: number; part: number }
  | {
      kind: 'credit';
      at: number;
      line: number;
      part: number;
      settlement: 'HOLD' | 'APPLY' | 'REFUND';
      whole: boolean;
    }
  | { kind: 'refund'; part: number }
  | { kind: 'apply'; at: number };

const part = fc.integer({ min: 1, max: 100 });
const command: fc.Arbitrary<Cmd> = fc.oneof(
  fc.record({
    kind: fc.constant('invoice' as const),
    prices: fc.tuple(fc.integer({ min: 101, max: 999 }), fc.integer({ min: 101, max: 999 })),
  }),
  fc.record({ kind: fc.constant('pay' as const), at: fc.nat(), part }),
  fc.record({
    kind: fc.constant('credit' as const),
    at: fc.nat(),
    line: fc.nat(1),
    part,
    settlement: fc.constantFrom('HOLD' as const, 'APPLY' as const, 'REFUND' as const),
    whole: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('refund' as const), part }),
  fc.record({ kind: fc.constant('apply' as const), at: fc.nat() }),
);

/** Money text as the PDF prints it; a negative credited figure as -$1.00 or ($1.00) is matched by its digits. */
const printed = (cents: number) => formatCents(Math.abs(cents));

/**
 * The random commands' writes that got through, over every run: a property that holds because every write was
 * refused proves nothing (before every run began with credit held, refunds and applied credit went through about
 * once in twelve runs), so the test requires some of them to.
 */
const accepted: Record<string, number> = {
  recordPayment: 0,
  issueCreditNote: 0,
  recordRefund: 0,
  applyCustomerCredit: 0,
};

/** Some sequences ship to a taxed country (docs/decisions/041): 17.5% makes half cents, so rounding is exercised. */
async function run(cmds: Cmd[], taxed: boolean, prefix = 0) {
  await h.reset();
  if (taxed) await h.db.taxRate.create({ data: { country: 'GB', name: 'VAT', rateMillionths: 175_000 } });
  const { buyer, admin, companyId } = await makeWorld(h);
  const invoices: string[] = [(await invoiceFor(h, buyer.user, [123, 457])).po.id];
  let step = 0;
  const gql = async (query: string, variables: Record<string, unknown>, field: string) => {
    const res = await h.gql(query, variables, admin.token);
    const verdict = verdictOf(res, field);
    expectOnlyExpectedRefusals([verdict], ['CONFLICT', 'BAD_USER_INPUT']);
    // The fixed commands each run begins with must all go through.
    if (step < prefix) expect([step, field, verdict.won]).toEqual([step, field, true]);
    else if (verdict.won) accepted[field] += 1;
    return res;
  };
  for (const [i, c] of cmds.entries()) {
    step = i;
    const id = 'at' in c ? invoices[c.at % invoices.length] : '';
    const po = id ? (await h.gql(PO_QUERY, { id }, admin.token)).data.purchaseOrder : null;
    if (c.kind === 'invoice' && invoices.length < 4)
      invoices.push((await invoiceFor(h, buyer.user, c.prices)).po.id);
    if (c.kind === 'pay' && po.balanceCents > 0) {
      const amountCents = Math.max(1, Math.floor((po.balanceCents * c.part) / 100));
      await gql(
        'mutation($id: ID!, $p: PaymentInput!) { recordPayment(id: $id, payment: $p) { id } }',
        { id, p: { amountCents, receivedOn: TODAY, reference: 'Prop' } },
        'recordPayment',
      );
    }
    if (c.kind === 'credit') {
      const line = po.lines[c.line];
      const quantity = Math.max(1, Math.floor((line.quantity * c.part) / 100));
      const refund =
        c.settlement === 'REFUND' ? { paidOn: TODAY, method: 'CARD', reference: 'Prop refund' } : null;
      await gql(
        ISSUE,
        {
          id,
          i: {
            reason: 'Property',
            settlement: c.settlement,
            refund,
            lines: c.whole ? null : [{ invoiceLineId: line.id, quantity }],
          },
        },
        'issueCreditNote',
      );
    }
    if (c.kind === 'refund') {
      const held = (await h.db.company.findUniqueOrThrow({ where: { id: companyId } })).creditBalanceCents;
      if (held > 0)
        await gql(
          REFUND,
          {
            c: companyId,
            r: {
              amountCents: Math.max(1, Math.floor((held * c.part) / 100)),
              paidOn: TODAY,
              method: 'BANK_TRANSFER',
              reference: 'Prop',
            },
          },
          'recordRefund',
        );
    }
    if (c.kind === 'apply') await gql(APPLY, { id, a: null }, 'applyCustomerCredit');
  }
  return { admin, companyId, invoices };
}

async function checkEverySurface(
  admin: { token: string },
  companyId: string,
  invoices: string[],
  taxed: boolean,
) {
  const csv = await h.http().get('/admin/purchase-orders.csv').set('authorization', `Bearer ${admin.token}`);
  const rows: Array<Record<string, string>> = parse(csv.text.replace(/^\uFEFF/, ''), { columns: true });
  const cents = (text: string) => Math.round(Number(text) * 100);
  let balances = 0;
  for (const id of invoices) {
    const gqlPo = (await h.gql(PO_QUERY, { id }, admin.token)).data.purchaseOrder;
    expectReconciled(gqlPo);
    balances += gqlPo.balanceCents;
    const rest = (await h.http().get(`/purchase-orders/${id}`).set('authorization', `Bearer ${admin.token}`))
      .body;
    expect([rest.totalCents, rest.creditedCents, rest.paidCents, rest.balanceCents]).toEqual([
      gqlPo.totalCents,
      gqlPo.creditedCents,
      gqlPo.paidCents,
      gqlPo.balanceCents,
    ]);
    const row = rows.find((r) => r['Invoice number'] === gqlPo.invoiceNumber)!;
    expect([cents(row.Total), cents(row.Credited), cents(row.Paid), cents(row.Balance)]).toEqual([
      gqlPo.totalCents,
      gqlPo.creditedCents,
      gqlPo.paidCents,
      gqlPo.balanceCents,
    ]);
    const pdf = await h
      .http()
      .get(`/purchase-orders/${id}/invoice.pdf`)
      .set('authorization', `Bearer ${admin.token}`)
      .buffer(true)
      .parse((res, cb) => {
        const chunks: Buffer[] = [];
        res.on('data', (b: Buffer) => chunks.push(b));
        res.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    const text = (await pdfText(pdf.body as Buffer)).replace(/\s+/g, ' ');
    expect(text).toContain(`Balance ${printed(gqlPo.balanceCents)}`);
    // "Paid" is what was received; what credit notes gave back of it is its own line.
    const givenBack = (gqlPo.creditNotes as Array<{ releasedCents: number }>).reduce(
      (sum, n) => sum + n.releasedCents,
      0,
    );
    expect(text).toContain(`Paid ${printed(gqlPo.paidCents + givenBack)}`);
    const tax = await h.db.purchaseOrder.findUniqueOrThrow({
      where: { id },
      select: { subtotalCents: true, taxCents: true },
    });
    expect(tax.subtotalCents + tax.taxCents).toBe(gqlPo.totalCents);
    expect(tax.taxCents > 0).toBe(taxed);
    if (taxed) expect(text).toContain(`Tax (VAT 17.5%) ${printed(tax.taxCents)}`);
    if (taxed) expect([cents(row.Subtotal), cents(row.Tax)]).toEqual([tax.subtotalCents, tax.taxCents]);
    const creditedTax = await h.db.creditNote.aggregate({
      where: { purchaseOrderId: id },
      _sum: { taxCents: true },
    });
    expect(creditedTax._sum.taxCents ?? 0).toBeLessThanOrEqual(tax.taxCents);
    if (gqlPo.creditedCents === gqlPo.totalCents) expect(creditedTax._sum.taxCents ?? 0).toBe(tax.taxCents);
    if (gqlPo.creditedCents > 0)
      expect(text).toMatch(
        new RegExp(`Credited [-(−]*${printed(gqlPo.creditedCents).replace(/[$.]/g, '\\$&')}`),
      );
  }
  // The books balance: what was invoiced less credited, received and refunded is owed now less the credit held.
  const [orders, received, refunded, company] = await Promise.all([
    h.db.purchaseOrder.findMany({ where: { id: { in: invoices } } }),
    h.db.payment.aggregate({ _sum: { amountCents: true } }),
    h.db.refund.aggregate({ _sum: { amountCents: true } }),
    h.db.company.findUniqueOrThrow({ where: { id: companyId } }),
  ]);
  const invoiced = orders.reduce((s, o) => s + o.totalCents, 0);
  const credited = orders.reduce((s, o) => s + o.creditedCents, 0);
  expect(company.creditBalanceCents).toBeGreaterThanOrEqual(0);
  expect(invoiced - credited - (received._sum.amountCents ?? 0) + (refunded._sum.amountCents ?? 0)).toBe(
    balances - company.creditBalanceCents,
  );
  const ledger = await h.db.customerCreditEntry.aggregate({
    where: { companyId },
    _sum: { amountCents: true },
  });
  expect(ledger._sum.amountCents ?? 0).toBe(company.creditBalanceCents);
}

/**
 * Every run starts with credit held (a second invoice, the first paid in full, half a line of it credited, held and
 * applied to the second, half of its other line credited and held), so refunds and applying credit have something
 * to move; the random commands follow.
 */
const HELD_FIRST: Cmd[] = [
  { kind: 'invoice', prices: [211, 307] },
  { kind: 'pay', at: 0, part: 100 },
  { kind: 'credit', at: 0, line: 0, part: 50, settlement: 'HOLD', whole: false },
  { kind: 'apply', at: 1 },
  { kind: 'credit', at: 0, line: 1, part: 50, settlement: 'HOLD', whole: false },
];

it('invoiced - credited - paid = balance on every surface, never negative, the credit held accounted for', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(command, { minLength: 2, maxLength: 9 }), fc.boolean(), async (cmds, taxed) => {
      const { admin, companyId, invoices } = await run([...HELD_FIRST, ...cmds], taxed, HELD_FIRST.length);
      await checkEverySurface(admin, companyId, invoices, taxed);
    }),
    { numRuns: 10 },
  );
  // About 30 of the random writes go through in 10 runs; 12 is far below that, far above none.
  expect({ accepted, enough: Object.values(accepted).reduce((a, n) => a + n, 0) >= 12 }).toEqual({
    accepted,
    enough: true,
  });
  expect({ accepted, everyKind: Object.values(accepted).filter((n) => n > 0).length >= 3 }).toEqual({
    accepted,
    everyKind: true,
  });
}, 900_000);
