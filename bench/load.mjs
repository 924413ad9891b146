// Load runners. Single paths go through autocannon; the mixed load needs reads and writes timed apart, so it runs on a
// small closed-loop generator (node:http, keep-alive, `connections` requests in flight, one per socket, like autocannon).
import http from 'node:http';
import autocannon from 'autocannon';

export async function runPath(url, build, { connections, seconds }) {
  const r = await autocannon({ url, connections, duration: seconds, requests: [{ setupRequest: build }] });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.non2xx + r.errors + r.timeouts };
}

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] : null);

/** The mix: each request from `build` carries `kind` ('read' | 'write'); req/s and latency per kind. */
export async function runMixed(url, build, { connections, seconds }) {
  const { hostname, port } = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const times = { read: [], write: [] };
  let errors = 0;
  const end = Date.now() + seconds * 1000;
  const one = () => new Promise((resolve) => {
    const r = build({});
    const started = performance.now();
    const req = http.request({ host: hostname, port, method: r.method, path: r.path, headers: r.headers, agent }, (res) => {
      res.on('data', () => {});
      res.on('end', () => {
        if (res.statusCode >= 300) errors++;
        times[r.kind].push(performance.now() - started);
        resolve();
      });
    });
    req.on('error', () => { errors++; resolve(); });
    req.end(r.body);
  });
  const worker = async () => { while (Date.now() < end) await one(); };
  await Promise.all(Array.from({ length: connections }, worker));
  agent.destroy();
  const stats = (xs) => {
    const sorted = [...xs].sort((a, b) => a - b);
    return { rps: xs.length / seconds, p50: Math.round(percentile(sorted, 0.5) ?? 0), p99: Math.round(percentile(sorted, 0.99) ?? 0), count: xs.length };
  };
  return { read: { ...stats(times.read), errors }, write: { ...stats(times.write), errors } };
}
