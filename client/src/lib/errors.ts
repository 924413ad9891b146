/**
 * What a person sees when something fails. The server's own refusals (AppErrors: a resolver threw them, they
 * carry a code and, for bad input, the field) are written for people and may be shown as they are. Anything
 * else — GraphQL validation or variable coercion ("Variable "$input" got invalid value ... Int cannot represent"),
 * parse errors, internal errors, network failures — becomes a plain sentence, never the raw text.
 */
import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client';
import type { RefusalReason } from '@gluegun/common';

export const GENERIC_MESSAGES = {
  unknown: 'Something went wrong on our side. Please try again in a moment.',
  network: 'Could not reach the shop. Check your connection and try again.',
  session: 'Your session ended. Please sign in again.',
  tooMany: 'Too many attempts. Wait a minute and try again.',
} as const;

/** Codes whose messages the server writes for people (docs: server/src/errors.ts, AppError). */
const HUMAN_CODES = new Set(['BAD_USER_INPUT', 'CONFLICT', 'FORBIDDEN', 'NOT_FOUND']);

/** Wording that only GraphQL machinery produces; never shown even under a human code. */
const MACHINE_WORDING =
  /Variable "\$|cannot represent|Cannot query field|Syntax Error|Expected type|Unknown argument|GraphQL|Int!|String!|ID!|\bnull\b value|must not be null/i;

export interface ShownError {
  /** A sentence for people. */
  message: string;
  /** The input it is about (server `extensions.field`), when it is about one. */
  field?: string;
  /** `extensions.code` (UNAUTHENTICATED, FORBIDDEN, CONFLICT, ...). */
  code?: string;
  /** `extensions.reason`: one of the documented RefusalReason values (common/src/refusals.ts), typed so a misspelt check fails to compile. */
  reason?: RefusalReason;
}

interface RawGraphQLError {
  message: string;
  path?: readonly (string | number)[];
  extensions?: Record<string, unknown>;
}

function fromGraphQLError(e: RawGraphQLError): ShownError {
  const ext = e.extensions ?? {};
  const code = typeof ext.code === 'string' ? ext.code : undefined;
  const field = typeof ext.field === 'string' ? ext.field : undefined;
  // The server only sends documented reasons (the schema's RefusalReason enum): typed here so checks are spelt right.
  const reason = typeof ext.reason === 'string' ? (ext.reason as RefusalReason) : undefined;
  if (code === 'UNAUTHENTICATED') return { message: GENERIC_MESSAGES.session, code };
  if (code === 'TOO_MANY_REQUESTS') return { message: GENERIC_MESSAGES.tooMany, code };
  // A resolver's refusal has a path; coercion and validation errors (same BAD_USER_INPUT code) have none.
  const fromResolver = Array.isArray(e.path) && e.path.length > 0;
  if (code && HUMAN_CODES.has(code) && fromResolver && !MACHINE_WORDING.test(e.message)) {
    return { message: e.message, field, code, reason };
  }
  return { message: GENERIC_MESSAGES.unknown, code, reason };
}

/** The first failure of any Apollo, network or other error, as something safe to show. */
export function describeError(error: unknown): ShownError {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0] as RawGraphQLError | undefined;
    return first ? fromGraphQLError(first) : { message: GENERIC_MESSAGES.unknown };
  }
  if (ServerError.is(error)) {
    if (error.statusCode === 429) return { message: GENERIC_MESSAGES.tooMany, code: 'TOO_MANY_REQUESTS' };
    return { message: error.statusCode >= 500 ? GENERIC_MESSAGES.unknown : GENERIC_MESSAGES.network };
  }
  if (ServerParseError.is(error)) return { message: GENERIC_MESSAGES.unknown };
  if (error instanceof TypeError) return { message: GENERIC_MESSAGES.network }; // fetch failed
  return { message: GENERIC_MESSAGES.unknown };
}

/** Just the sentence. */
export function humanMessage(error: unknown): string {
  return describeError(error).message;
}
