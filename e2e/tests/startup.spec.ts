import type { Page } from '@playwright/test';
import { E2E_HOST } from '../support/env.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * A chunk file's chunk id ([id].[contenthash].js, ids numeric in production), or undefined for
 * other files (an entry, the expose named after its chunk).
 */
const chunkIdOf = (url: string) =>
  /\/(\d+)\.[0-9a-f]+\.js$/.exec(new URL(url, 'http://page.test').pathname)?.[1];

/** The URLs of every script the page requests from now on. */
function scriptRequests(page: Page): string[] {
  const fetched: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') fetched.push(sent.url());
  });
  return fetched;
}

/**
 * Each hinted chunk ran in the container whose webpack chunk registry is named (a chunk that
 * runs registers its id there), and was requested once: a hint that does not match how the
 * script is then loaded downloads it twice.
 */
async function expectEachRanOnce(
  page: Page,
  registry: 'webpackChunkhost' | 'webpackChunkremote_cex',
  hinted: readonly string[],
  fetched: readonly string[],
): Promise<void> {
  const ranChunks = new Set(
    await page.evaluate(
      (name) =>
        (
          (window as unknown as Record<string, [(string | number)[]][] | undefined>)[name] ?? []
        ).flatMap(([chunkIds]) => chunkIds.map(String)),
      registry,
    ),
  );
  for (const url of hinted) {
    const chunkId = chunkIdOf(url);
    expect(chunkId, `${url} is a hashed chunk`).toBeDefined();
    expect(ranChunks.has(chunkId ?? ''), `${url} ran`).toBe(true);
    expect(
      fetched.filter((sent) => sent === url),
      `${url} fetched once`,
    ).toHaveLength(1);
  }
}

/**
 * The host's page names the scripts its start-up runs after main.js (the bootstrap chunk and
 * the shared libraries the host provides, merged into a few files) as deferred scripts before
 * main.js, so they download alongside it, at the priority of a script that does not block the
 * first paint. A script the start-up does not use wastes bytes; one the start-up then loads
 * again downloads twice.
 */
test('the page names exactly the scripts its start-up runs, deferred, each fetched once @edge', async ({
  page,
}) => {
  const fetched = scriptRequests(page);
  const response = await page.goto('/top-accumulations');
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();

  // The page as served: the federation runtime adds script tags of its own once it runs.
  const served = await page.evaluate(
    (html) => {
      const document = new DOMParser().parseFromString(html, 'text/html');
      return {
        scripts: [...document.querySelectorAll('head script[src]')].map((tag) => ({
          path: tag.getAttribute('src') ?? '',
          defer: tag.hasAttribute('defer'),
        })),
        scriptPreloads: document.querySelectorAll('link[rel="preload"][as="script"]').length,
      };
    },
    (await response?.text()) ?? '',
  );
  expect(served.scripts.every((script) => script.defer)).toBe(true);
  // main.js comes last: the runtime it starts finds the others' modules registered.
  expect(served.scripts.at(-1)?.path).toBe('/main.js');
  expect(served.scriptPreloads, 'a script preload is fetched as if it blocked the paint').toBe(0);
  const startupScripts = served.scripts
    .slice(0, -1)
    .map((script) => new URL(script.path, page.url()).href);
  // Merged by kind and consume depth at build time (StartupChunksPlugin): React, the other
  // libraries, the shared packages and the shell's bootstrap, instead of a chunk per shared
  // library. shared-api now consumes the query library (which consumes React), so it sits one
  // depth above shared-ui and stays a file of its own: five at most.
  expect(startupScripts.length, startupScripts.join('\n')).toBeGreaterThanOrEqual(3);
  expect(startupScripts.length, startupScripts.join('\n')).toBeLessThanOrEqual(5);

  await expectEachRanOnce(page, 'webpackChunkhost', startupScripts, fetched);
});

/**
 * A feed page's hints name its remote's copy of the feed parts (shared modules no start-up
 * loads) with the screen's chunk: each must be the copy that runs, fetched once.
 */
