import { expect, test } from '../support/fixtures.ts';

type ChunkRegistry = [chunkIds: (string | number)[], ...rest: unknown[]][];

declare global {
  interface Window {
    webpackChunkhost?: ChunkRegistry;
    webpackChunkremote_cex?: ChunkRegistry;
  }
}

/**
 * A chunk file's chunk id ([id].[contenthash].js, ids numeric in production), or undefined for
 * other files (an entry, the expose named after its chunk).
 */
const chunkIdOf = (url: string) =>
  /\/(\d+)\.[0-9a-f]+\.js$/.exec(new URL(url, 'http://page.test').pathname)?.[1];

/**
 * The host's page names the scripts its start-up runs after main.js (the bootstrap chunk and
 * the shared libraries the host provides), so they download alongside main.js. A hint the
 * start-up does not use wastes bytes; one that does not match how the script is then loaded
 * downloads it twice.
 */
test('the page preloads exactly the scripts its start-up runs, each fetched once', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') fetched.push(new URL(sent.url()).pathname);
  });
  await page.goto('/top-accumulations');
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();

  const preloaded = await page
    .locator('head link[rel="preload"][as="script"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(preloaded.length, 'the bootstrap chunk and the shared libraries').toBeGreaterThan(5);

  // Each chunk file is named after its chunk id ([id].[contenthash].js); a chunk that ran has
  // registered that id with the host's webpack runtime.
  const ranChunks = new Set(
    await page.evaluate(() =>
      (window.webpackChunkhost ?? []).flatMap(([chunkIds]) => chunkIds.map(String)),
    ),
  );
  for (const path of preloaded) {
    const chunkId = chunkIdOf(path);
    expect(chunkId, `${path} is a hashed chunk`).toBeDefined();
    expect(ranChunks.has(chunkId ?? ''), `${path} ran during the start-up`).toBe(true);
    expect(
      fetched.filter((url) => url === path),
      `${path} fetched once`,
    ).toHaveLength(1);
  }
});

/**
 * A feed page's hints name its remote's copy of the feed parts (shared modules no start-up
 * loads) with the screen's chunk: each must be the copy that runs, fetched once.
 */
test('a feed page hints its remote’s copy of the feed parts, and that copy is the one that runs', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') fetched.push(sent.url());
  });
  const response = await page.goto('/alpha-feed-cex');
  await expect(page.getByRole('article').first()).toBeVisible();

  const hinted = [...(response?.headers().link ?? '').matchAll(/<([^>]+)>[^,]*as=script/g)]
    .map(([, url]) => new URL(url ?? '', page.url()).href)
    .filter((url) => chunkIdOf(url) !== undefined);
  // The screen's chunk and the feed parts (shared-ui/feed, shared-api/feeds).
  expect(hinted.length, hinted.join('\n')).toBeGreaterThanOrEqual(3);

  const ranChunks = new Set(
    await page.evaluate(() =>
      (window.webpackChunkremote_cex ?? []).flatMap(([chunkIds]) => chunkIds.map(String)),
    ),
  );
  for (const url of hinted) {
    expect(ranChunks.has(chunkIdOf(url) ?? ''), `${url} ran`).toBe(true);
    expect(
      fetched.filter((sent) => sent === url),
      `${url} fetched once`,
    ).toHaveLength(1);
  }
});
