import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../support/fixtures.ts';

/**
 * A remote's version goes live, and rolls back, by one edit of the served
 * runtime-config.json: nothing is rebuilt or restarted. Runs against a release served by
 * the edge (E2E_EDGE_ROOT is the release tree `npm run edge` serves).
 */
const releaseRoot = process.env.E2E_EDGE_ROOT;
/** Node's requests cannot use the browser's name mapping: they reach the edge by address. */
const direct = (path: string) => new URL(path, process.env.E2E_EDGE_DIRECT_URL).toString();

test.describe('a release on the edge @edge', () => {
  test.skip(!releaseRoot, 'needs a release tree served by the edge (npm run e2e:edge)');

  test('switching remote-cex to a new version folder is one edit of runtime-config.json, and so is the rollback', async ({
    page,
  }) => {
    const root = releaseRoot ?? '';
    const configFile = join(root, 'host', 'runtime-config.json');
    const original = readFileSync(configFile, 'utf8');
    const config = JSON.parse(original) as {
      remotes: { cex: { manifest: string; routes?: unknown } };
    };
    const current = config.remotes.cex.manifest.split('/')[2] ?? '';
    const canary = `${current}-canary`;
    cpSync(join(root, 'remote-cex', current), join(root, 'remote-cex', canary), {
      recursive: true,
    });
    try {
      const switched = {
        ...config,
        remotes: {
          ...config.remotes,
          cex: { ...config.remotes.cex, manifest: `/remote-cex/${canary}/mf-manifest.json` },
        },
      };
      writeFileSync(configFile, JSON.stringify(switched));

      const canaryEntry = page.waitForRequest((request) =>
        request.url().includes(`/remote-cex/${canary}/remoteEntry.js`),
      );
      await page.goto('/top-accumulations');
      await canaryEntry;
      const grid = page.getByRole('table', { name: 'Top Accumulations' });
      await expect(grid.getByRole('row').nth(1)).toBeVisible();

      writeFileSync(configFile, original);
      const stableEntry = page.waitForRequest((request) =>
        request.url().includes(`/remote-cex/${current}/remoteEntry.js`),
      );
      await page.reload();
      await stableEntry;
      await expect(grid.getByRole('row').nth(1)).toBeVisible();
    } finally {
      writeFileSync(configFile, original);
      rmSync(join(root, 'remote-cex', canary), { recursive: true, force: true });
    }
  });

  test('deep links with a dot reach the app, and a missing script is a real 404', async ({
    page,
    request,
    consoleGuard,
  }) => {
    // No such coin: the API's 404 is the answer the page is waiting for, and the browser logs
    // that response itself (it failed the test whenever it came before the test's end).
    consoleGuard.allowNetworkFailures();
    await page.goto('/top-holdings-cex/ETH2.0');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Token not found' })).toBeVisible();
    expect((await request.get(direct('/remote-cex/0.0.0-missing/remoteEntry.js'))).status()).toBe(
      404,
    );
    expect((await request.get(direct('/no-such-chunk.1234abcd.js'))).status()).toBe(404);
    const html = await request.get(direct('/'));
    expect(html.headers()['cache-control']).toBe('no-cache');
    expect(html.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    // Plain HTTP here: HSTS is for HTTPS only (a browser ignores it over HTTP anyway).
    expect(html.headers()['strict-transport-security']).toBeUndefined();
  });

  test('everything under /api/ reaches the API, a path that looks like a file too', async ({
    request,
  }) => {
    // Influencer avatars are /api/avatars/<handle>.jpg: the static rules for files with an
    // extension must not answer them with a 404 of their own.
    const avatar = await request.get(direct('/api/avatars/flowscope.jpg'));
    expect(avatar.status()).toBe(200);
    expect(avatar.headers()['content-type']).toMatch(/^image\//);
  });

  test('text files come precompressed with brotli, hashed chunks are cached for a year', async ({
    request,
  }) => {
    const served = JSON.parse(
      readFileSync(join(releaseRoot ?? '', 'host', 'runtime-config.json'), 'utf8'),
    ) as { remotes: { cex: { manifest: string } } };
    const manifest = await request.get(direct(served.remotes.cex.manifest), {
      headers: { 'Accept-Encoding': 'br' },
    });
    expect(manifest.headers()['content-encoding']).toBe('br');
    expect(manifest.headers()['cache-control']).toBe('no-cache');
    const chunk = readdirSync(join(releaseRoot ?? '', 'host')).find((name) =>
      /\.[0-9a-f]{8}\.js$/.test(name),
    );
    expect(chunk, 'the host has hashed chunks').toBeDefined();
    const hashed = await request.get(direct(`/${chunk ?? ''}`), {
      headers: { 'Accept-Encoding': 'br' },
    });
    expect(hashed.status()).toBe(200);
    expect(hashed.headers()['content-encoding']).toBe('br');
    expect(hashed.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('a screen page announces its remote’s files, each served, and each fetched once', async ({
    page,
    request,
  }) => {
    const pageResponse = await request.get(direct('/top-holdings-cex/ETH2.0'));
    expect(pageResponse.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    const links = [...(pageResponse.headers().link ?? '').matchAll(/<([^>]+)>/g)].map(
      ([, url]) => url ?? '',
    );
    expect(links[0]).toBe('/runtime-config.json');
    expect(links.some((url) => /^\/remote-cex\/[^/]+\/remoteEntry\.js$/.test(url))).toBe(true);
    expect(links.length, 'manifest, entry, expose and screen chunk too').toBeGreaterThanOrEqual(5);
    for (const url of links) expect((await request.get(direct(url))).status(), url).toBe(200);

    const fetched: string[] = [];
    page.on('request', (sent) => fetched.push(new URL(sent.url()).pathname));
    await page.goto('/top-holdings-cex/ETH');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const remoteEntry = links.find((url) => url.endsWith('/remoteEntry.js'));
    expect(fetched.filter((path) => path === remoteEntry)).toHaveLength(1);
    // Every hinted script, in the CORS mode the page then uses for it, or it downloads twice.
    for (const script of links.filter((url) => url.endsWith('.js'))) {
      expect(
        fetched.filter((path) => path === script),
        `${script} fetched once`,
      ).toHaveLength(1);
    }
  });
});
