import type { Page } from '@playwright/test';
import { settle } from '../support/audit.ts';
import { PHONE_VIEWPORT } from '../support/data-routes.ts';
import { expect, test } from '../support/fixtures.ts';

const OFFLINE_NOTICE =
  "You're offline: showing the last data loaded. It refreshes when you're back online.";

interface WebAppManifest {
  name?: string;
  short_name?: string;
  start_url?: string;
  display?: string;
  theme_color?: string;
  background_color?: string;
  icons?: { src: string; sizes: string; type?: string }[];
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Waits until the service worker is active and this page is under its control. */
async function controlledByServiceWorker(page: Page): Promise<boolean> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  return page.evaluate(() => navigator.serviceWorker.controller !== null);
}

test.describe('installable and offline', () => {
  test.use({ viewport: PHONE_VIEWPORT, serviceWorkers: 'allow' });

  test('links a valid web app manifest with 192 and 512 px icons and both themes colours', async ({
    page,
    request,
  }) => {
    await page.goto('/top-accumulations');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.json');
    const response = await request.get(href ?? '');
    expect(response.ok()).toBe(true);
    const manifest = (await response.json()) as WebAppManifest;
    expect(manifest).toMatchObject({
      name: 'Flowscope',
      short_name: 'Flowscope',
      start_url: '/top-accumulations',
      display: 'standalone',
      theme_color: '#0b0f17',
      background_color: '#0b0f17',
    });
    for (const size of [192, 512]) {
      const icon = manifest.icons?.find((candidate) => candidate.sizes === `${size}x${size}`);
      expect(icon, `a ${size} px icon`).toBeDefined();
      const image = await request.get(icon?.src ?? '');
      expect(image.headers()['content-type']).toBe('image/png');
      expect(pngSize(await image.body())).toEqual({ width: size, height: size });
    }
    const themeColours = await page
      .locator('meta[name="theme-color"]')
      .evaluateAll((metas) => metas.map((meta) => meta.getAttribute('media')));
    expect(themeColours).toEqual(['(prefers-color-scheme: dark)', '(prefers-color-scheme: light)']);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
  });

  test('the service worker is never cached long and controls the page after a reload', async ({
    page,
    request,
  }) => {
    const worker = await request.get('/sw.js');
    expect(worker.ok()).toBe(true);
    expect(worker.headers()['cache-control']).toBe('no-cache');
    expect(worker.headers()['content-security-policy']).toContain("worker-src 'self'");

    await page.goto('/top-holdings-cex');
    await settle(page, '/top-holdings-cex');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    expect(await controlledByServiceWorker(page)).toBe(true);
  });

  test('a visited page opens offline with its shell, its last data and an offline notice', async ({
    page,
    context,
    consoleGuard,
  }) => {
    test.setTimeout(120_000);
    const path = '/top-holdings-cex';
    await page.goto(path);
    await settle(page, path);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    // Under the worker's control, the page's files and answers are kept as it loads.
    await page.reload();
    await settle(page, path);
    expect(await controlledByServiceWorker(page)).toBe(true);
    // On a phone the table's rows are cards.
    const rows = page.getByRole('list', { name: 'Top Holdings' }).getByRole('listitem');
    await expect(rows.nth(1)).toBeVisible();

    consoleGuard.allowNetworkFailures();
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Top Holdings' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toBeVisible();
    await expect(rows.nth(1)).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toBeHidden();
    await settle(page, path);
    await expect(rows.nth(1)).toBeVisible();
  });
});
