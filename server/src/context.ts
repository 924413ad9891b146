import type { Logger } from 'pino';
import type { Config } from './config';
import type { Db } from './db/prisma';
import type { IdTokenVerifier } from './auth/firebase';
import type { CompanyRole, Role } from './generated/prisma/client';
import { createLoaders, type Loaders } from './loaders';
import type { Scope } from '@gluegun/common';
import type { RequestTrace } from './observe/request-id';

/** The signed-in caller: its row from the database, or from the session-user cache that every user change clears. */

/** The API key a request was made with (auth/api-key.ts resolves it). */
export interface ApiKeyCaller {
  id: string;
  scopes: readonly Scope[];
  /** A company key: limited to this company (its creator acts as a company member, never as a shop admin). */
  companyId: string | null;
}

export interface SessionUser {
  id: string;
  email: string;
  displayName: string | null;
  role: Role;
  /** Firebase said the e-mail was verified at the last sign-in (needed to pay by invoice). */
  emailVerified: boolean;
  /** The company this person buys for and what they may do for it. */
  companyId: string;
  companyRole: CompanyRole;
  /** Set when a sales rep or shop admin acts as this buyer (docs/decisions/084): who acts, and until when. */
  actingAs?: import('./auth/act-as').ActingAs;
}

/** Long-lived things shared by all requests. */
export interface AppDeps {
  config: Config;
  db: Db;
  verifier: IdTokenVerifier;
  log: Logger;
  /** Cache validity and rate limits shared across instances (Redis), or this process alone (default). */
  shared?: import('./lib/shared-state').SharedState;
  /** This instance's session-user cache (docs/decisions/017); createApp adds one when absent. */
  sessions?: import('./lib/session-cache').SessionCache;
  /** Counts sign-in exchanges per client (AUTH_RATE_LIMIT); createApp adds one. Absent: no limit (unit tests). */
  signInLimit?: import('./auth/sign-in-limit').SignInLimit;
  /** Set while the instance drains on SIGTERM: readiness fails so the load balancer stops sending requests. */
  lifecycle?: { draining: boolean };
  /** The time now: tests pass their own clock (overdue invoices, due dates); default the system clock. */
  clock?: () => Date;
}

/** The time now for this request (deps.clock, or the system clock): lib/clock.ts, which imports nothing back. */
export { nowOf } from './lib/clock';

/**
 * Which refused credential a caller sent: true a session token, 'apiKey' an API key that is unknown, revoked or
 * expired (its caller is told so, not that a session ended), false none.
 */
export type BadToken = boolean | 'apiKey';

/** Per-request context: services take it first. */
export interface Context extends AppDeps {
  user: SessionUser | null;
  /** Set when a credential was sent but was not valid: reported as UNAUTHENTICATED rather than anonymous. */
  badToken: BadToken;
  loaders: Loaders;
  ip: string;
  /** Set when the caller came with an API key: `user` is its creator, limited to these scopes (auth/access.ts). */
  apiKey: ApiKeyCaller | null;
  /** The HTTP request's id (X-Request-Id, observe/request-id.ts); null outside a request (jobs, rendered pages). */
  requestId: string | null;
  /** The request's log and GraphQL operation; `log` above is then the request's child logger. */
  requestTrace: RequestTrace | null;
}

export function createContext(
  deps: AppDeps,
  user: SessionUser | null,
  badToken: BadToken,
  ip: string,
  apiKey: ApiKeyCaller | null = null,
  trace: RequestTrace | null = null,
): Context {
  return {
    ...deps,
    user,
    badToken,
    loaders: createLoaders(deps.db, deps),
    ip,
    apiKey,
    requestId: trace?.id ?? null,
    requestTrace: trace,
    ...(trace ? { log: trace.log } : {}),
  };
}
