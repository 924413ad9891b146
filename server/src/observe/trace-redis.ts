import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import type { Redis } from 'ioredis';
import { tracer, tracingOn } from './tracing';

type Command = { name: string; promise: Promise<unknown> };

/**
 * Each Redis command in a span of its own (its name, never its keys or values), when tracing is on. Wrapped on the
 * client, like the SQL pool (trace-pool.ts), rather than by a module hook, which Jest's module loader bypasses.
 */
export function traceRedis(client: Redis): void {
  if (!tracingOn()) return;
  const send = client.sendCommand.bind(client) as (command: Command, ...rest: unknown[]) => unknown;
  (client as unknown as { sendCommand: typeof send }).sendCommand = (command, ...rest) => {
    const span = tracer().startSpan(`redis ${command.name.toUpperCase()}`, {
      kind: SpanKind.CLIENT,
      attributes: { 'db.system.name': 'redis', 'db.operation.name': command.name.toUpperCase() },
    });
    command.promise.then(
      () => span.end(),
      (e: unknown) => {
        span.recordException(e as Error);
        span.setStatus({ code: SpanStatusCode.ERROR });
        span.end();
      },
    );
    return send(command, ...rest);
  };
}
