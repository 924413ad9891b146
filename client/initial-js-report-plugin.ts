import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Prints the size of the JavaScript a first visit downloads: every script and modulepreload that the built
 * index.html names (the entry and the chunks it imports statically). Chunks loaded later with import() (the
 * routes, Apollo Client, the home page's data sections) are not counted. gzip at zlib's default level, as the
 * server's compression sends it. Target: 150 kB gzip.
 */
export function initialJsReport(limitKb = 150): Plugin {
  return {
    name: 'gluegun:initial-js-report',
    apply: 'build',
    writeBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') return; // a server-side build: no page
      const source =
        typeof html.source === 'string' ? html.source : Buffer.from(html.source).toString('utf8');
      const names = [
        ...source.matchAll(
          /<script[^>]+src="\/([^"]+\.js)"|<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g,
        ),
      ].map((m) => (m[1] ?? m[2])!);
      let raw = 0;
      let gzip = 0;
      for (const name of names) {
        const chunk = bundle[name];
        if (!chunk || chunk.type !== 'chunk')
          throw new Error(`initial JS report: index.html names ${name}, which the build did not write`);
        raw += Buffer.byteLength(chunk.code);
        gzip += gzipSync(chunk.code).length;
      }
      const kb = (n: number) => (n / 1024).toFixed(1);
      const verdict = gzip / 1024 <= limitKb ? 'within' : 'OVER';
      console.log(
        `initial JS: ${names.length} files, ${kb(raw)} kB raw, ${kb(gzip)} kB gzip (${verdict} the ${limitKb} kB target)`,
      );
    },
  };
}
