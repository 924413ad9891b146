import { GraphQLError } from 'graphql';
import { DEFAULT_REASON, type RefusalCode, type RefusalReason } from '@gluegun/common';

/** Error codes clients can rely on (GraphQL `extensions.code`; REST maps them to HTTP statuses). */
export type ErrorCode = RefusalCode;

export const HTTP_STATUS: Record<ErrorCode, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  BAD_USER_INPUT: 400,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
};

/**
 * An expected failure whose message is safe to show to the caller. It always carries a documented reason
 * (common/src/refusals.ts, the schema's RefusalReason enum): the one given, or its code's general one.
 */
export class AppError extends GraphQLError {
  readonly code: ErrorCode;
  readonly reason: RefusalReason;
  constructor(
    code: ErrorCode,
    message: string,
    extra: { reason?: RefusalReason } & Record<string, unknown> = {},
  ) {
    const reason = extra.reason ?? DEFAULT_REASON[code];
    super(message, { extensions: { code, ...extra, reason } });
    this.code = code;
    this.reason = reason;
    this.name = 'AppError';
  }
}

export const unauthenticated = (message = 'You must be signed in') =>
  new AppError('UNAUTHENTICATED', message);
export const forbidden = (
  message = 'You are not allowed to do this',
  extra: { reason?: RefusalReason } = {},
) => new AppError('FORBIDDEN', message, extra);
export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);
export const badInput = (message: string, field?: string) =>
  new AppError('BAD_USER_INPUT', message, field ? { field } : {});
export const conflict = (message: string) => new AppError('CONFLICT', message);
