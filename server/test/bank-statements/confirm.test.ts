/**
 * Confirming statement lines records payments exactly as recordPayment does (payment rows,
 * order events, outbox events, status), once; re-assigning and ignoring; two admins confirming one line at once.
 */
import { createHarness, type Harness } from '../support/harness';
import { amounts, fixture, makeWorld } from './world';
import { IMPORT_QUERY, LINES_QUERY } from './queries';

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

const CONFIRM = `mutation($id: ID!, $a: [BankAllocationInput!]) { confirmBankLine(id: $id, allocations: $a) {
  id status matchRule unappliedCents allocations { invoiceNumber amountCents } } }`;
const IGNORE = 'mutation($id: ID!, $r: String) { ignoreBankLine(id: $id, reason: $r) { id status note } }';

async function imported() {
  const world = await makeWorld(h);
  const res = await h.gql(
    IMPORT_QUERY,
    { f: { fileName: 's.csv', content: fixture('statement.csv', world.invoices) } },
    world.admin.token,
  );
  expect(res.errors).toBeUndefined();
  const lines = (await h.gql(LINES_QUERY, { take: 200 }, world.admin.token)).data.bankStatementLines
    .items as any[];
  const by = (counterparty: string) => lines.find((l) => l.counterparty === counterparty);
  return { ...world, by };
}

