/**
 * Matching by payer name (docs/decisions/047): a transfer is proposed by name only for the company whose legal
 * name, normalised, is the payer's whole name; never for a name a buyer typed at checkout, never for a company
 * whose name is a piece of the payer's. Also: German column headers keep the payer, the same transfer in a second
 * export is one line, an invoice already paid is never proposed, and a short payment says what stays open.
 */
import { formatCents } from '@gluegun/common';
import { createHarness, type Harness } from '../support/harness';
import { ctxFor } from '../support/context';
import * as orders from '../../src/modules/orders/order.service';
import * as pos from '../../src/modules/purchase-orders/purchase-order.service';
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

const CONFIRM =
  'mutation($id: ID!) { confirmBankLine(id: $id) { id status allocations { invoiceNumber amountCents } } }';
const DAY = new Date().toISOString().slice(0, 10);

/**
 * A customer with one open invoice of `cents` (100 units at cents/100 each). `legalName`: the company is named
 * (its legal name); otherwise it is the person's own one-person company. `typed`: the company name typed at checkout.
 */
async function customer(cents: number, opts: { legalName?: string; typed?: string; dueInDays?: number }) {
  const buyer = await h.factories.createUser(h.db, { displayName: 'Pat Buyer' });
  if (opts.legalName)
    await h.db.company.update({
      where: { id: buyer.companyId },
      data: { name: opts.legalName, personal: false },
    });
  if (opts.dueInDays !== undefined)
    await h.factories.setCompanyCredit(h.db, buyer.id, { paymentTermsDays: opts.dueInDays });
  const product = await h.factories.createProduct(h.db, { quantity: 10_000, priceCents: cents / 100 });
  const item = await orders.placeOrder(ctxFor(h, buyer), {
    productId: product.id,
    quantity: 100,
    phone: '5550100',
  });
  const po = await pos.checkout(ctxFor(h, buyer), {
    itemIds: [item.id],
    details: {
      companyName: opts.typed ?? 'Anything',
      addressLine1: '1 Road',
      city: 'Leeds',
      postalCode: 'LS1 1AA',
      country: 'GB',
      contactPhone: '+44 113 496 0000',
    },
  });
  expect(po.totalCents).toBe(cents);
  return { id: po.id, invoiceNumber: po.invoiceNumber, companyId: buyer.companyId };
}

async function importCsv(token: string, fileName: string, content: string) {
  const res = await h.gql(IMPORT_QUERY, { f: { fileName, content } }, token);
  expect(res.errors).toBeUndefined();
  const statement = res.data.importBankStatement.statement;
  const read = await h.gql(LINES_QUERY, { st: statement.id, take: 200 }, token);
  expect(read.errors).toBeUndefined();
  const lines = read.data.bankStatementLines.items as any[];
  return { statement, lines };
}

const csv = (...rows: string[]) => ['Booking date;Amount;Counterparty;Reference', ...rows].join('\n');

