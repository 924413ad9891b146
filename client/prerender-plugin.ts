import { createHash } from 'node:crypto';
import fs from 'node:fs';
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
  prerenderPage(path: string): Promise<{ html: string; title: string; state: unknown }>;
  pageDocument(
    template: string,
    paths: string[],
    page: { html: string; title: string; state: unknown },
  ): string;
  SHELL_GUARD_SCRIPT: string;
}

/** Where the build keeps the pre-render module for the server (a dot folder: express.static does not serve it). */
export const SSR_DIR = '.ssr';

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
      const ssrOut = path.join(outDir, SSR_DIR);
      await build({
        configFile: false,
        root,
        mode,
        logLevel: 'warn',
        plugins: plugins(),
        ssr: { noExternal: true },
        build: {
          ssr: 'src/app/prerender.tsx',
          outDir: ssrOut,
          emptyOutDir: true,
          rollupOptions: { output: { entryFileNames: 'prerender.mjs' } },
        },
      });
      const mod = (await import(pathToFileURL(path.join(ssrOut, 'prerender.mjs')).href)) as PrerenderModule;
      const template = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
      fs.writeFileSync(path.join(ssrOut, 'template.html'), template);
      const sizes: string[] = [];
      for (const page of PRERENDERED) {
        const out = mod.pageDocument(template, page.paths, await mod.prerenderPage(page.paths[0]));
        fs.writeFileSync(path.join(outDir, page.file), out);
        sizes.push(`${page.paths.join(', ')} ${(gzipSync(out).length / 1024).toFixed(1)} kB gzip`);
      }
      const hash = `'sha256-${createHash('sha256').update(mod.SHELL_GUARD_SCRIPT).digest('base64')}'`;
      fs.writeFileSync(
        path.join(outDir, 'csp-hashes.json'),
        `${JSON.stringify({ scriptSrc: [hash] }, null, 2)}\n`,
      );
      console.log(`pre-rendered pages (HTML with inline styles): ${sizes.join('; ')}`);
    },
  };
}
