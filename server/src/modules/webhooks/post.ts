/**
 * One HTTP POST of a webhook: connects only to checked addresses (ssrf.ts), follows no redirect (a 3xx is a
 * failed attempt), gives up after the timeout, and reads at most maxBytes of the answer.
 */
import http from 'node:http';
import https from 'node:https';
import { UnsafeUrlError, checkedAddresses, safeLookup } from './ssrf';

export interface PostResult {
  status: number | null;
  durationMs: number;
  /** The answer's first bytes, or why there was none. */
  excerpt: string;
}

export interface PostLimits {
  timeoutMs: number;
  maxBytes: number;
  allowPrivate: boolean;
}

export async function postWebhook(
  rawUrl: string,
  body: string,
  headers: Record<string, string>,
  limits: PostLimits,
): Promise<PostResult> {
  const started = Date.now();
  const url = new URL(rawUrl);
  const done = (status: number | null, excerpt: string): PostResult => ({
    status,
    durationMs: Date.now() - started,
    excerpt: excerpt.slice(0, 1000),
  });
  try {
    // A literal IP never goes through `lookup`: check it here too.
    await checkedAddresses(url.hostname, limits.allowPrivate);
  } catch (e) {
    return done(null, e instanceof UnsafeUrlError ? e.message : `DNS lookup failed: ${(e as Error).message}`);
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<PostResult>((resolve) => {
    const req = client.request(
      url,
      {
        method: 'POST',
        lookup: safeLookup(limits.allowPrivate),
        timeout: limits.timeoutMs,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'GlueGun-Webhooks/1',
          'content-length': Buffer.byteLength(body).toString(),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (c: Buffer) => {
          if (size >= limits.maxBytes) return;
          chunks.push(c);
          size += c.length;
          if (size >= limits.maxBytes) res.destroy(); // enough: the rest is not read
        });
        const finish = () =>
          resolve(
            done(res.statusCode ?? null, Buffer.concat(chunks).subarray(0, limits.maxBytes).toString('utf8')),
          );
        res.on('end', finish);
        res.on('close', finish);
      },
    );
    const wall = setTimeout(
      () => req.destroy(new Error(`no answer within ${limits.timeoutMs} ms`)),
      limits.timeoutMs,
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${limits.timeoutMs} ms`)));
    req.on('error', (e) => resolve(done(null, e.message)));
    req.on('close', () => clearTimeout(wall));
    req.end(body);
  });
}
