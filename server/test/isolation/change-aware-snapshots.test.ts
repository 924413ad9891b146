/**
 * The hostile-input properties and the access matrices check that a refused request changed nothing by the row
 * change log (support/db-snapshot.ts), not by fingerprinting every table. It must see every committed insert, update,
 * delete and truncate, name the table, and see nothing of a change rolled back or of a read's audit record.
 */
import { createHarness, type Harness } from '../support/harness';
import { rowChangeLog } from '../support/db-snapshot';
import { inTransaction } from '../../src/db/retry';

let h: Harness;
let log: ReturnType<typeof rowChangeLog>;
beforeAll(async () => {
  h = await createHarness();
  log = rowChangeLog(h.db);
  await log.install();
  await h.reset();
});
afterAll(async () => {
  await log.remove();
  await h.close();
});

it('names the table of every committed insert, update, delete and truncate', async () => {
  let mark = await log.mark();
  const product = await h.factories.createProduct(h.db);
  expect(await log.changedSince(mark)).toContain('Product');

  mark = await log.mark();
  expect(await log.changedSince(mark)).toEqual([]);
  await h.db.product.update({ where: { id: product.id }, data: { name: 'Renamed' } });
  expect(await log.changedSince(mark)).toContain('Product');
  expect(await log.changedSince(mark, ['Product', 'AuditRecord', 'OutboxEvent'])).not.toContain('Product');

  mark = await log.mark();
  await h.db.product.delete({ where: { id: product.id } });
  expect(await log.changedSince(mark)).toContain('Product');

  mark = await log.mark();
  await h.db.$executeRawUnsafe('TRUNCATE "Review" CASCADE');
  expect(await log.changedSince(mark)).toContain('Review');
});

it('sees nothing of a change rolled back, of a statement that touched no row, or of a read recorded in the audit trail', async () => {
  const mark = await log.mark();
  await expect(
    inTransaction(h.db, async (tx) => {
      await tx.product.create({
        data: {
          name: 'Never',
          description: 'x',
          imageUrl: '/images/x.svg',
          priceCents: 100,
          quantity: 1,
          sku: 'NEVER-1',
        },
      });
      throw new Error('rolled back');
    }),
  ).rejects.toThrow('rolled back');
  await h.db.product.updateMany({ where: { sku: 'NO-SUCH-SKU' }, data: { name: 'Nobody' } });
  await h.db.auditRecord.create({
    data: { actorType: 'SYSTEM', entityType: 'User', entityId: 'u', action: 'EXPORT', changed: [] },
  });
  expect(await log.changedSince(mark)).toEqual([]);
});

it('is removed without a trace: no trigger, function or table left', async () => {
  await log.remove();
  const [{ n }] = await h.db.$queryRawUnsafe<Array<{ n: number }>>(
    "SELECT count(*)::int AS n FROM pg_trigger WHERE tgname LIKE '\\_test\\_row\\_change%'",
  );
  expect(n).toBe(0);
  expect(await h.db.$queryRawUnsafe('SELECT to_regclass(\'"_test_row_changes"\')::text AS t')).toEqual([
    { t: null },
  ]);
  await log.install(); // afterAll removes it again
});
