import { Authorized } from 'type-graphql';
import type { Context, SessionUser } from '../context';
import type { Role } from '../generated/prisma/client';
import { forbidden, unauthenticated } from '../errors';
import { COMPANY_ROLE_LABELS, SCOPES, type CompanyRoleName, type Scope } from '@gluegun/common';
import { ACCESS, type Access, type Declared, type Operation } from './access-table';
import { checkActingAs } from './act-as';

/** The table itself is access-table.ts; these read it. */
export { ACCESS, SCOPES, type Access, type Operation, type Scope } from './access-table';

/** The role an operation needs. */
export const accessOf = (op: Operation): Access => ACCESS[op].access;

/** The scope an API key needs for `op`: undefined for PUBLIC operations, null when no key may call it. */
export function scopeOf(op: Operation): Scope | null | undefined {
  const declared: Declared = ACCESS[op];
  return declared.access === 'PUBLIC' ? undefined : declared.scope;
}

/** The company roles that may call `op` (null: every role). */
export function companyRolesOf(op: Operation): readonly CompanyRoleName[] | null {
  const declared: Declared = ACCESS[op];
  return declared.access === 'PUBLIC' ? null : (declared.company ?? null);
}

/** Whether `op` needs a verified e-mail (`verified: true`). */
export function needsVerifiedEmail(op: Operation): boolean {
  const declared: Declared = ACCESS[op];
  return declared.access !== 'PUBLIC' && declared.verified === true;
}

/** The refusal for an unverified caller: the reason the client acts on (it shows how to verify). */
export const VERIFY_EMAIL_FIRST =
  'Verify your e-mail address first: open the link we sent you, sign in again, then try again.';

/** The scopes whose operations a role may call: what a key created by someone with that role may hold. */
export function scopesFor(role: Role): Scope[] {
  const held = new Set<Scope>();
  for (const op of Object.keys(ACCESS) as Operation[]) {
    const scope = scopeOf(op);
    if (scope && (accessOf(op) !== 'ADMIN' || role === 'ADMIN')) held.add(scope);
  }
  return SCOPES.filter((s) => held.has(s));
}

/**
 * What a company key may hold: the scopes of the SIGNED_IN operations the creator's company
 * role may call. Never a scope of an ADMIN operation, whoever creates it: a company key acts inside one company.
 */
export function scopesForCompany(companyRole: CompanyRoleName): Scope[] {
  const held = new Set<Scope>();
  for (const op of Object.keys(ACCESS) as Operation[]) {
    const scope = scopeOf(op);
    const roles = companyRolesOf(op);
    if (scope && accessOf(op) === 'SIGNED_IN' && (!roles || roles.includes(companyRole))) held.add(scope);
  }
  return SCOPES.filter((s) => held.has(s));
}

/**
 * A caller signed in with an API key may call `op` only when the key holds its scope; its creator's role (read
 * fresh on every request) is checked as for a person, so a key never does more than its creator could.
 */
export function checkKeyScope(ctx: Pick<Context, 'apiKey'>, op: Operation): void {
  if (!ctx.apiKey) return;
  const scope = scopeOf(op);
  if (scope === undefined) return;
  if (scope === null) throw forbidden('API keys cannot do this; sign in as a person');
  if (!ctx.apiKey.scopes.includes(scope)) throw forbidden(`This API key lacks the scope ${scope}`);
}

export const isAdmin = (ctx: Pick<Context, 'user'>): boolean => ctx.user?.role === 'ADMIN';

/**
 * Throws UNAUTHENTICATED (401) or FORBIDDEN (403) unless the caller may call `op`; returns the caller (null only
 * for a PUBLIC operation called anonymously).
 */
export function allow(ctx: Pick<Context, 'user' | 'badToken' | 'apiKey'>, op: Operation): SessionUser | null {
  const access = accessOf(op);
  if (access === 'PUBLIC') return ctx.user;
  if (!ctx.user)
    throw unauthenticated(
      ctx.badToken === 'apiKey'
        ? 'This API key is invalid, revoked or expired'
        : ctx.badToken
          ? 'Your session is invalid or expired; sign in again'
          : undefined,
    );
  if (access === 'ADMIN' && ctx.user.role !== 'ADMIN') throw forbidden('Admins only');
  const roles = companyRolesOf(op);
  if (roles && ctx.user.role !== 'ADMIN' && !roles.includes(ctx.user.companyRole)) {
    const ask =
      roles.length === 1 ? `; ask a ${COMPANY_ROLE_LABELS[roles[0]].toLowerCase()} of your company` : '';
    throw forbidden(`Your company role (${COMPANY_ROLE_LABELS[ctx.user.companyRole]}) cannot do this${ask}`, {
      reason: 'COMPANY_ROLE',
    });
  }
  checkKeyScope(ctx, op);
  checkActingAs(ctx.user, op);
  if (needsVerifiedEmail(op) && !ctx.user.emailVerified)
    throw forbidden(VERIFY_EMAIL_FIRST, { reason: 'EMAIL_NOT_VERIFIED' });
  return ctx.user;
}

/** `allow` for operations that need a signed-in caller: never null. */
export function allowUser(ctx: Pick<Context, 'user' | 'badToken' | 'apiKey'>, op: Operation): SessionUser {
  const user = allow(ctx, op);
  if (!user) throw unauthenticated();
  return user;
}

/** The roles TypeGraphQL's @Authorized takes for an access level ([] = any signed-in user). */
export function rolesFor(access: Access): string[] | null {
  return access === 'PUBLIC' ? null : access === 'ADMIN' ? ['ADMIN'] : [];
}

/** GraphQL: the root field's access from the declaration (the field must be named like the operation). */
export function Allow(op: Operation): MethodDecorator {
  const roles = rolesFor(accessOf(op));
  return roles === null ? () => undefined : Authorized(...roles);
}
