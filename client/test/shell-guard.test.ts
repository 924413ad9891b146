/**
 * The inline script of the pre-rendered pages (src/app/shellGuard.ts): it keeps the pre-rendered HTML only for a
 * visitor without a session, on a path the page was rendered for; anyone else gets an empty #root before the
 * first paint (then the app renders from scratch), never a moment of the wrong page.
 */
import { SHELL_GUARD_SCRIPT } from '../src/app/shellGuard';
import { TOKEN_KEY } from '../src/lib/token';
import { APOLLO_STATE_ID } from '../src/lib/apolloState';

/** The Apollo state the server sent with the page (src/lib/apolloState.ts) is there. */
const stateKept = () => document.getElementById(APOLLO_STATE_ID) !== null;

function load(path: string, paths: string, token?: string): HTMLElement {
  window.history.pushState({}, '', path);
  localStorage.clear();
  if (token) localStorage.setItem(TOKEN_KEY, token);
  document.body.innerHTML = `<script type="application/json" id="${APOLLO_STATE_ID}">{}</script><div id="root" data-paths="${paths}"><header>GlueGun Wholesale</header></div>`;
  // The script as the browser runs it: a classic inline script, in the page's global scope.
  new Function(SHELL_GUARD_SCRIPT)();
  return document.getElementById('root')!;
}

describe('pre-rendered page guard', () => {
  it('keeps the page for a visitor without a session on its own path', () => {
    expect(load('/shop', '/shop').textContent).toBe('GlueGun Wholesale');
    expect(stateKept()).toBe(true);
    expect(load('/shop?page=2', '/shop').textContent).toBe('GlueGun Wholesale');
    expect(stateKept()).toBe(true);
  });

  it('empties #root when a session is stored (the page was rendered signed out)', () => {
    expect(load('/shop', '/shop', 'a-session-token').childNodes).toHaveLength(0);
    // and the answers the page was rendered with for a visitor: the signed-in app asks for its own.
    expect(stateKept()).toBe(false);
  });

  it('empties #root on a path the page was not rendered for (index.html answers every unknown path)', () => {
    expect(load('/dashboard', '/').childNodes).toHaveLength(0);
    expect(load('/shop/', '/shop').childNodes).toHaveLength(0);
    expect(stateKept()).toBe(false);
  });
});
