/**
 * What an Apollo error means, for code that runs before the Apollo client is loaded (navbar, session, error alerts):
 * only Apollo's small error classes, not the client (lib/apollo loads after first paint, see lib/apolloGate).
 */
import { describeError, humanMessage } from './errors';

export { errorCode } from './errorCode';

/** A sentence a person understands for any Apollo/network error; never GraphQL or server wording (lib/errors). */
export function errorMessage(error: unknown): string {
  return humanMessage(error);
}

/** `extensions.reason` of the first GraphQL error (EMAIL_NOT_VERIFIED, CREDIT_LIMIT, PRODUCT_CHANGED...). */
export function errorReason(error: unknown): string | undefined {
  return describeError(error).reason;
}
