import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { E2E_PORTS, REPO_ROOT } from '../support/env.ts';
import { hostBuildFingerprint } from '../support/host-build.ts';
import { HostServer, RemoteServer } from '../support/processes.ts';

/**
 * remote-research joins the host by runtime configuration alone: the same host build, started
 * with REMOTE_RESEARCH_URL and without it, shows the research screens and then does not.
 */
const research = new RemoteServer(join(REPO_ROOT, 'remote-research', 'dist'), 3131);
const host = new HostServer(3130);

const SPEC_REMOTES = {
  REMOTE_CEX_URL: `http://localhost:${E2E_PORTS.cex}/mf-manifest.json`,
  REMOTE_DEX_URL: `http://localhost:${E2E_PORTS.dex}/mf-manifest.json`,
  REMOTE_ACCOUNT_URL: `http://localhost:${E2E_PORTS.account}/mf-manifest.json`,
  API_BASE_URL: `http://localhost:${E2E_PORTS.api}`,
};

const researchGroup = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).locator('[data-section="Research"]');
const breadcrumb = (page: Page) =>
  page.getByRole('navigation', { name: 'Breadcrumb', exact: true });

test.beforeAll(async () => {
  await research.start();
});

test.afterAll(async () => {
  await host.stop();
  await research.stop();
});

test('the research screens appear with REMOTE_RESEARCH_URL and are gone without it, the host build unchanged', async ({
  page,
  browser,
  consoleGuard,
}) => {
  // The host server restarts under the open page, as in a deployment.
  consoleGuard.allowNetworkFailures();
  const before = hostBuildFingerprint();

  await host.start({ ...SPEC_REMOTES, REMOTE_RESEARCH_URL: research.manifestUrl });
  await page.goto(`${host.url}/top-accumulations`);
  // Its sidebar entry, in its own section after DEX, leads to its screen.
  await expect(
    researchGroup(page).getByRole('link', { name: 'Signal Track Record' }),
  ).toBeVisible();
  await researchGroup(page).getByRole('link', { name: 'Signal Track Record' }).click();
  await expect(page).toHaveURL(/\/research\/track-record$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Signal Track Record' })).toBeVisible();
  await expect(page).toHaveTitle('Signal Track Record - Flowscope');
  await expect(breadcrumb(page)).toContainText('Signal Track Record');
  await expect(page.getByTestId('remote-build')).toHaveText('remote-research 0.1.0');

  // The profiles, by their addresses, with what the address names.
  await page.goto(`${host.url}/research/wallet/0x9f2c0000beef`);
  await expect(page.getByRole('heading', { level: 1, name: 'Wallet Profile' })).toBeVisible();
  await expect(page.getByText('0x9f2c0000beef')).toBeVisible();
  await expect(page).toHaveTitle('Wallet Profile - Flowscope');
  await page.goto(`${host.url}/research/influencer/dex/whale-hunter`);
  await expect(page.getByRole('heading', { level: 1, name: 'Influencer Profile' })).toBeVisible();
  await expect(page.getByText('whale-hunter')).toBeVisible();
  await expect(breadcrumb(page)).toContainText('Influencer Profile');

  // The remote goes down. A browser that knows its routes from before (local storage, not
  // this page's offline cache of its files) shows its unavailable box there, not a 404.
  await research.stop();
  const later = await browser.newContext({ storageState: await page.context().storageState() });
  try {
    const returning = await later.newPage();
    await returning.goto(`${host.url}/research/track-record`);
    await expect(
      returning.getByRole('heading', { name: 'This section is unavailable' }),
    ).toBeVisible();
    await expect(returning.getByText(/The Research section could not be loaded\./)).toBeVisible();
    await expect(returning).toHaveTitle('Signal Track Record - Flowscope');
    await expect(researchGroup(returning).getByRole('link')).toHaveText(['Signal Track Record']);
  } finally {
    await later.close();
  }
  await research.start();

  // Configured no more: the same build, without REMOTE_RESEARCH_URL.
  await host.start(SPEC_REMOTES);
  await page.goto(`${host.url}/research/track-record`);
  await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found - Flowscope');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(researchGroup(page)).toHaveCount(0);
  await page.goto(`${host.url}/research/wallet/0x9f2c0000beef`);
  await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
  // The other remotes' screens are where they were.
  await page.goto(`${host.url}/top-holdings-dex`);
  await expect(page.getByRole('heading', { level: 1, name: 'Top Holdings' })).toBeVisible();

  expect(hostBuildFingerprint(), 'host build untouched').toBe(before);
});
