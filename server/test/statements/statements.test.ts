/**
 * Statements of account against real PostgreSQL, at a fixed clock (2026-06-15 10:00 UTC).
 * Opening + lines = closing; the closing balance up to today is the sum of the invoices' own balances; the range's
 * days are UTC days, both included; a buyer sees their own orders; another company sees nothing by any transport.
 */
import { balanceOf } from '@gluegun/common';
import { createHarness, type Harness } from '../support/harness';
import { pdfText } from '../support/read-pdf';
import { cancelledAt, invoice, pay } from './world';

const NOW = new Date('2026-06-15T10:00:00Z');
let h: Harness;
beforeAll(async () => {
  h = await createHarness({}, { clock: () => NOW });
});
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  await h.reset();
});

const STATEMENT = `query($from: String!, $to: String!) { myStatement(from: $from, to: $to) {
  companyId companyName scope buyerEmail from to asOf openingBalanceCents totalDebitCents totalCreditCents closingBalanceCents overdueCents
  lines { on kind kindLabel reference invoiceNumber debitCents creditCents balanceCents } overdue { invoiceNumber dueOn daysOverdue balanceCents } } }`;
const COMPANY_STATEMENT = `query($id: ID!, $from: String!, $to: String!) { companyStatement(companyId: $id, from: $from, to: $to) {
  companyName openingBalanceCents closingBalanceCents lines { reference } } }`;

