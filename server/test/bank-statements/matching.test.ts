/**
 * Bank statement import and matching against real PostgreSQL through the GraphQL API. The two
 * fixtures (CSV, camt.053) carry every matching rule: an exact reference, a partial payment, one transfer for two
 * invoices, an overpayment, a reference with wrong check digits, amount + payer name, a debit, an unknown payer.
 */
import { createHarness, type Harness } from '../support/harness';
import { amounts, fixture, makeWorld, type Invoice, type Key } from './world';
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

const IMPORT = IMPORT_QUERY;
const LINES = LINES_QUERY;

async function importFile(token: string, fileName: string, content: string) {
  const res = await h.gql(IMPORT, { f: { fileName, content } }, token);
  expect(res.errors).toBeUndefined();
  return res.data.importBankStatement;
}

async function linesOf(token: string, statementId: string) {
  const res = await h.gql(LINES, { st: statementId, take: 200 }, token);
  expect(res.errors).toBeUndefined();
  return res.data.bankStatementLines.items as any[];
}

const alloc = (inv: Invoice, amountCents: number) => ({
  purchaseOrderId: inv.id,
  invoiceNumber: inv.invoiceNumber,
  amountCents,
});

function expectProposals(lines: any[], inv: Record<Key, Invoice>, withNameRule: boolean) {
  const a = amounts(inv);
  const by = (counterparty: string) => lines.find((l) => l.counterparty === counterparty);
  expect(by('Alpha Crafts Ltd')).toMatchObject({
    status: 'PROPOSED',
    matchRule: 'REFERENCE',
    amountCents: a.A,
    unappliedCents: 0,
    allocations: [alloc(inv.A, a.A)],
  });
  expect(by('Beta Buying Co')).toMatchObject({
    status: 'PROPOSED',
    matchRule: 'REFERENCE',
    amountCents: a.B_PART,
    allocations: [alloc(inv.B, a.B_PART)],
  });
  // One transfer for two invoices, split by the references it carries, in the order written.
  expect(by('Charlie Depot')).toMatchObject({
    status: 'PROPOSED',
    matchRule: 'REFERENCE',
    allocations: [alloc(inv.C, inv.C.totalCents), alloc(inv.D, inv.D.totalCents)],
    unappliedCents: 0,
  });
  expect(by('Somebody Else')).toMatchObject({ status: 'UNMATCHED', matchRule: null, allocations: [] });
  if (!withNameRule) return;
  expect(by('Echo Hobbies')).toMatchObject({
    status: 'PROPOSED',
    matchRule: 'REFERENCE',
    allocations: [alloc(inv.E, inv.E.totalCents)],
    unappliedCents: 1_000,
  });
  expect(by('Echo Hobbies').note).toMatch(/^Overpaid by \$10\.00: kept on the line as unapplied$/);
  // A mistyped reference (wrong check digits) is never matched by reference; no name or amount fits either.
  const f = by('Foxtrot Unknown');
  expect(f).toMatchObject({ status: 'UNMATCHED', matchRule: null, allocations: [] });
  expect(f.note).toMatch(/has wrong check digits: not matched by reference/);
  expect(by('GAMMA SUPPLIES LTD.')).toMatchObject({
    status: 'PROPOSED',
    matchRule: 'AMOUNT_AND_NAME',
    allocations: [alloc(inv.G, inv.G.totalCents)],
  });
}

describe('importBankStatement', () => {
  it('reads the CSV export (BOM, semicolons, thousands separators, a debit) and proposes a match for every rule', async () => {
    const { invoices, admin } = await makeWorld(h);
    const result = await importFile(admin.token, 'export-2026-11.csv', fixture('statement.csv', invoices));
    expect(result).toMatchObject({
      alreadyImported: false,
      statement: { format: 'CSV', creditLines: 7, newLines: 7, debitsSkipped: 1 },
    });
    const lines = await linesOf(admin.token, result.statement.id);
    expect(lines).toHaveLength(7);
    expect(lines.every((l) => l.currency === 'USD' && /^\d{4}-\d{2}-\d{2}$/.test(l.bookedOn))).toBe(true);
    expect(lines.find((l) => l.counterparty === 'Alpha Crafts Ltd').bankReference).toBe('TX-0001');
    expectProposals(lines, invoices, true);
    // Nothing is paid until an admin confirms.
    expect(await h.db.payment.count()).toBe(0);
  });

  it('reads camt.053 (namespace, a batched entry of two transactions, a debit) the same way', async () => {
    const { invoices, admin } = await makeWorld(h);
    const result = await importFile(admin.token, 'camt053_20261124.xml', fixture('camt053.xml', invoices));
    expect(result).toMatchObject({
      alreadyImported: false,
      statement: { format: 'CAMT053', creditLines: 4, newLines: 4, debitsSkipped: 1 },
    });
    const lines = await linesOf(admin.token, result.statement.id);
    // Each transaction detail's own bank reference; the last entry has none.
    expect(lines.map((l) => l.bankReference)).toEqual(
      expect.arrayContaining(['BANK-TX-0001', 'BANK-TX-0002', 'BANK-TX-0003', null]),
    );
    expectProposals(lines, invoices, false);
  });

  it('importing the same file twice records nothing twice; a later file repeating lines adds only the new ones', async () => {
    const { invoices, admin } = await makeWorld(h);
    const csv = fixture('statement.csv', invoices);
    const first = await importFile(admin.token, 'a.csv', csv);
    const again = await importFile(admin.token, 'a-renamed.csv', csv);
    expect(again).toMatchObject({ alreadyImported: true, statement: { id: first.statement.id } });
    // The next export overlaps: the same seven lines and one new.
    const next = `${csv.trimEnd()}\n${csv.split('\n')[1].split(';')[0]};x;5,00;USD;New Payer;Something new;TX-0009\n`;
    const overlap = await importFile(admin.token, 'b.csv', next);
    expect(overlap).toMatchObject({ alreadyImported: false, statement: { creditLines: 8, newLines: 1 } });
    expect(await h.db.bankStatementLine.count()).toBe(8);
    expect(await h.db.bankStatement.count()).toBe(2);
  });

  it('the same file imported by two admins at the same moment is one import', async () => {
    const { invoices, admin } = await makeWorld(h);
    const other = await h.signedIn('ADMIN');
    const csv = fixture('statement.csv', invoices);
    const [x, y] = await Promise.all([
      h.gql(IMPORT, { f: { fileName: 'x.csv', content: csv } }, admin.token),
      h.gql(IMPORT, { f: { fileName: 'y.csv', content: csv } }, other.token),
    ]);
    expect([x.errors, y.errors]).toEqual([undefined, undefined]);
    expect(
      [x.data.importBankStatement.alreadyImported, y.data.importBankStatement.alreadyImported].sort(),
    ).toEqual([false, true]);
    expect(await h.db.bankStatement.count()).toBe(1);
    expect(await h.db.bankStatementLine.count()).toBe(7);
  });
});
