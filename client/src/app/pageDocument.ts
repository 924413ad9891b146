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
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * A preload, first in the head, for the picture the page marks as its most important (the first product card's:
 * `fetchpriority="high"`), so the browser asks for it before the app's scripts, which the head names next. The
 * address is copied as React wrote it into the attribute, already escaped for an attribute.
 */
function preloadFirstPicture(html: string): string {
  const img = /<img\b[^>]*\bfetchpriority="high"[^>]*>/i.exec(html)?.[0];
  const src = img && /\bsrc="([^"]*)"/.exec(img)?.[1];
  return src ? `<link rel="preload" as="image" href="${src}" fetchpriority="high">` : '';
}

/**
 * The page's HTML: the client's index.html `template` (with its empty <div id="root"></div>) with the page's title,
 * its rendered #root (kept by the guard script only on `paths`), the Apollo state it was rendered with, and a
 * preload of its first picture.
 */
export function pageDocument(template: string, paths: string[], page: PrerenderedPage): string {
  if (!template.includes('<div id="root"></div>'))
    throw new Error('prerender: index.html has no empty <div id="root"></div>');
  const state = page.state
    ? `<script type="application/json" id="${APOLLO_STATE_ID}">${scriptJson(page.state)}</script>`
    : '';
  const preload = preloadFirstPicture(page.html);
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>${preload}`)
    .replace(
      '<div id="root"></div>',
      () =>
        `${state}<div id="root" data-paths="${paths.join(' ')}">${page.html}</div><script>${SHELL_GUARD_SCRIPT}</script>`,
    );
}
