/** The `extensions.code` of the first GraphQL error (UNAUTHENTICATED, FORBIDDEN, CONFLICT...), if any. Only Apollo's error class: the session code needs it in the first bundle. */
import { CombinedGraphQLErrors } from '@apollo/client';

export function errorCode(error: unknown): string | undefined {
  if (CombinedGraphQLErrors.is(error)) {
    const code = error.errors[0]?.extensions?.code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}
