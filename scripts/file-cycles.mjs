// `npm run lint` runs this after ESLint: no two source files may import each other, directly or through others.
// It reads each file's imports with TypeScript's own parser (no type check) and follows the relative ones, as
// ESLint's import/no-cycle did at a twentieth of the cost: that rule re-walked the graph from every file and took
// 95 % of lint's time. As there, type-only imports are left out (they vanish from the built code), and so is a lazy
// import() (it runs after both files are evaluated: the toast region splits a chunk that way on purpose).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The folders ESLint ignores (eslint.config.mjs) hold built or generated code.
const SKIP = /(^|\/)(node_modules|dist|dist-test[^/]*|generated|gql|coverage|reports|test-results|playwright-report|data|results|\.git)$/;
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const RESOLVE = ['', '.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '/index.ts', '/index.tsx', '/index.js'];

const filesOf = (dir) => fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
  const full = path.join(dir, d.name);
  if (d.isDirectory()) return SKIP.test(path.relative(ROOT, full)) || SKIP.test(d.name) ? [] : filesOf(full);
  return SOURCE.test(d.name) && !d.name.endsWith('.d.ts') ? [full] : [];
});

/** A relative specifier's file, as Node and the bundler find it (a `.js` written for a `.ts` file included). */
function resolve(from, spec) {
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [...RESOLVE.map((ext) => base + ext), base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The files `file` imports when it is evaluated: static imports and re-exports that carry values. */
export function importsOf(file, text = fs.readFileSync(file, 'utf8')) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : undefined);
  const out = [];
  for (const st of source.statements) {
    let spec = null;
    if (ts.isImportDeclaration(st)) {
      const clause = st.importClause;
      const named = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : null;
      const typeOnly = clause && (clause.isTypeOnly || (!clause.name && named && named.length > 0 && named.every((e) => e.isTypeOnly)));
      if (!typeOnly) spec = st.moduleSpecifier;
    } else if (ts.isExportDeclaration(st) && st.moduleSpecifier && !st.isTypeOnly) {
      const named = st.exportClause && ts.isNamedExports(st.exportClause) ? st.exportClause.elements : null;
      if (!(named && named.length > 0 && named.every((e) => e.isTypeOnly))) spec = st.moduleSpecifier;
    } else if (ts.isImportEqualsDeclaration(st) && !st.isTypeOnly && ts.isExternalModuleReference(st.moduleReference)) {
      spec = st.moduleReference.expression;
    }
    if (spec && ts.isStringLiteral(spec) && spec.text.startsWith('.')) {
      const to = resolve(file, spec.text);
      if (to) out.push({ to, spec: spec.text });
    }
  }
  return out;
}

/** Every circle between the files under `dir`: one per strongly connected group, as the chain of imports closing it. */
export function fileCycles(dir = ROOT) {
  const files = filesOf(dir);
  const edges = new Map(files.map((f) => [f, importsOf(f)]));
  // Tarjan's strongly connected components: a group of two or more files, or a file importing itself, is a circle.
  let index = 0;
  const idx = new Map(); const low = new Map(); const stack = []; const on = new Set(); const groups = [];
  const visit = (v) => {
    idx.set(v, index); low.set(v, index); index++; stack.push(v); on.add(v);
    for (const { to } of edges.get(v) ?? []) {
      if (!edges.has(to)) continue;
      if (!idx.has(to)) { visit(to); low.set(v, Math.min(low.get(v), low.get(to))); } else if (on.has(to)) low.set(v, Math.min(low.get(v), idx.get(to)));
    }
    if (low.get(v) === idx.get(v)) {
      const group = [];
      let w;
      do { w = stack.pop(); on.delete(w); group.push(w); } while (w !== v);
      if (group.length > 1 || (edges.get(v) ?? []).some((e) => e.to === v)) groups.push(new Set(group));
    }
  };
  for (const f of files) if (!idx.has(f)) visit(f);
  // One circle of each group, found by walking from its first file back to it inside the group.
  return groups.map((group) => {
    const start = [...group].sort()[0];
    const trail = [];
    const seen = new Set();
    const walk = (at) => {
      seen.add(at);
      for (const e of edges.get(at)) {
        if (!group.has(e.to)) continue;
        if (e.to === start) { trail.push({ from: at, spec: e.spec }); return true; }
        if (!seen.has(e.to)) { trail.push({ from: at, spec: e.spec }); if (walk(e.to)) return true; trail.pop(); }
      }
      return false;
    };
    walk(start);
    return trail.map((s) => `${path.relative(dir, s.from)} -> ${s.spec}`);
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(process.argv[2] ?? ROOT);
  const cycles = fileCycles(dir);
  for (const c of cycles) console.error(`Files import each other in a circle:\n  ${c.join('\n  ')}`);
  if (cycles.length) process.exit(1);
  console.log(`[files] no import circle between files`);
}
