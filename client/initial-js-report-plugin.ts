import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Prints the size of the JavaScript a first visit downloads: the entry chunk plus every chunk it imports
 * statically (those become <link rel="modulepreload">). Lazy routes are not counted. Target: 200 kB gzip.
 */
export function initialJsReport(limitKb = 200): Plugin {
  return {
    name: 'gluegun:initial-js-report',
    apply: 'build',
    writeBundle(_options, bundle) {
      const chunks = new Map(Object.values(bundle).filter((c) => c.type === 'chunk').map((c) => [c.fileName, c]));
      const entry = [...chunks.values()].find((c) => c.type === 'chunk' && c.isEntry);
      if (!entry || entry.type !== 'chunk') return;
      const initial = new Set<string>();
      const visit = (name: string) => {
        const c = chunks.get(name);
        if (!c || c.type !== 'chunk' || initial.has(name)) return;
        initial.add(name);
        c.imports.forEach(visit);
      };
      visit(entry.fileName);
      let raw = 0;
      let gzip = 0;
      for (const name of initial) {
        const c = chunks.get(name);
        if (c?.type !== 'chunk') continue;
        raw += Buffer.byteLength(c.code);
        gzip += gzipSync(c.code, { level: 9 }).length;
      }
      const kb = (n: number) => (n / 1024).toFixed(1);
      const verdict = gzip / 1024 <= limitKb ? 'within' : 'OVER';
      console.log(`initial JS: ${initial.size} files, ${kb(raw)} kB raw, ${kb(gzip)} kB gzip (${verdict} the ${limitKb} kB target)`);
    },
  };
}
