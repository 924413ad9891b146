/**
 * Row locks that several services take the same way, written once. Each statement only locks (it reads no
 * column): a caller that needs the row reads it afterwards, under the lock, so it sees what the last holder committed.
 * The `Sql` variants are the exception: checkout's hot path locks and reads its row in one round trip.
 * Locks last until the transaction ends.
 */
import type { Company, Prisma, User } from '../generated/prisma/client';
import { COMPANY_COLUMNS, USER_COLUMNS } from './columns';
import type { Sql } from './sql';

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
 * A company's row locked FOR NO KEY UPDATE and read in one statement on the `Sql` path (checkout: its members'
 * checkouts queue there, so together they never pass its credit or spending limits); undefined when there is none.
 */
export async function lockedCompanyRow(sql: Sql, companyId: string): Promise<Company | undefined> {
  const [company] = await sql.rows<Company>(
    `SELECT ${COMPANY_COLUMNS} FROM "Company" WHERE "id" = $1::uuid FOR NO KEY UPDATE`,
    [companyId],
  );
  return company;
}

/**
 * Locks one person's row FOR NO KEY UPDATE: whatever adds to or counts what they hold (open items, open quotes,
 * their ship-to location) queues there, while rows that point at them (an item's or event's foreign-key check
 * takes FOR KEY SHARE) pass; FOR UPDATE made those deadlock. False when there is no such person.
 */
export async function lockUser(tx: Tx, userId: string): Promise<boolean> {
  const rows = await tx.$queryRaw<
    Array<{ id: string }>
  >`SELECT "id" FROM "User" WHERE "id" = ${userId}::uuid FOR NO KEY UPDATE`;
  return rows.length > 0;
}

/** A person's row locked as lockUser does and read in one statement on the `Sql` path (checkout's owner). */
export async function lockedUserRow(sql: Sql, userId: string): Promise<User | undefined> {
  const [user] = await sql.rows<User>(
    `SELECT ${USER_COLUMNS} FROM "User" WHERE "id" = $1::uuid FOR NO KEY UPDATE`,
    [userId],
  );
  return user;
}

/**
 * A CTE body for one statement that places an item: the buyer's ship-to location read under FOR SHARE, so it waits
 * for a change of location being committed (which holds lockUser) and then prices against the location that won.
 * `idParam` is the statement's placeholder for the buyer's id, e.g. `$3`.
 */
export const buyerShipToForShareSql = (idParam: string) =>
  `SELECT u."shipToLocationId" FROM "User" u WHERE u."id" = ${idParam}::uuid FOR SHARE`;

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
