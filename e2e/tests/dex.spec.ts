import type { Locator, Page, Request } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { expectSignedIn, signInThroughPopup, TEST_USERS } from '../support/sign-in.ts';
import { traderApi } from '../support/trader-api.ts';
import { pageOverflow, routesWiderThanTheScreen } from '../support/fits-the-screen.ts';

const ACCUMULATIONS = '/api/dex_top_accumulations';
const HOLDERS = '/api/dex_top_holders';
const ALERTS = '/api/get_dex_alerts';
/** A DEX token's name opens its in-app page, by network and address. */
const TOKEN_PAGE_LINK = /^\/token\/dex\/([a-z]+)\/(\w+)$/;

/** A favourites list as the API answers it. */
interface Listed {
  data?: { token_name: string; address: string }[];
}

function isCall(path: string) {
  return (request: Request) =>
    new URL(request.url()).pathname === path && request.method() === 'POST';
}

/** The table once its first row is in. */
async function rowsOf(page: Page, table: string): Promise<Locator> {
  const grid = page.getByRole('table', { name: table });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  return grid;
}

async function chooseNetwork(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Network' }).click();
  await page.getByRole('option', { name, exact: true }).click();
}

test.describe('remote-dex screens against mock-api', () => {
  test('Top Accumulations DEX and Top Holdings DEX show rows from the API @edge', async ({
    page,
  }) => {
    const first = page.waitForRequest(isCall(ACCUMULATIONS));
    await page.goto('/top-accumulations-dex');
    expect((await first).postDataJSON()).toMatchObject({
      user_id: 0,
      token_filter: 'top_accumulations',
    });
    const accumulations = await rowsOf(page, 'Top Accumulations');
    await expect(accumulations.getByRole('row')).toHaveCount(11);
    await expect(page).toHaveTitle('Top Accumulations DEX - Flowscope');
    const link = accumulations.getByRole('link').first();
    await expect(link).toHaveAttribute('href', TOKEN_PAGE_LINK);
    await expect(link).not.toHaveAttribute('target', '_blank');

    const holders = page.waitForRequest(isCall(HOLDERS));
    await page.goto('/top-holdings-dex');
    expect((await holders).postDataJSON()).toEqual({
      user_id: 0,
      min_cap: 0,
      max_cap: 99999999999999,
    });
    const holdings = await rowsOf(page, 'Top Holdings');
    await expect(holdings.getByRole('row')).toHaveCount(11);
  });

  test('Alpha Feed DEX shows scalp signals, and Influencer Feed DEX shows a premium trader the alerts', async ({
    page,
  }) => {
    await page.goto('/alpha-feed-dex');
    await expect(page.getByRole('heading', { level: 1, name: 'Alpha Feed' })).toBeVisible();
    await expect(page.getByRole('article').first()).toContainText('Scalp Signal');
    await expect(page.getByRole('article').first()).toContainText(
      /has been bought by \d+ scalpers \(\$[\d.]+[KMBT]? bought\) in the last 24 hours\./,
    );
    // The feed's countdown refresh may send the unfiltered call meanwhile: the call that
    // carries a network is the one the choice made.
    const request = page.waitForRequest(
      (sent) => isCall(ALERTS)(sent) && 'filter_network' in (sent.postDataJSON() as object),
    );
    await chooseNetwork(page, 'Base');
    expect((await request).postDataJSON()).toMatchObject({ filter_network: 'base' });
    await expect(page).toHaveURL(/network=base/);

    // Signed out, the influencer feed is premium-locked.
    await page.goto('/influencer-feed-dex');
    await expect(page.getByText('Premium only')).toBeVisible();
    await signInThroughPopup(page, 'premium');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('article').first()).toContainText('Wallet Stats');
    await expect(page.getByRole('link', { name: 'Manage Following Influencers' })).toHaveAttribute(
      'href',
      '/influencer-feed-dex/manage-following-influencers',
    );
  });

  test("opened directly, Alpha Feed DEX asks for its URL's feed while its code is held back, once", async ({
    page,
  }) => {
    // The screen's own code (the module with its loading text) is held until the feed's call
    // has gone out: only the remote's prefetch can have sent it.
    let screenCodeHeld = 0;
    let callsBeforeScreenCode = -1;
    const calls: Request[] = [];
    page.on('request', (request) => {
      if (isCall(ALERTS)(request)) calls.push(request);
    });
    await page.route('http://localhost:3102/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('Loading DEX alerts...')) {
        screenCodeHeld += 1;
        await expect.poll(() => calls.length, { timeout: 10_000 }).toBeGreaterThan(0);
        callsBeforeScreenCode = calls.length;
      }
      await route.fulfill({ response, body });
    });
    await page.goto('/alpha-feed-dex?network=base&order=newest');
    await expect(page.getByRole('article').first()).toContainText('Scalp Signal');
    expect(screenCodeHeld).toBe(1);
    expect(callsBeforeScreenCode).toBe(1);
    expect(calls[0]?.postDataJSON()).toMatchObject({ user_id: 0, filter_network: 'base' });
    // The screen showed the prefetched answer: it did not ask again when it drew.
    await page.waitForTimeout(1_000);
    expect(calls).toHaveLength(1);
  });

  test('choosing a network sends filter_network and every row is on that network', async ({
    page,
  }) => {
    await page.goto('/top-accumulations-dex');
    const grid = await rowsOf(page, 'Top Accumulations');
    const request = page.waitForRequest(
      (sent) =>
        isCall(ACCUMULATIONS)(sent) &&
        (sent.postDataJSON() as { filter_network?: string }).filter_network === 'solana',
    );
    await chooseNetwork(page, 'Solana');
    await request;
    await expect(page).toHaveURL(/network=solana/);
    await expect(page.getByRole('combobox', { name: 'Network' })).toContainText('Solana');
    // A signed-out visitor's top rows are locked ('***', no network, no figures).
    const rows = grid
      .getByRole('row')
      .filter({ has: page.getByRole('cell') })
      .filter({ hasNotText: '***' });
    const networks = () =>
      rows.evaluateAll((cells) =>
        cells.map((row) => row.querySelector('[data-network]')?.getAttribute('data-network')),
      );
    // The new answer has replaced the old rows once every row is on the chosen network.
    await expect
      .poll(async () => {
        const shown = await networks();
        return shown.length > 0 && shown.every((network) => network === 'solana');
      })
      .toBe(true);
    const count = await rows.count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) {
      const row = rows.nth(index);
      await expect(row.getByRole('img', { name: 'Solana', exact: true })).toBeVisible();
      const links = row.getByRole('link');
      if ((await links.count()) > 0) {
        expect((await links.first().getAttribute('href')) ?? '').toContain('/solana/');
      }
    }
  });

  test('fresh_tokens lists only seedling rows', async ({ page }) => {
    await page.goto('/top-accumulations-dex');
    const grid = await rowsOf(page, 'Top Accumulations');
    const request = page.waitForRequest(
      (sent) =>
        isCall(ACCUMULATIONS)(sent) &&
        (sent.postDataJSON() as { token_filter?: string }).token_filter === 'fresh_tokens',
    );
    await page.getByLabel('Token filter').selectOption('fresh_tokens');
    await request;
    await expect(page).toHaveURL(/tokenFilter=fresh_tokens/);
    // A signed-out visitor's top rows are locked ('***', no network, no figures).
    const rows = grid
      .getByRole('row')
      .filter({ has: page.getByRole('cell') })
      .filter({ hasNotText: '***' });
    const ages = () =>
      rows.evaluateAll((cells) =>
        cells.map((row) => row.querySelector('[data-age]')?.getAttribute('data-age') ?? 'none'),
      );
    // The new answer has replaced the old rows once every row carries the seedling.
    await expect
      .poll(async () => {
        const shown = await ages();
        return shown.length > 0 && shown.every((age) => age === 'fresh');
      })
      .toBe(true);
    const count = await rows.count();
    for (let index = 0; index < count; index += 1) {
      await expect(
        rows.nth(index).getByRole('img', { name: 'Fresh Token', exact: true }),
      ).toBeVisible();
      await expect(
        rows.nth(index).getByRole('img', { name: 'Young Token', exact: true }),
      ).toHaveCount(0);
    }
  });

  test.describe('signed in as the premium test user', () => {
    test.use({ signedInAs: 'premium' });

    test('a premium trader favourites a DEX token and it stays starred after a reload', async ({
      page,
    }) => {
      const callAsTrader = traderApi(page.request, 'premium');
      await page.goto('/top-accumulations-dex');
      await expectSignedIn(page);
      const grid = await rowsOf(page, 'Top Accumulations');
      const star = grid.getByRole('button', { name: /^Add .+ to favorites$/ }).first();
      const name = /^Add (.+) to favorites$/.exec(
        (await star.getAttribute('aria-label')) ?? '',
      )?.[1];
      expect(name).toBeTruthy();
      const row = star.locator('xpath=ancestor::tr');
      const [, network, address] =
        TOKEN_PAGE_LINK.exec((await row.getByRole('link').first().getAttribute('href')) ?? '') ??
        [];
      const token = { token_name: name, address, network };
      try {
        const added = page.waitForRequest(isCall('/api/add_to_dex_favorites'));
        await star.click();
        expect((await added).postDataJSON()).toEqual({ user_id: TEST_USERS.premium.id, ...token });
        const starred = grid.getByRole('button', {
          name: `Remove ${name} from favorites`,
          exact: true,
        });
        await expect(starred).toHaveAttribute('aria-pressed', 'true');

        const stored = await callAsTrader<Listed>('/get_dex_favorites');
        expect(stored.data?.map((row) => row.address)).toContain(address);

        await page.reload();
        const again = page
          .getByRole('table', { name: 'Top Accumulations' })
          .getByRole('button', { name: `Remove ${name} from favorites`, exact: true });
        await expect(again).toHaveAttribute('aria-pressed', 'true');
        await again.click();
        await expect(
          page
            .getByRole('table', { name: 'Top Accumulations' })
            .getByRole('button', { name: `Add ${name} to favorites`, exact: true }),
        ).toBeVisible();
      } finally {
        // Leaves the trader's favourites as they were, whatever happened above.
        await callAsTrader('/remove_from_dex_favorites', token);
      }
      const after = await callAsTrader<Listed>('/get_dex_favorites');
      expect(after.data?.map((row) => row.address)).not.toContain(address);
    });
  });

  test.describe('signed in as the free test user', () => {
    test.use({ signedInAs: 'free' });

    test('a free trader who stars a DEX token is sent to /premium', async ({ page }) => {
      await page.goto('/top-holdings-dex');
      await expectSignedIn(page);
      const grid = await rowsOf(page, 'Top Holdings');
      await grid
        .getByRole('button', { name: /^Add .+ to favorites$/ })
        .first()
        .click();
      await expect(page).toHaveURL(/\/premium$/);
    });
  });

  test('an API failure shows the DEX error box and Retry recovers', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allowNetworkFailures();
    await page.route(`**${ACCUMULATIONS}`, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Server error occurred' }),
      }),
    );
    await page.goto('/top-accumulations-dex');
    await expect(
      page.getByRole('alert').getByText('Failed to load DEX data', { exact: true }),
    ).toBeVisible();
    await page.unroute(`**${ACCUMULATIONS}`);
    await page.getByRole('button', { name: 'Retry' }).click();
    await rowsOf(page, 'Top Accumulations');
  });
});

test.describe('remote-dex at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('every DEX screen fits the screen, without scrolling sideways', async ({ page }) => {
    const paths = [
      '/top-accumulations-dex',
      '/top-holdings-dex',
      '/alpha-feed-dex',
      '/influencer-feed-dex',
    ];
    expect(await routesWiderThanTheScreen(page, paths)).toEqual([]);
  });

  test('the network list opens and chooses on a phone', async ({ page }) => {
    await page.goto('/top-holdings-dex');
    // Below 640 px the table's rows are cards.
    await expect(
      page.getByRole('list', { name: 'Top Holdings' }).getByRole('listitem').first(),
    ).toBeVisible();
    await page.getByRole('combobox', { name: 'Network' }).tap();
    const option = page.getByRole('option', { name: 'Arbitrum', exact: true });
    await option.scrollIntoViewIfNeeded();
    await option.tap();
    await expect(page).toHaveURL(/network=arbitrum/);
    const overflow = await pageOverflow(page);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
