import type { AuthChecker } from 'type-graphql';
import type { Context } from '../context';
import { forbidden, unauthenticated } from '../errors';
import { ACCESS, checkKeyScope, type Operation } from './access';
import { noteAuditOperation } from '../db/audit-context';
import { checkActingAs } from './act-as';

/**
 * TypeGraphQL's check for `@Allow` (which sets @Authorized from the one access declaration in access.ts):
 * no roles = any signed-in user, 'ADMIN' = admins only. It throws rather than returning false, so the answer
 * always says why (UNAUTHENTICATED or FORBIDDEN). A caller using an API key also needs the operation's scope:
 * root fields are named like their operations, so the field name finds it in the declaration.
 */
export const authChecker: AuthChecker<Context> = ({ context, info }, roles) => {
  if (!context.user)
    throw unauthenticated(
      context.badToken === 'apiKey'
        ? 'This API key is invalid, revoked or expired'
        : context.badToken
          ? 'Your session is invalid or expired; sign in again'
          : undefined,
    );
  if (roles.length > 0 && !roles.includes(context.user.role)) throw forbidden('Admins only');
  if (context.apiKey) {
    const op = info.fieldName;
    // Only root fields carry @Allow; anything else guarded for a key is refused rather than guessed.
    if (!(op in ACCESS)) throw forbidden('API keys cannot do this; sign in as a person');
    checkKeyScope(context, op as Operation);
  }
  if (info.parentType.name === 'Query' || info.parentType.name === 'Mutation')
    checkActingAs(context.user, info.fieldName);
  // Mutations run one after another: the audit trail names the one writing (docs/decisions/060).
  if (info.parentType.name === 'Mutation') noteAuditOperation(info.fieldName);
  return true;
};
