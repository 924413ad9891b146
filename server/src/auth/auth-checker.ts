import type { AuthChecker } from 'type-graphql';
import type { Context } from '../context';
import { forbidden, unauthenticated } from '../errors';

/**
 * TypeGraphQL's check for `@Allow` (which sets @Authorized from the one access declaration in access.ts):
 * no roles = any signed-in user, 'ADMIN' = admins only. It throws rather than returning false, so the answer
 * always says why (UNAUTHENTICATED or FORBIDDEN).
 */
export const authChecker: AuthChecker<Context> = ({ context }, roles) => {
  if (!context.user) throw unauthenticated(context.badToken ? 'Your session is invalid or expired; sign in again' : undefined);
  if (roles.length === 0) return true;
  if (roles.includes(context.user.role)) return true;
  throw forbidden('Admins only');
};
