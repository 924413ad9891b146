/**
 * The statement PDF prints every day and kind whole: "September 28, 2026", "Opening balance", "Invoice voided"
 * wrap in their cells when they do not fit, never cut to "September 2..." or "Opening balan...".
 */
import { createHarness, type Harness } from '../support/harness';
import { pdfText } from '../support/read-pdf';
import { cancelledAt, invoice, pay } from './world';

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

const binary = (res: any, cb: (e: Error | null, b: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (b: Buffer) => chunks.push(b));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
};

it('long dates and kinds are printed whole, nothing ends in an ellipsis', async () => {
  const owner = await h.signedIn('CUSTOMER', { displayName: 'Owner' });
  await h.db.company.update({ where: { id: owner.user.companyId }, data: { name: 'Wide Dates Ltd' } });
  const a = await invoice(h, owner.user.id, '2026-09-28T10:00:00Z', '2026-10-28T12:00:00Z', 1_234_567);
  const b = await invoice(h, owner.user.id, '2026-09-29T10:00:00Z', '2026-10-29T12:00:00Z', 5_000);
  await pay(h, a, 1_000_000, '2026-09-30', 'Wire 2026-09-30 from Wide Dates Ltd main account');
  await cancelledAt(h, b.id, '2026-09-30T08:00:00Z');
  const res = await h
    .http()
    .get('/my-statement.pdf?from=2026-09-01&to=2026-09-30')
    .set('authorization', `Bearer ${owner.token}`)
    .buffer(true)
    .parse(binary);
  expect(res.status).toBe(200);
  const text = (await pdfText(res.body as Buffer)).replace(/\s+/g, ' ');
  for (const whole of [
    'September 1, 2026',
    'September 28, 2026',
    'September 29, 2026',
    'September 30, 2026',
    'Opening balance',
    'Closing balance',
    'Invoice voided',
  ]) {
    expect(text).toContain(whole);
  }
  expect(text).not.toContain('…');
});
