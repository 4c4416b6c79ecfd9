import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumExecutable, testBrowserExecutable } from '../support/env.ts';

/**
 * Makes sure the suite's browsers are there before it starts: Debian's headless shell for most
 * tests and its full Chromium for the few that need the whole browser (or FLOWSCOPE_CHROMIUM
 * for both); Playwright's own stands in for what is missing, installed when the network allows;
 * otherwise says what to install.
 */
const configured = testBrowserExecutable();
if (configured && !existsSync(configured)) {
  console.error(`FLOWSCOPE_CHROMIUM points at ${configured}, which does not exist.`);
  process.exit(1);
}
if (configured && chromiumExecutable()) process.exit(0);
if (existsSync(chromium.executablePath())) process.exit(0);

console.log('No system Chromium found; trying to install Playwright’s Chromium…');
const install = spawnSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' });
if (install.status === 0 && existsSync(chromium.executablePath())) process.exit(0);

console.error(
  [
    'No Chromium is available for the end-to-end tests.',
    'Install one of:',
    '  - Debian/Ubuntu: sudo apt-get install -y chromium-headless-shell chromium',
    '    (used from /usr/bin/chromium-headless-shell, and /usr/bin/chromium for the tests that need the full browser)',
    '  - any Chromium or Chrome, then set FLOWSCOPE_CHROMIUM=/path/to/chrome',
    '  - Playwright’s browser: npx playwright install chromium (needs network access)',
  ].join('\n'),
);
process.exit(1);
