/**
 * Public pages rendered with their data (src/lib/page-render.ts), against a stand-in for the client
 * build's render module in a temporary dist: the server asks the page's queries, renders once per set of answers,
 * one render at a time, and sends the built page whenever that does not work out. (The real module, the real
 * queries and the browser's hydration are covered by the visitor journey in e2e/visitor.spec.ts.)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import express from 'express';
import request from 'supertest';
import { createLogger } from '../../src/logger';
import {
  MAX_WAITING_RENDERS,
  pageRenderer,
  SSR_DIR,
  type RenderModule,
  type VisitorQuery,
} from '../../src/lib/page-render';

/** The module's part the server uses, standing in for the build's; `seen` counts its renders. */
function renderModule() {
  const seen = { renders: 0, paths: [] as string[] };
  const mod: RenderModule = {
    pageRequests(pagePath, search = '') {
      // A category page asks for the filter its address holds, whatever its order or other parameters.
      const category = /^\/category\/([a-z-]+)$/.exec(pagePath)?.[1];
      if (category) {
        const diameter = new URLSearchParams(search).get('stick-diameter');
        return [{ query: 'query CategoryListing { products { total } }', variables: { category, diameter } }];
      }
      if (pagePath !== '/shop' || new URLSearchParams(search).get('q')) return null;
      return [{ query: 'query ShopProducts { products { items { name } } }', variables: { page: 1 } }];
    },
    async prerenderPage(pagePath, search, answers) {
      seen.renders++;
      seen.paths.push(`${pagePath}?${search}`);
      await new Promise((resolve) => setTimeout(resolve, 30));
      const first = answers[0] as { name?: string; fail?: boolean; hang?: boolean };
      if (first.fail) throw new Error('a component threw');
      if (first.hang) await new Promise(() => undefined);
      const filter = new URLSearchParams(search).get('stick-diameter');
      return { html: `<p>${first.name}${filter ? ` ${filter} mm` : ''}</p>`, title: 'Shop', state: answers };
    },
    pageDocument: (template, paths, page) =>
      template.replace(
        '<div id="root"></div>',
        `<div id="root" data-paths="${paths.join(' ')}">${page.html}</div>`,
      ),
  };
  return { mod, seen };
}
const TEMPLATE = '<html><body><div id="root"></div></body></html>';
const BUILT = '<html><body><div id="root" data-paths="/shop"><p>loading</p></div></body></html>';

function dist(withModule: boolean): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-render-'));
  fs.writeFileSync(path.join(dir, 'shop.html'), BUILT);
  if (withModule) {
    fs.mkdirSync(path.join(dir, SSR_DIR));
    fs.writeFileSync(path.join(dir, SSR_DIR, 'prerender.mjs'), "// the build's module");
    fs.writeFileSync(path.join(dir, SSR_DIR, 'template.html'), TEMPLATE);
  }
  return dir;
}

/**
 * `module`: the stand-in, an import that fails, or no module kept by the build. `freshMs`: 0 (as in tests and
 * PUBLIC_CACHE_MS=0) asks the queries on every request.
 */
function setup(module: 'stand-in' | 'none' | (() => Promise<unknown>) = 'stand-in', freshMs = 0) {
  const { mod, seen } = renderModule();
  const dir = dist(module !== 'none');
  const loaded: string[] = [];
  const lines: string[] = [];
  const log = createLogger(
    'info',
    new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    }),
  );
  const asked: Array<{ query: string; variables: Record<string, unknown> }> = [];
  let answer: { data?: unknown; errors?: unknown[] } = { data: { name: 'ProBond' } };
  const runQuery: VisitorQuery = async (query, variables) => {
    asked.push({ query, variables });
    return answer;
  };
  const app = express();
  const load =
    typeof module === 'function'
      ? module
      : async (file: string) => {
          loaded.push(file);
          return mod;
        };
  let version = 0;
  app.use(pageRenderer(dir, runQuery, log, { load, freshMs, version: () => version, renderTimeoutMs: 300 }));
  app.use(express.static(dir, { index: false, extensions: ['html'] }));
  return {
    app,
    dir,
    seen,
    loaded,
    lines,
    asked,
    answerWith: (a: typeof answer) => {
      answer = a;
    },
    write: () => {
      version++;
    },
  };
}

