// Helpers shared by start.mjs and test.mjs: run commands, start the Auth emulator, wait for ports.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The development emulator (`npm start`, firebase.json). Tests never use it: see testPorts(). */
export const DEV_EMULATOR_PORT = 9099;
export const EMULATOR_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST || `127.0.0.1:${DEV_EMULATOR_PORT}`;
export const PROJECT_ID = process.env.FIREBASE_PROJECT_ID || 'demo-gluegun';

/** Default ports of a test run; each is taken only if free (another run may hold it), else the OS picks one. */
export const TEST_PORT_DEFAULTS = { auth: 9199, pg: 54330 };

export function run(cmd, args, opts = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', ...opts });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export async function mustRun(cmd, args, opts) {
  const code = await run(cmd, args, opts);
  if (code !== 0) throw new Error(`${cmd} ${args.join(' ')} failed with exit code ${code}`);
}

export function portOpen(hostPort) {
  const [host, port] = hostPort.split(':');
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), host);
    socket.once('connect', () => { socket.destroy(); resolve(true); });
    socket.once('error', () => resolve(false));
  });
}

/** Resolves to `preferred` when nothing listens there, else to a port the OS says is free. */
export function freePort(preferred = 0) {
  const tryPort = (port) =>
    new Promise((resolve, reject) => {
      const srv = net.createServer();
      srv.once('error', reject);
      srv.listen(port, '127.0.0.1', () => {
        const { port: got } = srv.address();
        srv.close(() => resolve(got));
      });
    });
  return tryPort(preferred).catch(() => tryPort(0));
}

function envPort(name) {
  const raw = process.env[name];
  if (!raw) return undefined;
  const port = Number(raw);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`${name} must be a TCP port (got "${raw}")`);
  return port;
}

async function pickPort(envName, preferred) {
  const fixed = envPort(envName);
  if (fixed === DEV_EMULATOR_PORT) throw new Error(`${envName}=${fixed} is the development emulator's port; tests need their own`);
  if (fixed !== undefined) {
    if (await portOpen(`127.0.0.1:${fixed}`)) throw new Error(`${envName}=${fixed}: something already listens there`);
    return fixed;
  }
  return freePort(preferred);
}

/**
 * The ports one `npm test` run uses, never those of `npm start` (9099, its hub 4400, 4000, embedded PG 54329).
 * An env override is taken as is (and must be free); a default that another run holds is replaced by a free
 * port. Pick them right before use: a port is only ours once something of ours listens on it, and the
 * starters check that (startAuthEmulator asks its own hub; e2e/support/global-setup asks the app for this
 * run's id).
 */
export async function testPorts() {
  const auth = await pickPort('TEST_AUTH_EMULATOR_PORT', TEST_PORT_DEFAULTS.auth);
  const pg = await pickPort('TEST_EMBEDDED_PG_PORT', TEST_PORT_DEFAULTS.pg);
  // The emulator hub and its logging emulator always start (defaults 4400 and 4500, the dev emulator's);
  // they get free ports of their own, written into the run's firebase config.
  const taken = [auth, pg];
  const another = async () => {
    let p = await freePort(0);
    while (taken.includes(p)) p = await freePort(0);
    taken.push(p);
    return p;
  };
  const hub = await another();
  const logging = await another();
  return { auth, hub, logging, pg };
}

/**
 * The browser tests' app port: E2E_PORT, else one the OS picks (not a fixed default: another run would
 * prefer the same one, and the app binds it only minutes later).
 */
export function e2ePort() {
  return pickPort('E2E_PORT', 0);
}

/**
 * The browser tests' mail catcher ports (SMTP and web inbox): E2E_MAIL_SMTP_PORT and E2E_MAIL_WEB_PORT, else free
 * ones the OS picks (never npm start's 1025/1080). e2e/support/start-app.mjs starts maildev on them.
 */
export async function e2eMailPorts(taken = []) {
  const smtp = await pickPort('E2E_MAIL_SMTP_PORT', 0);
  let web = await pickPort('E2E_MAIL_WEB_PORT', 0);
  while (web === smtp || taken.includes(web)) web = await freePort(0);
  return { smtp, web };
}

export async function waitFor(check, what, timeoutMs = 120_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`Timed out after ${timeoutMs / 1000}s waiting for ${what}`);
}

/** Builds everything the server and client need: Prisma client, shared rules, server, client. */
export async function build() {
  await mustRun('npm', ['run', 'build']);
}