describe('matching by payer name', () => {
  it('a company named as a piece of the payer\'s name ("ion" in PRECISION TOOLS) is never proposed, even when its invoice is older', async () => {
    const admin = await h.signedIn('ADMIN');
    const attacker = await customer(89_000, { typed: 'ion', dueInDays: 1 });
    const victim = await customer(89_000, { legalName: 'Precision Tools Ltd', dueInDays: 60 });
    const {
      lines: [line],
    } = await importCsv(admin.token, 'a.csv', csv(`${DAY};890,00;PRECISION TOOLS LTD;Thank you`));
    expect(line).toMatchObject({
      status: 'PROPOSED',
      matchRule: 'AMOUNT_AND_NAME',
      allocations: [{ purchaseOrderId: victim.id, amountCents: 89_000 }],
    });
    // Confirmed as proposed, it pays the customer whose legal name is the payer's, and not the other.
    expect((await h.gql(CONFIRM, { id: line.id }, admin.token)).errors).toBeUndefined();
    expect(await h.db.purchaseOrder.findUniqueOrThrow({ where: { id: victim.id } })).toMatchObject({
      paymentStatus: 'PAID',
    });
    expect(await h.db.purchaseOrder.findUniqueOrThrow({ where: { id: attacker.id } })).toMatchObject({
      paidCents: 0,
      paymentStatus: 'AWAITING_PAYMENT',
    });
  });

  it("a name typed at checkout, or a legal name that is a word or a piece of the payer's, matches nothing", async () => {
    const admin = await h.signedIn('ADMIN');
    await customer(89_000, { typed: 'Precision Tools Ltd' });
    await customer(50_000, { legalName: 'ion' });
    await customer(60_000, { legalName: 'Tools' });
    await customer(70_000, { legalName: 'Precision' });
    const { lines } = await importCsv(
      admin.token,
      'a.csv',
      csv(
        `${DAY};890,00;PRECISION TOOLS LTD;x`,
        `${DAY};500,00;PRECISION TOOLS LTD;y`,
        `${DAY};600,00;Precision Tools;z`,
        `${DAY};700,00;precision-tools gmbh;w`,
      ),
    );
    expect(lines.map((l) => [l.status, l.allocations])).toEqual([
      ['UNMATCHED', []],
      ['UNMATCHED', []],
      ['UNMATCHED', []],
      ['UNMATCHED', []],
    ]);
  });

  it('the whole legal name, written with other case, punctuation and legal suffix, matches; two companies of one name match neither', async () => {
    const admin = await h.signedIn('ADMIN');
    const one = await customer(12_300, { legalName: 'Müller & Söhne GmbH' });
    const first = await importCsv(
      admin.token,
      'a.csv',
      csv(`${DAY};123,00;MUELLER SOEHNE;x`, `${DAY};123,00;Müller & Söhne;y`),
    );
    expect(first.lines[1]).toMatchObject({
      status: 'PROPOSED',
      matchRule: 'AMOUNT_AND_NAME',
      allocations: [{ purchaseOrderId: one.id }],
    });
    expect(first.lines[0]).toMatchObject({ status: 'UNMATCHED' });
    await h.db.bankStatementLine.deleteMany();
    await customer(45_600, { legalName: 'MULLER & SOHNE, LLC' });
    const second = await importCsv(admin.token, 'b.csv', csv(`${DAY};50,00;Muller Sohne Ltd.;z`));
    expect(second.lines[0]).toMatchObject({ status: 'UNMATCHED', allocations: [] });
    expect(second.lines[0].note).toMatch(/fits 2 customers/);
  });

  it('a short payment matched by name alone says how sure it is and what stays open', async () => {
    const admin = await h.signedIn('ADMIN');
    const inv = await customer(89_000, { legalName: 'Precision Tools Ltd' });
    const {
      lines: [line],
    } = await importCsv(admin.token, 'a.csv', csv(`${DAY};500,00;Precision Tools Limited;part payment`));
    expect(line).toMatchObject({
      status: 'PROPOSED',
      matchRule: 'NAME',
      allocations: [{ purchaseOrderId: inv.id, amountCents: 50_000 }],
    });
    expect(line.note).toContain("payer's name only");
    expect(line.note).toContain(`${formatCents(39_000)} stays open on ${inv.invoiceNumber}`);
  });
});