const binary = (res: any, done: (e: Error | null, b?: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

/** A company admin with invoices A (before the range, part paid), B (paid in it), E (voided after it), C (last minute of it), D (after it). */
async function world() {
  const owner = await h.signedIn('CUSTOMER', { displayName: 'Owner' });
  await h.db.company.update({ where: { id: owner.user.companyId }, data: { name: 'Statement Crafts Ltd' } });
  const A = await invoice(h, owner.user.id, '2026-04-30T23:59:00Z', '2026-05-30T12:00:00Z', 10_000);
  const B = await invoice(h, owner.user.id, '2026-05-01T00:00:00Z', '2026-05-31T12:00:00Z', 25_000);
  const E = await invoice(h, owner.user.id, '2026-05-10T09:00:00Z', '2026-06-09T12:00:00Z', 3_000);
  const C = await invoice(h, owner.user.id, '2026-05-31T23:30:00Z', '2026-06-30T12:00:00Z', 5_000);
  const D = await invoice(h, owner.user.id, '2026-06-01T00:00:30Z', '2026-07-01T12:00:00Z', 7_000);
  await pay(h, A, 4_000, '2026-05-01', "=cmd|' /C calc'!A0");
  await pay(h, B, 25_000, '2026-05-31', 'Wire B');
  await cancelledAt(h, E.id, '2026-06-02T08:00:00Z');
  return { owner, A, B, C, D, E };
}

describe('statement of account', () => {
  it('May: opening balance, the lines of May 1 to May 31 (UTC, both days included), running balances, closing balance, overdue with days', async () => {
    const { owner, A, B, C, E } = await world();
    const res = await h.gql(STATEMENT, { from: '2026-05-01', to: '2026-05-31' }, owner.token);
    expect(res.errors).toBeUndefined();
    const s = res.data.myStatement;
    expect(s).toMatchObject({
      companyName: 'Statement Crafts Ltd',
      scope: 'COMPANY',
      buyerEmail: null,
      asOf: '2026-05-31',
      openingBalanceCents: 10_000,
    });
    expect(
      s.lines.map((l: any) => [l.on, l.kind, l.invoiceNumber, l.debitCents, l.creditCents, l.balanceCents]),
    ).toEqual([
      ['2026-05-01', 'INVOICE', B.invoiceNumber, 25_000, 0, 35_000],
      ['2026-05-01', 'PAYMENT', A.invoiceNumber, 0, 4_000, 31_000],
      ['2026-05-10', 'INVOICE', E.invoiceNumber, 3_000, 0, 34_000],
      ['2026-05-31', 'INVOICE', C.invoiceNumber, 5_000, 0, 39_000],
      ['2026-05-31', 'PAYMENT', B.invoiceNumber, 0, 25_000, 14_000],
    ]);
    expect(s.totalDebitCents).toBe(33_000);
    expect(s.totalCreditCents).toBe(29_000);
    expect(s.openingBalanceCents + s.totalDebitCents - s.totalCreditCents).toBe(s.closingBalanceCents);
    expect(s.closingBalanceCents).toBe(14_000);
    // A was due May 30: one day overdue at the end of May 31, with what it still owed then.
    expect(s.overdue).toEqual([
      { invoiceNumber: A.invoiceNumber, dueOn: '2026-05-30', daysOverdue: 1, balanceCents: 6_000 },
    ]);
    expect(s.overdueCents).toBe(6_000);
  });

  it("up to today the closing balance is the sum of the invoices' own balances, and every running balance adds up", async () => {
    const { owner, A, E } = await world();
    const s = (await h.gql(STATEMENT, { from: '2026-01-01', to: '2026-06-15' }, owner.token)).data
      .myStatement;
    const orders = await h.db.purchaseOrder.findMany({ where: { companyId: owner.user.companyId } });
    expect(s.openingBalanceCents).toBe(0);
    expect(s.closingBalanceCents).toBe(orders.reduce((sum, po) => sum + balanceOf(po), 0));
    expect(s.closingBalanceCents).toBe(6_000 + 5_000 + 7_000);
    let running = s.openingBalanceCents;
    for (const l of s.lines) {
      running += l.debitCents - l.creditCents;
      expect(l.balanceCents).toBe(running);
    }
    expect(s.lines.find((l: any) => l.kind === 'VOID')).toMatchObject({
      on: '2026-06-02',
      invoiceNumber: E.invoiceNumber,
      creditCents: 3_000,
      kindLabel: 'Invoice voided',
    });
    expect(s.asOf).toBe('2026-06-15');
    expect(s.overdue).toEqual([
      { invoiceNumber: A.invoiceNumber, dueOn: '2026-05-30', daysOverdue: 16, balanceCents: 6_000 },
    ]);
  });

  it('range edges: an entry on the first day is a line, the day before is opening, the day after the last is nowhere', async () => {
    const { owner, B, C, D } = await world();
    const one = (await h.gql(STATEMENT, { from: '2026-05-31', to: '2026-05-31' }, owner.token)).data
      .myStatement;
    expect(one.lines.map((l: any) => l.invoiceNumber)).toEqual([C.invoiceNumber, B.invoiceNumber]);
    expect(one.lines.some((l: any) => l.invoiceNumber === D.invoiceNumber)).toBe(false);
    const june = (await h.gql(STATEMENT, { from: '2026-06-01', to: '2026-06-01' }, owner.token)).data
      .myStatement;
    expect(june.openingBalanceCents).toBe(one.closingBalanceCents);
    expect(june.lines.map((l: any) => l.invoiceNumber)).toEqual([D.invoiceNumber]);
  });

  it('refuses a range that is not two real days in order, with the field named', async () => {
    const { owner } = await world();
    for (const [from, to, field] of [
      ['2026-02-30', '2026-03-01', 'from'],
      ['2026-05-02', '2026-05-01', 'to'],
      ['May 1', '2026-05-01', 'from'],
      ['', '2026-05-01', 'from'],
    ]) {
      const res = await h.gql(STATEMENT, { from, to }, owner.token);
      expect(res.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
      const rest = await h
        .http()
        .get(`/my-statement?from=${encodeURIComponent(from)}&to=${to}`)
        .set('authorization', `Bearer ${owner.token}`);
      expect([rest.status, rest.body.error.code]).toEqual([400, 'BAD_USER_INPUT']);
    }
    expect(
      (
        await h
          .http()
          .get('/my-statement?from=2026-01-01&from=2026-01-02&to=2026-02-01')
          .set('authorization', `Bearer ${owner.token}`)
      ).status,
    ).toBe(400);
  });

  it("a buyer's statement holds only the orders they placed; accounts payable sees the company's", async () => {
    const { owner } = await world();
    const buyer = await h.signedIn('CUSTOMER');
    await h.db.user.update({
      where: { id: buyer.user.id },
      data: { companyId: owner.user.companyId, companyRole: 'BUYER' },
    });
    const mine = await invoice(h, buyer.user.id, '2026-05-05T10:00:00Z', '2026-06-04T10:00:00Z', 1_234);
    const ap = await h.signedIn('CUSTOMER');
    await h.db.user.update({
      where: { id: ap.user.id },
      data: { companyId: owner.user.companyId, companyRole: 'ACCOUNTS_PAYABLE' },
    });
    const b = (await h.gql(STATEMENT, { from: '2026-01-01', to: '2026-06-15' }, buyer.token)).data
      .myStatement;
    expect(b).toMatchObject({
      scope: 'OWN_ORDERS',
      buyerEmail: buyer.user.email,
      closingBalanceCents: 1_234,
    });
    expect(b.lines.map((l: any) => l.invoiceNumber)).toEqual([mine.invoiceNumber]);
    const a = (await h.gql(STATEMENT, { from: '2026-01-01', to: '2026-06-15' }, ap.token)).data.myStatement;
    expect(a).toMatchObject({ scope: 'COMPANY', closingBalanceCents: 18_000 + 1_234 });
  });

  it('another company sees none of it on any transport, by any id', async () => {
    const { owner, A } = await world();
    const other = await h.signedIn('CUSTOMER');
    const theirs = (await h.gql(STATEMENT, { from: '2026-01-01', to: '2026-06-15' }, other.token)).data
      .myStatement;
    expect(theirs).toMatchObject({
      companyId: other.user.companyId,
      openingBalanceCents: 0,
      closingBalanceCents: 0,
      lines: [],
      overdue: [],
    });
    const byId = await h.gql(
      COMPANY_STATEMENT,
      { id: owner.user.companyId, from: '2026-01-01', to: '2026-06-15' },
      other.token,
    );
    expect(byId.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(byId.data).toBeNull();
    const auth = { authorization: `Bearer ${other.token}` };
    for (const ext of ['', '.pdf', '.csv']) {
      const res = await h
        .http()
        .get(`/admin/companies/${owner.user.companyId}/statement${ext}?from=2026-01-01&to=2026-06-15`)
        .set(auth);
      expect(res.status).toBe(403);
      const own = await h
        .http()
        .get(`/my-statement${ext}?from=2026-01-01&to=2026-06-15&companyId=${owner.user.companyId}`)
        .set(auth)
        .buffer(true)
        .parse(binary);
      expect(own.status).toBe(200);
      const text = ext === '.pdf' ? await pdfText(own.body as Buffer) : (own.body as Buffer).toString('utf8');
      expect(text).not.toContain(A.invoiceNumber);
      expect(text).not.toContain('Statement Crafts');
    }
    // A shop admin reads it by the company's id.
    const admin = await h.signedIn('ADMIN');
    const asAdmin = await h.gql(
      COMPANY_STATEMENT,
      { id: owner.user.companyId, from: '2026-01-01', to: '2026-06-15' },
      admin.token,
    );
    expect(asAdmin.data.companyStatement).toMatchObject({
      companyName: 'Statement Crafts Ltd',
      closingBalanceCents: 18_000,
    });
    const unknown = await h.gql(
      COMPANY_STATEMENT,
      { id: '00000000-0000-4000-8000-000000000000', from: '2026-01-01', to: '2026-06-15' },
      admin.token,
    );
    expect(unknown.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});

describe('statement downloads', () => {
  it('the PDF parses and holds the figures: opening and closing balances, lines, overdue days', async () => {
    const { owner, A, C } = await world();
    const res = await h
      .http()
      .get('/my-statement.pdf?from=2026-05-01&to=2026-05-31')
      .set('authorization', `Bearer ${owner.token}`)
      .buffer(true)
      .parse(binary);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="statement-statement-crafts-ltd-2026-05-01-to-2026-05-31.pdf"',
    );
    const text = await pdfText(res.body as Buffer);
    for (const expected of [
      'STATEMENT',
      'Statement Crafts Ltd',
      'Opening balance',
      '$100.00',
      'Closing balance',
      '$140.00',
      A.invoiceNumber,
      C.invoiceNumber,
      '1 day overdue',
      '$60.00',
      'May 31, 2026',
    ]) {
      expect([expected, text.includes(expected)]).toEqual([expected, true]);
    }
  });

  it("the CSV has a BOM, bare numbers, the opening and closing rows, and a payer's reference defused", async () => {
    const { owner, A } = await world();
    const res = await h
      .http()
      .get('/my-statement.csv?from=2026-05-01&to=2026-05-31')
      .set('authorization', `Bearer ${owner.token}`)
      .buffer(true)
      .parse(binary);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const body = (res.body as Buffer).toString('utf8');
    expect(
      body.startsWith(
        '\uFEFFDate,Type,Reference,Invoice number,Debit,Credit,Balance,Days overdue,Tax,Freight\r\n',
      ),
    ).toBe(true);
    const rows = body.slice(1).split('\r\n');
    expect(rows[1]).toBe('2026-05-01,Opening balance,,,,,100.00,,,');
    expect(rows[3]).toBe(`2026-05-01,Payment,'=cmd|' /C calc'!A0,${A.invoiceNumber},,40.00,310.00,,,`);
    expect(rows).toContain('2026-05-31,Closing balance,,,330.00,290.00,140.00,,,');
    expect(rows).toContain(`2026-05-30,Overdue,,${A.invoiceNumber},,,60.00,1,,`);
  });
});
