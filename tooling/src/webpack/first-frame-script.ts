import { createHash } from 'node:crypto';
import { SCREEN_ROUTES, THEME_STORAGE_KEY } from '@flowscope/shared-api/routing';

/** The elements of the host's first frame (host/build/first-frame.html) the script sets. */
export const FIRST_FRAME_IDS = {
  frame: 'first-frame',
  page: 'first-frame-page',
  crumb: 'first-frame-crumb',
  heading: 'first-frame-heading',
} as const;

/** Each screen path without a parameter whose heading is fixed: its breadcrumb label and h1. */
function headingsByPath(): Record<string, [crumb: string, heading: string]> {
  const table: Record<string, [string, string]> = {};
  for (const route of Object.values(SCREEN_ROUTES)) {
    const heading = 'heading' in route ? route.heading : undefined;
    if (heading !== undefined && !route.path.includes(':'))
      table[route.path] = [route.crumb, heading];
  }
  return table;
}

/** The class that draws the frame in the light theme (host/build/first-frame.css). */
export const FIRST_FRAME_LIGHT_CLASS = 'first-frame-light';

/**
 * Run inline by the page's HTML before its first paint. A trader who chose the light theme gets
 * the frame in it (the shell's saved choice; unreadable storage leaves the default, dark). On a
 * screen whose heading the paths contract fixes, the frame shows the breadcrumb and the heading
 * where the screen draws them, so a phone on a slow network sees the page's title before its
 * scripts arrive. Text only (textContent); `<` escaped so no label can end the script element.
 * A path whose remote is not configured shows its heading until the shell's not-found page
 * replaces it. A start-up script (deferred, in the head) that fails to load is taken out of the
 * page: webpack's loader would otherwise find its tag, wait for a load that already failed and
 * leave the page blank, where without it the loader asks again and says so when that fails.
 */
export const FIRST_FRAME_SCRIPT = `(function(){document.addEventListener('error',function(e){var s=e.target;if(s&&s.tagName==='SCRIPT'&&s.defer&&s.parentNode===document.head)s.remove()},true);try{var s=JSON.parse(localStorage.getItem(${JSON.stringify(
  THEME_STORAGE_KEY,
)}));if(s&&s.state&&s.state.mode==='light')document.getElementById('${FIRST_FRAME_IDS.frame}').classList.add('${FIRST_FRAME_LIGHT_CLASS}')}catch(e){}var t=${JSON.stringify(
  headingsByPath(),
).replace(
  /</g,
  '\\u003c',
)}[location.pathname.replace(/\\/+$/,'')];if(!t)return;document.getElementById('${FIRST_FRAME_IDS.crumb}').textContent=t[0];document.getElementById('${FIRST_FRAME_IDS.heading}').textContent=t[1];document.getElementById('${FIRST_FRAME_IDS.page}').hidden=false})()`;

/** The script's CSP source: the policy allows this inline script and no other. */
export const FIRST_FRAME_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(FIRST_FRAME_SCRIPT).digest('base64')}'`;
