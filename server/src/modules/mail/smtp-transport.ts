/**
 * The shop's SMTP transport: nodemailer over SMTP_URL, pooled, on sockets that send each command at once. nodemailer
 * opens its sockets with Nagle's algorithm on, so a command written while the previous one's acknowledgement was
 * still delayed by the server waited for it (about 40 ms): one connection carried about 20 messages a second whatever
 * the CPU. With no delay it carries 150-250 here.
 */
import net from 'node:net';
import type nodemailer from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool';

/**
 * How long a connection may take to open, greet, and answer a command. nodemailer waits 2 minutes, 30 s and 10 minutes;
 * an e-mail job is given up after 2 minutes and tried again, so a message still waiting on a slow server then would be
 * sent twice. Settings written in SMTP_URL win.
 */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

/**
 * SMTP_URL with connection pooling: at most `maxConnections` open to the server, each reused for message after
 * message (no connect and greeting per e-mail), with TIMEOUTS; settings written in the URL itself are kept.
 */
export function pooledSmtpUrl(smtpUrl: string, maxConnections: number): string {
  const url = new URL(smtpUrl);
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  if (!url.searchParams.has('maxConnections')) url.searchParams.set('maxConnections', String(maxConnections));
  for (const [name, ms] of Object.entries(TIMEOUTS))
    if (!url.searchParams.has(name)) url.searchParams.set(name, String(ms));
  return url.toString();
}

/**
 * Opens the TCP connection nodemailer then speaks SMTP on, with Nagle's algorithm off. It is handed over while it
 * connects, so a refused or timed-out connection is nodemailer's own error (its pool frees the connection's place and
 * tries again for the next message); TLS, implicit or by STARTTLS, is still nodemailer's. The port defaults as
 * nodemailer's do: 465 for smtps, else 587.
 */
export function connectWithoutDelay(
  options: SMTPPool.Options,
  callback: (err: Error | null, socketOptions?: { connection: net.Socket }) => void,
): void {
  const port = Number(options.port) || (options.secure ? 465 : 587);
  const socket = net.connect({ host: options.host || 'localhost', port, localAddress: options.localAddress });
  socket.setNoDelay(true);
  callback(null, { connection: socket });
}

/** A transport for SMTP_URL, pooled with at most `maxConnections`, on no-delay sockets. */
export function smtpTransport(
  mailer: typeof nodemailer,
  smtpUrl: string,
  maxConnections: number,
): nodemailer.Transporter {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { parseConnectionUrl } = require('nodemailer/lib/shared') as {
    parseConnectionUrl(url: string): SMTPPool.Options;
  };
  return mailer.createTransport({
    ...parseConnectionUrl(pooledSmtpUrl(smtpUrl, maxConnections)),
    getSocket: connectWithoutDelay,
  });
}
