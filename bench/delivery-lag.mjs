// Delivery lag under a checkout burst: how late order e-mails and webhooks arrive when checkouts come in all at once.
// The shop's build on a fresh bench database sends through its outbox and job workers to a local SMTP sink and a
// local webhook receiver (both on 127.0.0.1, each arrival timed); a burst of checkouts (BENCH_LAG_RATE a second,
// default the bench's checkout rate, from BENCH_LAG_CALLERS callers at most, for BENCH_LAG_SECONDS) is fired, then
// the queues drain (at most 5 minutes). Each event must arrive once by e-mail and once by webhook; the lag is
// arrival minus the event's creation (and minus the checkout's answer). Target: p99 under 10 s for both.
// Usage: node bench/delivery-lag.mjs   (EMAIL_CONCURRENCY, WEBHOOK_CONCURRENCY, WEBHOOK_ENDPOINT_CONCURRENCY,
// SMTP_MAX_CONNECTIONS, JOBS_DB_POOL_SIZE and DB_POOL_SIZE are passed on to the shop; BENCH_CPU_PROF=1 writes the
// shop's CPU profiles (each instance's) to bench/results, for bench/profile-summary.mjs). BENCH_LAG_JOBS_INSTANCE=1 runs the deliveries in
// an instance of their own (JOBS_ENABLED=0 on the one that takes the checkouts), as docs/operating.md describes.
import fs from 'node:fs';
import os from 'node:os';
import http from 'node:http';
import path from 'node:path';
import crypto from 'node:crypto';
import { SMTPServer } from 'smtp-server';

// Fewer checkout buyers than the full bench seeds: a 30 s burst uses about 6,000 (12,000 more are kept for the
// approval-rules pair by prepare()). Set before the seed module reads it.
process.env.BENCH_CHECKOUT_BUYERS ||= '24000';
const { ROOT, ensureBuild, prepare, startApp, stop, freePort } = await import('./setup.mjs');
const { CHECKOUT } = await import('./paths.mjs');

