// `node bench/profile-summary.mjs <file.cpuprofile>`: where a server's CPU went (BENCH_CPU_PROF=1 npm run bench):
// self time by package (node_modules/<pkg>, the shop's own code, Node's internals, GC), then the top functions.
import fs from 'node:fs';

const file = process.argv[2];
// Optional: seconds to leave out from the start (the server's start-up, before the load begins), and the requests the
// profiled instance served (run.mjs prints them: "requests served by the shop") for busy CPU per request.
const skipUs = Number(process.argv[3] ?? 0) * 1e6;
const requests = Number(process.argv[4] ?? 0);
const prof = JSON.parse(fs.readFileSync(file, 'utf8'));
const byId = new Map(prof.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = prof.timeDeltas;
let at = 0;
for (let i = 0; i < prof.samples.length; i++) {
  at += dt[i] ?? 0;
  if (at >= skipUs) self.set(prof.samples[i], (self.get(prof.samples[i]) ?? 0) + (dt[i] ?? 0));
}

function bucket(n) {
  const { url, functionName } = n.callFrame;
  if (!url) return functionName || '(native)';
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return m[1];
  if (url.includes('/server/dist/')) return `shop: ${url.split('/server/dist/')[1].split('/').slice(0, 2).join('/')}`;
  if (url.startsWith('node:')) return `node: ${url.slice(5).split('/').slice(0, 2).join('/')}`;
  return url;
}
const packages = new Map();
const functions = new Map();
let total = 0;
for (const [id, us] of self) {
  const n = byId.get(id);
  total += us;
  const b = bucket(n);
  packages.set(b, (packages.get(b) ?? 0) + us);
  const f = `${n.callFrame.functionName || '(anonymous)'} ${bucket(n)}:${n.callFrame.lineNumber + 1}`;
  functions.set(f, (functions.get(f) ?? 0) + us);
}
const idle = packages.get('(idle)') ?? 0;
const busy = total - idle;
const pct = (us) => `${((100 * us) / busy).toFixed(1)} %`;
console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(1)} s busy (shares below are of busy time)`);
if (requests > 0) console.log(`  ${requests} requests: ${(busy / 1e3 / requests).toFixed(3)} ms busy per request`);
for (const [k, v] of [...packages].filter(([k]) => k !== '(idle)').sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${pct(v).padStart(7)}  ${k}`);
// The same in groups: what a lever would act on.
const GROUPS = [
  ['Prisma (client + its WebAssembly query compiler + adapter)', /^(@prisma\/|wasm:)/],
  ['GraphQL (graphql-js, Apollo, TypeGraphQL, scalars, cost, armor)', /^(graphql|@apollo\/|type-graphql|graphql-scalars|graphql-query-complexity|@escape\.tech|shop: graphql)/],
  ['socket writes and HTTP (writev, writeBuffer, node:http/net/streams)', /^(writev|writeBuffer|writeUtf8String|node: (_http|net|internal\/streams|internal\/http|stream))/],
  ['Express and middleware (express, router, compression, helmet, body-parser, cors)', /^(express|router|compression|helmet|body-parser|cors|on-finished|finalhandler|raw-body|send|serve-static|iconv-lite|negotiator|accepts|type-is|content-type)/],
  ['pg (node-postgres)', /^(pg|pg-protocol|pg-pool|pg-types)$/],
  ['JWT and crypto (jsonwebtoken, jws, node:crypto)', /^(jsonwebtoken|jws|jwa|node: internal\/crypto)/],
  ['garbage collector', /^\(garbage collector\)$/],
  ['the shop\'s own code', /^shop: /],
];
const groups = new Map();
for (const [k, v] of packages) {
  if (k === '(idle)') continue;
  const g = GROUPS.find(([, re]) => re.test(k))?.[0] ?? 'other';
  groups.set(g, (groups.get(g) ?? 0) + v);
}
console.log('by group:');
const perRequest = (us) => (requests > 0 ? `  ${(us / 1e3 / requests).toFixed(3)} ms/req` : '');
for (const [k, v] of [...groups].sort((a, b) => b[1] - a[1])) console.log(`  ${pct(v).padStart(7)}  ${k}${perRequest(v)}`);
console.log('top functions (self):');
for (const [k, v] of [...functions].filter(([k]) => !k.startsWith('(idle)')).sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`  ${pct(v).padStart(7)}  ${k}`);