describe('confirmBankLine', () => {
  it('records each proposed allocation as a payment, with the same effects as recording it by hand', async () => {
    const { invoices, admin, by } = await imported();
    const a = amounts(invoices);
    for (const who of [
      'Alpha Crafts Ltd',
      'Beta Buying Co',
      'Charlie Depot',
      'Echo Hobbies',
      'GAMMA SUPPLIES LTD.',
    ]) {
      const res = await h.gql(CONFIRM, { id: by(who).id }, admin.token);
      expect(res.errors).toBeUndefined();
      expect(res.data.confirmBankLine.status).toBe('CONFIRMED');
    }
    const po = async (id: string) => h.db.purchaseOrder.findUniqueOrThrow({ where: { id } });
    expect(await po(invoices.A.id)).toMatchObject({ paidCents: a.A, paymentStatus: 'PAID' });
    expect(await po(invoices.B.id)).toMatchObject({ paidCents: a.B_PART, paymentStatus: 'AWAITING_PAYMENT' });
    expect(await po(invoices.C.id)).toMatchObject({ paymentStatus: 'PAID' });
    expect(await po(invoices.D.id)).toMatchObject({ paymentStatus: 'PAID' });
    expect(await po(invoices.E.id)).toMatchObject({
      paidCents: invoices.E.totalCents,
      paymentStatus: 'PAID',
    });
    expect(await po(invoices.G.id)).toMatchObject({ paymentStatus: 'PAID' });
    // The overpayment stays on the line, unapplied.
    expect(
      await h.db.bankStatementLine.findUniqueOrThrow({ where: { id: by('Echo Hobbies').id } }),
    ).toMatchObject({ unappliedCents: 1_000 });
    // ... and is held as the payer's company's customer credit (docs/decisions/038), with its ledger row.
    const echo = await po(invoices.E.id);
    expect(
      (await h.db.company.findUniqueOrThrow({ where: { id: echo.companyId! } })).creditBalanceCents,
    ).toBe(1_000);
    expect(await h.db.customerCreditEntry.findMany({ where: { companyId: echo.companyId! } })).toMatchObject([
      { kind: 'OVERPAYMENT', amountCents: 1_000 },
    ]);
    expect(await h.db.outboxEvent.count({ where: { type: 'customer_credit.held' } })).toBe(1);
    // One payment per allocation, each knowing its line; the order events and outbox events of a hand-recorded payment.
    const payments = await h.db.payment.findMany();
    expect(payments).toHaveLength(6);
    expect(
      payments.every(
        (p) =>
          p.bankStatementLineId && p.recordedByEmail === admin.user.email && p.reference.startsWith('Bank '),
      ),
    ).toBe(true);
    expect(await h.db.purchaseOrderEvent.count({ where: { kind: 'PAYMENT_RECORDED' } })).toBe(6);
    expect(await h.db.purchaseOrderEvent.count({ where: { kind: 'PAID' } })).toBe(5);
    expect(await h.db.outboxEvent.count({ where: { type: 'payment.recorded' } })).toBe(6);
    // Confirmed lines leave the review queue.
    const proposed = (await h.gql(LINES_QUERY, { s: 'PROPOSED', take: 200 }, admin.token)).data
      .bankStatementLines;
    expect(proposed.total).toBe(0);
  });

  it('two admins confirming the same line at once record one payment; the other is told it is already confirmed', async () => {
    const { admin, by } = await imported();
    const other = await h.signedIn('ADMIN');
    for (let round = 0; round < 3; round++) {
      await h.db.payment.deleteMany();
      const line = by('Beta Buying Co');
      await h.db.bankStatementLine.update({ where: { id: line.id }, data: { status: 'PROPOSED' } });
      await h.db.purchaseOrder.updateMany({ data: { paidCents: 0, paymentStatus: 'AWAITING_PAYMENT' } });
      const answers = await Promise.all([
        h.gql(CONFIRM, { id: line.id }, admin.token),
        h.gql(CONFIRM, { id: line.id }, other.token),
      ]);
      const ok = answers.filter((r) => !r.errors);
      const refused = answers.filter((r) => r.errors);
      expect(ok).toHaveLength(1);
      expect(refused.map((r) => [r.errors![0].extensions.code, r.errors![0].message])).toEqual([
        ['CONFLICT', 'This line is already confirmed: its payments are recorded'],
      ]);
      expect(await h.db.payment.count({ where: { bankStatementLineId: line.id } })).toBe(1);
    }
  });

  it('re-assigns an unmatched line to invoices and amounts the admin names; refuses more than the line and unknown invoices', async () => {
    const { invoices, admin, by } = await imported();
    const line = by('Foxtrot Unknown');
    const over = await h.gql(
      CONFIRM,
      { id: line.id, a: [{ invoiceNumber: invoices.F.invoiceNumber, amountCents: line.amountCents + 1 }] },
      admin.token,
    );
    expect(over.errors?.[0]).toMatchObject({
      message: 'The amounts add up to $123.46, more than the $123.45 received',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const unknown = await h.gql(
      CONFIRM,
      { id: line.id, a: [{ invoiceNumber: 'INV-999999', amountCents: 100 }] },
      admin.token,
    );
    expect(unknown.errors?.[0].message).toBe('No invoice INV-999999');
    const none = await h.gql(CONFIRM, { id: line.id }, admin.token);
    expect(none.errors?.[0].message).toBe('Nothing is proposed for this line: name the invoices it pays');
    expect(await h.db.payment.count()).toBe(0);

    const split = [
      { invoiceNumber: invoices.F.invoiceNumber.toLowerCase(), amountCents: 10_000 },
      { invoiceNumber: invoices.B.invoiceNumber, amountCents: 2_000 },
    ];
    const res = await h.gql(CONFIRM, { id: line.id, a: split }, admin.token);
    expect(res.errors).toBeUndefined();
    expect(res.data.confirmBankLine).toMatchObject({
      status: 'CONFIRMED',
      matchRule: 'MANUAL',
      unappliedCents: 345,
    });
    expect((await h.db.purchaseOrder.findUniqueOrThrow({ where: { id: invoices.F.id } })).paidCents).toBe(
      10_000,
    );
  });

  it('a re-assignment that one invoice refuses (paid in full meanwhile) is refused whole: no payment at all', async () => {
    const { invoices, admin, by } = await imported();
    expect((await h.gql(CONFIRM, { id: by('Alpha Crafts Ltd').id }, admin.token)).errors).toBeUndefined();
    const line = by('Somebody Else'); // 77.00
    const res = await h.gql(
      CONFIRM,
      {
        id: line.id,
        a: [
          { invoiceNumber: invoices.E.invoiceNumber, amountCents: 7_000 },
          { invoiceNumber: invoices.A.invoiceNumber, amountCents: 100 },
        ],
      },
      admin.token,
    );
    expect(res.errors?.[0]).toMatchObject({
      message: `Invoice ${invoices.A.invoiceNumber} is already paid in full`,
      extensions: { code: 'CONFLICT' },
    });
    expect(await h.db.payment.count()).toBe(1);
    expect((await h.db.purchaseOrder.findUniqueOrThrow({ where: { id: invoices.E.id } })).paidCents).toBe(0);
    expect((await h.db.bankStatementLine.findUniqueOrThrow({ where: { id: line.id } })).status).toBe(
      'UNMATCHED',
    );
  });

  it('ignores a line (it leaves the queue); an ignored or confirmed line cannot be decided again', async () => {
    const { admin, by } = await imported();
    const line = by('Somebody Else');
    const res = await h.gql(IGNORE, { id: line.id, r: 'A refund from a supplier' }, admin.token);
    expect(res.data.ignoreBankLine).toMatchObject({
      status: 'IGNORED',
      note: 'Ignored: A refund from a supplier',
    });
    const again = await h.gql(CONFIRM, { id: line.id }, admin.token);
    expect(again.errors?.[0]).toMatchObject({
      message: 'This line was ignored: it records no payment',
      extensions: { code: 'CONFLICT' },
    });
    const queue = (await h.gql(LINES_QUERY, { s: 'UNMATCHED', take: 200 }, admin.token)).data
      .bankStatementLines;
    expect(queue.items.map((l: any) => l.counterparty)).toEqual(['Foxtrot Unknown']);
    const missing = await h.gql(CONFIRM, { id: '00000000-0000-4000-8000-000000000000' }, admin.token);
    expect(missing.errors?.[0].extensions.code).toBe('NOT_FOUND');
  });
});
