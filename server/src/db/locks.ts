/**
 * Row locks that several services take the same way, written once. Each statement only locks (it reads no
 * column): a caller that needs the row reads it afterwards, under the lock, so it sees what the last holder committed.
 * Locks last until the transaction ends.
 */
import type { Prisma } from '../generated/prisma/client';

type Tx = Pick<Prisma.TransactionClient, '$queryRaw'>;

/**
 * FOR NO KEY UPDATE queues the company's writers but lets rows that point at the company be added meanwhile (their
 * foreign-key check takes FOR KEY SHARE), so an order placed or a member added never waits on it.
 * FOR UPDATE also holds off those foreign-key checks, so nothing new is tied to the company while its members,
 * admins, rules or credit are being changed.
 */
export type CompanyLockMode = 'FOR UPDATE' | 'FOR NO KEY UPDATE';

/** Locks one company row in `mode` until the transaction ends; false when there is no such company. */
export async function lockCompany(tx: Tx, companyId: string, mode: CompanyLockMode): Promise<boolean> {
  const rows =
    mode === 'FOR UPDATE'
      ? await tx.$queryRaw<
          Array<{ id: string }>
        >`SELECT "id" FROM "Company" WHERE "id" = ${companyId}::uuid FOR UPDATE`
      : await tx.$queryRaw<
          Array<{ id: string }>
        >`SELECT "id" FROM "Company" WHERE "id" = ${companyId}::uuid FOR NO KEY UPDATE`;
  return rows.length > 0;
}

/**
 * Locks several company rows FOR UPDATE (as lockCompany), in id order: two moves between the same companies in
 * opposite directions queue instead of deadlocking.
 */
export async function lockCompanies(tx: Tx, companyIds: string[]): Promise<void> {
  const sorted = [...new Set(companyIds)].sort();
  await tx.$queryRaw`SELECT "id" FROM "Company" WHERE "id" = ANY(${sorted}::uuid[]) ORDER BY "id" FOR UPDATE`;
}

/**
 * Locks one quote row FOR UPDATE (docs/decisions/065): every move of a quote (price, counter, approve, accept, expire)
 * takes it first, so an accept racing a counter-offer or the expiry job runs after it and sees what it did.
 */
export async function lockQuote(tx: Tx, quoteId: string): Promise<boolean> {
  const rows = await tx.$queryRaw<
    Array<{ id: string }>
  >`SELECT "id" FROM "Quote" WHERE "id" = ${quoteId}::uuid FOR UPDATE`;
  return rows.length > 0;
}
