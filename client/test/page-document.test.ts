/**
 * A page rendered with its data carries Apollo's cache as a JSON data block (src/app/pageDocument.ts); the app's
 * cache starts from it (src/lib/apolloState.ts). Product names are written by admins: whatever they hold must
 * neither end the block nor run, and must come back as written.
 */
import { pageDocument, scriptJson } from '../src/app/pageDocument';
import { APOLLO_STATE_ID, takeApolloState } from '../src/lib/apolloState';
import { SHELL_GUARD_SCRIPT } from '../src/app/shellGuard';

const TEMPLATE =
  '<html><head><title>GlueGun Wholesale</title></head><body><div id="root"></div><script type="module" src="/a.js"></script></body></html>';
const HOSTILE = '</script><script>alert(1)</script><!-- \u2028\u2029 & "quoted" </SCRIPT >';

describe('pageDocument', () => {
  const state = { 'Product:1': { __typename: 'Product', id: '1', name: HOSTILE } };
  const html = pageDocument(TEMPLATE, ['/shop'], { html: '<main>grid</main>', title: 'Shop <b>', state });

  it('writes the state as one data block that no string can close or comment out', () => {
    const block = html.slice(html.indexOf(`<script type="application/json" id="${APOLLO_STATE_ID}">`));
    const body = block.slice(block.indexOf('>') + 1, block.indexOf('</script>'));
    expect(body).not.toMatch(/<|>|\u2028|\u2029/);
    expect(JSON.parse(body)).toEqual(state);
    expect(scriptJson(HOSTILE)).toBe(
      JSON.stringify(HOSTILE)
        .replace(/</g, '\\u003c')
        .replace(/>/g, '\\u003e')
        .replace(/&/g, '\\u0026')
        .replace(/\u2028/g, '\\u2028')
        .replace(/\u2029/g, '\\u2029'),
    );
  });

  it('puts the state before #root, the rendered page in it, the guard after it, and escapes the title', () => {
    expect(html).toContain(
      `</script><div id="root" data-paths="/shop"><main>grid</main></div><script>${SHELL_GUARD_SCRIPT}</script>`,
    );
    expect(html).toContain('<title>Shop &lt;b&gt;</title>');
  });

  it('preloads the picture the page marks as first, before the scripts, and nothing when none is marked', () => {
    const page = {
      html: '<img src="/images/a.svg?x=1&amp;y=&quot;2" alt="A" loading="lazy"/><img src="/images/b.svg" alt="B" loading="eager" fetchPriority="high"/>',
      title: 'Shop',
      state: null,
    };
    const out = pageDocument(TEMPLATE, ['/shop'], page);
    expect(out).toContain(
      '<title>Shop</title><link rel="preload" as="image" href="/images/b.svg" fetchpriority="high"></head>',
    );
    expect(out.indexOf('rel="preload"')).toBeLessThan(out.indexOf('<script'));
    expect(
      pageDocument(TEMPLATE, ['/shop'], { ...page, html: '<img src="/images/a.svg" alt="A"/>' }),
    ).not.toContain('preload');
    expect(
      pageDocument(TEMPLATE, ['/shop'], {
        ...page,
        html: '<img alt="x" fetchpriority="high" src="/i/&quot;&gt;.svg"/>',
      }),
    ).toContain('<link rel="preload" as="image" href="/i/&quot;&gt;.svg" fetchpriority="high">');
  });

  it('writes no state for a page rendered without data (the built pages)', () => {
    expect(pageDocument(TEMPLATE, ['/blog'], { html: 'x', title: 'Blog', state: null })).not.toContain(
      'application/json',
    );
  });

  it('refuses a template without an empty #root', () => {
    expect(() => pageDocument('<div id="root">x</div>', ['/'], { html: '', title: '', state: null })).toThrow(
      /no empty/,
    );
  });
});

describe('takeApolloState', () => {
  const put = (text: string) => {
    document.body.innerHTML = `<script type="application/json" id="${APOLLO_STATE_ID}"></script><div id="root"></div>`;
    document.getElementById(APOLLO_STATE_ID)!.textContent = text;
  };

  it("returns the page's state once and removes it from the page", () => {
    const state = { ROOT_QUERY: { __typename: 'Query' }, 'Product:1': { id: '1', name: HOSTILE } };
    put(scriptJson(state));
    expect(takeApolloState()).toEqual(state);
    expect(document.getElementById(APOLLO_STATE_ID)).toBeNull();
    expect(takeApolloState()).toBeUndefined();
  });

  it('ignores a state cut short or not an object (the app then asks the API itself)', () => {
    for (const text of ['{"ROOT_QUERY":', '[1,2]', 'null', '"text"']) {
      put(text);
      expect(takeApolloState()).toBeUndefined();
      expect(document.getElementById(APOLLO_STATE_ID)).toBeNull();
    }
  });
});
