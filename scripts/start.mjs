// `npm start`: build, then run the shop on one port. With no DATABASE_URL the server starts an embedded
// PostgreSQL under ./data; with no real Firebase settings it uses the local Auth emulator started here.
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { EMULATOR_HOST, ROOT, build, startAuthEmulator } from './lib.mjs';

const realFirebase = Boolean(process.env.GOOGLE_APPLICATION_CREDENTIALS || (process.env.FIREBASE_PROJECT_ID && !process.env.FIREBASE_PROJECT_ID.startsWith('demo-')));

if (process.env.SKIP_BUILD !== '1') await build();

let emulator = { stop: async () => {} };
const env = { ...process.env };
if (!realFirebase) {
  const persistDir = path.join(ROOT, 'data', 'firebase');
  fs.mkdirSync(persistDir, { recursive: true });
  emulator = await startAuthEmulator({ persistDir });
  env.FIREBASE_AUTH_EMULATOR_HOST = EMULATOR_HOST;
  env.FIREBASE_PROJECT_ID ||= 'demo-gluegun';
  env.ADMIN_EMAILS ||= 'admin@gluegun.test';
}

const server = spawn(process.execPath, ['server/dist/index.js'], { cwd: ROOT, env, stdio: 'inherit' });
let stopping = false;
const stop = (signal) => {
  if (stopping) return;
  stopping = true;
  server.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
server.on('exit', async (code) => {
  await emulator.stop();
  process.exit(code ?? 0);
});
