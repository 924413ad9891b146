/**
 * The transactional outbox's one writer (docs/decisions/031). `emit(tx, events)` must run inside the transaction of
 * the change the events describe: they commit or roll back with it. One statement for any number of events: the
 * per-resource counter rows are bumped (and stay locked until commit, so a resource's sequence numbers follow
 * commit order) and the events are inserted numbered from them.
 */
import { randomUUID } from 'node:crypto';
import type { Prisma } from '../../generated/prisma/client';
import type { BusinessEvent } from './event-types';
import type { Sql } from '../../db/sql';

/** A Prisma transaction, or a transaction's Sql (checkout runs on `pg`, docs/decisions/043). */
type Tx = Pick<Prisma.TransactionClient, '$executeRawUnsafe'> | Sql;

export const EMIT_SQL = `
  WITH ev AS (
    SELECT * FROM jsonb_to_recordset($1::jsonb)
      AS x(ord int, "eventId" uuid, "type" text, "resourceType" text, "resourceId" uuid, "version" int, "payload" jsonb)
  ), counts AS (
    SELECT "resourceType", "resourceId", count(*)::int AS n FROM ev GROUP BY 1, 2
  ), seq AS (
    INSERT INTO "OutboxSequence" ("resourceType", "resourceId", "last")
    SELECT "resourceType", "resourceId", n FROM counts ORDER BY 1, 2
    ON CONFLICT ("resourceType", "resourceId") DO UPDATE SET "last" = "OutboxSequence"."last" + EXCLUDED."last"
    RETURNING "resourceType", "resourceId", "last"
  )
  INSERT INTO "OutboxEvent" ("eventId", "type", "resourceType", "resourceId", "sequence", "version", "payload", "createdAt")
  SELECT ev."eventId", ev."type", ev."resourceType", ev."resourceId",
         seq."last" - counts.n + row_number() OVER (PARTITION BY ev."resourceType", ev."resourceId" ORDER BY ev.ord)::int,
         ev."version", ev."payload", now() AT TIME ZONE 'UTC'
  FROM ev JOIN counts USING ("resourceType", "resourceId") JOIN seq USING ("resourceType", "resourceId")
  ORDER BY ev.ord`;

/**
 * The outbox rows of a new resource's first event, as common table expressions for a statement that inserts the
 * resource itself (placeOrder's one statement, open-items.ts): a new resource has no sequence row yet, so its first
 * event is number 1. `from` names the expression holding the new row ("id", "createdAt"); `eventId` and `payload`
 * are the statement's parameters (e.g. `$14`, `$15`). Written here so the outbox has one writer.
 */
export function firstEventSql(
  type: string,
  resourceType: string,
  from: string,
  eventId: string,
  payload: string,
): string {
  return `, seq AS (
    INSERT INTO "OutboxSequence" ("resourceType", "resourceId", "last") SELECT '${resourceType}', ${from}."id", 1 FROM ${from}
  ), outbox AS (
    INSERT INTO "OutboxEvent" ("eventId", "type", "resourceType", "resourceId", "sequence", "version", "payload", "createdAt")
    SELECT ${eventId}::uuid, '${type}', '${resourceType}', ${from}."id", 1, 1, ${payload}::jsonb, ${from}."createdAt" FROM ${from}
  )`;
}

/** The JSON parameter of EMIT_SQL. */
export function emitParam(events: BusinessEvent[]): string {
  return JSON.stringify(
    events.map((e, ord) => ({
      ord,
      eventId: e.eventId ?? randomUUID(),
      type: e.type,
      resourceType: e.resourceType,
      resourceId: e.resourceId,
      version: e.version ?? 1,
      payload: e.data,
    })),
  );
}

/** Writes the events in the caller's transaction. */
export async function emit(tx: Tx, events: BusinessEvent | BusinessEvent[]): Promise<void> {
  const list = Array.isArray(events) ? events : [events];
  if (list.length === 0) return;
  if ('run' in tx) await tx.run(EMIT_SQL, [emitParam(list)]);
  else await tx.$executeRawUnsafe(EMIT_SQL, emitParam(list));
}
