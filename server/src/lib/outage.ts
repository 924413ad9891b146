/**
 * A database that cannot be reached is not our bug: it is answered 503 SERVICE_UNAVAILABLE with Retry-After, on
 * GraphQL and REST alike, so a client can wait and try again; anything else unexpected stays a logged 500.
 * Recognised by the driver's own signs (socket errors, PostgreSQL's connection-failure and shutdown SQLSTATEs,
 * Prisma's "cannot reach" codes, pool timeouts), looked for along the error's causes.
 */
import { GraphQLError } from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { requestLogOf } from '../observe/request-id';

export const RETRY_AFTER_SECONDS = 5;
export const OUTAGE_MESSAGE = 'The shop cannot reach its database right now; try again in a few seconds.';

/** Socket errors, SQLSTATE class 08 (connection exception) and 57P01-57P03 (shutdown, cannot connect now), Prisma's. */
const OUTAGE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
  'P1001',
  'P1002',
  'P1017',
  'P2024',
]);
const OUTAGE_TEXT =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Can't reach database server|Server has closed the connection|Connection is closed|the database system is (shutting down|starting up)/i;

/** True when `err` (or anything it was caused by) says the database could not be reached. */
export function isDatabaseOutage(err: unknown): boolean {
  const seen = new Set<unknown>();
  let e: unknown = err;
  while (e && typeof e === 'object' && !seen.has(e)) {
    seen.add(e);
    const { code, message, name, cause, originalError, thrownValue } = e as {
      code?: unknown;
      message?: unknown;
      name?: unknown;
      cause?: unknown;
      originalError?: unknown;
      thrownValue?: unknown;
    };
    if (typeof code === 'string' && OUTAGE_CODES.has(code)) return true;
    if (name === 'PrismaClientInitializationError') return true;
    if (typeof message === 'string' && OUTAGE_TEXT.test(message)) return true;
    // graphql-js wraps a thrown non-Error (the pool's plain error object) as NonErrorThrown with thrownValue.
    e = originalError ?? thrownValue ?? cause;
  }
  return false;
}

/** The GraphQL error a client sees for an outage. */
export const outageGraphqlError = () => ({
  message: OUTAGE_MESSAGE,
  extensions: { code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: RETRY_AFTER_SECONDS },
});

/** Thrown from the GraphQL context (before Apollo's pipeline runs): Apollo answers with its status and header. */
export const outageContextError = () =>
  new GraphQLError(OUTAGE_MESSAGE, {
    extensions: {
      code: 'SERVICE_UNAVAILABLE',
      retryAfterSeconds: RETRY_AFTER_SECONDS,
      http: { status: 503, headers: new Map([['retry-after', String(RETRY_AFTER_SECONDS)]]) },
    },
  });

/** A GraphQL answer holding an outage error is a 503 with Retry-After, whatever else resolved. */
export const outageStatusPlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse({ response, errors }) {
        if (!errors?.some(isDatabaseOutage)) return;
        response.http.status = 503;
        response.http.headers.set('retry-after', String(RETRY_AFTER_SECONDS));
      },
    };
  },
};

/** REST (and anything else Express serves): an outage is a 503 with Retry-After; other errors go on. */
export function outageErrors(log: Logger) {
  return (err: unknown, req: Request, res: Response, next: NextFunction) => {
    if (!isDatabaseOutage(err)) {
      next(err);
      return;
    }
    requestLogOf(res, log).warn(
      { err, method: req.method, path: req.path },
      'database unreachable: answered 503',
    );
    res.status(503).setHeader('retry-after', String(RETRY_AFTER_SECONDS));
    if (req.path === '/graphql') res.json({ errors: [outageGraphqlError()] });
    else
      res.json({
        error: {
          code: 'SERVICE_UNAVAILABLE',
          message: OUTAGE_MESSAGE,
          retryAfterSeconds: RETRY_AFTER_SECONDS,
        },
      });
  };
}
