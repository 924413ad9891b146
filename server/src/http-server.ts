import http from 'node:http';
import type { RequestListener } from 'node:http';

/**
 * The HTTP server the app runs on (server.ts) and the tests talk to (test/support/harness.ts).
 *
 * Oversized request headers (a 1 MB token, > the 16 KB `--max-http-header-size`): Node 20 answers them 431,
 * Node 24's default `clientError` handling resets the connection instead, so a client sees ECONNRESET rather
 * than a 4xx (measured: 20 of 20 requests with a 1 MB Authorization header, supertest, Node 24.21 vs 20.20).
 * Answering 431 ourselves and ending the socket gently gives the same 4xx on both.
 */
export function createHttpServer(app: RequestListener): http.Server {
  const server = http.createServer(app);
  server.keepAliveTimeout = 65_000;
  server.on('clientError', (err: NodeJS.ErrnoException, socket) => {
    if (err.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    // The same answers as Node's own handler, but written with end(): the client reads them before the close.
    const status =
      err.code === 'HPE_HEADER_OVERFLOW'
        ? '431 Request Header Fields Too Large'
        : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? '408 Request Timeout'
          : '400 Bad Request';
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  });
  return server;
}
