import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/**
 * There is no Docker engine in CI, so the production shape is checked statically: the compose file's
 * services, images, ports, health checks and profile, and that every variable the app container gets is
 * one the server really reads and is documented in .env.example.
 */
const ROOT = path.resolve(__dirname, '..', '..', '..');
const read = (f: string) => fs.readFileSync(path.join(ROOT, f), 'utf8');
// `merge: true`: compose resolves YAML merge keys (`<<: *app-env`), so the test does too.
const compose = parse(read('docker-compose.yml'), { merge: true });
const dockerfile = read('Dockerfile');

/** Names the server reads from the environment: `env.X` / `int(env, 'X')` in config.ts, `process.env.X` elsewhere. */
function serverEnvNames(): Set<string> {
  const files = [
    'server/src/config.ts',
    'server/src/remittance-config.ts',
    'server/src/auth/firebase.ts',
    'server/src/index.ts',
    'server/src/db/embedded.ts',
    'server/src/observe/metrics-config.ts',
  ];
  const names = new Set<string>();
  for (const f of files) {
    const text = read(f);
    for (const m of text.matchAll(/\benv\.([A-Z][A-Z0-9_]*)/g)) names.add(m[1]);
    for (const m of text.matchAll(/\bint\(env, '([A-Z][A-Z0-9_]*)'/g)) names.add(m[1]); // int(env, 'PORT', ...)
  }
  return names;
}
const envExampleNames = new Set(
  read('.env.example')
    .split('\n')
    .map((l) => /^([A-Z][A-Z0-9_]*)=/.exec(l.trim())?.[1])
    .filter(Boolean) as string[],
);
const appEnv: Record<string, unknown> = compose.services.app.environment;

describe('docker-compose.yml', () => {
  it('has db, app and a local-only auth emulator', () => {
    expect(Object.keys(compose.services).sort()).toEqual([
      'app',
      'app-scale',
      'auth-emulator',
      'db',
      'lb',
      'prometheus',
      'redis',
    ]);
    expect(compose.services.db.image).toBe('postgres:17');
    expect(compose.services.db.profiles).toBeUndefined();
    expect(compose.services.app.profiles).toBeUndefined();
    expect(compose.services['auth-emulator'].profiles).toEqual(['local']);
    expect(compose.services['auth-emulator'].image).toBe('node:24-bookworm-slim');
    expect(String(compose.services['auth-emulator'].command)).toContain(
      'firebase-tools@15.34.2 emulators:start --only auth --project demo-gluegun',
    );
    expect(compose.services['auth-emulator'].ports).toContain('9099:9099');
  });

  it('keeps the database on a volume with a pg_isready health check and POSTGRES_* settings', () => {
    const db = compose.services.db;
    expect(db.volumes[0]).toMatch(/^db-data:\/var\/lib\/postgresql\/data$/);
    expect(compose.volumes).toHaveProperty('db-data');
    expect(db.healthcheck.test.join(' ')).toContain('pg_isready');
    expect(Object.keys(db.environment).sort()).toEqual(['POSTGRES_DB', 'POSTGRES_PASSWORD', 'POSTGRES_USER']);
  });

  it('builds the app from this repository, waits for a healthy db, publishes 4000 and checks /healthz', () => {
    const app = compose.services.app;
    expect(app.build.context).toBe('.');
    // The client's Firebase settings are build args (Vite bakes them in); production never uses the emulator.
    expect(Object.keys(app.build.args).sort()).toEqual([
      'VITE_FIREBASE_API_KEY',
      'VITE_FIREBASE_APP_ID',
      'VITE_FIREBASE_AUTH_DOMAIN',
      'VITE_FIREBASE_PROJECT_ID',
      'VITE_FIREBASE_USE_EMULATOR',
    ]);
    expect(app.build.args.VITE_FIREBASE_USE_EMULATOR).toBe('${VITE_FIREBASE_USE_EMULATOR:-false}');
    for (const name of Object.keys(app.build.args)) {
      expect({
        name,
        inEnvExample: envExampleNames.has(name),
        inDockerfile: dockerfile.includes(`ARG ${name}`) || dockerfile.includes(` ${name}=`),
      }).toEqual({ name, inEnvExample: true, inDockerfile: true });
    }
    expect(app.ports).toEqual(['4000:4000']);
    expect(app.depends_on.db.condition).toBe('service_healthy');
    expect(app.healthcheck.test.join(' ')).toContain('/healthz');
    expect(String(appEnv.DATABASE_URL)).toMatch(/^postgresql:\/\/.+@db:5432\//);
  });

  it('gives the app the production variables', () => {
    for (const name of [
      'DATABASE_URL',
      'SESSION_SECRET',
      'FIREBASE_PROJECT_ID',
      'GOOGLE_APPLICATION_CREDENTIALS',
      'ADMIN_EMAILS',
      'PORT',
    ]) {
      expect(appEnv).toHaveProperty(name);
    }
    // Emulator tokens are unsigned: the production service must never point at one.
    expect(appEnv).not.toHaveProperty('FIREBASE_AUTH_EMULATOR_HOST');
  });

  it('only uses variables the server reads, each documented in .env.example', () => {
    const read = serverEnvNames();
    for (const name of Object.keys(appEnv)) {
      expect({ name, readByServer: read.has(name) }).toEqual({ name, readByServer: true });
      expect({ name, inEnvExample: envExampleNames.has(name) }).toEqual({ name, inEnvExample: true });
    }
  });

  it('.env.example lists every variable the server reads', () => {
    for (const name of serverEnvNames())
      expect({ name, listed: envExampleNames.has(name) }).toEqual({ name, listed: true });
  });
});

describe('Dockerfile', () => {
  it('builds on node:24-bookworm-slim (Node 24 LTS) in stages and runs the built server in production mode', () => {
    expect(dockerfile).toMatch(/^FROM node:24-bookworm-slim AS build$/m);
    expect(dockerfile).toMatch(/^FROM node:24-bookworm-slim AS runtime$/m);
    expect(dockerfile).not.toMatch(/^FROM node:(?!24-)/m);
    expect(dockerfile).toMatch(/RUN npm ci/);
    expect(dockerfile).toMatch(/RUN npm run build/);
    expect(dockerfile).toMatch(/ENV NODE_ENV=production/);
    const cmd = /^CMD (.+)$/m.exec(dockerfile)?.[1];
    expect(JSON.parse(cmd ?? 'null')).toEqual(['node', 'server/dist/index.js']);
    // The server applies migrations at start, so the runtime image needs them.
    expect(dockerfile).toMatch(/COPY --from=build \/app\/prisma \.\/prisma/);
  });
});

describe('docker-compose.yml scale profile', () => {
  const services = compose.services;

  it('runs two replicas of the same app image with Redis, behind nginx, only under the "scale" profile', () => {
    for (const name of ['redis', 'app-scale', 'lb'])
      expect({ name, profiles: services[name].profiles }).toEqual({ name, profiles: ['scale'] });
    expect(services['app-scale'].build).toEqual(services.app.build);
    expect(services['app-scale'].deploy.replicas).toBe(2);
    expect(services['app-scale'].ports).toBeUndefined(); // replicas cannot share a host port: nginx is the door
    expect(services.redis.image).toMatch(/^redis:7/);
    expect(services.lb.image).toMatch(/^nginx:1\.(2[89]|[3-9]\d)/); // `server ... resolve` needs nginx >= 1.27.3
    expect(services.lb.ports).toEqual(['8080:8080']);
    expect(services.lb.volumes).toContain('./deploy/nginx.conf:/etc/nginx/nginx.conf:ro');
  });

  it('gives the replicas the app environment plus REDIS_URL, one trusted proxy hop and a pool size, all read and documented', () => {
    const env = services['app-scale'].environment;
    expect(env).toMatchObject({
      ...appEnv,
      REDIS_URL: 'redis://redis:6379',
      TRUST_PROXY: '1',
      DB_POOL_SIZE: 20,
      METRICS_PORT: 9464,
    });
    const read = serverEnvNames();
    for (const name of Object.keys(env)) {
      expect({ name, read: read.has(name), documented: envExampleNames.has(name) }).toEqual({
        name,
        read: true,
        documented: true,
      });
    }
    expect(services['app-scale'].depends_on).toMatchObject({
      db: { condition: 'service_healthy' },
      redis: { condition: 'service_healthy' },
    });
    expect(JSON.stringify(services['app-scale'].healthcheck.test)).toContain('/readyz');
  });

  it("Prometheus scrapes both replicas' metrics listener, which no host port publishes", () => {
    expect(services.prometheus.profiles).toEqual(['scale']);
    expect(services.prometheus.volumes).toContain(
      './deploy/prometheus.yml:/etc/prometheus/prometheus.yml:ro',
    );
    expect(services.prometheus.ports).toEqual(['127.0.0.1:9090:9090']);
    const scrape = parse(read('deploy/prometheus.yml')).scrape_configs[0];
    expect(scrape.dns_sd_configs[0]).toMatchObject({
      names: ['app-scale'],
      type: 'A',
      port: services['app-scale'].environment.METRICS_PORT,
    });
    expect(JSON.parse(read('deploy/grafana-dashboard.json')).panels.length).toBeGreaterThan(10);
  });

  it('nginx balances over the replicas by name, sets X-Forwarded-For itself and retries a replica that is down', () => {
    const conf = read('deploy/nginx.conf');
    expect(conf).toMatch(/server app-scale:4000 resolve/);
    expect(conf).toMatch(/proxy_set_header X-Forwarded-For \$remote_addr;/);
    expect(conf).toMatch(/proxy_next_upstream error timeout http_502 http_503;/);
    expect(conf).toMatch(/listen 8080;/);
  });
});
