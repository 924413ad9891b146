import http from 'node:http';
import type { MetricsConfig } from './metrics-config';
import { bearerMatches, type Metrics } from './metrics';

/**
 * /metrics on a listener of its own (METRICS_PORT on METRICS_HOST, 127.0.0.1 by default): the public listener never
 * serves it, and nothing else is served here. The token, when one is set, is asked for here too.
 */
export async function listenMetrics(metrics: Metrics, config: MetricsConfig): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (req.method !== 'GET' || path !== '/metrics') {
      res
        .writeHead(404, { 'content-type': 'text/plain' })
        .end('Not found: only GET /metrics is served here\n');
      return;
    }
    if (config.token && !bearerMatches(req.headers.authorization, config.token)) {
      res.writeHead(401, { 'www-authenticate': 'Bearer' }).end();
      return;
    }
    metrics.text().then(
      (text) => res.writeHead(200, { 'content-type': metrics.contentType }).end(text),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, resolve);
  });
  return server;
}
