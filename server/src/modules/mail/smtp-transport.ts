/**
 * The shop's SMTP transport: nodemailer over SMTP_URL, pooled, on sockets that send each command at once. nodemailer
 * opens its sockets with Nagle's algorithm on, so a command written while the previous one's acknowledgement was
 * still delayed by the server waited for it (about 40 ms): one connection carried about 20 messages a second whatever
 * the CPU. With no delay it carries 150-250 here.
 */
import net from 'node:net';
import type nodemailer from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool';

/** nodemailer's own wait for a connection to open (its CONNECTION_TIMEOUT), kept for the sockets opened here. */
const CONNECT_TIMEOUT_MS = 2 * 60 * 1000;

/**
 * SMTP_URL with connection pooling: at most `maxConnections` open to the server, each reused for message after
 * message (no connect and greeting per e-mail); pool settings written in the URL itself are kept.
 */
export function pooledSmtpUrl(smtpUrl: string, maxConnections: number): string {
  const url = new URL(smtpUrl);
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  if (!url.searchParams.has('maxConnections')) url.searchParams.set('maxConnections', String(maxConnections));
  return url.toString();
}

/**
 * Opens the TCP connection nodemailer then speaks SMTP on (TLS, implicit or by STARTTLS, is still its own), with
 * Nagle's algorithm off. The port defaults as nodemailer's do: 465 for smtps, else 587.
 */
export function connectWithoutDelay(options: SMTPPool.Options, callback: (err: Error | null, socketOptions?: { connection: net.Socket }) => void): void {
  const port = Number(options.port) || (options.secure ? 465 : 587);
  const socket = net.connect({ host: options.host || 'localhost', port, localAddress: options.localAddress });
  socket.setNoDelay(true);
  let settled = false;
  const settle = (err: Error | null) => {
    if (settled) return;
    settled = true;
    socket.setTimeout(0);
    socket.removeListener('error', settle);
    if (err) {
      socket.destroy();
      callback(err);
    } else callback(null, { connection: socket });
  };
  socket.setTimeout(options.connectionTimeout || CONNECT_TIMEOUT_MS, () => settle(Object.assign(new Error('Connection timeout'), { code: 'ETIMEDOUT' })));
  socket.once('error', settle);
  socket.once('connect', () => settle(null));
}

/** A transport for SMTP_URL, pooled with at most `maxConnections`, on no-delay sockets. */
export function smtpTransport(mailer: typeof nodemailer, smtpUrl: string, maxConnections: number): nodemailer.Transporter {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { parseConnectionUrl } = require('nodemailer/lib/shared') as { parseConnectionUrl(url: string): SMTPPool.Options };
  return mailer.createTransport({ ...parseConnectionUrl(pooledSmtpUrl(smtpUrl, maxConnections)), getSocket: connectWithoutDelay });
}
