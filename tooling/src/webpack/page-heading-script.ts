import { createHash } from 'node:crypto';
import { SCREEN_ROUTES } from '@flowscope/shared-api/routing';

/** The elements of the host's first frame (host/build/first-frame.html) the script fills in. */
export const PAGE_HEADING_IDS = {
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

/**
 * Run inline by the page's HTML before its first paint: on a screen whose heading the paths
 * contract fixes, the frame shows the breadcrumb and the heading where the screen draws them,
 * so a phone on a slow network sees the page's title before its scripts arrive. Text only
 * (textContent); `<` escaped so no label can end the script element. A path whose remote is not
 * configured shows its heading until the shell's not-found page replaces it.
 */
export const PAGE_HEADING_SCRIPT = `(function(){var t=${JSON.stringify(headingsByPath()).replace(
  /</g,
  '\\u003c',
)}[location.pathname.replace(/\\/+$/,'')];if(!t)return;document.getElementById('${PAGE_HEADING_IDS.crumb}').textContent=t[0];document.getElementById('${PAGE_HEADING_IDS.heading}').textContent=t[1];document.getElementById('${PAGE_HEADING_IDS.page}').hidden=false})()`;

/** The script's CSP source: the policy allows this inline script and no other. */
export const PAGE_HEADING_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(PAGE_HEADING_SCRIPT).digest('base64')}'`;
