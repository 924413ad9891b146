/**
 * balanceSql, the balance rule in the statements that sum it in the database, gives what balanceOf gives for the
 * same invoice, void or not, read through the real "PurchaseOrder" row type (a renamed column fails here).
 */
import fc from 'fast-check';
import { Client } from 'pg';
import { balanceOf, balanceSql } from '@gluegun/common';
import { PaymentStatus } from '../../src/generated/prisma/enums';

let client: Client;
beforeAll(async () => {
  client = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
});
afterAll(async () => {
  await client.end();
});

const invoice = fc.record({
  paymentStatus: fc.constantFrom(...Object.values(PaymentStatus)),
  totalCents: fc.integer({ min: 0, max: 100_000_000 }),
  creditedCents: fc.integer({ min: 0, max: 100_000_000 }),
  paidCents: fc.integer({ min: 0, max: 100_000_000 }),
});

it('balanceSql equals balanceOf on any invoice', async () => {
  await fc.assert(
    fc.asyncProperty(invoice, async (po) => {
      const { rows } = await client.query<{ balance: number }>(
        `SELECT ${balanceSql('po')}::float8 AS balance
         FROM jsonb_populate_record(NULL::"PurchaseOrder", $1::jsonb) po`,
        [JSON.stringify(po)],
      );
      expect(rows[0].balance).toBe(balanceOf(po));
    }),
    { numRuns: 200 },
  );
});
