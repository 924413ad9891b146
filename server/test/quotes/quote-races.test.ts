/**
 * Accepting a quote raced against its expiry and against the shop's counter-offer, through the real app (parallel
 * GraphQL requests, each transaction on its own connection) and the expiry job: exactly one move wins, the loser is a
 * plain CONFLICT, never a 5xx, and the quote's lines become open items at most once (docs/decisions/065).
 */
import { createHarness, type Harness } from '../support/harness';
import { ctxFor } from '../support/context';
import { expectOnlyExpectedRefusals, verdictOf, verdictOfSettled } from '../support/race';
import * as moves from '../../src/modules/quotes/quote-moves';
import { expireQuotes } from '../../src/modules/quotes/quote-expiry';
import { acceptQuote } from '../../src/modules/quotes/quote-accept';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  await h.reset();
  h.deps.clock = undefined;
});

const ROUNDS = 6;
const ACCEPT =
  'mutation($id: ID!, $v: Int) { acceptQuote(id: $id, version: $v) { quote { status } items { id unitPriceCents priceExplanation } } }';
const SEND = `mutation($id: ID!, $lines: [SalesQuotePriceLineInput!]!, $until: String!, $v: Int) {
  sendQuote(id: $id, lines: $lines, validUntil: $until, version: $v) { status currentVersion } }`;
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A sent quote (version 2) for a signed-in buyer, and a signed-in admin. */
async function sentQuote() {
  const buyer = await h.signedIn();
  const admin = await h.signedIn('ADMIN');
  const gun = await h.factories.createProduct(h.db, { priceCents: 1000, quantity: 10_000 });
  const asked = await moves.requestQuote(ctxFor(h, buyer.user), {
    lines: [{ productId: gun.id, quantity: 5000 }],
  });
  await moves.sendQuote(ctxFor(h, admin.user), asked.id, {
    lines: [{ productId: gun.id, quantity: 5000, unitPriceCents: 900 }],
    validUntil: day(5),
  });
  return { buyer, admin, gun, id: asked.id };
}

it('accept against the expiry job at once: either the items are placed or the quote expired, never both, never twice', async () => {
  const seen = new Set<string>();
  for (let round = 0; round < ROUNDS; round++) {
    await h.reset();
    const w = await sentQuote();
    const [accept, expiry] = await Promise.all([
      h.gql(ACCEPT, { id: w.id, v: 2 }, w.buyer.token),
      // The job's clock is past the last valid day; the accept's is not: the row lock and conditional updates decide.
      expireQuotes({ db: h.db, log: h.deps.log }, new Date(Date.now() + 30 * 86_400_000)),
    ]);
    const verdict = verdictOf(accept, 'acceptQuote');
    expectOnlyExpectedRefusals([verdict], ['CONFLICT']);
    const q = await h.db.quote.findUniqueOrThrow({ where: { id: w.id } });
    const items = await h.db.orderItem.count({ where: { quoteId: w.id } });
    const events = await h.db.outboxEvent.findMany({
      where: { resourceId: w.id, type: { in: ['quote.accepted', 'quote.expired'] } },
    });
    if (verdict.won) {
      expect([q.status, items, expiry.expired, events.map((e) => e.type)]).toEqual([
        'ACCEPTED',
        1,
        0,
        ['quote.accepted'],
      ]);
      expect(verdict.value.items[0]).toMatchObject({
        unitPriceCents: 900,
        priceExplanation: expect.stringMatching(/^Quoted price, Q-\d{6}$/),
      });
    } else {
      expect([q.status, items, expiry.expired, events.map((e) => e.type)]).toEqual([
        'EXPIRED',
        0,
        1,
        ['quote.expired'],
      ]);
    }
    seen.add(verdict.won ? 'accepted' : 'expired');
  }
  expect(seen.size).toBeGreaterThanOrEqual(1);
});

it("accept against the shop's counter-offer at once: exactly one wins; items only at the version the buyer accepted", async () => {
  for (let round = 0; round < ROUNDS; round++) {
    await h.reset();
    const w = await sentQuote();
    const [accept, counter] = await Promise.all([
      h.gql(ACCEPT, { id: w.id, v: 2 }, w.buyer.token),
      h.gql(
        SEND,
        {
          id: w.id,
          lines: [{ productId: w.gun.id, quantity: 5000, unitPriceCents: 950 }],
          until: day(5),
          v: 2,
        },
        w.admin.token,
      ),
    ]);
    const verdicts = [verdictOf(accept, 'acceptQuote'), verdictOf(counter, 'sendQuote')];
    const { winners } = expectOnlyExpectedRefusals(verdicts, ['CONFLICT']);
    expect(winners).toHaveLength(1);
    const q = await h.db.quote.findUniqueOrThrow({ where: { id: w.id } });
    const items = await h.db.orderItem.findMany({ where: { quoteId: w.id } });
    if (verdicts[0].won)
      expect([q.status, q.currentVersion, items.map((i) => i.unitPriceCents)]).toEqual([
        'ACCEPTED',
        2,
        [900],
      ]);
    else expect([q.status, q.currentVersion, items.length]).toEqual(['SENT', 3, 0]);
  }
});

it('two accepts of one quote at once (two tabs): one places the items, the other is refused', async () => {
  const w = await sentQuote();
  const results = await Promise.allSettled(
    [1, 2, 3].map(() => acceptQuote(ctxFor(h, w.buyer.user), w.id, 2)),
  );
  const { winners } = expectOnlyExpectedRefusals(results.map(verdictOfSettled), ['CONFLICT']);
  expect(winners).toHaveLength(1);
  expect(await h.db.orderItem.count({ where: { quoteId: w.id } })).toBe(1);
});
