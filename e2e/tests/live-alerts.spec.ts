import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { nodeReachableBaseUrl } from '../support/env.ts';
import { expect, test } from '../support/fixtures.ts';
import { savedAccessToken } from '../support/saved-sign-in.ts';
import { TEST_USERS } from '../support/sign-in.ts';
import { listedDexSignals, TEST_CONTROL_API } from '../support/test-control.ts';
import { traderApi } from '../support/trader-api.ts';

interface DexToken {
  ticker: string;
  name: string;
  network: string;
  address: string;
}

/**
 * The token the test control resolves `ticker` to, learnt from one injected buy (which
 * raises nothing on a token nobody favourited, and puts no card on the feeds).
 */
async function dexTokenFor(request: APIRequestContext, ticker: string): Promise<DexToken> {
  const made = await request.post(`${TEST_CONTROL_API}/__test/trade`, {
    data: { venue: 'dex', ticker, wallets: 1 },
  });
  expect(made.status()).toBe(201);
  return ((await made.json()) as { token: DexToken }).token;
}

/** Two different DEX tickers from the Alpha Feed DEX list. */
async function dexTickers(request: APIRequestContext): Promise<[string, string]> {
  const rows = await listedDexSignals(request);
  const tickers = [...new Set(rows.map((row) => row.ticker))];
  if (tickers.length < 2) throw new Error('fewer than two DEX tickers listed');
  return [tickers[0] ?? '', tickers[1] ?? ''];
}

/**
 * A listed DEX ticker with no cluster alert of the trader's in the list: mock-api keeps its
 * data between runs, and a token alerts once per window.
 */
async function tickerWithoutRecentCluster(request: APIRequestContext): Promise<string> {
  const response = await request.get(
    new URL('/api/alerts/favorites', nodeReachableBaseUrl()).toString(),
    { headers: { authorization: `Bearer ${savedAccessToken('premium')}` } },
  );
  expect(response.ok()).toBe(true);
  const { alerts } = (
    (await response.json()) as {
      data: { alerts: { kind: string; token: { ticker: string } }[] };
    }
  ).data;
  const clustered = new Set(alerts.filter((a) => a.kind === 'cluster').map((a) => a.token.ticker));
  const rows = await listedDexSignals(request);
  const ticker = rows.map((row) => row.ticker).find((candidate) => !clustered.has(candidate));
  if (!ticker) throw new Error('every listed DEX ticker has a recent cluster alert');
  return ticker;
}

/** The header's bell, once the page's live stream is connected. */
async function openWithBell(page: Page) {
  await page.goto('/alpha-feed-dex');
  await expect(page.locator('[data-freshness][data-live="connected"]')).toBeVisible();
  return page.getByRole('button', { name: 'Notifications' });
}

/**
 * Opens the bell's panel and checks the badge counts exactly the unread alerts it lists
 * (specs running alongside may raise more on the same token); returns the panel.
 */
async function openPanel(page: Page, bell: Locator) {
  await expect(bell.locator('[data-unread-count]')).toBeVisible({ timeout: 10_000 });
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Recent notifications' });
  const list = panel.getByRole('region', { name: 'Alerts on favourites' });
  const unread = list.locator('li[data-alert-read="false"]');
  await expect(unread.first()).toBeVisible();
  const count = await unread.count();
  await expect(bell.locator('[data-unread-count]')).toHaveAttribute(
    'data-unread-count',
    String(count),
  );
  await expect(bell).toHaveAccessibleDescription(`${count} unread alert${count > 1 ? 's' : ''}`);
  return { panel, unread };
}

async function setThreshold(request: APIRequestContext, wallets: number, hours: number) {
  const id = TEST_USERS.premium.id;
  const response = await request.patch(
    new URL(`/api/users/${id}/preferences`, nodeReachableBaseUrl()).toString(),
    {
      data: { preferences: { alerts: { clusterWallets: wallets, clusterHours: hours } } },
      headers: { authorization: `Bearer ${savedAccessToken('premium')}` },
    },
  );
  expect(response.ok()).toBe(true);
}

test.describe('alerts on favourites', () => {
  test.use({ signedInAs: 'premium' });

  test('a signal on a favourited token shows in the bell with its unread count and a link', async ({
    page,
    request,
  }) => {
    const call = traderApi(request, 'premium');
    const [ticker] = await dexTickers(request);
    const token = await dexTokenFor(request, ticker);
    const key = { network: token.network, address: token.address };
    await call('/add_to_dex_favorites', key);
    try {
      await call('/alerts/favorites/read');
      const bell = await openWithBell(page);
      await expect(bell.locator('[data-unread-count]')).toHaveCount(0);

      const made = await request.post(`${TEST_CONTROL_API}/__test/signal`, {
        data: { venue: 'dex', ticker },
      });
      expect(made.status()).toBe(201);

      const { unread } = await openPanel(page, bell);
      const link = unread.getByRole('link', {
        name: `New signal on ${token.name} (${token.ticker})`,
      });
      await expect(link.first()).toBeVisible();
      expect(await link.first().getAttribute('href')).toContain(token.address);
    } finally {
      await call('/remove_from_dex_favorites', key);
      await call('/alerts/favorites/read');
    }
  });

  test('a cluster alert fires once the threshold set in the bell is reached', async ({
    page,
    request,
  }) => {
    const call = traderApi(request, 'premium');
    const ticker = await tickerWithoutRecentCluster(request);
    const token = await dexTokenFor(request, ticker);
    const key = { network: token.network, address: token.address };
    try {
      await call('/alerts/favorites/read');
      const bell = await openWithBell(page);
      await bell.click();
      const panel = page.getByRole('dialog', { name: 'Recent notifications' });
      const settings = panel.getByRole('form', { name: 'Alert settings' });
      const wallets = settings.getByLabel('Smart-money wallets');
      const hours = settings.getByLabel('Within hours');
      const save = settings.getByRole('button', { name: 'Save alert settings' });

      await wallets.fill('1');
      await save.click();
      await expect(settings.getByText('Wallets must be at least 2')).toBeVisible();

      // High enough that the market's own buyers of the last hour cannot reach it alone.
      await wallets.fill('60');
      await hours.fill('1');
      const saved = page.waitForResponse(
        (response) =>
          response.request().method() === 'PATCH' &&
          new URL(response.url()).pathname.endsWith('/preferences'),
      );
      await save.click();
      expect((await saved).ok()).toBe(true);
      await expect(settings.getByRole('status')).toHaveText('Saved');

      await call('/add_to_dex_favorites', key);
      // The bell knows a favourite's events by the favourites it loaded: reload to load this one.
      await page.reload();
      await expect(page.locator('[data-freshness][data-live="connected"]')).toBeVisible();

      const bought = await request.post(`${TEST_CONTROL_API}/__test/trade`, {
        data: { venue: 'dex', ticker, wallets: 60 },
      });
      expect(bought.status()).toBe(201);
      expect(((await bought.json()) as { alerted: boolean }).alerted).toBe(true);

      const { unread } = await openPanel(page, bell);
      const text = new RegExp(
        `^\\d+ smart-money wallets bought ${token.ticker.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} in the last 1 hour$`,
      );
      const link = unread.getByRole('link', { name: text });
      await expect(link).toBeVisible();
      expect(await link.getAttribute('href')).toContain(token.address);
      const count = Number(/^(\d+)/.exec((await link.textContent()) ?? '')?.[1]);
      expect(count).toBeGreaterThanOrEqual(60);
    } finally {
      await call('/remove_from_dex_favorites', key);
      await call('/alerts/favorites/read');
      await setThreshold(request, 5, 4);
    }
  });
});
