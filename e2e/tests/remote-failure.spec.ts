import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { E2E_PORTS, REPO_ROOT } from '../support/env.ts';
import { HostServer, RemoteServer, remoteEnv } from '../support/processes.ts';

const remoteCex = new RemoteServer(join(REPO_ROOT, 'remote-cex', 'dist'), 3121);
const remoteDex = new RemoteServer(join(REPO_ROOT, 'remote-dex', 'dist'), 3122);
const host = new HostServer(3120);

test.beforeAll(async () => {
  await remoteCex.start();
  await remoteDex.start();
  // Each remote's built routes stand in while it is down (a fresh browser knows none).
  await host.start({
    ...remoteEnv('cex', remoteCex.manifestUrl),
    ...remoteEnv('dex', remoteDex.manifestUrl),
    ...remoteEnv('account', `http://localhost:${E2E_PORTS.account}/mf-manifest.json`),
    API_BASE_URL: `http://localhost:${E2E_PORTS.api}`,
  });
});

test.afterAll(async () => {
  await host.stop();
  await remoteCex.stop();
  await remoteDex.stop();
});

const UNAVAILABLE = { name: 'This section is unavailable' } as const;

function cexLink(page: Page, name: string) {
  return page
    .getByRole('navigation', { name: 'Main' })
    .locator('[data-section="CEX"]')
    .getByRole('link', { name });
}

test('a remote that dies mid-session comes back with one Retry, on every screen', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allowNetworkFailures();
  await remoteCex.start();
  await page.goto(`${host.url}/top-accumulations`);
  await expect(
    page.getByRole('table', { name: 'Top Accumulations' }).getByRole('row').nth(1),
  ).toBeVisible();

  await page.evaluate(() => {
    const counted = window as { preloadErrors?: number };
    counted.preloadErrors = 0;
    window.addEventListener(
      'preload-error',
      () => (counted.preloadErrors = (counted.preloadErrors ?? 0) + 1),
    );
  });
  await remoteCex.stop();
  await cexLink(page, 'Alpha Feed').click();
  await expect(page.getByRole('heading', UNAVAILABLE)).toBeVisible();
  // Spec §8: a failed code chunk fires a preload-error event; the section's box stays.
  expect(await page.evaluate(() => (window as { preloadErrors?: number }).preloadErrors)).toBe(1);

  await remoteCex.start();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Alpha Feed' })).toBeVisible();
  await expect(page.getByRole('heading', UNAVAILABLE)).toHaveCount(0);

  // Screens never opened during the outage load without any Retry.
  await cexLink(page, 'Influencer Feed').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Influencer Feed' })).toBeVisible();
  await cexLink(page, 'Top Holdings').click();
  await expect(
    page.getByRole('table', { name: 'Top Holdings' }).getByRole('row').nth(1),
  ).toBeVisible();
  await expect(page.getByRole('heading', UNAVAILABLE)).toHaveCount(0);
});

test('a screen opened directly while its remote is down comes back with one Retry', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allowNetworkFailures();
  await remoteCex.stop();
  await page.goto(`${host.url}/alpha-feed-cex`);
  await expect(page.getByRole('heading', UNAVAILABLE)).toBeVisible();

  await remoteCex.start();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Alpha Feed' })).toBeVisible();
  await expect(page.getByRole('heading', UNAVAILABLE)).toHaveCount(0);
  await cexLink(page, 'Top Accumulations').click();
  await expect(
    page.getByRole('table', { name: 'Top Accumulations' }).getByRole('row').nth(1),
  ).toBeVisible();
});

test('a remote that is down is contained, and Retry brings it back without a reload', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allowNetworkFailures();
  await remoteDex.stop();

  await page.goto(`${host.url}/top-accumulations-dex`);
  await expect(page.getByRole('heading', { name: 'This section is unavailable' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  // The shell keeps working around the failed section.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(
    'Top Accumulations DEX',
  );
  await expect(page).toHaveTitle('Top Accumulations DEX - Flowscope');

  // Other DEX routes show the same panel; CEX and account routes still work.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.locator('[data-section="DEX"]').getByRole('link', { name: 'Alpha Feed' }).click();
  await expect(page.getByRole('heading', { name: 'This section is unavailable' })).toBeVisible();
  await nav.locator('[data-section="CEX"]').getByRole('link', { name: 'Top Holdings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Top Holdings' })).toBeVisible();
  await nav.getByRole('link', { name: 'Favorites' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();

  // The remote comes back: Retry restores the screen in the same page.
  await nav
    .locator('[data-section="DEX"]')
    .getByRole('link', { name: 'Top Accumulations' })
    .click();
  await expect(page.getByRole('heading', { name: 'This section is unavailable' })).toBeVisible();
  await remoteDex.start();
  const marker = await page.evaluate(() => {
    const value = Math.random().toString(36);
    (window as { __sameDocument?: string }).__sameDocument = value;
    return value;
  });
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Top Accumulations' })).toBeVisible();
  // The real DEX screen is back, with its rows from the API.
  await expect(
    page.getByRole('table', { name: 'Top Accumulations' }).getByRole('row').nth(1),
  ).toBeVisible();
  await expect(page.getByTestId('remote-build')).toContainText('remote-dex');
  expect(await page.evaluate(() => (window as { __sameDocument?: string }).__sameDocument)).toBe(
    marker,
  );
});

test('a remote whose manifest answers 404 is contained too', async ({ page, consoleGuard }) => {
  consoleGuard.allowNetworkFailures();
  await page.route('**/mf-manifest.json', async (route) => {
    if (route.request().url().startsWith(`http://localhost:${E2E_PORTS.account}/`)) {
      await route.fulfill({ status: 404, body: 'Not Found' });
    } else {
      await route.continue();
    }
  });
  await page.goto(`${host.url}/favorites`);
  await expect(page.getByRole('heading', { name: 'This section is unavailable' })).toBeVisible();
  await page.unroute('**/mf-manifest.json');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
});

/** Serves garbage as the account remote's remoteEntry.js, with the headers its server sends. */
async function garbleAccountEntry(
  page: Page,
  garbage: (real: () => Promise<string>) => Promise<string>,
): Promise<() => Promise<void>> {
  const pattern = `http://localhost:${E2E_PORTS.account}/remoteEntry.js*`;
  await page.route(pattern, async (route) => {
    const body = await garbage(async () => (await route.fetch()).text());
    await route.fulfill({
      status: 200,
      contentType: 'text/javascript; charset=utf-8',
      headers: { 'access-control-allow-origin': host.url, 'cache-control': 'no-cache' },
      body,
    });
  });
  return () => page.unroute(pattern);
}

for (const [kind, garbage] of [
  [
    'an HTML error page',
    async () => '<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>',
  ],
  ['a truncated file', async (real: () => Promise<string>) => (await real()).slice(0, 1_500)],
] as const) {
  test(`a remoteEntry.js that is ${kind} is contained like a refused one, and Retry recovers`, async ({
    page,
  }) => {
    // No network failure is allowed here: the entry arrives (200), it just is not JavaScript.
    const restore = await garbleAccountEntry(page, garbage);
    await page.goto(`${host.url}/favorites`);
    await expect(page.getByRole('heading', { name: 'This section is unavailable' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

    await restore();
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
  });
}
