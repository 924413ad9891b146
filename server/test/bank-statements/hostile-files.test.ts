/**
 * Files a bank never sends, or sends oddly, through the REST import route (the one that takes
 * files of up to 2 MB): each is refused with words that say what is wrong, or read correctly; a refusal adds no row.
 */
import { createHarness, type Harness } from '../support/harness';
import { dbSnapshot } from '../support/db-snapshot';

let h: Harness;
let admin: { token: string };
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  await h.reset();
  admin = await h.signedIn('ADMIN');
});

const post = (fileName: string, content: string) =>
  h
    .http()
    .post('/admin/bank-statements')
    .set('authorization', `Bearer ${admin.token}`)
    .send({ fileName, content });

async function refused(fileName: string, content: string, status: number, message: RegExp) {
  const before = await dbSnapshot(h.db);
  const res = await post(fileName, content);
  expect([res.status, res.body.error?.message]).toEqual([status, expect.stringMatching(message)]);
  expect(await dbSnapshot(h.db)).toEqual(before);
}

const camt = (entries: string) =>
  `<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt>${entries}</Stmt></BkToCstmrStmt></Document>`;

describe('hostile statement files', () => {
  it('refuses a file over 2 MB with the limit in words, and a body over 3 MB before reading it', async () => {
    const big = `Date,Amount,Reference\n${'2026-11-24,1.00,x\n'.repeat(120_000)}`;
    expect(Buffer.byteLength(big)).toBeGreaterThan(2 * 1024 * 1024);
    await refused('big.csv', big, 400, /^The file is larger than 2 MB: export a shorter date range$/);
    await refused('huge.csv', 'x'.repeat(3.5 * 1024 * 1024), 413, /^Request body is larger than 3mb$/);
  });

  it('refuses malformed XML, an entity bomb, and XML that is no statement', async () => {
    await refused(
      's.xml',
      '<Document><BkToCstmrStmt><Stmt><Ntry></Stmt>',
      400,
      /^The XML file is not well-formed \(line 1: /,
    );
    await refused(
      's.xml',
      '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "aaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;">]><Document>&b;</Document>',
      400,
      /has a DOCTYPE/,
    );
    await refused(
      's.xml',
      '<?xml version="1.0"?><html><body>hi</body></html>',
      400,
      /^The XML file is not a camt\.053 statement/,
    );
    await refused(
      's.xml',
      camt(
        '<Ntry><Amt Ccy="USD">12,50</Amt><CdtDbtInd>CRDT</CdtDbtInd><BookgDt><Dt>2026-11-24</Dt></BookgDt></Ntry>',
      ),
      400,
      /^Line 1: the amount is missing or not a number like 1234\.56$/,
    );
  });

  it('refuses CSV lines it cannot read, naming the line; refuses a file without date or amount columns', async () => {
    await refused(
      's.csv',
      'Date,Amount\n2026-11-24,10.00\n2026-02-30,5.00\n',
      400,
      /^Line 3: "2026-02-30" is not a date$/,
    );
    await refused(
      's.csv',
      'Date,Amount\n2026-11-24,ten dollars\n',
      400,
      /^Line 2: "ten dollars" is not an amount$/,
    );
    await refused('s.csv', 'Date,Amount\n2026-11-24,1e9\n', 400, /^Line 2: "1e9" is not an amount$/);
    await refused(
      's.csv',
      'Date,Amount\n2026-11-24,99999999999.00\n',
      400,
      /^Line 2: "99999999999.00" is not an amount$/,
    );
    await refused('s.csv', 'When,What\n2026-11-24,1\n', 400, /no date column/);
    await refused('s.csv', 'Date,Memo\n2026-11-24,1\n', 400, /no amount column/);
    await refused('s.csv', 'Date,Amount\n', 400, /has no transactions/);
    await refused('s.csv', '', 400, /^The file is empty$/);
    await refused('', 'Date,Amount\n2026-11-24,1\n', 400, /^File name is required$/);
  });

  it('reads amounts with thousands separators and commas as the bank wrote them, and skips debits', async () => {
    const csv = [
      'Date,Amount,Currency,Reference,Counterparty',
      '2026-11-24,"1,234.56",USD,a,A',
      '24.11.2026,"1.234,56",USD,b,B',
      '11/24/2026,"(12.00)",USD,c,C',
      '2026-11-24,-5.00,USD,d,D',
      '2026-11-24,"1 000,5",USD,e,E',
      '2026-11-24,7,USD,f,F',
      '2026-11-24,12.00-,USD,g,G',
      '2026-11-24,0.00,USD,h,H',
    ].join('\n');
    const res = await post('amounts.csv', csv);
    expect(res.status).toBe(201);
    expect(res.body.statement).toMatchObject({ creditLines: 4, debitsSkipped: 4 });
    const lines = await h.db.bankStatementLine.findMany({ orderBy: { lineNo: 'asc' } });
    expect(lines.map((l) => [l.counterparty, l.amountCents])).toEqual([
      ['A', 123_456],
      ['B', 123_456],
      ['E', 100_050],
      ['F', 700],
    ]);
  });

  it('reads a camt.053 credit with no transaction details from the entry, and skips reversals and pending entries', async () => {
    const entry = (amt: string, extra = '') =>
      `<Ntry><Amt Ccy="USD">${amt}</Amt><CdtDbtInd>CRDT</CdtDbtInd>${extra}<Sts>BOOK</Sts><BookgDt><Dt>2026-11-24</Dt></BookgDt></Ntry>`;
    const xml = camt(
      entry('10.00') +
        entry('20.00', '<RvslInd>true</RvslInd>') +
        entry('30.00').replace('<Sts>BOOK</Sts>', '<Sts>PDNG</Sts>'),
    );
    const res = await post('camt.xml', xml);
    expect(res.status).toBe(201);
    expect(res.body.statement).toMatchObject({ format: 'CAMT053', creditLines: 1, debitsSkipped: 2 });
  });

  it('no customer and no API key without write:payments may import (the matrices cover every role and scope)', async () => {
    const customer = await h.signedIn('CUSTOMER');
    const res = await h
      .http()
      .post('/admin/bank-statements')
      .set('authorization', `Bearer ${customer.token}`)
      .send({ fileName: 's.csv', content: 'Date,Amount\n2026-11-24,1\n' });
    expect(res.status).toBe(403);
    expect(await h.db.bankStatement.count()).toBe(0);
  });
});
