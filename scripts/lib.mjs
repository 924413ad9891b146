// Helpers shared by start.mjs and test.mjs: run commands, start the Auth emulator, wait for ports.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const EMULATOR_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST || '127.0.0.1:9099';
export const PROJECT_ID = process.env.FIREBASE_PROJECT_ID || 'demo-gluegun';

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
 * Starts the Firebase Auth emulator (no Java, no login, no internet needed for auth alone) unless one
 * already answers. Returns a stop function. `persistDir` keeps accounts across restarts.
 */
export async function startAuthEmulator({ persistDir, quiet = true } = {}) {
  if (await portOpen(EMULATOR_HOST)) return { stop: async () => {}, reused: true };
  const args = ['firebase', 'emulators:start', '--only', 'auth', '--project', PROJECT_ID];
  if (persistDir) {
    // --import refuses a folder without an export in it, so only import once something was exported.
    if (fs.existsSync(path.join(persistDir, 'firebase-export-metadata.json'))) args.push('--import', persistDir);
    args.push('--export-on-exit', persistDir);
  }
  const child = spawn('npx', args, {
    cwd: ROOT,
    stdio: quiet ? 'ignore' : 'inherit',
    env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', CI: process.env.CI ?? '' },
    detached: true,
  });
  const started = Date.now();
  await waitFor(() => portOpen(EMULATOR_HOST), 'the Firebase Auth emulator on ' + EMULATOR_HOST);
  console.log(`[shop] Firebase Auth emulator ready on ${EMULATOR_HOST} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return {
    reused: false,
    stop: () => new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      try { process.kill(-child.pid, 'SIGINT'); } catch { resolve(); }
      setTimeout(() => { try { process.kill(-child.pid, 'SIGKILL'); } catch {} resolve(); }, 10_000).unref();
    }),
  };
}
