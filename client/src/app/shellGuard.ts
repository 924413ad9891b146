/**
 * The one inline script of a pre-rendered page, right after its #root. A page is pre-rendered for a visitor with
 * no session on its own paths (`data-paths`); anyone else (a stored session, a path it was not rendered for, such
 * as the not-found page served for every unknown path) would see the wrong page for a moment. The script runs
 * before the first paint, so for them #root is emptied before anything shows and the app renders from scratch;
 * the Apollo state the page was rendered with (lib/apolloState.ts), if any, goes with it.
 * The server allows exactly this script by its hash (the build writes it to csp-hashes.json).
 */
import { APOLLO_STATE_ID } from '../lib/apolloState';
import { TOKEN_KEY } from '../lib/token';

export const SHELL_GUARD_SCRIPT =
  '(function(){var r=document.getElementById("root"),t=null;' +
  `try{t=localStorage.getItem(${JSON.stringify(TOKEN_KEY)})}catch(e){}` +
  'if(t||(r.getAttribute("data-paths")||"").split(" ").indexOf(location.pathname)<0){r.textContent="";' +
  `var s=document.getElementById(${JSON.stringify(APOLLO_STATE_ID)});if(s)s.remove()}})()`;
