"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.EMIT_SQL = void 0;
exports.emitParam = emitParam;
exports.emit = emit;
/**
 * The transactional outbox's one writer (docs/decisions/031). `emit(tx, events)` must run inside the transaction of
 * the change the events describe: they commit or roll back with it. One statement for any number of events: the
 * per-resource counter rows are bumped (and stay locked until commit, so a resource's sequence numbers follow
 * commit order) and the events are inserted numbered from them.
 */
const node_crypto_1 = require("node:crypto");
exports.EMIT_SQL = `
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
/** The JSON parameter of EMIT_SQL (also used by placeOrder's single statement). */
function emitParam(events) {
    return JSON.stringify(events.map((e, ord) => ({
        ord, eventId: e.eventId ?? (0, node_crypto_1.randomUUID)(), type: e.type, resourceType: e.resourceType, resourceId: e.resourceId, version: e.version ?? 1, payload: e.data,
    })));
}
/** Writes the events in the caller's transaction. */
async function emit(tx, events) {
    const list = Array.isArray(events) ? events : [events];
    if (list.length === 0)
        return;
    if ('run' in tx)
        await tx.run(exports.EMIT_SQL, [emitParam(list)]);
    else
        await tx.$executeRawUnsafe(exports.EMIT_SQL, emitParam(list));
}
//# sourceMappingURL=outbox.js.map