import { createHarness, type Harness } from '../support/harness';
import type { Product, User } from '../../src/generated/prisma/client';

/**
 * Two tabs of one customer add overlapping quick-order files at the same moment: exactly one add wins for each
 * product, and an add that loses adds nothing at all (no partial adds). Repeated with random overlaps.
 */
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

const BULK = 'mutation($i: BulkAddInput!) { bulkAddToOrders(input: $i) { count } }';
const ROUNDS = 12;

function pick<T>(items: T[], n: number): T[] {
  return [...items].sort(() => Math.random() - 0.5).slice(0, n);
}

describe('bulk add under concurrency', () => {
  it(`${ROUNDS} rounds of two tabs with overlapping files: one winner per product, losers add nothing`, async () => {
    await h.reset();
    const products: Product[] = await Promise.all(
      Array.from({ length: 8 }, () => h.factories.createProduct(h.db, { quantity: 1_000_000 })),
    );
    let wins = 0;
    let refusals = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const customer: { user: User; token: string } = await h.signedIn();
      // Each tab takes 3-6 random products; the two files share at least one.
      const shared = pick(products, 1)[0];
      const fileA = [
        shared,
        ...pick(
          products.filter((p) => p !== shared),
          2 + (round % 4),
        ),
      ];
      const fileB = [
        shared,
        ...pick(
          products.filter((p) => p !== shared),
          2 + ((round + 1) % 4),
        ),
      ];
      const send = (file: Product[]) =>
        h.gql(
          BULK,
          { i: { phone: '5550100', lines: file.map((p) => ({ productId: p.id, quantity: 100 })) } },
          customer.token,
        );
      const [a, b] = await Promise.all([send(fileA), send(fileB)]);

      const winners = [a, b].filter((r) => !r.errors);
      const losers = [a, b].filter((r) => r.errors);
      // They overlap, so at most one can win whole; the other is refused whole.
      expect(winners).toHaveLength(1);
      expect(losers[0].errors![0].extensions.code).toBe('CONFLICT');
      const won = winners[0] === a ? fileA : fileB;
      const rows = await h.db.orderItem.findMany({
        where: { userId: customer.user.id },
        select: { productId: true },
      });
      expect(rows.map((r) => r.productId).sort()).toEqual(won.map((p) => p.id).sort());
      wins += 1;
      refusals += losers.length;
    }
    console.log(
      `bulk-concurrency: ${ROUNDS} rounds, ${wins} whole adds, ${refusals} whole refusals, 0 partial adds`,
    );
  });

  it('a bulk add racing 20 single placeOrder calls for the same products: every product ordered exactly once', async () => {
    await h.reset();
    const products = await Promise.all(
      Array.from({ length: 20 }, () => h.factories.createProduct(h.db, { quantity: 1_000_000 })),
    );
    const customer = await h.signedIn();
    const PLACE = 'mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { id } }';
    const results = await Promise.all([
      h.gql(
        BULK,
        { i: { phone: '5550100', lines: products.map((p) => ({ productId: p.id, quantity: 100 })) } },
        customer.token,
      ),
      ...products.map((p) =>
        h.gql(PLACE, { i: { productId: p.id, quantity: 100, phone: '5550100' } }, customer.token),
      ),
    ]);
    const rows = await h.db.orderItem.findMany({
      where: { userId: customer.user.id },
      select: { productId: true },
    });
    expect(new Set(rows.map((r) => r.productId)).size).toBe(rows.length);
    const bulkWon = !results[0].errors;
    // Either the bulk add took all 20 (and every single order was refused) or it took none.
    if (bulkWon)
      expect(results.slice(1).map((r) => r.errors?.[0]?.extensions?.code ?? 'ok')).toEqual(
        products.map(() => 'CONFLICT'),
      );
    else expect(rows.length).toBe(results.slice(1).filter((r) => !r.errors).length);
  });
});
