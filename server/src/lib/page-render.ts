/**
 * The public pages rendered with their data (issue #32). The client build pre-renders `/`, `/home`, `/shop` and
 * `/blog` in their loading state (client/prerender-plugin.ts) and keeps its render module in dist/.ssr. For a page
 * whose first render reads the API (the shop's first page, the home page's products and reviews), this asks the
 * API the same queries as a visitor without a session (in process, through Apollo, so the same resolvers, rules
 * and caches answer), renders the page with the answers and sends it with them (the browser's Apollo cache starts
 * from them: client/src/lib/apolloState.ts). The shop's first picture, its largest paint on a phone, is then in
 * the HTML instead of behind the app's JavaScript and a query.
 *
 * A page is rendered again only when its answers change (one page kept per path); renders run one at a time.
 * Anything that does not work out (no module, an answer with errors, a failed render) sends the built page, as
 * before: the app then asks the API itself. The HTML of a visitor with a session is emptied by the page's guard
 * script, the state with it, as for the built pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Request, RequestHandler } from 'express';
import type { AppDeps } from '../context';

interface PrerenderedPage { html: string; title: string; state: unknown }
export interface RenderModule {
  pageRequests(path: string, search?: string): Array<{ query: string; variables: Record<string, unknown> }> | null;
  prerenderPage(path: string, search: string, answers: unknown[]): Promise<PrerenderedPage>;
  pageDocument(template: string, paths: string[], page: PrerenderedPage): string;
}

/** Runs one query as a visitor without a session would; `data` only when it answered without errors. */
export type VisitorQuery = (query: string, variables: Record<string, unknown>) => Promise<{ data?: unknown; errors?: readonly unknown[] }>;

export const SSR_DIR = '.ssr';

/** Node's own import of the built module (`load` is for tests: Jest's module system does not import ES modules). */
const importModule = (file: string): Promise<unknown> => import(pathToFileURL(file).href);

export function pageRenderer(clientDist: string, runQuery: VisitorQuery, log: AppDeps['log'], load = importModule): RequestHandler {
  const dir = path.join(clientDist, SSR_DIR);
  let loaded: { mod: RenderModule; template: string } | null = null;
  // Loaded once, in the background: until then (and if it cannot be) the built pages are sent.
  if (fs.existsSync(path.join(dir, 'prerender.mjs'))) {
    void (async () => {
      const mod = (await load(path.join(dir, 'prerender.mjs'))) as RenderModule;
      loaded = { mod, template: fs.readFileSync(path.join(dir, 'template.html'), 'utf8') };
    })().catch((err: unknown) => log.warn({ err }, 'the client render module did not load: public pages are sent as built, without data'));
  }
  const kept = new Map<string, { key: string; html: string | null }>();
  let queue: Promise<unknown> = Promise.resolve();

  async function page(req: Request): Promise<string | null> {
    if (!loaded) return null;
    const { mod, template } = loaded;
    const search = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?') + 1) : '';
    const requests = mod.pageRequests(req.path, search);
    if (!requests) return null;
    const answers = await Promise.all(requests.map(({ query, variables }) => runQuery(query, variables)));
    if (answers.some((a) => a.errors?.length || a.data == null)) return null;
    const data = answers.map((a) => a.data);
    // The address reaches the render only through its queries (client/src/app/pageData.ts): the same queries and
    // answers are the same page, whatever else the address carries (`/shop?page=1`, `/shop?utm_source=x`).
    const key = JSON.stringify([requests, data]);
    const hit = kept.get(req.path);
    if (hit?.key === key) return hit.html;
    const rendered = queue.then(async () => {
      const again = kept.get(req.path);
      if (again?.key === key) return again.html;
      let html: string | null = null;
      try {
        html = mod.pageDocument(template, [req.path], await mod.prerenderPage(req.path, search, data));
      } catch (err) {
        // Kept as failed for these answers: the built page goes out until they change, without a render each time.
        log.error({ err, path: req.path }, 'a public page did not render with its data: sent as built');
      }
      kept.set(req.path, { key, html });
      return html;
    });
    queue = rendered.catch(() => undefined);
    return rendered;
  }

  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.accepts('html')) return next();
    page(req).then((html) => {
      if (html === null) return next();
      res.setHeader('Cache-Control', 'no-cache');
      res.type('html').send(html);
    }, next);
  };
}
