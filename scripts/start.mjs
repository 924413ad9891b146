// `npm start`: build, then run the shop on one port. With no DATABASE_URL the server starts an embedded
// PostgreSQL under ./data; with no real Firebase settings it uses the local Auth emulator started here.
import fs from 'node:fs';
import path from 'node:path';
import net from 'node:net';
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

// Without SMTP_URL, a local mail catcher (maildev 2, a dev dependency) receives every e-mail the shop sends and shows
// it in a web inbox, so a newcomer sees order confirmations and invoices without a mail account.
let mailCatcher;
if (!process.env.SMTP_URL && process.env.MAILDEV !== '0') {
  const smtpPort = Number(process.env.MAILDEV_SMTP_PORT || 1025);
  const webPort = Number(process.env.MAILDEV_WEB_PORT || 1080);
  mailCatcher = spawn(process.execPath, [path.join(ROOT, 'node_modules', 'maildev', 'bin', 'maildev'), '--smtp', String(smtpPort), '--web', String(webPort), '--ip', '127.0.0.1', '--silent'], { cwd: ROOT, stdio: 'ignore' });
  if (await portOpens(smtpPort)) {
    env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`;
    console.log(`E-mails go to the local inbox: http://127.0.0.1:${webPort}`);
  } else {
    console.log(`The local mail catcher did not start (port ${smtpPort} busy?): e-mail is off. Set SMTP_URL or MAILDEV_SMTP_PORT.`);
    mailCatcher.kill();
    mailCatcher = undefined;
  }
}

/** Waits up to 10 s for something to listen on 127.0.0.1:port. */
async function portOpens(port) {
  for (let i = 0; i < 50; i += 1) {
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => { socket.end(); resolve(true); });
      socket.on('error', () => resolve(false));
    });
    if (open) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
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
  mailCatcher?.kill();
  await emulator.stop();
  process.exit(code ?? 0);
});
