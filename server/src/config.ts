import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_CREDIT_LIMIT_CENTS,
  DEFAULT_PAYMENT_TERMS_DAYS,
  DEFAULT_TAX_ROUNDING,
  MAX_ORDER_TOTAL_CENTS,
  MAX_PAYMENT_TERMS_DAYS,
  TAX_ROUNDING_MODES,
  type TaxRounding,
} from '@gluegun/common';
import { remittanceConfig, type RemittanceConfig } from './remittance-config';
import { sellerContactConfig, type SellerContact } from './seller-contact-config';
import { notifyConfig, type NotifyConfig } from './notify-config';
import { metricsConfig, type MetricsConfig } from './observe/metrics-config';

/** One validated configuration, read once at start. A bad variable stops the server with a message naming it. */
export interface Config {
  env: 'development' | 'test' | 'production';
  port: number;
  host: string;
  /** Unset: an embedded PostgreSQL under dataDir is started (development and test only). */
  databaseUrl?: string;
  dataDir: string;
  sessionSecret: string;
  sessionTtlSeconds: number;
  adminEmails: string[];
  firebaseProjectId: string;
  /** host:port of the Firebase Auth emulator; never allowed in production (its tokens are unsigned). */
  firebaseAuthEmulatorHost?: string;
  /** Folder of the built client to serve; unset or missing: not served. */
  clientDist?: string;
  logLevel: string;
  /** Requests per minute per IP for the sign-in exchange and for writes. */
  authRateLimit: number;
  writeRateLimit: number;
  corsOrigins: string[];
  /** Milliseconds the public read cache keeps an answer; 0 = off (the default under test). */
  publicCacheMs: number;
  /** Milliseconds a session-user row may be reused without a database read; 0 = off (the default under test). */
  sessionCacheMs: number;
  /**
   * Bytes all in-process caches of this instance may hold together (answers, session rows, parsed queries);
   * docs/decisions/023-bounded-caches.md. Default 64 MiB.
   */
  cacheMaxBytes: number;
  /** Default most a customer may owe on open (unpaid) invoices, in cents; admins set other limits per customer. */
  creditLimitCents: number;
  /** Default payment terms in days (net 30); admins set other terms per customer. */
  paymentTermsDays: number;
  /** How tax is rounded to cents (docs/decisions/041): PER_LINE (default) or PER_INVOICE; TAX_ROUNDING. */
  taxRounding: TaxRounding;
  /** The seller printed on invoices, credit notes and statements; taxId is its VAT or tax number (SHOP_TAX_ID) or null. */
  seller: { name: string; lines: string[]; email: string; taxId: string | null } & SellerContact;
  /** The seller's bank details and payment instructions printed on every invoice (remittance-config.ts). */
  remittance: RemittanceConfig;
  /** The seller's country (ISO 3166-1 alpha-2, SHOP_COUNTRY, default US): e-invoices must name it as a code. */
  sellerCountry: string;
  /** The shop's own X12 interchange id (EDI_INTERCHANGE_ID, qualifier:id) on the documents it sends unasked (856, 810). */
  ediInterchangeId: { qualifier: string; id: string };
  /**
   * Express `trust proxy`: which hops may set X-Forwarded-For. Default false: the socket address is the
   * client, so a direct client cannot pick its own rate-limit key. Behind a load balancer set TRUST_PROXY.
   */
  trustProxy: boolean | number | string;
  /** Redis for several instances: shared rate limits and cache invalidation. Unset: one process, in memory. */
  redisUrl?: string;
  /** Prefix of every Redis key (several shops or test runs can share one Redis). */
  redisKeyPrefix: string;
  /** PostgreSQL connections this instance may open (instances x this must stay below max_connections). */
  dbPoolSize: number;
  /**
   * FAST_SQL=off runs the hand-written statements of db/fast-sql.ts and db/sql.ts through Prisma's raw queries and
   * transactions instead of `pg` directly: the same SQL either way, so the bench can show what the shortcut buys.
   */
  fastSql: boolean;
  /**
   * CATALOG_COUNTS_CACHE=off reads a category page's facet value counts and its list's count from the database every
   * time, instead of keeping them per catalog version (docs/decisions/121).
   */
  catalogCountsCache: boolean;
  /** Where /metrics is served, or not at all (observe/metrics-config.ts). */
  metrics: MetricsConfig;
  /** On SIGTERM: most milliseconds to finish in-flight requests before exiting anyway. */
  drainTimeoutMs: number;
  /** Job runner, e-mail and webhooks (notify-config.ts). */
  notify: NotifyConfig;
  /**
   * Query cost (docs/decisions/034): most points one GraphQL operation may cost, and each caller's budget (bucket
   * size and points restored a second), shared across instances through Redis.
   */
  queryCost: { max: number; budget: number; restorePerSecond: number };
}

