// Load runners. Single paths go through autocannon; the mixed load needs reads and writes timed apart, so it runs on a
// small closed-loop generator (node:http, keep-alive, `connections` requests in flight, one per socket, like autocannon).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import autocannon from 'autocannon';

// A GraphQL refusal answers 200 with `errors` in the body: counted as an error too, so a side that is refused (stock
// run out, an order already checked out, approval required) can never pass for a fast side.
const refused = (body) => typeof body === 'string' && body.includes('"errors":[');

/** `rate`: requests a second for all connections together, at people's pace (runPaced); none: as fast as answered. */
export async function runPath(url, build, { connections, seconds, rate }) {
  if (rate) return runPaced(url, build, { connections, seconds, rate });
  let refusals = 0;
  const onResponse = (status, body) => {
    if (status < 300 && refused(body) && refusals++ === 0) console.error(`\n  first refusal: ${body.slice(0, 300)}`);
  };
  const r = await autocannon({ url, connections, duration: seconds, ...(rate ? { overallRate: rate } : {}), requests: [{ setupRequest: build, onResponse }] });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.non2xx + r.errors + r.timeouts + refusals, refusals, count: r.requests.total };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `rate` requests a second from `connections` people, each asking once every connections / rate seconds with their
 * clocks spread evenly over that time, as people are not in step (autocannon's overallRate sends each second's
 * requests together, so its p99 was mostly the wait behind the others of the same second). A slow answer delays only
 * that person's next request; the latency is what each request waited.
 */
async function runPaced(url, build, { connections, seconds, rate }) {
  const { hostname, port } = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const gap = (connections * 1000) / rate;
  const times = [];
  let errors = 0;
  let refusals = 0;
  const end = Date.now() + seconds * 1000;
  // BENCH_PACED_TRACE: each request's start, time, person, kind and socket, with this process's own event-loop delay
  // (a late generator times an answer late) and the load average, appended to that file a round a line.
  const trace = process.env.BENCH_PACED_TRACE ? [] : null;
  const lag = trace ? monitorEventLoopDelay({ resolution: 10 }) : null;
  lag?.enable();
  const loadBefore = os.loadavg()[0];
  const one = (who) => new Promise((resolve) => {
    const r = build({});
    const began = process.hrtime.bigint();
    const at = Date.now();
    let reused = null;
    const req = http.request({ hostname, port, path: r.path, method: r.method, headers: r.headers, agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c) => { body += c; });
      res.on('end', () => {
        if (res.statusCode >= 300) errors++;
        else if (refused(body)) { errors++; if (refusals++ === 0) console.error(`\n  first refusal: ${body.slice(0, 300)}`); }
        const ms = Number(process.hrtime.bigint() - began) / 1e6;
        times.push(ms);
        trace?.push({ at, ms: +ms.toFixed(1), who, kind: r.kind, reused, id: res.headers['x-request-id'] });
        resolve();
      });
    });
    req.on('socket', (s) => { reused = !!s.ggUsed; s.ggUsed = true; });
    req.on('error', () => { errors++; resolve(); });
    req.end(r.body);
  });
  await Promise.all(Array.from({ length: connections }, async (_, i) => {
    await sleep((i * gap) / connections);
    for (let next = Date.now(); next < end; next += gap) {
      await one(i);
      await sleep(Math.max(0, next + gap - Date.now()));
    }
  }));
  agent.destroy();
  if (trace) {
    lag.disable();
    const generatorLag = { p99: +(lag.percentile(99) / 1e6).toFixed(1), max: +(lag.max / 1e6).toFixed(1) };
    fs.appendFileSync(process.env.BENCH_PACED_TRACE, `${JSON.stringify({ url, seconds, load: [loadBefore, os.loadavg()[0]], generatorLag, requests: trace })}\n`);
  }
  times.sort((a, b) => a - b);
  return { rps: times.length / seconds, p50: percentile(times, 0.5), p99: percentile(times, 0.99), errors, refusals, count: times.length };
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
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        if (res.statusCode >= 300 || refused(Buffer.concat(chunks).toString())) errors++;
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
  return { read: { ...stats(times.read), errors }, write: { ...stats(times.write), errors }, count: times.read.length + times.write.length };
}
