/**
 * Traces (OpenTelemetry), off unless OTEL_EXPORTER_OTLP_ENDPOINT is set: then tracing-sdk.ts is loaded (the SDK,
 * the OTLP exporter, Prisma's instrumentation) before the app. Off, nothing below starts a span: the only
 * cost is this file and the API package it imports.
 */
import { context, SpanKind, SpanStatusCode, trace, type Attributes, type Span } from '@opentelemetry/api';
import type { Request, Response } from 'express';

let on = false;
export const tracingOn = () => on;
/** Set by tracing-sdk.ts once a provider is registered. */
export function markTracingOn(value = true): void {
  on = value;
}

export const tracer = () => trace.getTracer('gluegun-shop');

/** Loads and starts the SDK when an OTLP endpoint is configured: call before anything else is required. */
export function initTracingFromEnv(env: NodeJS.ProcessEnv = process.env): void {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT && !env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  (require('./tracing-sdk') as typeof import('./tracing-sdk')).startTracing();
}

/**
 * The request's root span, with its id: everything the request does afterwards (GraphQL, SQL) is its child. The
 * request and response emitters are bound to it, so work resumed from their events (the body parser) stays inside.
 */
export function requestSpan(
  req: Request,
  res: Response,
  requestId: string,
  path: string,
): { span: Span; run: (next: () => void) => void } {
  const span = tracer().startSpan(`${req.method}`, {
    kind: SpanKind.SERVER,
    attributes: { 'http.request.method': req.method, 'url.path': path, 'gluegun.request_id': requestId },
  });
  const ctx = trace.setSpan(context.active(), span);
  context.bind(ctx, req);
  context.bind(ctx, res);
  return { span, run: (next) => context.with(ctx, next) };
}

/** Ends a request's root span with what the answer turned out to be. */
export function endRequestSpan(span: Span, name: string, status: number, attributes: Attributes): void {
  span.updateName(name);
  span.setAttributes({ ...attributes, 'http.response.status_code': status });
  if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
  span.end();
}

/** `fn` inside a span of its own with `attributes`, or as it is when tracing is off. */
export function inSpan<T>(
  name: string,
  attributes: Attributes,
  fn: () => Promise<T>,
  kind = SpanKind.INTERNAL,
): Promise<T> {
  if (!on) return fn();
  return tracer().startActiveSpan(name, { kind, attributes }, async (span) => {
    try {
      return await fn();
    } catch (e) {
      span.recordException(e as Error);
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw e;
    } finally {
      span.end();
    }
  });
}

/** A job (an e-mail, a webhook delivery) inside a span of its own, or as it is when tracing is off. */
export function traced<A extends unknown[]>(name: string, fn: (...args: A) => Promise<void>) {
  return (...args: A): Promise<void> => inSpan(name, {}, () => fn(...args));
}