test('a feed page hints its remote’s copy of the feed parts, and that copy is the one that runs @edge', async ({
  page,
}) => {
  const fetched = scriptRequests(page);
  const response = await page.goto('/alpha-feed-cex');
  await expect(page.getByRole('article').first()).toBeVisible();

  const hinted = [...(response?.headers().link ?? '').matchAll(/<([^>]+)>[^,]*as=script/g)]
    .map(([, url]) => new URL(url ?? '', page.url()).href)
    .filter((url) => chunkIdOf(url) !== undefined);
  // The screen's chunk and the feed parts (shared-ui/feed, shared-api/feeds).
  expect(hinted.length, hinted.join('\n')).toBeGreaterThanOrEqual(3);

  await expectEachRanOnce(page, 'webpackChunkremote_cex', hinted, fetched);
});

/**
 * The shell routes by the configured remotes' route manifests: the page's response announces
 * them with the runtime config, so they are requested before main.js (not after the config
 * has been read) and once each (the preload is the request the shell uses).
 */
test('the route manifests are fetched with the runtime config, before main.js, once each @edge', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (sent) => requested.push(sent.url()));
  const response = await page.goto('/top-accumulations');
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();

  const announced = [
    ...(response?.headers().link ?? '').matchAll(/<([^>]+route-manifest\.json)>/g),
  ].map(([, url]) => new URL(url ?? '', page.url()).href);
  // One a configured remote: CEX, DEX, Account and Research on the suite's servers.
  expect(announced.length, announced.join('\n')).toBeGreaterThanOrEqual(4);
  const mainAt = requested.findIndex((url) => new URL(url).pathname === '/main.js');
  expect(mainAt).toBeGreaterThan(0);
  for (const url of announced) {
    expect(requested.indexOf(url), `${url} requested before main.js`).toBeLessThan(mainAt);
    expect(
      requested.filter((sent) => sent === url),
      `${url} fetched once`,
    ).toHaveLength(1);
  }
});

/**
 * The start-up's scripts after main.js (the shared packages, then the shell) load and run one
 * after another; one that cannot load leaves a message and a way to try again, not a blank page.
 */
test('a start-up script that does not load says the shell could not start and offers Reload', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allowNetworkFailures();
  const hostChunk = (url: URL) => url.origin === E2E_HOST && chunkIdOf(url.href) !== undefined;
  await page.route(hostChunk, (route) => route.abort());
  await page.goto('/top-accumulations');

  const failure = page.getByRole('alert');
  await expect(failure.getByRole('heading', { name: 'Flowscope could not start' })).toBeVisible();
  await expect(failure).toContainText('Its configuration or its code could not be loaded.');
  await expect(failure).toContainText(/chunk/i);

  await page.unroute(hostChunk);
  await failure.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Top Accumulations' })).toBeVisible();
});

/**
 * Where the header, the brand, the sidebar, the premium banner, the breadcrumb and the page's
 * heading are, and what the banner, the breadcrumb and the heading say: the HTML's frame's or
 * the shell's and the screen's.
 */
