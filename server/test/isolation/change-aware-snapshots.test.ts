/**
 * The hostile-input properties compare a fingerprint of every table before and after each refused request; the
 * change-aware version (support/db-snapshot.ts) reuses the last fingerprint while no row changed. It must still see
 * every committed change, and give dbSnapshot's own answer.
 */
import { createHarness, type Harness } from '../support/harness';
import { changeAwareSnapshots, dbSnapshot } from '../support/db-snapshot';
import { inTransaction } from '../../src/db/retry';

let h: Harness;
let snapshots: ReturnType<typeof changeAwareSnapshots>;
beforeAll(async () => {
  h = await createHarness();
  snapshots = changeAwareSnapshots(h.db);
  await snapshots.install();
  await h.reset();
});
afterAll(async () => {
  await snapshots.remove();
  await h.close();
});

it('gives dbSnapshot\'s fingerprint, and a new one after any committed insert, update or delete', async () => {
  const product = await h.factories.createProduct(h.db);
  const first = await snapshots.snapshot();
  expect(first).toEqual(await dbSnapshot(h.db));
  expect(await snapshots.snapshot()).toBe(first); // nothing changed: the same fingerprint, not taken again

  await h.db.product.update({ where: { id: product.id }, data: { name: 'Renamed' } });
  const afterUpdate = await snapshots.snapshot();
  expect(afterUpdate).not.toEqual(first);
  expect(afterUpdate).toEqual(await dbSnapshot(h.db));

  await h.db.product.delete({ where: { id: product.id } });
  expect(await snapshots.snapshot()).not.toEqual(afterUpdate);

  // A change rolled back leaves the same fingerprint (taken again, equal).
  const before = await snapshots.snapshot();
  await expect(inTransaction(h.db, async (tx) => {
    await tx.product.create({ data: { name: 'Never', description: 'x', imageUrl: '/images/x.svg', priceCents: 100, quantity: 1, sku: 'NEVER-1' } });
    throw new Error('rolled back');
  })).rejects.toThrow('rolled back');
  expect(await snapshots.snapshot()).toEqual(before);
});

it('is removed without a trace: no trigger left on the tables', async () => {
  await snapshots.remove();
  const [{ n }] = await h.db.$queryRawUnsafe<Array<{ n: number }>>('SELECT count(*)::int AS n FROM pg_trigger WHERE tgname = \'_test_count_row_change\'');
  expect(n).toBe(0);
  await snapshots.install(); // afterAll removes it again
});
