import crypto from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { redactPath } from '../lib/text';
import { routeTemplateOf } from './labels';
import { endRequestSpan, requestSpan, tracingOn } from './tracing';
import { BINDS_REQUEST_ID, runInRequestScope } from './request-scope';

/** The header a request id arrives in (from a proxy or a client) and leaves in. */
export const REQUEST_ID_HEADER = 'X-Request-Id';
/**
 * An incoming id is kept only when it is short and made of characters that cannot break a log line, a header or a
 * label: a proxy's UUID or trace id passes; anything else is replaced by a new id, never echoed.
 */
const SAFE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

/** What one request carries for its logs and metrics; GraphQL adds the operation once Apollo resolved it. */
export interface RequestTrace {
  id: string;
  /** The app's logger with `requestId` bound: every line of this request. */
  log: Logger;
  operation?: { name: string | null; type: string };
  /** Set when the GraphQL answer carries errors (an error outcome in the metrics). */
  failed?: boolean;
}

export function newRequestId(): string {
  return crypto.randomUUID();
}

/** The incoming id when it is safe to repeat, else a new one. */
export function acceptedRequestId(incoming: unknown): string {
  return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : newRequestId();
}

/**
 * Whether the peer that sent the request is a proxy the app trusts (Express `trust proxy`, set from TRUST_PROXY):
 * only then is its X-Request-Id taken, so a direct client cannot put an id of its choosing into the logs and the
 * audit trail.
 */
export function fromTrustedProxy(req: Request): boolean {
  const trust = req.app?.get('trust proxy fn') as ((addr: string, i: number) => boolean) | undefined;
  const peer = req.socket?.remoteAddress;
  return typeof trust === 'function' && typeof peer === 'string' && trust(peer, 0);
}

/**
 * The id of this request and, when a caller sent one that was not taken (untrusted peer, unsafe text), what it
 * sent, cut to 128 characters, for its own log field.
 */
export function requestIdFor(req: Request): { id: string; sent?: string } {
  const sent = req.headers['x-request-id'];
  const id = fromTrustedProxy(req) ? acceptedRequestId(sent) : newRequestId();
  const text = Array.isArray(sent) ? sent.join(',') : sent;
  return text && text !== id ? { id, sent: text.slice(0, 128) } : { id };
}

/** This request's id (REST handlers, middleware): the same value as `ctx.requestId` and the response header. */
export function requestIdOf(reqOrRes: Request | Response): string | undefined {
  const res = 'locals' in reqOrRes ? reqOrRes : reqOrRes.res;
  return res?.locals.requestId as string | undefined;
}

export function requestTraceOf(res: Response): RequestTrace | undefined {
  return res.locals.requestTrace as RequestTrace | undefined;
}

/** The logger to use for this request: the app's own when the request-id middleware did not run (unit tests). */
export function requestLogOf(res: Response, fallback: Logger): Logger {
  return requestTraceOf(res)?.log ?? fallback;
}

/**
 * Adds the request id to an error answer's JSON text: `error.requestId` for REST, `extensions.requestId` on each of
 * GraphQL's `errors`. Only error answers are parsed again (Apollo writes `errors` first; a REST error starts with
 * `error`), so a successful answer passes untouched.
 */
export function withRequestId(payload: string, id: string): string {
  if (!payload.startsWith('{"error')) return payload;
  try {
    const answer = JSON.parse(payload) as { error?: unknown; errors?: unknown };
    if (Array.isArray(answer.errors)) {
      for (const e of answer.errors as { extensions?: Record<string, unknown> }[]) {
        if (e && typeof e === 'object') e.extensions = { ...e.extensions, requestId: id };
      }
    } else if (answer.error && typeof answer.error === 'object') {
      (answer.error as Record<string, unknown>).requestId = id;
    } else {
      return payload;
    }
    return JSON.stringify(answer);
  } catch {
    return payload;
  }
}

/** Called once a response has finished: the request log line and the metrics read it. */
export type RequestFinished = (req: Request, res: Response, trace: RequestTrace, seconds: number) => void;

/**
 * First middleware: picks the request id, binds it to a child logger, sets the response header, puts the id into
 * every error answer, and writes one log line per request when it finishes (with the GraphQL operation's name and
 * type, never its variables). `also` runs on finish too (metrics).
 */
export function requestIds(log: Logger, also?: RequestFinished) {
  return (req: Request, res: Response, next: NextFunction) => {
    const start = process.hrtime.bigint();
    const { id, sent } = requestIdFor(req);
    const trace: RequestTrace = {
      id,
      log: log.child(sent === undefined ? { requestId: id } : { requestId: id, clientRequestId: sent }),
    };
    (trace.log as unknown as Record<symbol, boolean>)[BINDS_REQUEST_ID] = true;
    res.locals.requestId = id;
    res.locals.requestTrace = trace;
    res.setHeader(REQUEST_ID_HEADER, id);
    const send = res.send.bind(res);
    res.send = ((body: unknown) =>
      send(typeof body === 'string' ? withRequestId(body, id) : body)) as Response['send'];
    // originalUrl: a mounted handler (/graphql) sees its path with the mount stripped ("/") until it returns.
    const path = redactPath(req.originalUrl.split('?')[0]);
    const root = tracingOn() ? requestSpan(req, res, id, path) : null;
    res.on('finish', () => {
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      const op = trace.operation;
      trace.log.info(
        {
          method: req.method,
          path,
          status: res.statusCode,
          ms: Math.round(seconds * 1e4) / 10,
          ...(op ? { operation: op.name ?? '(anonymous)', operationType: op.type } : {}),
        },
        'request',
      );
      also?.(req, res, trace, seconds);
      if (root) {
        const route = req.originalUrl.startsWith('/graphql') ? '/graphql' : routeTemplateOf(req, res);
        endRequestSpan(
          root.span,
          `${req.method} ${route}${op ? ` ${op.type} ${op.name ?? '(anonymous)'}` : ''}`,
          res.statusCode,
          { 'http.route': route },
        );
      }
    });
    runInRequestScope(id, () => (root ? root.run(next) : next()));
  };
}
