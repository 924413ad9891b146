/**
 * Hostile X12 at POST /edi/x12: garbage, huge segments, other separators, non-ASCII text, a megabyte and more, and
 * generated near-interchanges. Never a server error, always the JSON refusal shape, and nothing created.
 */
import fc from 'fast-check';
import { createHarness, type Harness } from '../support/harness';
import { NOTHING, created, ediWorld, interchange, postX12 } from './support';

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await createHarness();
  await h.reset();
  token = (await ediWorld(h)).buyer.token;
});
afterAll(async () => {
  await h.close();
});

async function refused(body: string | Buffer, type?: string) {
  const res = await postX12(h, body, token, type);
  expect([res.status, res.status >= 500 ? res.body : null]).toEqual([res.status, null]);
  expect(res.status).toBeGreaterThanOrEqual(400);
  if (res.status !== 422)
    expect(res.body.error).toEqual(
      expect.objectContaining({ code: expect.any(String), message: expect.any(String) }),
    );
  expect(await created(h)).toEqual({ ...NOTHING, documents: 0 });
  return res;
}

it('refuses garbage, huge segments, other separators, non-ASCII, a megabyte and over, NUL and an empty body', async () => {
  const fixture = interchange(100);
  expect((await refused('x'.repeat(1024 * 1024 - 1))).status).toBe(400);
  expect((await refused(Buffer.alloc(1024 * 1024 + 10, 0x41))).status).toBe(413);
  expect((await refused(fixture.replace('REF*DP*STORES', `REF*DP*${'S'.repeat(200_000)}`))).status).toBe(400);
  expect((await refused(fixture.replace('*>~', '*>!'))).status).toBe(400);
  expect((await refused(fixture.slice(0, 107) + fixture.slice(107).replace(/\*/g, '^'))).status).toBe(400);
  expect((await refused(fixture.replace('Stuttgart', 'Stüttgart'))).status).toBe(400);
  expect((await refused(fixture.replace('Stuttgart', 'Stutt\u0000gart'))).status).toBe(400);
  expect((await refused(`${fixture}${fixture}`)).status).toBe(400);
  expect(await refused(fixture.replace(/IEA\*1\*\d+~\s*$/, ''))).toBeTruthy();
  expect((await refused(fixture.replace(/ST\*850\*0001~[\s\S]*SE\*12\*0001~\n/, ''))).status).toBe(400);
  expect((await refused(`${'PO1*1*1*EA~'.repeat(20_000)}`)).status).toBe(400);
  for (const cut of ['GS*PO~', 'GS~', 'GS*PO*ACMEBUYER*GLUEGUNSHOP*20261129*0830*4711~']) {
    const res = await postX12(h, fixture.replace(/GS\*[^~]*~/, cut), token);
    expect([cut, res.status < 500 && res.status !== 200]).toEqual([cut, true]);
  }
  for (const cut of ['ST~', 'ST*850~', 'BEG~', 'PO1~', 'N1~', 'PER*IC~']) {
    const res = await postX12(
      h,
      fixture.replace(/(ST\*850\*0001~|BEG\*[^~]*~|PO1\*1\*[^~]*~|N1\*[^~]*~|PER\*[^~]*~)/, cut),
      token,
    );
    expect([cut, res.status < 500]).toEqual([cut, true]);
  }
  expect(await created(h)).toEqual(NOTHING);
  expect((await refused('')).status).toBe(400);
  expect((await refused('ISA', 'application/json')).status).toBe(400);
});

it('never answers 500 to generated near-interchanges', async () => {
  const fixture = interchange(200);
  const mutated = fc
    .record({
      at: fc.nat({ max: fixture.length - 1 }),
      cut: fc.nat({ max: 40 }),
      insert: fc.string({ maxLength: 40 }),
    })
    .map(({ at, cut, insert }) => fixture.slice(0, at) + insert + fixture.slice(at + cut));
  await fc.assert(
    fc.asyncProperty(fc.oneof(mutated, fc.string({ maxLength: 400 })), async (body) => {
      const res = await postX12(h, body, token);
      expect(res.status).toBeLessThan(500);
    }),
    { numRuns: 60 },
  );
});
