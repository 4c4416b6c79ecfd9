import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { testBrowserExecutable } from '../support/env.ts';

/**
 * Makes sure a Chromium is there before the suite starts: Debian's headless shell or Chromium
 * (or FLOWSCOPE_CHROMIUM), else Playwright's own, installed when the network allows; otherwise
 * says what to install.
 */
const configured = testBrowserExecutable();
if (configured) {
  if (!existsSync(configured)) {
    console.error(`FLOWSCOPE_CHROMIUM points at ${configured}, which does not exist.`);
    process.exit(1);
  }
  process.exit(0);
}
if (existsSync(chromium.executablePath())) process.exit(0);

console.log('No system Chromium found; trying to install Playwright’s Chromium…');
const install = spawnSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' });
if (install.status === 0 && existsSync(chromium.executablePath())) process.exit(0);

console.error(
  [
    'No Chromium is available for the end-to-end tests.',
    'Install one of:',
    '  - Debian/Ubuntu: sudo apt-get install -y chromium-headless-shell   (used from /usr/bin/chromium-headless-shell)',
    '  - any Chromium or Chrome, then set FLOWSCOPE_CHROMIUM=/path/to/chrome',
    '  - Playwright’s browser: npx playwright install chromium (needs network access)',
  ].join('\n'),
);
process.exit(1);