function frameBoxes(page: Page) {
  return page.evaluate(() => {
    const box = (selector: string) => {
      const found = document.querySelector(selector);
      if (!found) return null;
      const { x, y, width, height } = found.getBoundingClientRect();
      return { x: Math.round(x), y: Math.round(y), width: Math.round(width), height };
    };
    // Where its text is drawn: a heading's own box may be a grid cell or the whole row.
    const textBox = (selector: string) => {
      const found = document.querySelector(selector);
      if (!found) return null;
      const range = document.createRange();
      range.selectNodeContents(found);
      const { x, y, width, height } = range.getBoundingClientRect();
      return {
        x: Math.round(x),
        y: Math.round(y),
        width: Math.round(width),
        height: Math.round(height),
      };
    };
    // Its colours: the frame's are written out by hand, so a theme change must reach them too.
    const paint = (selector: string) => {
      const found = document.querySelector(selector);
      if (!found) return null;
      const style = getComputedStyle(found);
      return [style.color, style.backgroundColor, style.borderBottomColor].join(' ');
    };
    const text = (selector: string) =>
      document.querySelector<HTMLElement>(selector)?.innerText.replace(/\s+/g, ' ');
    const sidebar = box('aside, .first-frame-sidebar');
    const banner = 'main a[href="/premium"], .first-frame-banner';
    const crumbs = 'main nav[aria-label="Breadcrumb"], .first-frame-crumbs';
    const heading = 'main h1, #first-frame-heading';
    return {
      header: box('header, .first-frame-header'),
      brand: box('header a[href="/"], .first-frame-brand'),
      banner: box(banner),
      bannerText: text(banner),
      // Its height is the page's, which differs: its edge is what the frame draws.
      sidebar: sidebar && { x: sidebar.x, y: sidebar.y, width: sidebar.width },
      crumbs: box(crumbs),
      crumbsText: text(crumbs),
      heading: textBox(heading),
      headingText: text(heading),
      colours: {
        header: paint('header, .first-frame-header'),
        brand: paint('header a[href="/"], .first-frame-brand'),
        banner: paint(banner),
        crumbs: paint('main nav[aria-label="Breadcrumb"] li, .first-frame-crumbs > span'),
        current: paint(
          'main nav[aria-label="Breadcrumb"] [aria-current="page"], .first-frame-current',
        ),
        heading: paint(heading),
      },
    };
  });
}

/**
 * A phone on a slow network waits seconds for the start-up's scripts: the HTML itself draws the
 * shell's header with the brand (and on a phone the premium banner) meanwhile and, on a screen
 * whose heading the paths contract fixes, the breadcrumb and the heading, where the shell and
 * the screen then draw them, so nothing moves when they take over. One screen of each kind: a
 * table, a feed, a page section.
 */
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`before any script runs the page shows the shell's header and the page's heading where they are drawn (${viewport.width} px)`, async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allowNetworkFailures();
    await page.setViewportSize(viewport);
    const scripts = (url: URL) => url.pathname.endsWith('.js');
    for (const [path, heading] of [
      ['/top-accumulations', 'Top Accumulations'],
      ['/alpha-feed-dex', 'Alpha Feed'],
      ['/search?query=BTC', 'Search Engine'],
    ] as const) {
      await page.route(scripts, (route) => route.abort());
      await page.goto(path);
      await expect(page.getByRole('link', { name: 'Flowscope' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const drawnByTheHtml = await frameBoxes(page);

      await page.unroute(scripts);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // The screen's own heading, not the shell's while the screen's code loads.
      await expect(page.getByText('Loading…', { exact: true })).toHaveCount(0);
      await expect(page.locator('.first-frame')).toHaveCount(0);
      expect(await frameBoxes(page), path).toEqual(drawnByTheHtml);
    }
  });
}

/**
 * A trader who chose the light theme is not flashed the dark frame on every load: the frame the
 * HTML draws takes the choice the shell saved, with the shell's light colours.
 */
test("the frame before any script runs is in the trader's light theme, the shell's colours", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allowNetworkFailures();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/alpha-feed-dex');
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();

  const scripts = (url: URL) => url.pathname.endsWith('.js');
  await page.route(scripts, (route) => route.abort());
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Alpha Feed' })).toBeVisible();
  const drawnByTheHtml = await frameBoxes(page);
  // The light theme's page background, not the dark one behind a light header.
  expect(
    await page.locator('.first-frame').evaluate((frame) => getComputedStyle(frame).backgroundColor),
  ).toBe('rgb(247, 248, 250)');

  await page.unroute(scripts);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Alpha Feed' })).toBeVisible();
  await expect(page.locator('.first-frame')).toHaveCount(0);
  await expect(page.getByText('Loading…', { exact: true })).toHaveCount(0);
  expect((await frameBoxes(page)).colours).toEqual(drawnByTheHtml.colours);
});
