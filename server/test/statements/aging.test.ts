/**
 * The aging report at a fixed clock (2026-06-15 10:00 UTC). Each open invoice's outstanding
 * balance lands in one bucket by whole days past its due day: 0 (due today) and not yet due are Current; 1 and 30
 * are 1-30; 31 and 60 are 31-60; 61 and 90 are 61-90; 91 is over 90. Per company and in total; GraphQL, REST, CSV.
 */
import { createHarness, type Harness } from '../support/harness';
import { invoice, pay } from './world';

const NOW = new Date('2026-06-15T10:00:00Z');
const DAY = 86_400_000;
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

const AGING = `{ agingReport { asOf rows { companyId companyName currentCents days1To30Cents days31To60Cents days61To90Cents over90Cents totalCents invoiceCount }
  total { companyId companyName currentCents days1To30Cents days31To60Cents days61To90Cents over90Cents totalCents invoiceCount } } }`;

/** An invoice of `userId` due `days` whole days before today (negative: not yet due), issued 30 days before that. */
const dueDaysAgo = (h2: Harness, userId: string, days: number, cents: number) => {
  const due = new Date(Date.UTC(2026, 5, 15, 23, 0) - days * DAY);
  return invoice(h2, userId, new Date(due.getTime() - 30 * DAY).toISOString(), due.toISOString(), cents);
};

describe('aging report', () => {
  it('puts each invoice in its bucket at every edge (0, 1, 30, 31, 60, 61, 90, 91 days), per company and in total', async () => {
    const a = await h.signedIn('CUSTOMER');
    await h.db.company.update({ where: { id: a.user.companyId }, data: { name: '=HYPERLINK("http://x")' } });
    const b = await h.signedIn('CUSTOMER');
    await h.db.company.update({ where: { id: b.user.companyId }, data: { name: 'Beta Ltd' } });
    // Distinct amounts: each sum says which invoices it holds.
    const edges: Array<[number, number]> = [
      [-5, 1],
      [0, 2],
      [1, 4],
      [30, 8],
      [31, 16],
      [60, 32],
      [61, 64],
      [90, 128],
      [91, 256],
    ];
    for (const [days, units] of edges) await dueDaysAgo(h, a.user.id, days, units * 100);
    // Part paid: only what is still owed counts. Paid in full: nothing.
    const part = await dueDaysAgo(h, b.user.id, 45, 10_000);
    await pay(h, part, 2_500, '2026-06-01');
    const paid = await dueDaysAgo(h, b.user.id, 100, 9_999);
    await pay(h, paid, 9_999, '2026-06-01');
    const admin = await h.signedIn('ADMIN');
    const res = await h.gql(AGING, {}, admin.token);
    expect(res.errors).toBeUndefined();
    const report = res.data.agingReport;
    expect(report.asOf).toBe('2026-06-15');
    const rowA = report.rows.find((r: any) => r.companyId === a.user.companyId);
    expect(rowA).toEqual({
      companyId: a.user.companyId,
      companyName: '=HYPERLINK("http://x")',
      currentCents: 300,
      days1To30Cents: 1_200,
      days31To60Cents: 4_800,
      days61To90Cents: 19_200,
      over90Cents: 25_600,
      totalCents: 51_100,
      invoiceCount: 9,
    });
    const rowB = report.rows.find((r: any) => r.companyId === b.user.companyId);
    expect(rowB).toMatchObject({
      companyName: 'Beta Ltd',
      days31To60Cents: 7_500,
      totalCents: 7_500,
      invoiceCount: 1,
    });
    expect(report.rows.map((r: any) => r.companyId)).toEqual([a.user.companyId, b.user.companyId]);
    expect(report.total).toEqual({
      companyId: null,
      companyName: 'Total',
      currentCents: 300,
      days1To30Cents: 1_200,
      days31To60Cents: 12_300,
      days61To90Cents: 19_200,
      over90Cents: 25_600,
      totalCents: 58_600,
      invoiceCount: 10,
    });
    // REST answers the same figures; the CSV defuses the company name and writes decimal dollars.
    const rest = await h.http().get('/admin/aging').set('authorization', `Bearer ${admin.token}`);
    expect(rest.body).toEqual(report);
    const csv = await h.http().get('/admin/aging.csv').set('authorization', `Bearer ${admin.token}`);
    expect(csv.status).toBe(200);
    const rows = csv.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(rows[0]).toBe('Company,Current,1-30 days,31-60 days,61-90 days,Over 90 days,Total,Invoices');
    expect(rows[1]).toBe('"\'=HYPERLINK(""http://x"")",3.00,12.00,48.00,192.00,256.00,511.00,9');
    expect(rows[3]).toBe('Total,3.00,12.00,123.00,192.00,256.00,586.00,10');
  });

  it('customers cannot read it on either transport', async () => {
    const customer = await h.signedIn('CUSTOMER');
    expect((await h.gql(AGING, {}, customer.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await h.http().get('/admin/aging').set('authorization', `Bearer ${customer.token}`)).status).toBe(
      403,
    );
    expect(
      (await h.http().get('/admin/aging.csv').set('authorization', `Bearer ${customer.token}`)).status,
    ).toBe(403);
  });
});