/**
 * Starts the Firebase Auth emulator (no Java, no login, no internet needed for auth alone). Returns a stop
 * function. `persistDir` keeps accounts across restarts.
 *
 * Development (`npm start`): the emulator of firebase.json on 9099, reused when one already answers.
 * Tests pass `port`, `hubPort` and `loggingPort`: a config file of their own is written (firebase.json fixes 9099) and
 * passed with `--config`, and the CLI gets its own TMPDIR (the hub's locator file lives there, one per
 * project id); an emulator already on that port is an error, never reused.
 */
export async function startAuthEmulator({ persistDir, quiet = true, port, hubPort, loggingPort } = {}) {
  const own = port !== undefined;
  const host = own ? `127.0.0.1:${port}` : EMULATOR_HOST;
  if (await portOpen(host)) {
    if (own) throw new Error(`Port ${port} is taken: the test Auth emulator needs a free one`);
    return { stop: async () => {}, reused: true, host };
  }
  const args = ['firebase', 'emulators:start', '--only', 'auth', '--project', PROJECT_ID];
  const env = { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', CI: process.env.CI ?? '' };
  let scratch;
  if (own) {
    scratch = path.join(ROOT, 'data', `test-emulator-${port}`);
    fs.rmSync(scratch, { recursive: true, force: true });
    fs.mkdirSync(path.join(scratch, 'tmp'), { recursive: true });
    const config = {
      emulators: {
        auth: { host: '127.0.0.1', port },
        hub: { host: '127.0.0.1', port: hubPort ?? (await freePort(0)) },
        logging: { host: '127.0.0.1', port: loggingPort ?? (await freePort(0)) },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    };
    const configFile = path.join(scratch, 'firebase.json');
    fs.writeFileSync(configFile, JSON.stringify(config, null, 2));
    args.push('--config', configFile);
    env.TMPDIR = path.join(scratch, 'tmp');
  }
  if (persistDir) {
    // --import refuses a folder without an export in it, so only import once something was exported.
    if (fs.existsSync(path.join(persistDir, 'firebase-export-metadata.json'))) args.push('--import', persistDir);
    args.push('--export-on-exit', persistDir);
  }
  const child = spawn('npx', args, { cwd: ROOT, stdio: quiet ? 'ignore' : 'inherit', env, detached: true });
  const started = Date.now();
  let exited = false;
  child.once('exit', () => (exited = true));
  const hub = own ? JSON.parse(fs.readFileSync(path.join(scratch, 'firebase.json'), 'utf8')).emulators.hub.port : undefined;
  await waitFor(async () => {
    if (exited) throw new Error(`the Firebase Auth emulator exited before it listened on ${host} (run with quiet: false to see why)`);
    if (!own) return portOpen(host);
    // Ours only if our own hub lists an auth emulator on that port (another run's emulator may hold it).
    try {
      const res = await fetch(`http://127.0.0.1:${hub}/emulators`);
      return res.ok && (await res.json()).auth?.port === port;
    } catch {
      return false;
    }
  }, 'the Firebase Auth emulator on ' + host);
  console.log(`[shop] Firebase Auth emulator ready on ${host} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return {
    reused: false,
    host,
    stop: () => new Promise((resolve) => {
      const done = () => {
        if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null || exited) return done();
      child.once('exit', done);
      try { process.kill(-child.pid, 'SIGINT'); } catch { done(); }
      setTimeout(() => { try { process.kill(-child.pid, 'SIGKILL'); } catch { /* already gone */ } done(); }, 10_000).unref();
    }),
  };
}

/**
 * The local mail catcher (maildev 2, a dev dependency): an SMTP server on `smtpPort` that keeps every e-mail and a
 * web inbox on `webPort`, both on 127.0.0.1. `npm start` runs it for a newcomer; the browser tests run it the same
 * way (e2e/support/start-app.mjs), so a journey reads the shop's e-mails on the inbox's page. Resolves once the
 * SMTP port and the web inbox answer, or to undefined (the child stopped) when they do not within 10 s.
 */
export async function startMailCatcher({ smtpPort, webPort, stdio = 'ignore' }) {
  const child = spawn(process.execPath, [path.join(ROOT, 'node_modules', 'maildev', 'bin', 'maildev'),
    '--smtp', String(smtpPort), '--web', String(webPort), '--ip', '127.0.0.1', '--silent'], { cwd: ROOT, stdio });
  for (let i = 0; i < 50; i += 1) {
    if (child.exitCode !== null) break;
    if ((await portOpen(`127.0.0.1:${smtpPort}`)) && (await portOpen(`127.0.0.1:${webPort}`))) {
      return { smtpUrl: `smtp://127.0.0.1:${smtpPort}`, webUrl: `http://127.0.0.1:${webPort}`, child, stop: () => child.kill() };
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  return undefined;
}
