/**
 * Two serializable transactions that each read what the other writes: PostgreSQL aborts one (40001), and
 * inTransaction must run it again, whether the failure comes on a statement or at COMMIT (where the pg driver
 * adapter reports it as DriverAdapterError "TransactionWriteConflict"; it once reached a client as a 500 from
 * exchangeToken when two browsers signed the same admin in at the same moment).
 */
import { createHarness, type Harness } from '../support/harness';
import { inTransaction } from '../../src/db/retry';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
// KNOWN LEAK (not fixed yet): after a conflict at COMMIT the pg driver adapter does not hand its connection back to
// the pool, so closing the harness would wait forever. The close is bounded and the connection is left as it is: it
// holds no transaction (the conflict ended it) on this worker's own database, and Jest ends the worker, socket and
// all, when the run is over. Ending its backend from the server side instead made the closing pool raise an
// "Unhandled error" that failed this file now and then.
afterAll(async () => {
  const closed = await Promise.race([
    h.close().then(() => true),
    new Promise<boolean>((r) => setTimeout(() => r(false), 5_000)),
  ]);
  if (!closed)
    console.warn(
      'serializable-retry: the pool did not drain within 5 s: a connection stayed checked out after a COMMIT conflict',
    );
}, 20_000);
beforeEach(async () => {
  await h.reset();
});

it('both of two conflicting serializable transactions commit, one after a retry', async () => {
  for (let round = 0; round < 5; round++) {
    const tag = `race-${round}-${Date.now()}`;
    let attempts = 0;
    // Both first attempts read before either writes (a barrier, not a sleep: under load one could otherwise commit
    // before the other began, and nothing would conflict).
    let reads = 0;
    let release = () => {};
    const bothRead = new Promise<void>((r) => {
      release = r;
    });
    const one = (i: number) =>
      inTransaction(
        h.db,
        async (tx) => {
          attempts++;
          const first = attempts <= 2;
          const seen = await tx.user.count({ where: { displayName: tag } });
          if (first) {
            reads++;
            if (reads === 2) release();
            await bothRead;
          }
          await tx.user.create({ data: { email: `${tag}-${i}@example.com`, displayName: tag } });
          return seen;
        },
        { serializable: true },
      );
    const seen = await Promise.all([one(0), one(1)]);
    expect(await h.db.user.count({ where: { displayName: tag } })).toBe(2);
    // Serializable: one of them ran after the other and saw its row.
    expect(seen.sort()).toEqual([0, 1]);
    expect(attempts).toBeGreaterThanOrEqual(3);
  }
});
