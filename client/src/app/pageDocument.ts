/** A pre-rendered page's HTML document (the build's pages and the server's renders with data write it the same way). */
import { SHELL_GUARD_SCRIPT } from './shellGuard';
import { APOLLO_STATE_ID } from '../lib/apolloState';

export interface PrerenderedPage {
  html: string;
  title: string;
  /** Apollo's cache after the render (the answers it read), for the browser's first render; null without answers. */
  state: unknown;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON that cannot end its <script> element or open a comment, whatever the strings in it (product names). */
export const scriptJson = (value: unknown) => JSON.stringify(value)
  .replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/**
 * The page's HTML: the client's index.html `template` (with its empty <div id="root"></div>) with the page's title,
 * its rendered #root (kept by the guard script only on `paths`), and the Apollo state it was rendered with.
 */
export function pageDocument(template: string, paths: string[], page: PrerenderedPage): string {
  if (!template.includes('<div id="root"></div>')) throw new Error('prerender: index.html has no empty <div id="root"></div>');
  const state = page.state ? `<script type="application/json" id="${APOLLO_STATE_ID}">${scriptJson(page.state)}</script>` : '';
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace('<div id="root"></div>', () => `${state}<div id="root" data-paths="${paths.join(' ')}">${page.html}</div><script>${SHELL_GUARD_SCRIPT}</script>`);
}

