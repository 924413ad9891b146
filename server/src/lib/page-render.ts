/**
 * The public pages rendered with their data. The client build pre-renders `/`, `/home`, `/shop` and
 * `/blog` in their loading state (client/prerender-plugin.ts) and keeps its render module in dist/.ssr. For a page
 * whose first render reads the API (the shop's first page, the home page's products and reviews, a category page
 * with the filter its address holds: decision 132), this asks the
 * API the same queries as a visitor without a session (in process, through Apollo, so the same resolvers, rules
 * and caches answer), renders the page with the answers and sends it with them (the browser's Apollo cache starts
 * from them: client/src/lib/apolloState.ts). The shop's first picture, its largest paint on a phone, is then in
 * the HTML instead of behind the app's JavaScript and a query.
 *
 * A page is rendered again only when its answers change (one page kept per path and queries, the least recently
 * sent dropped past KEPT_MAX_BYTES); renders run one at a time, and its queries are asked again only once the page
 * is older than PUBLIC_CACHE_MS or this process served a write. While MAX_WAITING_RENDERS renders wait their turn,
 * an address with no page kept gets the built page rather than a place in the queue, so a crawl of many filters
 * cannot make visitors wait behind it.
 * Anything that does not work out (no module, an answer with errors, a failed or hung render) sends the built page,
 * as before: the app then asks the API itself. The queries are charged to a budget of their own (`page-render`),
 * not to the visitors' addresses: the server, not the visitor, chose them, and at most 3 pages' worth a window. The HTML of a visitor with a session is emptied by the page's guard
 * script, the state with it, as for the built pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Request, RequestHandler } from 'express';
import { LRUCache } from 'lru-cache';
import { pageRenders, renderedPagesServed } from '../observe/counters';
import type { AppDeps } from '../context';

interface PrerenderedPage {
  html: string;
  title: string;
  state: unknown;
}
export interface RenderModule {
  pageRequests(
    path: string,
    search?: string,
  ): Array<{ query: string; variables: Record<string, unknown> }> | null;
  prerenderPage(path: string, search: string, answers: unknown[]): Promise<PrerenderedPage>;
  pageDocument(template: string, paths: string[], page: PrerenderedPage): string;
}

/** Runs one query as a visitor without a session would; `data` only when it answered without errors. */
export type VisitorQuery = (
  query: string,
  variables: Record<string, unknown>,
) => Promise<{ data?: unknown; errors?: readonly unknown[] }>;

export const SSR_DIR = '.ssr';
/** A render that has not finished by then is given up (the built page goes out; the next renders are not held up). */
export const RENDER_TIMEOUT_MS = 10_000;
/** Rendered pages kept, by their HTML and key's length (a category page with its state is about 100-200 kB). */
export const KEPT_MAX_BYTES = 32 * 1024 * 1024;
/** Error codes that refuse the visitor's address rather than say something failed. */
const REFUSALS = new Set(['NOT_FOUND', 'BAD_USER_INPUT']);
/** Renders that may wait their turn; past that, an address without a kept page is sent as built. */
export const MAX_WAITING_RENDERS = 4;

export interface PageRenderOptions {
  /**
   * How long a rendered page is sent as it is before its queries are asked again (PUBLIC_CACHE_MS: the staleness
   * the public read cache already allows; 0 asks every time). Within it, a page costs no query and no render,
   * however many visitors ask, and the page renders at most once per window, whatever the writes in between.
   */
  freshMs: number;
  /** A write this process served ends the window at once (the public read cache's version moves). */
  version: () => number;
  /** Jest's module system does not import ES modules: tests pass the module this way. */
  load?: (file: string) => Promise<unknown>;
  /** Default RENDER_TIMEOUT_MS. */
  renderTimeoutMs?: number;
}

