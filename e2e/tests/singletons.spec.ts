import { expect, test } from '../support/fixtures.ts';
import { loadedSharedCopies } from '../support/federation.ts';
import { analyseScripts } from '../support/measure-bytes.ts';
import {
  FEDERATION_RUNTIME,
  federatedMapsDirOf,
  MUST_LOAD_ONCE,
  sharedPackageLibraryOf,
} from '../support/measure-sources.ts';
import { signInThroughPopup } from '../support/sign-in.ts';

declare global {
  interface Window {
    __flowscopeRenderers?: number;
  }
}

test('one React and one session store serve the host and every remote', async ({ page }) => {
  // Every script the page runs, to find from the build's source maps which webpack runtime
  // (host or remote container) brought each library: a second runtime is a second copy.
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || !response.ok()) return;
    scripts.set(
      response.url(),
      response.text().catch(() => ''),
    );
  });
  // Stands in for React DevTools: every copy of react-dom registers its renderer here.
  await page.addInitScript(() => {
    window.__flowscopeRenderers = 0;
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      value: {
        supportsFiber: true,
        isDisabled: false,
        renderers: new Map(),
        inject(renderer: unknown) {
          window.__flowscopeRenderers = (window.__flowscopeRenderers ?? 0) + 1;
          this.renderers.set(window.__flowscopeRenderers, renderer);
          return window.__flowscopeRenderers;
        },
        checkDCE() {},
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        onScheduleFiberRoot() {},
      },
    });
  });
  await page.goto('/about');
  // The host writes the signed-in user into the session store…
  await signInThroughPopup(page, 'premium');

  // …and a component of each remote reads the same store instance.
  const nav = page.getByRole('navigation', { name: 'Main' });
  // remote-cex shows the favourite star only to a signed-in trader…
  await nav
    .locator('[data-section="CEX"]')
    .getByRole('link', { name: 'Top Accumulations' })
    .click();
  await expect(page.getByTestId('remote-build')).toContainText('remote-cex');
  await expect(
    page.getByRole('button', { name: /^(Add|Remove) .+ (to|from) favorites$/ }).first(),
  ).toBeVisible();
  // …so does remote-dex…
  await nav.locator('[data-section="DEX"]').getByRole('link', { name: 'Top Holdings' }).click();
  await expect(page.getByTestId('remote-build')).toContainText('remote-dex');
  await expect(
    page.getByRole('button', { name: /^(Add|Remove) .+ (to|from) favorites$/ }).first(),
  ).toBeVisible();
  // …and remote-account shows the trader's favourites instead of the sign-in prompt.
  await nav.locator('[data-section="Flowscope"]').getByRole('link', { name: 'Favorites' }).click();
  await expect(page.getByTestId('remote-build')).toContainText('remote-account');
  await expect(page.getByRole('heading', { name: 'CEX Favorites' })).toBeVisible();
  await expect(page.getByText('To setup the alerts you need to be logged')).toHaveCount(0);

  // The feed screens bring the feed parts of both shared packages (shared modules of their own).
  await nav.locator('[data-section="CEX"]').getByRole('link', { name: 'Alpha Feed' }).click();
  await expect(page.getByRole('article').first()).toBeVisible();
  await nav.locator('[data-section="DEX"]').getByRole('link', { name: 'Alpha Feed' }).click();
  await expect(page.getByTestId('remote-build')).toContainText('remote-dex');
  await expect(page.getByRole('article').first()).toBeVisible();

  expect(await page.evaluate(() => window.__flowscopeRenderers)).toBe(1);

  // Module Federation's own share scope: each singleton was loaded from exactly one container.
  const loadedCopies = await loadedSharedCopies(page);
  for (const name of [
    'react',
    'react-dom',
    'react-router',
    'zustand',
    'zustand/middleware',
    // One query cache for the page: the host's QueryClient is the one every remote reads.
    '@tanstack/react-query',
    '@emotion/react',
    '@flowscope/core',
    '@flowscope/shared-api',
    '@flowscope/shared-api/feeds',
    '@flowscope/shared-ui',
    '@flowscope/shared-ui/feed',
  ]) {
    expect(loadedCopies[name], `${name} loaded once`).toBe(1);
  }

  // What the scripts hold: a library bundled (not shared) into two containers is two copies
  // the share scope never sees, such as a subpath left out of `shared`.
  const bodies = new Map<string, string>();
  for (const [url, body] of scripts) bodies.set(url, await body);
  const { copies, moduleScripts } = analyseScripts(bodies, federatedMapsDirOf, '');
  for (const name of [
    'react-dom',
    'react-router',
    'zustand',
    'zustand/middleware',
    '@tanstack/react-query',
    '@flowscope/core',
    '@flowscope/shared-ui',
    // The host's federation runtime, which every remote's entry uses instead of its own.
    FEDERATION_RUNTIME,
  ]) {
    expect(copies.get(name)?.size, `${name} found in the loaded scripts`).toBeGreaterThan(0);
  }
  const twice = [...copies].filter(
    ([library, runtimes]) => MUST_LOAD_ONCE.includes(library) && runtimes.size > 1,
  );
  expect(
    twice.map(([library, runtimes]) => `${library}: ${[...runtimes].join(', ')}`),
    'libraries loaded by more than one container',
  ).toEqual([]);

  // Inside one container too: a module of a shared package bundled into two of its chunks (a
  // subpath entry importing the rest of its package by a relative path) is a second store or
  // context.
  const inSeveralScripts = [...moduleScripts]
    .filter(([file, holders]) => sharedPackageLibraryOf(file) !== undefined && holders.size > 1)
    .map(([file, holders]) => `${file}: ${[...holders].join(', ')}`);
  expect(inSeveralScripts, 'shared package modules found in more than one script').toEqual([]);
});