describe('German exports, the same transfer twice, paid invoices', () => {
  const german = (rows: string[]) =>
    [
      'Buchungstag;Valuta;Auftraggeber/Empfänger;Verwendungszweck;Kundenreferenz (End-to-End);Betrag;Währung;Auftragskonto',
      ...rows,
    ].join('\n');

  it('reads the payer, the purpose and the booking day from German headers', async () => {
    const admin = await h.signedIn('ADMIN');
    const inv = await customer(89_000, { legalName: 'Precision Tools Ltd' });
    const {
      lines: [line],
    } = await importCsv(
      admin.token,
      'umsaetze.csv',
      german([
        `${DAY.split('-').reverse().join('.')};01.01.2026;PRECISION TOOLS LTD;Rechnung Nov;E2E-77;890,00;USD;DE02120300000000202051`,
      ]),
    );
    expect(line).toMatchObject({
      counterparty: 'PRECISION TOOLS LTD',
      reference: 'Rechnung Nov',
      bookedOn: DAY,
      amountCents: 89_000,
      matchRule: 'AMOUNT_AND_NAME',
      allocations: [{ purchaseOrderId: inv.id }],
    });
  });

  it('the same transfer in a second export (other headers, other spelling of the payer) is not stored twice, and a paid invoice is not proposed again', async () => {
    const admin = await h.signedIn('ADMIN');
    const inv = await customer(89_000, { legalName: 'Precision Tools Ltd' });
    const first = await importCsv(
      admin.token,
      'en.csv',
      [
        'Booking date,Amount,Counterparty,Reference,End to end id,Account',
        `${DAY},890.00,Precision Tools Ltd,Rechnung Nov,E2E-77,DE02 1203 0000 0000 2020 51`,
      ].join('\n'),
    );
    expect(first.lines[0]).toMatchObject({ status: 'PROPOSED', allocations: [{ purchaseOrderId: inv.id }] });
    const day = DAY.split('-').reverse().join('.');
    const second = await importCsv(
      admin.token,
      'de.csv',
      german([
        `${day};${day};PRECISION TOOLS LTD.;Rechnung Nov;E2E-77;890,00;USD;DE02120300000000202051`,
        `${day};${day};PRECISION TOOLS LTD.;Rechnung Nov;E2E-78;890,00;USD;DE02120300000000202051`,
      ]),
    );
    expect(second.statement).toMatchObject({ creditLines: 2, newLines: 1 });
    // The second transfer (another end-to-end id) is new; the invoice's money is already proposed on the first line.
    expect(second.lines).toHaveLength(1);
    expect(second.lines[0]).toMatchObject({ status: 'UNMATCHED', allocations: [] });
    expect((await h.gql(CONFIRM, { id: first.lines[0].id }, admin.token)).errors).toBeUndefined();
    // A third export after the invoice is paid: its lines never propose it.
    const third = await importCsv(admin.token, 'c.csv', csv(`${DAY};890,00;Precision Tools Ltd;RF again`));
    expect(third.lines[0]).toMatchObject({ status: 'UNMATCHED', allocations: [] });
  });

  it('confirming a line takes the proposal off another line that proposed the same invoice', async () => {
    const admin = await h.signedIn('ADMIN');
    const inv = await customer(89_000, { legalName: 'Precision Tools Ltd' });
    const a = await importCsv(admin.token, 'a.csv', csv(`${DAY};890,00;Precision Tools Ltd;first`));
    // Proposals of other imports are counted, so for this test the first proposal is made to look like an earlier one released.
    await h.db.bankStatementLine.update({ where: { id: a.lines[0].id }, data: { status: 'UNMATCHED' } });
    const b = await importCsv(admin.token, 'b.csv', csv(`${DAY};890,00;Precision Tools Ltd;second`));
    await h.db.bankStatementLine.update({ where: { id: a.lines[0].id }, data: { status: 'PROPOSED' } });
    expect(b.lines[0]).toMatchObject({ status: 'PROPOSED', allocations: [{ purchaseOrderId: inv.id }] });
    expect((await h.gql(CONFIRM, { id: a.lines[0].id }, admin.token)).errors).toBeUndefined();
    const other = await h.db.bankStatementLine.findUniqueOrThrow({ where: { id: b.lines[0].id } });
    expect(other).toMatchObject({ status: 'UNMATCHED', matchRule: null, allocations: [] });
    expect(other.note).toContain(`${inv.invoiceNumber} was paid`);
  });

  it('camt.053 of the same transfer as a CSV line is the same line (account, day, amount, end-to-end id)', async () => {
    const admin = await h.signedIn('ADMIN');
    await customer(89_000, { legalName: 'Precision Tools Ltd' });
    await importCsv(
      admin.token,
      'en.csv',
      [
        'Booking date,Amount,Counterparty,Reference,End to end id,Account',
        `${DAY},890.00,Precision Tools Ltd,Rechnung Nov,E2E-77,DE02120300000000202051`,
      ].join('\n'),
    );
    const xml = `<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt>
      <Acct><Id><IBAN>DE02120300000000202051</IBAN></Id></Acct>
      <Ntry><Amt Ccy="USD">890.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>${DAY}</Dt></BookgDt>
        <NtryDtls><TxDtls><Refs><AcctSvcrRef>BANK-1</AcctSvcrRef><EndToEndId>E2E-77</EndToEndId></Refs>
        <RltdPties><Dbtr><Nm>PRECISION TOOLS</Nm></Dbtr></RltdPties><RmtInf><Ustrd>Rechnung November</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>
      </Stmt></BkToCstmrStmt></Document>`;
    const res = await h.gql(IMPORT_QUERY, { f: { fileName: 's.xml', content: xml } }, admin.token);
    expect(res.data.importBankStatement.statement).toMatchObject({ creditLines: 1, newLines: 0 });
    expect(await h.db.bankStatementLine.count()).toBe(1);
  });
});