/** Node's own import of the built module. */
const importModule = (file: string): Promise<unknown> => import(pathToFileURL(file).href);

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`the render took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

interface Kept {
  key: string;
  html: string | null;
  at: number;
  version: number;
}

export function pageRenderer(
  clientDist: string,
  runQuery: VisitorQuery,
  log: AppDeps['log'],
  options: PageRenderOptions,
): RequestHandler {
  const dir = path.join(clientDist, SSR_DIR);
  const load = options.load ?? importModule;
  let loaded: { mod: RenderModule; template: string } | null = null;
  // Loaded once, in the background: until then (and if it cannot be) the built pages are sent.
  if (fs.existsSync(path.join(dir, 'prerender.mjs'))) {
    void (async () => {
      const mod = (await load(path.join(dir, 'prerender.mjs'))) as RenderModule;
      loaded = { mod, template: fs.readFileSync(path.join(dir, 'template.html'), 'utf8') };
    })().catch((err: unknown) =>
      log.warn(
        { err },
        'the client render module did not load: public pages are sent as built, without data',
      ),
    );
  }
  // One page per slot (a path and the queries its address asks: `/shop` and `/shop?utm_source=x` are one, each
  // filter of a category another), keyed by its answers; one refresh at a time per slot.
  const kept = new LRUCache<string, Kept>({
    maxSize: KEPT_MAX_BYTES,
    sizeCalculation: (page) => (page.html?.length ?? 0) + page.key.length + 1,
  });
  const refreshing = new Map<string, Promise<string | null>>();
  let queue: Promise<unknown> = Promise.resolve();
  let waiting = 0;

  async function refresh(
    slot: string,
    pagePath: string,
    search: string,
    requests: ReadonlyArray<{ query: string; variables: Record<string, unknown> }>,
    mod: RenderModule,
    template: string,
  ): Promise<string | null> {
    const version = options.version();
    const answers = await Promise.all(requests.map(({ query, variables }) => runQuery(query, variables)));
    const failed = answers.find((a) => a.errors?.length || a.data == null);
    if (failed) {
      // An address the API refuses (an unknown category, a filter value in words) is the visitor's, not a fault.
      const refused =
        Boolean(failed.errors?.length) &&
        failed.errors!.every((e) =>
          REFUSALS.has((e as { extensions?: { code?: string } }).extensions?.code ?? ''),
        );
      log[refused ? 'debug' : 'warn'](
        { path: pagePath, errors: failed.errors },
        "a public page's data could not be read: sent as built",
      );
      return null;
    }
    const data = answers.map((a) => a.data);
    // The address reaches the render only through its queries (client/src/app/pageData.ts): the same queries and
    // answers are the same page, whatever else the address carries (`/shop?page=1`, `/shop?utm_source=x`). The
    // year is in it for the footer's copyright line.
    const key = JSON.stringify([requests, data, new Date().getFullYear()]);
    const hit = kept.get(slot);
    if (hit?.key === key) {
      kept.set(slot, { ...hit, at: Date.now(), version });
      return hit.html;
    }
    if (waiting >= MAX_WAITING_RENDERS) {
      pageRenders.inc({ result: 'skipped' });
      return hit?.html ?? null;
    }
    waiting++;
    const rendered = queue.then(async () => {
      let html: string | null = null;
      try {
        html = mod.pageDocument(
          template,
          [pagePath],
          await withTimeout(
            mod.prerenderPage(pagePath, search, data),
            options.renderTimeoutMs ?? RENDER_TIMEOUT_MS,
          ),
        );
        pageRenders.inc({ result: 'rendered' });
      } catch (err) {
        pageRenders.inc({ result: 'failed' });
        // Kept as failed for these answers: the built page goes out until they change, without a render each time.
        log.error({ err, path: pagePath }, 'a public page did not render with its data: sent as built');
      }
      kept.set(slot, { key, html, at: Date.now(), version });
      return html;
    });
    void rendered.finally(() => waiting--);
    queue = rendered.catch(() => undefined);
    return rendered;
  }

  async function page(req: Request): Promise<string | null> {
    if (!loaded) return null;
    const { mod, template } = loaded;
    const search = req.originalUrl.includes('?')
      ? req.originalUrl.slice(req.originalUrl.indexOf('?') + 1)
      : '';
    const requests = mod.pageRequests(req.path, search);
    if (!requests) return null;
    const slot = JSON.stringify([req.path, requests]);
    const hit = kept.get(slot);
    if (hit && Date.now() - hit.at < options.freshMs && hit.version === options.version()) return hit.html;
    let pending = refreshing.get(slot);
    if (!pending) {
      pending = refresh(slot, req.path, search, requests, mod, template).finally(() =>
        refreshing.delete(slot),
      );
      refreshing.set(slot, pending);
    }
    return pending;
  }

  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.accepts('html')) return next();
    page(req).then((html) => {
      if (html === null) return next();
      renderedPagesServed.inc();
      res.setHeader('Cache-Control', 'no-cache');
      res.type('html').send(html);
    }, next);
  };
}