const SECONDS = Number(process.env.BENCH_LAG_SECONDS || 30);
// The checkout path's rate in the last full bench (186 req/s with 10 connections on 2026-11-28).
const RATE = Number(process.env.BENCH_LAG_RATE || 180);
const CALLERS = Number(process.env.BENCH_LAG_CALLERS || 50);
const DRAIN_CAP_MS = 5 * 60 * 1000;
const TARGET_P99_MS = 10_000;
// A checkout's events and the e-mail each sends (server EMAIL_FOR_EVENT); the webhook endpoint takes both types.
const ORDER_EVENTS = { 'purchase_order.checked_out': 'order_confirmation', 'invoice.issued': 'invoice' };
const DETAILS = { poNumber: 'PO-LAG', companyName: 'Bench Crafts Ltd', addressLine1: '1 Bench Street', city: 'Springfield', postalCode: '12345',
  country: 'US', contactPhone: '+1 555 0100' };
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** An SMTP sink: each message's arrival time (end of DATA) by its Message-ID, which the shop makes <kind.eventId@gluegun>. */
async function smtpSink() {
  const mails = [];
  const server = new SMTPServer({
    authOptional: true, disabledCommands: ['AUTH', 'STARTTLS'], logger: false, size: 20 * 1024 * 1024,
    onData(stream, session, callback) {
      let head = '';
      stream.on('data', (c) => { if (head.length < 64 * 1024 && !head.includes('\r\n\r\n')) head += c.toString('latin1'); });
      stream.on('end', () => {
        const messageId = /^message-id:\s*<([^>]+)>/im.exec(head)?.[1] ?? null;
        mails.push({ at: Date.now(), messageId, to: session.envelope.rcptTo.map((r) => r.address) });
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `smtp://127.0.0.1:${port}`, mails, close: () => new Promise((r) => server.close(r)) };
}

/** A webhook receiver: arrival time, webhook-id, the event's time and resource from the body, and the signature checked. */
async function webhookReceiver() {
  const hooks = [];
  const state = { secret: null, badSignatures: 0 };
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const at = Date.now();
      const body = Buffer.concat(chunks).toString();
      const id = req.headers['webhook-id'];
      if (state.secret) {
        const key = Buffer.from(state.secret.replace(/^whsec_/, ''), 'base64');
        const sig = crypto.createHmac('sha256', key).update(`${id}.${req.headers['webhook-timestamp']}.${body}`).digest('base64');
        if (!String(req.headers['webhook-signature'] ?? '').split(' ').includes(`v1,${sig}`)) state.badSignatures += 1;
      }
      try {
        const b = JSON.parse(body);
        hooks.push({ at, id, type: b.type, createdAt: Date.parse(b.timestamp), resourceId: b.resource?.id });
      } catch {
        hooks.push({ at, id, type: null, createdAt: null, resourceId: null });
      }
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}/hooks`, hooks, state, close: () => new Promise((r) => server.close(r)) };
}

const gql = async (url, token, query, variables) => {
  const res = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ query, variables }) });
  return res.json();
};

/**
 * Open loop: checkouts start at RATE a second whatever the shop's answers, at most CALLERS in flight (a start that
 * finds them all busy waits for one). Returns each checkout's purchase order id and answer time.
 */
async function burst(appUrl, buyers) {
  const answers = new Map(); const took = [];
  let errors = 0; let firstError = null; let next = 0; let inFlight = 0; let started = 0;
  const t0 = Date.now(); const end = t0 + SECONDS * 1000;
  const one = async () => {
    const b = buyers[next++];
    inFlight += 1;
    const sent = Date.now();
    try {
      const r = await gql(appUrl, b.token, CHECKOUT, { ids: b.items, d: DETAILS });
      if (r.data?.checkout?.id) { answers.set(r.data.checkout.id, Date.now()); took.push(Date.now() - sent); }
      else { errors += 1; firstError ??= JSON.stringify(r).slice(0, 300); }
    } catch (e) {
      errors += 1; firstError ??= String(e);
    } finally { inFlight -= 1; }
  };
  const pending = new Set();
  while (Date.now() < end && next < buyers.length) {
    const due = Math.floor(((Date.now() - t0) / 1000) * RATE);
    while (started < due && inFlight < CALLERS && next < buyers.length) {
      started += 1;
      const p = one(); pending.add(p); p.finally(() => pending.delete(p));
    }
    await sleep(2);
  }
  await Promise.all(pending);
  const seconds = (Date.now() - t0) / 1000;
  if (firstError) console.error(`  first checkout error: ${firstError}`);
  return { answers, latencyMs: stats(took), errors, started, seconds, behind: Math.floor(SECONDS * RATE) - started, t0 };
}

const pct = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)] : null);
const stats = (xs) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  return { count: s.length, p50: pct(s, 0.5), p95: pct(s, 0.95), p99: pct(s, 0.99), max: s.length ? s[s.length - 1] : null };
};

// The outbox stamps "createdAt" as UTC without a zone (the transaction's start): compared in UTC, from epoch ms.
const SINCE = `(to_timestamp($1::float8 / 1000) AT TIME ZONE 'UTC')`;

/** Waits until every burst event arrived by both ways and the job queues are empty (at most DRAIN_CAP_MS). */
async function drain(client, t0, arrived) {
  const started = Date.now();
  for (;;) {
    const { rows: [q] } = await client.query(`SELECT
      (SELECT count(*)::int FROM "OutboxEvent" WHERE "type" = ANY($2) AND "createdAt" >= ${SINCE}) AS events,
      (SELECT count(*)::int FROM "OutboxEvent" WHERE "dispatchedAt" IS NULL) AS waiting,
      (SELECT count(*)::int FROM pgboss.job WHERE name IN ('email', 'webhook') AND state IN ('created', 'retry', 'active')) AS queued`, [t0, Object.keys(ORDER_EVENTS)]);
    const [mails, hooks] = arrived();
    const done = q.waiting === 0 && q.queued === 0 && mails >= q.events && hooks >= q.events;
    if (done || Date.now() - started > DRAIN_CAP_MS) return { ...q, drainSeconds: (Date.now() - started) / 1000, timedOut: !done };
    await sleep(250);
  }
}

/** Lag of each arrival, from its event's creation and from the checkout's answer; lost and duplicate counts. */
function lagsOf(events, arrivals, answers) {
  const byId = new Map(events.map((e) => [e.eventId, e]));
  const seen = new Map();
  for (const a of arrivals) if (a.eventId) seen.set(a.eventId, (seen.get(a.eventId) ?? 0) + 1);
  const fromEvent = []; const fromAnswer = [];
  for (const a of arrivals) {
    const e = byId.get(a.eventId);
    if (!e) continue;
    fromEvent.push(a.at - e.createdAt);
    if (answers.has(e.resourceId)) fromAnswer.push(a.at - answers.get(e.resourceId));
  }
  return {
    received: arrivals.filter((a) => byId.has(a.eventId)).length,
    lost: events.filter((e) => !seen.has(e.eventId)).length,
    twice: [...seen].filter(([id, n]) => n > 1 && byId.has(id)).length,
    unknown: arrivals.filter((a) => !byId.has(a.eventId)).length,
    fromEventMs: stats(fromEvent), fromAnswerMs: stats(fromAnswer),
  };
}

const uuidOf = (hex) => hex.replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');

await ensureBuild();
const f = await prepare('bench_delivery_lag');
const sink = await smtpSink();
const receiver = await webhookReceiver();
// WEBHOOK_ALLOW_PRIVATE (the receiver is on loopback) is refused under NODE_ENV=production: the shop runs as
// development here, with the bench's other settings; the job runner and its workers are the same code.
const PASSED_ON = ['EMAIL_CONCURRENCY', 'WEBHOOK_CONCURRENCY', 'WEBHOOK_ENDPOINT_CONCURRENCY', 'SMTP_MAX_CONNECTIONS', 'JOBS_DB_POOL_SIZE', 'DB_POOL_SIZE'];
const passed = Object.fromEntries(PASSED_ON.filter((k) => process.env[k]).map((k) => [k, process.env[k]]));
const cpuProf = process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', path.join(ROOT, 'bench/results')] : [];
const shopEnv = { NODE_ENV: 'development', SMTP_URL: sink.url, WEBHOOK_ALLOW_PRIVATE: '1', ...passed };
const jobsApart = process.env.BENCH_LAG_JOBS_INSTANCE === '1';
const app = await startApp(f.dbUrl, jobsApart ? { ...shopEnv, JOBS_ENABLED: '0' } : shopEnv, cpuProf);
// The deliveries' own instance takes no requests: it only runs the dispatcher and the workers.
const jobs = jobsApart ? await startApp(f.dbUrl, shopEnv, cpuProf) : null;
let out;
try {
  const made = await gql(app.url, f.adminToken, `mutation($i: WebhookEndpointInput!) { createWebhookEndpoint(input: $i) { secret endpoint { id } } }`,
    { i: { url: receiver.url, eventTypes: Object.keys(ORDER_EVENTS), description: 'bench delivery lag' } });
  receiver.state.secret = made.data?.createWebhookEndpoint?.secret;
  if (!receiver.state.secret) throw new Error(`createWebhookEndpoint: ${JSON.stringify(made)}`);
  // Whatever the seed left in the outbox goes out first, so the burst starts on empty queues.
  await drain(f.client, Date.now(), () => [0, 0]);
  const before = { mails: sink.mails.length, hooks: receiver.hooks.length };
  console.log(`burst: checkouts at ${RATE}/s for ${SECONDS} s, at most ${CALLERS} in flight...`);
  const b = await burst(app.url, f.checkoutBuyers);
  console.log(`  ${b.answers.size} checkouts answered in ${b.seconds.toFixed(1)} s (p50 ${b.latencyMs.p50} ms, p99 ${b.latencyMs.p99}; ${b.errors} errors, ${b.behind} starts short of the rate); draining...`);
  const d = await drain(f.client, b.t0, () => [sink.mails.length - before.mails, receiver.hooks.length - before.hooks]);
  await sleep(3000); // late duplicates, if any, arrive here
  const events = (await f.client.query(`SELECT "eventId"::text, "resourceId"::text, "type", (extract(epoch FROM "createdAt") * 1000)::float8 AS ms
    FROM "OutboxEvent" WHERE "type" = ANY($2) AND "createdAt" >= ${SINCE}`, [b.t0, Object.keys(ORDER_EVENTS)])).rows
    .map((r) => ({ eventId: r.eventId, resourceId: r.resourceId, createdAt: r.ms, type: r.type }));
  const mails = sink.mails.slice(before.mails).map((m) => ({ ...m, eventId: /^[a-z_]+\.([0-9a-f-]{36})@gluegun$/.exec(m.messageId ?? '')?.[1] ?? null }));
  const hooks = receiver.hooks.slice(before.hooks).map((h) => ({ ...h, eventId: /^msg_([0-9a-f]{32})$/.test(h.id ?? '') ? uuidOf(h.id.slice(4)) : null }));
  const email = lagsOf(events, mails, b.answers);
  // Each kind apart: the invoice e-mail renders and attaches a PDF, the confirmation does not.
  email.byKind = Object.fromEntries(Object.entries(ORDER_EVENTS).map(([type, kind]) => [kind, lagsOf(events.filter((e) => e.type === type), mails, b.answers)]));
  const webhook = lagsOf(events, hooks, b.answers);
  if (process.env.BENCH_LAG_DEBUG) {
    const rel = (xs) => stats(xs.map((x) => x - b.t0));
    console.log('events created (s from burst start):', rel(events.map((e) => e.createdAt)), 'mails arrived:', rel(mails.map((m) => m.at)), 'hooks arrived:', rel(hooks.map((x) => x.at)));
  }
  out = {
    date: new Date().toISOString(), kind: 'delivery-lag', cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, node: process.version,
    settings: { seconds: SECONDS, rate: RATE, callers: CALLERS, passedOn: passed, nodeEnv: 'development', jobsInstance: jobsApart },
    checkouts: { answered: b.answers.size, errors: b.errors, started: b.started, seconds: b.seconds, rps: b.answers.size / b.seconds, latencyMs: b.latencyMs },
    events: events.length, drain: d, badSignatures: receiver.state.badSignatures, email, webhook, targetP99Ms: TARGET_P99_MS,
    met: [email, webhook].every((x) => x.lost === 0 && x.twice === 0 && x.fromEventMs.p99 !== null && x.fromEventMs.p99 < TARGET_P99_MS),
    loadAverage: os.loadavg(),
  };
} finally {
  await stop(app.child);
  if (jobs) await stop(jobs.child);
  await sink.close();
  await receiver.close();
  await f.client.end();
}

const line = (name, x) => `${name}: ${x.received}/${out.events} received, ${x.lost} lost, ${x.twice} twice; lag from event p50 ${x.fromEventMs.p50} ms, `
  + `p95 ${x.fromEventMs.p95}, p99 ${x.fromEventMs.p99}, max ${x.fromEventMs.max} (from the answer: p99 ${x.fromAnswerMs.p99} ms)`;
console.log(line('e-mail ', out.email));
for (const [kind, x] of Object.entries(out.email.byKind)) console.log(`  ${kind}: p50 ${x.fromEventMs.p50} ms, p99 ${x.fromEventMs.p99}, max ${x.fromEventMs.max}`);
console.log(line('webhook', out.webhook));
console.log(`delivery lag: ${out.checkouts.answered} checkouts (${out.checkouts.rps.toFixed(0)}/s), ${out.events} events; p99 e-mail ${out.email.fromEventMs.p99} ms, `
  + `webhook ${out.webhook.fromEventMs.p99} ms; target p99 < ${TARGET_P99_MS} ms: ${out.met ? 'met' : 'NOT met'}; drained in ${out.drain.drainSeconds.toFixed(1)} s`
  + `${out.drain.timedOut ? ' (CAP REACHED)' : ''}; bad signatures ${out.badSignatures}`);
const outDir = path.join(ROOT, 'bench/results');
fs.mkdirSync(outDir, { recursive: true });
const file = path.join(outDir, `delivery-lag-${out.date.replace(/[:.]/g, '-')}.json`);
fs.writeFileSync(file, JSON.stringify(out, null, 2));
console.log(`results: ${path.relative(ROOT, file)}`);
