// `npm run lint` runs this after ESLint: the server's modules (server/src/modules/<m>) must import each other
// without a circle, and no module may hold more than MAX_SHARE of the modules' code. scripts/file-cycles.mjs sees circles
// between files; a circle between modules (a imports b's file x, b imports a's file y) is the coupling that makes
// a module impossible to change or test alone, so it is checked here on whole folders. The GraphQL layer
// (*.resolver.ts, *.type.ts, *.input.ts) is left out on both ends: the schema's types point at each other as the
// data does (a user has a company, a company its members), and resolvers only call services.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// A folder of modules may be given (the test's own); the shop's by default.
const MODULES_DIR = path.resolve(process.argv[2] ?? path.join(ROOT, 'server/src/modules'));
export const MAX_SHARE = 0.15;

const SCHEMA_FILE = /\.(resolver|type|input)(\.ts)?$/;
const filesOf = (dir) => fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
  d.isDirectory() ? filesOf(path.join(dir, d.name)) : /\.tsx?$/.test(d.name) ? [path.join(dir, d.name)] : []);

/** Each module's imports of other modules (type-only imports included: they couple the code all the same). */
export function moduleGraph() {
  const modules = fs.readdirSync(MODULES_DIR, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort();
  const edges = new Map(modules.map((m) => [m, new Map()]));
  const lines = new Map(modules.map((m) => [m, 0]));
  for (const m of modules) {
    for (const file of filesOf(path.join(MODULES_DIR, m))) {
      const src = fs.readFileSync(file, 'utf8');
      lines.set(m, lines.get(m) + src.split('\n').length);
      if (SCHEMA_FILE.test(file)) continue;
      for (const [, spec] of src.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
        const rel = path.relative(MODULES_DIR, path.resolve(path.dirname(file), spec));
        const other = rel.split(path.sep)[0];
        if (rel.startsWith('..') || other === m || !edges.has(other) || SCHEMA_FILE.test(rel)) continue;
        const why = edges.get(m);
        if (!why.has(other)) why.set(other, `${path.relative(ROOT, file)} -> ${spec}`);
      }
    }
  }
  return { modules, edges, lines };
}

/** Every circle between modules, each once, as the list of modules with the import that closes each step. */
export function moduleCycles({ modules, edges }) {
  const cycles = [];
  const seen = new Set();
  const walk = (start, at, trail) => {
    for (const next of edges.get(at).keys()) {
      if (next === start) {
        const key = [...trail].sort().join(',');
        if (!seen.has(key)) { seen.add(key); cycles.push([...trail, start].map((m, i, all) => (i < all.length - 1 ? `${m} (${edges.get(m).get(all[i + 1])})` : m))); }
      } else if (!trail.includes(next) && next > start) walk(start, next, [...trail, next]);
    }
  };
  for (const m of modules) walk(m, m, [m]);
  return cycles;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const graph = moduleGraph();
  const total = [...graph.lines.values()].reduce((a, b) => a + b, 0);
  const big = [...graph.lines].filter(([, n]) => n / total > MAX_SHARE);
  const cycles = moduleCycles(graph);
  for (const c of cycles) console.error(`Modules import each other in a circle:\n  ${c.join('\n  -> ')}`);
  for (const [m, n] of big) console.error(`Module "${m}" holds ${((100 * n) / total).toFixed(1)} % of the modules' code (at most ${MAX_SHARE * 100} %): split it by job.`);
  if (cycles.length || big.length) process.exit(1);
  console.log(`[modules] ${graph.modules.length} modules, no circle between them, the largest ${Math.max(...graph.lines.values())} of ${total} lines`);
}
