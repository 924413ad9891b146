import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Plugin, type PluginOption } from 'vite';

/** Public pages pre-rendered for a visitor without a session; each file serves the paths listed (server: express.static `extensions: ['html']`). */
export const PRERENDERED: Array<{ file: string; paths: string[] }> = [
  { file: 'index.html', paths: ['/'] },
  { file: 'home.html', paths: ['/home'] },
  { file: 'shop.html', paths: ['/shop'] },
  { file: 'blog.html', paths: ['/blog'] },
];

interface PrerenderModule {
  prerenderPage(path: string): Promise<{ html: string; title: string }>;
  SHELL_GUARD_SCRIPT: string;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * After the client build: builds src/app/prerender.tsx for Node (same plugins), renders each public page and
 * writes it into the client's index.html template, with the guard script (src/app/shellGuard.ts) after #root and
 * that script's CSP hash in csp-hashes.json for the server. `plugins`: the build's source transforms.
 */
export function prerenderPages(plugins: () => PluginOption[]): Plugin {
  let root = '';
  let outDir = '';
  let mode = 'production';
  let skip = false;
  return {
    name: 'gluegun:prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      mode = config.mode;
      skip = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (skip) return;
      const ssrOut = fs.mkdtempSync(path.join(os.tmpdir(), 'gluegun-prerender-'));
      try {
        await build({
          configFile: false, root, mode, logLevel: 'warn', plugins: plugins(),
          ssr: { noExternal: true },
          build: { ssr: 'src/app/prerender.tsx', outDir: ssrOut, emptyOutDir: true, rollupOptions: { output: { entryFileNames: 'prerender.mjs' } } },
        });
        const mod = (await import(pathToFileURL(path.join(ssrOut, 'prerender.mjs')).href)) as PrerenderModule;
        const template = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
        if (!template.includes('<div id="root"></div>')) throw new Error('prerender: index.html has no empty <div id="root"></div>');
        const guard = `<script>${mod.SHELL_GUARD_SCRIPT}</script>`;
        const sizes: string[] = [];
        for (const page of PRERENDERED) {
          const { html, title } = await mod.prerenderPage(page.paths[0]);
          const out = template
            .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
            .replace('<div id="root"></div>', () => `<div id="root" data-paths="${page.paths.join(' ')}">${html}</div>${guard}`);
          fs.writeFileSync(path.join(outDir, page.file), out);
          sizes.push(`${page.paths.join(', ')} ${(gzipSync(out).length / 1024).toFixed(1)} kB gzip`);
        }
        const hash = `'sha256-${createHash('sha256').update(mod.SHELL_GUARD_SCRIPT).digest('base64')}'`;
        fs.writeFileSync(path.join(outDir, 'csp-hashes.json'), `${JSON.stringify({ scriptSrc: [hash] }, null, 2)}\n`);
        console.log(`pre-rendered pages (HTML with inline styles): ${sizes.join('; ')}`);
      } finally {
        fs.rmSync(ssrOut, { recursive: true, force: true });
      }
    },
  };
}
