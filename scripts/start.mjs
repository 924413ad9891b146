// `npm start`: build, then run the shop on one port. With no DATABASE_URL the server starts an embedded
// PostgreSQL under ./data; with no real Firebase settings it uses the local Auth emulator started here.
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { EMULATOR_HOST, ROOT, build, startAuthEmulator, startMailCatcher } from './lib.mjs';

const realFirebase = Boolean(process.env.GOOGLE_APPLICATION_CREDENTIALS || (process.env.FIREBASE_PROJECT_ID && !process.env.FIREBASE_PROJECT_ID.startsWith('demo-')));

if (process.env.SKIP_BUILD !== '1') await build();

let emulator = { stop: async () => {} };
const env = { ...process.env };
// A first start seeds a distributor's range (380 items beside the demo's 14) to try search, filters and packs on.
env.SEED_RANGE ??= 'on';
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
  mailCatcher = await startMailCatcher({ smtpPort, webPort });
  if (mailCatcher) {
    env.SMTP_URL = mailCatcher.smtpUrl;
    console.log(`E-mails go to the local inbox: ${mailCatcher.webUrl}`);
  } else {
    console.log(`The local mail catcher did not start (port ${smtpPort} or ${webPort} busy?): e-mail is off. Set SMTP_URL or MAILDEV_SMTP_PORT and MAILDEV_WEB_PORT.`);
  }
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
  mailCatcher?.stop();
  await emulator.stop();
  process.exit(code ?? 0);
});
