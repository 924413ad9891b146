import { createContext, type SessionUser } from '../../src/context';
import type { User } from '../../src/generated/prisma/client';
import type { Harness } from './harness';

/** The request context a service receives for `user` signed in (what the GraphQL and REST layers build). */
export function ctxFor(
  h: Pick<Harness, 'deps'>,
  user: Pick<User, 'id' | 'email' | 'displayName' | 'role' | 'companyId' | 'companyRole'> &
    Partial<Pick<User, 'emailVerified'>>,
) {
  const session: SessionUser = {
    id: user.id,
    email: user.email,
    displayName: user.displayName,
    role: user.role,
    emailVerified: user.emailVerified ?? true,
    companyId: user.companyId,
    companyRole: user.companyRole,
  };
  return createContext(h.deps, session, false, '127.0.0.1');
}
