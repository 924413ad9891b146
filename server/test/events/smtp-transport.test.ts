/**
 * The SMTP transport (mail/smtp-transport.ts): e-mails go out on sockets with Nagle's algorithm off (one socket per
 * pooled connection, reused), over plain SMTP and implicit TLS alike, and a server that cannot be reached is an error
 * the job sees (so it is retried), not a wait.
 */
import net from 'node:net';
import { SMTPServer } from 'smtp-server';
import nodemailer from 'nodemailer';
import { smtpTransport } from '../../src/modules/mail/smtp-transport';

/** An SMTP server counting the messages it accepted; `secure` speaks TLS from the first byte (smtp-server's own test certificate). */
async function server(secure: boolean, port = 0) {
  const received: string[] = [];
  const srv = new SMTPServer({
    secure,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        received.push(session.envelope.rcptTo.map((r) => r.address).join(','));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => srv.listen(port, '127.0.0.1', resolve));
  const listening = (srv.server.address() as net.AddressInfo).port;
  return {
    port: listening,
    received,
    close: () => new Promise<void>((resolve) => srv.close(() => resolve())),
  };
}

const mail = (i: number) => ({
  from: 'shop@example.com',
  to: `buyer${i}@example.com`,
  subject: `Order ${i}`,
  text: 'Thank you',
});

describe.each([false, true])('over %s', (secure) => {
  it('sends every message on no-delay sockets, reusing the pooled connections', async () => {
    const smtp = await server(secure);
    const noDelay = jest.spyOn(net.Socket.prototype, 'setNoDelay');
    const url = `${secure ? 'smtps' : 'smtp'}://127.0.0.1:${smtp.port}${secure ? '?tls.rejectUnauthorized=false' : ''}`;
    const transport = smtpTransport(nodemailer, url, 2);
    try {
      await Promise.all(Array.from({ length: 6 }, (_, i) => transport.sendMail(mail(i))));
      expect(smtp.received.sort()).toEqual(
        Array.from({ length: 6 }, (_, i) => `buyer${i}@example.com`).sort(),
      );
      // One socket per connection of the pool (at most 2, still open), each told to send without delay.
      const toServer = noDelay.mock.calls.filter(
        (_, i) => (noDelay.mock.contexts[i] as net.Socket).remotePort === smtp.port,
      );
      expect(toServer.length).toBeGreaterThanOrEqual(1);
      expect(toServer.length).toBeLessThanOrEqual(2);
      expect(toServer.every(([on]) => on !== false)).toBe(true);
    } finally {
      noDelay.mockRestore();
      transport.close();
      await smtp.close();
    }
  });
});

it('a server that was down takes messages again once it is back: a refused connection frees its place in the pool', async () => {
  const first = await server(false);
  const { port } = first;
  await first.close();
  const transport = smtpTransport(nodemailer, `smtp://127.0.0.1:${port}`, 1);
  try {
    // More refusals than the pool has connections: each one must give its place back.
    for (const i of [1, 2, 3])
      await expect(transport.sendMail(mail(i))).rejects.toMatchObject({
        code: expect.stringMatching(/ECONNREFUSED|ESOCKET/),
      });
    const back = await server(false, port);
    try {
      await transport.sendMail(mail(4));
      expect(back.received).toEqual(['buyer4@example.com']);
    } finally {
      transport.close(); // first: the server's close waits for open connections
      await back.close();
    }
  } finally {
    transport.close();
  }
});

it('a server that cannot be reached fails the send at once', async () => {
  const closed = await server(false);
  await closed.close(); // its port is now closed
  const transport = smtpTransport(nodemailer, `smtp://127.0.0.1:${closed.port}`, 1);
  try {
    await expect(transport.sendMail(mail(1))).rejects.toMatchObject({
      code: expect.stringMatching(/ECONNREFUSED|ESOCKET/),
    });
  } finally {
    transport.close();
  }
});