test('a navigation from a CEX screen to a DEX screen loads only what DEX adds', async ({
  page,
}) => {
  const before = new Map<string, Promise<string>>();
  const after = new Map<string, Promise<string>>();
  const requested: string[] = [];
  let navigated = false;
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requested.push(request.url());
  });
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || !response.ok()) return;
    (navigated ? after : before).set(
      response.url(),
      response.text().catch(() => ''),
    );
  });
  await page.goto('/top-accumulations');
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();

  navigated = true;
  await page
    .getByRole('navigation', { name: 'Main' })
    .locator('[data-section="DEX"]')
    .getByRole('link', { name: 'Top Accumulations' })
    .click();
  await expect(page.getByTestId('remote-build')).toContainText('remote-dex');
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();

  const bodiesOf = async (scripts: Map<string, Promise<string>>) => {
    const bodies = new Map<string, string>();
    for (const [url, body] of scripts) bodies.set(url, await body);
    return bodies;
  };
  const shown = analyseScripts(await bodiesOf(before), federatedMapsDirOf, '');
  const added = analyseScripts(await bodiesOf(after), federatedMapsDirOf, '');

  expect(
    [...after.keys()].some((url) => url.endsWith('/remoteEntry.js')),
    'remote-dex’s entry loaded',
  ).toBe(true);
  expect(
    requested.filter((url, index) => requested.indexOf(url) !== index),
    'scripts requested twice',
  ).toEqual([]);
  // Neither a library nor a module of the app that the CEX screen already brought comes again
  // with the DEX screen (a second copy would also be a second store or context). What every
  // container carries for itself is the exception: its entry's bundler glue (its module
  // registry and share-scope tables); the federation runtime core is lent by the host, and is
  // among the libraries checked.
  const containerGlue = /node_modules\/(@module-federation\/(?!runtime-core\/)|\.federation\/)/;
  expect(
    [...added.copies.keys()].filter((library) => shown.copies.has(library)),
    'libraries the page already had',
  ).toEqual([]);
  expect(
    [...added.moduleScripts.keys()].filter(
      (file) => shown.moduleScripts.has(file) && !containerGlue.test(file),
    ),
    'modules the page already had',
  ).toEqual([]);
});
