/**
 * Build-time pre-render of the public pages (client/prerender-plugin.ts): the HTML a visitor without a session
 * sees on the first render, with its styles inline (Emotion writes a <style> before each styled element), so the
 * page paints before any JavaScript runs; main.tsx then hydrates it. Data (products, reviews) is not in the built
 * pages: those sections show their loading state, exactly as the first client render does. The server renders the
 * same pages again with their data (`pageRequests`, `prerenderPage(path, answers)`), from this module,
 * which the build keeps in the client's dist/.ssr (client/prerender-plugin.ts).
 */
import type { ReactNode } from 'react';
import { print } from 'graphql';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './App';
import { routeTitle } from './titles';
import { pageQueries } from './pageData';
import { oneStyleElement } from './pageStyles';
import { apolloClient } from '../lib/apollo';

import type { PrerenderedPage } from './pageDocument';

export { SHELL_GUARD_SCRIPT } from './shellGuard';
export { pageDocument } from './pageDocument';

/** One query the page's first render makes, as the browser would send it (with `__typename`, as Apollo's cache asks). */
export interface PageRequest {
  query: string;
  variables: Record<string, unknown>;
}

/** The queries `path` (with its `?search`) renders with, for the server to answer; null: the page is not rendered with data. */
export function pageRequests(path: string, search = ''): PageRequest[] | null {
  const queries = pageQueries(path, new URLSearchParams(search));
  return (
    queries &&
    queries.map(({ query, variables }) => ({ query: print(addTypenameToDocument(query)), variables }))
  );
}

/**
 * Renders `path` for a visitor without a session. With `answers` (the `data` of each of `pageRequests(path, search)`,
 * in order), the page is rendered with them in Apollo's cache instead of its loading state. Renders must not
 * overlap (they share the app's one Apollo client): the server runs them one at a time.
 */
export async function prerenderPage(
  path: string,
  search = '',
  answers?: unknown[],
): Promise<PrerenderedPage> {
  const queries = answers ? pageQueries(path, new URLSearchParams(search)) : null;
  if (answers && (!queries || queries.length !== answers.length))
    throw new Error(`pre-render of ${path}: ${answers.length} answers for ${queries?.length ?? 0} queries`);
  const cache = apolloClient.cache;
  try {
    queries?.forEach(({ query, variables }, i) =>
      cache.writeQuery({ query, variables, data: answers![i] as never }),
    );
    const page = await render(path, search);
    return { ...page, state: queries ? cache.extract() : null };
  } finally {
    await apolloClient.clearStore();
  }
}

async function render(path: string, search: string): Promise<Omit<PrerenderedPage, 'state'>> {
  const location = search ? `${path}?${search}` : path;
  function Router({ children }: { children: ReactNode }) {
    return <StaticRouter location={location}>{children}</StaticRouter>;
  }
  // First pass: prerender waits for the lazy parts (route chunks, the Apollo gate) and so loads them all.
  const errors: unknown[] = [];
  const { prelude } = await prerender(<App Router={Router} />, {
    onError: (error) => {
      errors.push(error);
    },
  });
  await new Response(prelude).text();
  if (errors.length)
    throw new Error(`pre-render of ${path} failed: ${String(errors[0])}`, { cause: errors[0] });
  // Second pass, everything loaded: nothing suspends, so renderToString writes every boundary in place, with no
  // fallback rendered. (prerender also renders each boundary's fallback, and Emotion writes a style once per render:
  // a fallback's styles would then be missing from the content. Suspended pieces would also come as inline
  // scripts, which the page's CSP does not allow.)
  // An error in the shell throws; one inside a boundary leaves a client-render marker, refused below.
  const html = renderToString(<App Router={Router} />);
  if (/<script|<template|<!--\$[!?]-->/i.test(html))
    throw new Error(
      `pre-render of ${path}: a part still suspended or failed; it would render on the client only`,
    );
  const missing = missingStyles(html);
  if (missing.length)
    throw new Error(`pre-render of ${path}: no style written for ${missing.slice(0, 5).join(', ')}`);
  return { html: oneStyleElement(html), title: routeTitle(path) };
}

/** Emotion classes used in the HTML (`css-<name>`) without the <style data-emotion="css ... <name>"> that defines them. */
function missingStyles(html: string): string[] {
  const defined = new Set<string>();
  for (const m of html.matchAll(/data-emotion="css ([^"]+)"/g))
    m[1]!.split(' ').forEach((name) => defined.add(name));
  const used = new Set<string>();
  for (const m of html.matchAll(/class="([^"]*)"/g)) {
    for (const c of m[1]!.split(' ')) if (c.startsWith('css-')) used.add(c.slice(4));
  }
  return [...used].filter((name) => !defined.has(name)).map((name) => `css-${name}`);
}
