import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}
export interface Receiver {
  url: string;
  received: Received[];
  close(): Promise<void>;
}

/**
 * A test webhook receiver: answers each request with the next status of `plan` (then 200) and records everything.
 * `onRequest` may answer itself (or never): return true when it did.
 */
export async function webhookReceiver(
  plan: number[] = [],
  onRequest?: (res: http.ServerResponse) => boolean,
): Promise<Receiver> {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req
      .on('data', (c: Buffer) => chunks.push(c))
      .on('end', () => {
        received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        if (onRequest?.(res)) return;
        res.writeHead(plan.shift() ?? 200, { 'content-type': 'text/plain' }).end('thanks');
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return {
    url,
    received,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

export async function until(check: () => Promise<boolean> | boolean, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}
