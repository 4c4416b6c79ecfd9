import { expect, test } from '../support/fixtures.ts';

declare global {
  interface Window {
    webpackChunkhost?: [chunkIds: (string | number)[], ...rest: unknown[]][];
  }
}

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
    const chunkId = /^\/([^./]+)\.[0-9a-f]+\.js$/.exec(path)?.[1];
    expect(chunkId, `${path} is a hashed chunk`).toBeDefined();
    expect(ranChunks.has(chunkId ?? ''), `${path} ran during the start-up`).toBe(true);
    expect(
      fetched.filter((url) => url === path),
      `${path} fetched once`,
    ).toHaveLength(1);
  }
});