/** The module loads in the background: the built page is sent until it has. */
async function rendered(app: express.Express, want = '<p>ProBond</p>') {
  for (let i = 0; i < 100; i++) {
    const res = await request(app).get('/shop').set('accept', 'text/html');
    if (res.text.includes(want)) return res;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`/shop never rendered ${want}`);
}

describe('public pages rendered with their data', () => {
  it("asks the page's queries as a visitor and sends the page rendered with the answers, not cached by the browser", async () => {
    const { app, dir, asked, loaded } = setup();
    const res = await rendered(app);
    expect(loaded).toEqual([path.join(dir, SSR_DIR, 'prerender.mjs')]);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toBe('<html><body><div id="root" data-paths="/shop"><p>ProBond</p></div></body></html>');
    expect(asked.at(-1)).toEqual({
      query: 'query ShopProducts { products { items { name } } }',
      variables: { page: 1 },
    });
  });

  it('renders again only when the answers change, and one render at a time', async () => {
    const { app, seen, answerWith } = setup();
    await rendered(app);
    const before = seen.renders;
    await Promise.all([1, 2, 3].map(() => request(app).get('/shop?page=1').set('accept', 'text/html')));
    expect(seen.renders).toBe(before);
    answerWith({ data: { name: 'MiniCraft' } });
    const pages = await Promise.all(
      [1, 2, 3, 4, 5].map(() => request(app).get('/shop').set('accept', 'text/html')),
    );
    for (const page of pages) expect(page.text).toContain('<p>MiniCraft</p>');
    expect(seen.renders).toBe(before + 1);
  });

  it('within PUBLIC_CACHE_MS sends the page it has without asking again, until this process serves a write', async () => {
    const { app, seen, asked, answerWith, write } = setup('stand-in', 60_000);
    await rendered(app);
    const [queries, renders] = [asked.length, seen.renders];
    answerWith({ data: { name: 'MiniCraft' } });
    const pages = await Promise.all(
      [1, 2, 3, 4].map(() => request(app).get('/shop').set('accept', 'text/html')),
    );
    for (const page of pages) expect(page.text).toContain('<p>ProBond</p>');
    expect([asked.length, seen.renders]).toEqual([queries, renders]);
    write();
    const after = await Promise.all(
      [1, 2, 3].map(() => request(app).get('/shop').set('accept', 'text/html')),
    );
    for (const page of after) expect(page.text).toContain('<p>MiniCraft</p>');
    // Visitors arriving together share one round of queries and one render.
    expect([asked.length, seen.renders]).toEqual([queries + 1, renders + 1]);
  });

  it('sends the built page for an address it does not render, an answer with errors, or anything but an HTML GET', async () => {
    const { app, seen, lines, answerWith } = setup();
    await rendered(app);
    expect((await request(app).get('/shop?q=glue').set('accept', 'text/html')).text).toBe(BUILT);
    expect((await request(app).get('/shop').set('accept', 'application/json')).text).toBe(BUILT);
    answerWith({ data: null, errors: [{ message: 'database unavailable' }] });
    expect((await request(app).get('/shop').set('accept', 'text/html')).text).toBe(BUILT);
    answerWith({ errors: [] });
    expect((await request(app).get('/shop').set('accept', 'text/html')).text).toBe(BUILT);
    // An address the API refuses (an unknown category, a filter in words) is sent as built without a warning.
    answerWith({
      data: null,
      errors: [{ message: 'Category not found', extensions: { code: 'NOT_FOUND' } }],
    });
    expect((await request(app).get('/shop').set('accept', 'text/html')).text).toBe(BUILT);
    expect(lines.filter((l) => l.includes('could not be read'))).toHaveLength(2);
    expect(seen.paths.every((p) => !p.includes('q=glue'))).toBe(true);
  });

  it('sends the built page when a render fails, logs it once, and renders again when the answers change', async () => {
    const { app, seen, lines, answerWith } = setup();
    await rendered(app);
    answerWith({ data: { fail: true } });
    const before = seen.renders;
    for (let i = 0; i < 3; i++)
      expect((await request(app).get('/shop').set('accept', 'text/html')).text).toBe(BUILT);
    expect(seen.renders).toBe(before + 1);
    expect(lines.filter((l) => l.includes('did not render with its data'))).toHaveLength(1);
    answerWith({ data: { name: 'CordFree' } });
    await rendered(app, '<p>CordFree</p>');
  });

  it('gives up a render that does not finish and goes on rendering the next answers', async () => {
    const { app, lines, answerWith } = setup();
    await rendered(app);
    answerWith({ data: { hang: true } });
    expect((await request(app).get('/shop').set('accept', 'text/html')).text).toBe(BUILT);
    expect(
      lines.some((l) => l.includes('did not render with its data') && l.includes('longer than 300 ms')),
    ).toBe(true);
    answerWith({ data: { name: 'DualTemp' } });
    await rendered(app, '<p>DualTemp</p>');
  });

  it("renders a category page for the filter its address holds, and keeps each filter's page apart", async () => {
    const { app, asked, seen } = setup('stand-in', 60_000);
    await rendered(app);
    const get = (address: string) => request(app).get(address).set('accept', 'text/html');
    const eleven = await get('/category/glue-sticks?stick-diameter=11&inStock=1');
    expect(eleven.text).toContain('data-paths="/category/glue-sticks"><p>ProBond 11 mm</p>');
    expect(asked.at(-1)).toEqual({
      query: 'query CategoryListing { products { total } }',
      variables: { category: 'glue-sticks', diameter: '11' },
    });
    // Within PUBLIC_CACHE_MS the kept page of one filter is never sent for another.
    expect((await get('/category/glue-sticks?stick-diameter=15')).text).toContain('<p>ProBond 15 mm</p>');
    const [queries, renders] = [asked.length, seen.renders];
    expect((await get('/category/glue-sticks?inStock=1&stick-diameter=11')).text).toContain(
      '<p>ProBond 11 mm</p>',
    );
    expect((await get('/shop')).text).toContain('<p>ProBond</p>');
    expect([asked.length, seen.renders]).toEqual([queries, renders]);
  });

  it('while renders wait their turn, an address without a kept page gets the built page instead of a place in the queue', async () => {
    const { app, seen } = setup();
    await rendered(app);
    const before = seen.renders;
    const addresses = Array.from(
      { length: MAX_WAITING_RENDERS + 4 },
      (_, i) => `/category/glue-sticks?stick-diameter=${i + 1}`,
    );
    const pages = await Promise.all(addresses.map((a) => request(app).get(a).set('accept', 'text/html')));
    const withData = pages.filter((page) => page.text.includes('mm</p>'));
    expect(withData).toHaveLength(MAX_WAITING_RENDERS);
    expect(seen.renders - before).toBe(MAX_WAITING_RENDERS);
    // Not rendered, nothing kept: the built page (none for a category in this dist) went out, and the address is
    // rendered once the queue is free.
    const skipped = addresses[pages.findIndex((page) => !page.text.includes('mm</p>'))]!;
    expect(pages.filter((page) => page.status === 404)).toHaveLength(4);
    const again = await request(app).get(skipped).set('accept', 'text/html');
    expect(again.text).toContain(
      `<p>ProBond ${new URLSearchParams(skipped.split('?')[1]).get('stick-diameter')} mm</p>`,
    );
  });

  it('sends the built pages without a render module, or with one that does not load', async () => {
    const none = setup('none');
    expect((await request(none.app).get('/shop').set('accept', 'text/html')).text).toBe(BUILT);
    expect(none.asked).toHaveLength(0);
    expect(none.loaded).toHaveLength(0);
    const broken = setup(() => Promise.reject(new SyntaxError('Unexpected token')));
    for (let i = 0; i < 50 && !broken.lines.some((l) => l.includes('did not load')); i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(broken.lines.some((l) => l.includes('did not load'))).toBe(true);
    expect((await request(broken.app).get('/shop').set('accept', 'text/html')).text).toBe(BUILT);
  });
});
