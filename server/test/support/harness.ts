import type { AddressInfo } from 'node:net';
import 'reflect-metadata';
import type { Server } from 'node:http';
import request from 'supertest';
import type { Express } from 'express';
import { loadConfig } from '../../src/config';
import { createApp } from '../../src/app';
import { createHttpServer } from '../../src/http-server';
import type { PublicCache } from '../../src/lib/public-cache';
import type { AppDeps } from '../../src/context';
import { createPrisma, type Db } from '../../src/db/prisma';
import { createFirebaseVerifier } from '../../src/auth/firebase';
import { createLogger } from '../../src/logger';
import { signSession } from '../../src/auth/session';
import * as factories from '../../src/db/factories';
import type { Role, User } from '../../src/generated/prisma/client';

export interface Harness {
  app: Express;
  db: Db;
  deps: AppDeps;
  /** The app's public read cache (off unless the harness is given PUBLIC_CACHE_MS). */
  cache: PublicCache;
  /** GraphQL POST; returns the parsed body ({ data, errors }). */
  gql<T = any>(query: string, variables?: Record<string, unknown>, token?: string): Promise<{ data?: T; errors?: any[]; status: number }>;
  http(): ReturnType<typeof request>;
  /** Where the app listens (http://127.0.0.1:port), for clients that are not supertest (scripts, fetch). */
  url: string;
  tokenFor(user: Pick<User, 'id' | 'tokenVersion'>): string;
  /** A user row plus a valid session token (no Firebase round trip; sign-in itself is tested against the emulator). */
  signedIn(role?: Role, overrides?: Partial<{ email: string; displayName: string }>): Promise<{ user: User; token: string }>;
  reset(): Promise<void>;
  close(): Promise<void>;
  factories: typeof factories;
}

/** The Auth emulator `npm test` started for this run (never the development one on 9099; see global-setup). */
export const EMULATOR_HOST = testEmulatorHost();

export function testEmulatorHost(): string {
  const host = process.env.TEST_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('TEST_AUTH_EMULATOR_HOST is not set: run the tests with `npm test` (it starts their own Auth emulator)');
  return host;
}

/** `overrides`: deps a test brings itself (a logger it reads, a clock). */
export async function createHarness(env: Record<string, string> = {}, overrides: Partial<AppDeps> = {}): Promise<Harness> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL missing (global setup did not run)');
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: url,
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST,
    FIREBASE_PROJECT_ID: 'demo-gluegun',
    ADMIN_EMAILS: 'owner@gluegun.test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL || 'silent',
    ...env,
  });
  const db = createPrisma(url, 20);
  const deps: AppDeps = {
    config,
    db,
    log: createLogger(config.logLevel),
    verifier: createFirebaseVerifier(config),
    ...overrides,
  };
  const { app, apollo, cache } = await createApp(deps);
  // Requests go through the server the app runs on in production (its clientError handling included),
  // listening once on a free port for the whole file.
  const server: Server = createHttpServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const tokenFor = (user: Pick<User, 'id' | 'tokenVersion'>) =>
    signSession(config.sessionSecret, config.sessionTtlSeconds, { sub: user.id, v: user.tokenVersion });
  return {
    app,
    db,
    deps,
    cache,
    factories,
    http: () => request(server),
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async gql(query, variables, token) {
      const req = request(server).post('/graphql').set('content-type', 'application/json');
      if (token) req.set('authorization', `Bearer ${token}`);
      const res = await req.send({ query, variables });
      return { ...res.body, status: res.status };
    },
    tokenFor,
    async signedIn(role = 'CUSTOMER', overrides = {}) {
      const user = await factories.createUser(db, { role, ...overrides });
      return { user, token: tokenFor(user) };
    },
    async reset() {
      await db.$executeRawUnsafe('TRUNCATE "BankStatementLine", "BankStatement", "ApiKey", "IdempotencyKey", "WebhookDelivery", "WebhookEndpoint", "OutboxEvent", "OutboxSequence", "PurchaseOrderEvent", "Payment", "InvoiceLine", "PurchaseOrder", "OrderEvent", "OrderItem", "Review", "Product", "User", "Company", "TaxRate" CASCADE');
      // Jobs of the job runner (issue #30), when a test started one.
      await db.$executeRawUnsafe(`DO $$ BEGIN IF to_regclass('pgboss.job') IS NOT NULL THEN DELETE FROM pgboss.job; END IF; END $$`);
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await apollo.stop();
      await db.$disconnect();
    },
  };
}