export class ConfigError extends Error {
  constructor(variable: string, problem: string) {
    super(`Invalid configuration: ${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

function taxRounding(
  raw: string | undefined,
  fail: (variable: string, problem: string) => never,
): TaxRounding {
  if (raw === undefined || raw.trim() === '') return DEFAULT_TAX_ROUNDING;
  const mode = raw.trim().toUpperCase();
  return (TAX_ROUNDING_MODES as readonly string[]).includes(mode)
    ? (mode as TaxRounding)
    : fail('TAX_ROUNDING', `must be ${TAX_ROUNDING_MODES.join(' or ')}`);
}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new ConfigError(name, `must be a whole number from ${min} to ${max} (got "${raw}")`);
  }
  return n;
}

/** The instance's connections and how its hand-written statements run. */
const database = (env: NodeJS.ProcessEnv) => ({
  dbPoolSize: int(env, 'DB_POOL_SIZE', 10, 1, 500),
  fastSql: fastSql(env.FAST_SQL),
  catalogCountsCache: onOff('CATALOG_COUNTS_CACHE', env.CATALOG_COUNTS_CACHE),
});

/** FAST_SQL: on (the default) or off. */
export const fastSql = (raw: string | undefined): boolean => onOff('FAST_SQL', raw);

/** A switch that is on unless set to off. */
function onOff(name: string, raw: string | undefined): boolean {
  const v = (raw ?? '').trim().toLowerCase();
  if (v === '' || v === 'on') return true;
  if (v === 'off') return false;
  throw new ConfigError(name, `must be on or off (got "${v.slice(0, 20)}")`);
}

function list(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Development keeps a generated secret in the data folder so sessions survive restarts. */
function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    const secret = crypto.randomBytes(48).toString('base64url');
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

function redisUrl(raw: string | undefined): string | undefined {
  const v = (raw ?? '').trim();
  if (!v) return undefined;
  if (!/^rediss?:\/\//.test(v)) throw new ConfigError('REDIS_URL', 'must start with redis:// or rediss://');
  return v;
}

/** TRUST_PROXY: unset/false, true, a hop count, or Express's list form ('loopback', '10.0.0.0/8, uniquelocal'). */
/**
 * The seller's VAT or tax number printed on every invoice, credit note and statement (an EU VAT invoice must carry
 * it): letters, digits, spaces, dots, dashes and slashes, 4 to 32 characters ("GB123456789", "12-3456789").
 */
function shopTaxId(raw: string | undefined): string | null {
  const v = raw?.trim() ?? '';
  if (v === '') return null;
  if (!/^[A-Za-z0-9][A-Za-z0-9 ./-]{2,30}[A-Za-z0-9]$/.test(v)) {
    throw new ConfigError(
      'SHOP_TAX_ID',
      `must be a VAT or tax number of 4 to 32 letters, digits, spaces, dots, dashes or slashes (got "${v.slice(0, 40)}")`,
    );
  }
  return v;
}

/** SHOP_COUNTRY: two letters (ISO 3166-1 alpha-2), upper-cased; US when unset, as the default address. */
function shopCountry(raw: string | undefined): string {
  const v = raw?.trim().toUpperCase() || 'US';
  if (!/^[A-Z]{2}$/.test(v))
    throw new ConfigError(
      'SHOP_COUNTRY',
      `must be a two-letter country code such as US or DE (got "${v.slice(0, 20)}")`,
    );
  return v;
}

function ediInterchangeId(raw: string | undefined): { qualifier: string; id: string } {
  const v = raw?.trim() || 'ZZ:GLUEGUNSHOP';
  const m = /^([0-9A-Z]{2}):([A-Za-z0-9][A-Za-z0-9 .&_/-]{0,14})$/.exec(v);
  if (!m)
    throw new ConfigError(
      'EDI_INTERCHANGE_ID',
      `must be an ISA qualifier and id such as ZZ:GLUEGUNSHOP (got "${v.slice(0, 40)}")`,
    );
  return { qualifier: m[1], id: m[2] };
}

function trustProxy(raw: string | undefined): boolean | number | string {
  const v = (raw ?? '').trim();
  if (!v || v === 'false') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) return Number(v);
  if (!/^[\w.:/, -]+$/.test(v))
    throw new ConfigError(
      'TRUST_PROXY',
      'must be false, true, a hop count, or addresses/subnets/names like "loopback"',
    );
  return v;
}

/** Query cost limits (docs/decisions/034). Raised under test like the other per-caller limits: each test file sends
 * all its traffic as a few users. */
function queryCostConfig(env: NodeJS.ProcessEnv, mode: Config['env']): Config['queryCost'] {
  return {
    max: int(env, 'QUERY_COST_MAX', 5000, 10, 1_000_000),
    budget: int(env, 'QUERY_BUDGET', mode === 'test' ? 100_000_000 : 20_000, 10, 1_000_000_000),
    restorePerSecond: int(env, 'QUERY_RESTORE_RATE', mode === 'test' ? 1_000_000 : 1000, 1, 100_000_000),
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const rawEnv = env.NODE_ENV ?? 'development';
  if (!['development', 'test', 'production'].includes(rawEnv)) {
    throw new ConfigError('NODE_ENV', `must be development, test or production (got "${rawEnv}")`);
  }
  const mode = rawEnv as Config['env'];
  const production = mode === 'production';
  const dataDir = path.resolve(env.DATA_DIR || path.join(__dirname, '..', '..', 'data'));

  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL', 'must start with postgres:// or postgresql://');
  }
  if (production && !databaseUrl) throw new ConfigError('DATABASE_URL', 'is required in production');

  let sessionSecret = env.SESSION_SECRET ?? '';
  if (sessionSecret && sessionSecret.length < 32)
    throw new ConfigError('SESSION_SECRET', 'must be at least 32 characters');
  if (!sessionSecret) {
    if (production) throw new ConfigError('SESSION_SECRET', 'is required in production');
    sessionSecret = developmentSecret(dataDir);
  }

  const firebaseAuthEmulatorHost = env.FIREBASE_AUTH_EMULATOR_HOST || undefined;
  if (production && firebaseAuthEmulatorHost) {
    throw new ConfigError(
      'FIREBASE_AUTH_EMULATOR_HOST',
      'must not be set in production (emulator tokens are unsigned)',
    );
  }
  const firebaseProjectId = env.FIREBASE_PROJECT_ID || (production ? '' : 'demo-gluegun');
  if (!firebaseProjectId) throw new ConfigError('FIREBASE_PROJECT_ID', 'is required in production');
  if (production && firebaseProjectId.startsWith('demo-')) {
    throw new ConfigError(
      'FIREBASE_PROJECT_ID',
      'must be a real Firebase project in production (demo- ids are emulator-only)',
    );
  }

  const adminEmails = list(env.ADMIN_EMAILS).map((e) => e.toLowerCase());
  for (const e of adminEmails) {
    if (!/^[^\s@]+@[^\s@]+$/.test(e)) throw new ConfigError('ADMIN_EMAILS', `has an invalid e-mail "${e}"`);
  }

  const logLevel = env.LOG_LEVEL || (mode === 'test' ? 'silent' : 'info');
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(logLevel)) {
    throw new ConfigError('LOG_LEVEL', 'must be one of fatal, error, warn, info, debug, trace, silent');
  }

  const defaultDist = path.resolve(__dirname, '..', '..', 'client', 'dist');
  const sellerName = env.SHOP_LEGAL_NAME?.trim() || 'Glue Gun Wholesale';
  const sellerEmail = env.SHOP_BILLING_EMAIL?.trim() || 'billing@gluegun.example';
  const fail = (variable: string, problem: string): never => {
    throw new ConfigError(variable, problem);
  };
  return {
    env: mode,
    port: int(env, 'PORT', 4000, 0, 65535),
    host: env.HOST || '0.0.0.0',
    databaseUrl,
    dataDir,
    sessionSecret,
    sessionTtlSeconds: int(env, 'SESSION_TTL_SECONDS', 12 * 3600, 60, 30 * 24 * 3600),
    adminEmails,
    firebaseProjectId,
    firebaseAuthEmulatorHost,
    clientDist: env.CLIENT_DIST
      ? path.resolve(env.CLIENT_DIST)
      : fs.existsSync(defaultDist)
        ? defaultDist
        : undefined,
    logLevel,
    authRateLimit: int(env, 'AUTH_RATE_LIMIT', mode === 'test' ? 10_000 : 30, 1, 1_000_000),
    writeRateLimit: int(env, 'WRITE_RATE_LIMIT', mode === 'test' ? 100_000 : 300, 1, 1_000_000),
    corsOrigins: list(env.CORS_ORIGINS),
    publicCacheMs: int(env, 'PUBLIC_CACHE_MS', mode === 'test' ? 0 : 1000, 0, 60_000),
    sessionCacheMs: int(env, 'SESSION_CACHE_MS', mode === 'test' ? 0 : 5000, 0, 60_000),
    cacheMaxBytes: int(env, 'CACHE_MAX_BYTES', 64 * 1024 * 1024, 1024 * 1024, 4 * 1024 * 1024 * 1024),
    creditLimitCents: int(env, 'CREDIT_LIMIT_CENTS', DEFAULT_CREDIT_LIMIT_CENTS, 0, MAX_ORDER_TOTAL_CENTS),
    paymentTermsDays: int(env, 'PAYMENT_TERMS_DAYS', DEFAULT_PAYMENT_TERMS_DAYS, 0, MAX_PAYMENT_TERMS_DAYS),
    taxRounding: taxRounding(env.TAX_ROUNDING, fail),
    seller: {
      name: sellerName,
      // One printed line per ';' (street; city; country; tax id...).
      lines: (env.SHOP_ADDRESS ?? '1 Industrial Way;Springfield, IL 62701;United States')
        .split(';')
        .map((l) => l.trim())
        .filter(Boolean),
      email: sellerEmail,
      taxId: shopTaxId(env.SHOP_TAX_ID),
      ...sellerContactConfig(env, production, fail),
    },
    sellerCountry: shopCountry(env.SHOP_COUNTRY),
    ediInterchangeId: ediInterchangeId(env.EDI_INTERCHANGE_ID),
    remittance: remittanceConfig(env, production, sellerName, (variable, problem) => {
      throw new ConfigError(variable, problem);
    }),
    trustProxy: trustProxy(env.TRUST_PROXY),
    redisUrl: redisUrl(env.REDIS_URL),
    redisKeyPrefix: env.REDIS_KEY_PREFIX || 'gluegun:',
    ...database(env),
    drainTimeoutMs: int(env, 'DRAIN_TIMEOUT_MS', 15_000, 1_000, 300_000),
    queryCost: queryCostConfig(env, mode),
    notify: notifyConfig(
      env,
      (name, fallback, min, max) => int(env, name, fallback, min, max),
      production,
      sellerEmail,
      fail,
    ),
    metrics: metricsConfig(
      env,
      (name, fallback, min, max) => int(env, name, fallback, min, max),
      production,
      fail,
    ),
  };
}
