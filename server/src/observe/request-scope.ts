import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The request under way, for log lines written by app-wide code (the app's logger, not the request's child): the
 * logger's mixin reads it, so an outage, a health check, an idempotency or page-render warning names its request.
 */
const scope = new AsyncLocalStorage<{ requestId: string }>();

/** Marks a logger (and, through pino's prototype chain, its children) that already binds the request id. */
export const BINDS_REQUEST_ID = Symbol('bindsRequestId');

export function runInRequestScope<T>(requestId: string, fn: () => T): T {
  return scope.run({ requestId }, fn);
}

export const currentRequestId = (): string | undefined => scope.getStore()?.requestId;

/** pino's mixin: the request id for a line written in a request by a logger that does not bind it already. */
export function requestIdMixin(_merge: object, _level: number, logger: unknown): Record<string, string> {
  const id = scope.getStore()?.requestId;
  return id && !(logger as Record<symbol, unknown>)[BINDS_REQUEST_ID] ? { requestId: id } : {};
}
