import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import type pg from 'pg';
import { tracer, tracingOn } from './tracing';

type Queryable = { query: (...args: unknown[]) => unknown };
const wrapped = new WeakSet<object>();

/** `query` of a pool or client, each statement in a span of its own (its text, never its values). */
function traceQueries(target: Queryable): void {
  if (wrapped.has(target)) return;
  wrapped.add(target);
  const original = target.query.bind(target);
  target.query = (...args: unknown[]) => {
    const first = args[0] as { text?: unknown; submit?: unknown } | string;
    // Callback calls and streamed queries (cursors) return something else than a promise: passed on as they are.
    if (
      typeof args[args.length - 1] === 'function' ||
      (typeof first === 'object' && typeof first?.submit === 'function')
    )
      return original(...args);
    // The first statement only: a transaction's BEGIN carries who is writing (user, company, address) after it.
    const text = (
      typeof first === 'string' ? first : typeof first?.text === 'string' ? first.text : ''
    ).split(';')[0];
    const name = `pg ${/^\s*(\w+)/.exec(text)?.[1]?.toUpperCase() ?? 'query'}`;
    return tracer().startActiveSpan(
      name,
      { kind: SpanKind.CLIENT, attributes: { 'db.system.name': 'postgresql', 'db.query.text': text } },
      (span) =>
        Promise.resolve(original(...args)).then(
          (result) => {
            span.end();
            return result;
          },
          (e: unknown) => {
            span.recordException(e as Error);
            span.setStatus({ code: SpanStatusCode.ERROR });
            span.end();
            throw e;
          },
        ),
    );
  };
}

/**
 * SQL spans for every statement on the shop's pool, Prisma's (through its pg adapter) and the hand-written ones
 * alike, when tracing is on: wrapped here rather than by the pg instrumentation's module hook, so one pool is
 * traced the same way in the server and under Jest's module loader.
 */
export function tracePool(pool: pg.Pool): void {
  if (!tracingOn()) return;
  traceQueries(pool as unknown as Queryable);
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { connect: (...args: unknown[]) => unknown }).connect = (...args: unknown[]) => {
    if (args.length) return connect(...args);
    return (connect() as Promise<pg.PoolClient>).then((client) => {
      traceQueries(client as unknown as Queryable);
      return client;
    });
  };
}
