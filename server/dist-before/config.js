"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.ConfigError = void 0;
exports.loadConfig = loadConfig;
const node_crypto_1 = __importDefault(require("node:crypto"));
const node_fs_1 = __importDefault(require("node:fs"));
const node_path_1 = __importDefault(require("node:path"));
const common_1 = require("@gluegun/common");
const remittance_config_1 = require("./remittance-config");
const notify_config_1 = require("./notify-config");
class ConfigError extends Error {
    constructor(variable, problem) {
        super(`Invalid configuration: ${variable} ${problem}`);
        this.name = 'ConfigError';
    }
}
exports.ConfigError = ConfigError;
function taxRounding(raw, fail) {
    if (raw === undefined || raw.trim() === '')
        return common_1.DEFAULT_TAX_ROUNDING;
    const mode = raw.trim().toUpperCase();
    return common_1.TAX_ROUNDING_MODES.includes(mode) ? mode : fail('TAX_ROUNDING', `must be ${common_1.TAX_ROUNDING_MODES.join(' or ')}`);
}
function int(env, name, fallback, min, max) {
    const raw = env[name];
    if (raw === undefined || raw === '')
        return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min || n > max) {
        throw new ConfigError(name, `must be a whole number from ${min} to ${max} (got "${raw}")`);
    }
    return n;
}
function list(raw) {
    return (raw ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
}
/** Development keeps a generated secret in the data folder so sessions survive restarts. */
function developmentSecret(dataDir) {
    const file = node_path_1.default.join(dataDir, 'session-secret');
    try {
        return node_fs_1.default.readFileSync(file, 'utf8').trim();
    }
    catch {
        const secret = node_crypto_1.default.randomBytes(48).toString('base64url');
        node_fs_1.default.mkdirSync(dataDir, { recursive: true });
        node_fs_1.default.writeFileSync(file, secret, { mode: 0o600 });
        return secret;
    }
}
function redisUrl(raw) {
    const v = (raw ?? '').trim();
    if (!v)
        return undefined;
    if (!/^rediss?:\/\//.test(v))
        throw new ConfigError('REDIS_URL', 'must start with redis:// or rediss://');
    return v;
}
/** TRUST_PROXY: unset/false, true, a hop count, or Express's list form ('loopback', '10.0.0.0/8, uniquelocal'). */
function trustProxy(raw) {
    const v = (raw ?? '').trim();
    if (!v || v === 'false')
        return false;
    if (v === 'true')
        return true;
    if (/^\d+$/.test(v))
        return Number(v);
    if (!/^[\w.:/, -]+$/.test(v))
        throw new ConfigError('TRUST_PROXY', 'must be false, true, a hop count, or addresses/subnets/names like "loopback"');
    return v;
}
/** Query cost limits (docs/decisions/034). Raised under test like the other per-caller limits: each test file sends
 * all its traffic as a few users. */
function queryCostConfig(env, mode) {
    return {
        max: int(env, 'QUERY_COST_MAX', 5000, 10, 1_000_000),
        budget: int(env, 'QUERY_BUDGET', mode === 'test' ? 100_000_000 : 20_000, 10, 1_000_000_000),
        restorePerSecond: int(env, 'QUERY_RESTORE_RATE', mode === 'test' ? 1_000_000 : 1000, 1, 100_000_000),
    };
}
function loadConfig(env = process.env) {
    const rawEnv = env.NODE_ENV ?? 'development';
    if (!['development', 'test', 'production'].includes(rawEnv)) {
        throw new ConfigError('NODE_ENV', `must be development, test or production (got "${rawEnv}")`);
    }
    const mode = rawEnv;
    const production = mode === 'production';
    const dataDir = node_path_1.default.resolve(env.DATA_DIR || node_path_1.default.join(__dirname, '..', '..', 'data'));
    const databaseUrl = env.DATABASE_URL || undefined;
    if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
        throw new ConfigError('DATABASE_URL', 'must start with postgres:// or postgresql://');
    }
    if (production && !databaseUrl)
        throw new ConfigError('DATABASE_URL', 'is required in production');
    let sessionSecret = env.SESSION_SECRET ?? '';
    if (sessionSecret && sessionSecret.length < 32) {
        throw new ConfigError('SESSION_SECRET', 'must be at least 32 characters');
    }
    if (!sessionSecret) {
        if (production)
            throw new ConfigError('SESSION_SECRET', 'is required in production');
        sessionSecret = developmentSecret(dataDir);
    }
    const firebaseAuthEmulatorHost = env.FIREBASE_AUTH_EMULATOR_HOST || undefined;
    if (production && firebaseAuthEmulatorHost) {
        throw new ConfigError('FIREBASE_AUTH_EMULATOR_HOST', 'must not be set in production (emulator tokens are unsigned)');
    }
    const firebaseProjectId = env.FIREBASE_PROJECT_ID || (production ? '' : 'demo-gluegun');
    if (!firebaseProjectId)
        throw new ConfigError('FIREBASE_PROJECT_ID', 'is required in production');
    if (production && firebaseProjectId.startsWith('demo-')) {
        throw new ConfigError('FIREBASE_PROJECT_ID', 'must be a real Firebase project in production (demo- ids are emulator-only)');
    }
    const adminEmails = list(env.ADMIN_EMAILS).map((e) => e.toLowerCase());
    for (const e of adminEmails) {
        if (!/^[^\s@]+@[^\s@]+$/.test(e))
            throw new ConfigError('ADMIN_EMAILS', `has an invalid e-mail "${e}"`);
    }
    const logLevel = env.LOG_LEVEL || (mode === 'test' ? 'silent' : 'info');
    if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(logLevel)) {
        throw new ConfigError('LOG_LEVEL', 'must be one of fatal, error, warn, info, debug, trace, silent');
    }
    const defaultDist = node_path_1.default.resolve(__dirname, '..', '..', 'client', 'dist');
    const sellerName = env.SHOP_LEGAL_NAME?.trim() || 'Glue Gun Wholesale';
    const sellerEmail = env.SHOP_BILLING_EMAIL?.trim() || 'billing@gluegun.example';
    const fail = (variable, problem) => { throw new ConfigError(variable, problem); };
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
        clientDist: env.CLIENT_DIST ? node_path_1.default.resolve(env.CLIENT_DIST) : node_fs_1.default.existsSync(defaultDist) ? defaultDist : undefined,
        logLevel,
        authRateLimit: int(env, 'AUTH_RATE_LIMIT', mode === 'test' ? 10_000 : 30, 1, 1_000_000),
        writeRateLimit: int(env, 'WRITE_RATE_LIMIT', mode === 'test' ? 100_000 : 300, 1, 1_000_000),
        corsOrigins: list(env.CORS_ORIGINS),
        publicCacheMs: int(env, 'PUBLIC_CACHE_MS', mode === 'test' ? 0 : 1000, 0, 60_000),
        sessionCacheMs: int(env, 'SESSION_CACHE_MS', mode === 'test' ? 0 : 5000, 0, 60_000),
        cacheMaxBytes: int(env, 'CACHE_MAX_BYTES', 64 * 1024 * 1024, 1024 * 1024, 4 * 1024 * 1024 * 1024),
        creditLimitCents: int(env, 'CREDIT_LIMIT_CENTS', common_1.DEFAULT_CREDIT_LIMIT_CENTS, 0, common_1.MAX_ORDER_TOTAL_CENTS),
        paymentTermsDays: int(env, 'PAYMENT_TERMS_DAYS', common_1.DEFAULT_PAYMENT_TERMS_DAYS, 0, common_1.MAX_PAYMENT_TERMS_DAYS),
        taxRounding: taxRounding(env.TAX_ROUNDING, fail),
        seller: {
            name: sellerName,
            // One printed line per ';' (street; city; country; tax id...).
            lines: (env.SHOP_ADDRESS ?? '1 Industrial Way;Springfield, IL 62701;United States').split(';').map((l) => l.trim()).filter(Boolean),
            email: sellerEmail,
        },
        remittance: (0, remittance_config_1.remittanceConfig)(env, production, sellerName, (variable, problem) => { throw new ConfigError(variable, problem); }),
        trustProxy: trustProxy(env.TRUST_PROXY),
        redisUrl: redisUrl(env.REDIS_URL),
        redisKeyPrefix: env.REDIS_KEY_PREFIX || 'gluegun:',
        dbPoolSize: int(env, 'DB_POOL_SIZE', 10, 1, 500),
        drainTimeoutMs: int(env, 'DRAIN_TIMEOUT_MS', 15_000, 1_000, 300_000),
        queryCost: queryCostConfig(env, mode),
        notify: (0, notify_config_1.notifyConfig)(env, (name, fallback, min, max) => int(env, name, fallback, min, max), production, sellerEmail, fail),
    };
}
//# sourceMappingURL=config.js.map