import type { Page, Request } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { expectSignedIn, TEST_USERS } from '../support/sign-in.ts';
import { traderApi } from '../support/trader-api.ts';
import { routesWiderThanTheScreen } from '../support/fits-the-screen.ts';

const HOUR = 3_600_000;
const ACCUMULATIONS = '/api/cex_top_accumulations';

function isCall(path: string) {
  return (request: Request) =>
    new URL(request.url()).pathname === path && request.method() === 'POST';
}

function windowHours(request: Request): number {
  const body = request.postDataJSON() as { from_datetime: string };
  return (Date.now() - Date.parse(body.from_datetime)) / HOUR;
}

async function rowsOf(page: Page, table: string) {
  const grid = page.getByRole('table', { name: table });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  return grid;
}

test.describe('remote-cex screens against mock-api', () => {
  test('Top Accumulations: 4h → 30d asks for the longer window and ranks differently', async ({
    page,
  }) => {
    const first = page.waitForRequest(isCall(ACCUMULATIONS));
    await page.goto('/top-accumulations');
    expect(windowHours(await first)).toBeCloseTo(24, 0);
    const grid = await rowsOf(page, 'Top Accumulations');

    let request = page.waitForRequest(isCall(ACCUMULATIONS));
    await page.getByRole('tab', { name: '4h', exact: true }).click();
    expect(windowHours(await request)).toBeCloseTo(4, 0);
    await expect(page).toHaveURL(/period=4h/);
    await expect(grid.getByRole('row').nth(1)).toBeVisible();
    const fourHours = await grid.getByRole('row').allTextContents();

    request = page.waitForRequest(isCall(ACCUMULATIONS));
    await page.getByRole('tab', { name: '30d', exact: true }).click();
    expect(windowHours(await request)).toBeCloseTo(720, 0);
    await expect.poll(() => grid.getByRole('row').allTextContents()).not.toEqual(fourHours);

    // The view survives a reload from its URL.
    await page.reload();
    await expect(page.getByRole('tab', { name: '30d', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('Top Accumulations: market caps go out as whole numbers after the pause', async ({
    page,
  }) => {
    await page.goto('/top-accumulations');
    await rowsOf(page, 'Top Accumulations');
    const sent: Record<string, unknown>[] = [];
    page.on('request', (request) => {
      if (isCall(ACCUMULATIONS)(request))
        sent.push(request.postDataJSON() as Record<string, unknown>);
    });
    await page.getByLabel('Min market cap').pressSequentially('1000000', { delay: 30 });
    await page.getByLabel('Max market cap').fill('250000000000');
    await expect
      .poll(() => sent.at(-1))
      .toMatchObject({ min_market_cap: 1_000_000, max_market_cap: 250_000_000_000 });
    expect(sent.length).toBeLessThanOrEqual(2);
    for (const body of sent) expect(Number.isInteger(body.min_market_cap)).toBe(true);
  });

  test('Top Accumulations: sorting and paging follow the spec', async ({ page }) => {
    await page.goto('/top-accumulations');
    const grid = await rowsOf(page, 'Top Accumulations');
    await expect(grid.getByRole('row')).toHaveCount(11);
    await grid.getByRole('button', { name: 'Netflow', exact: true }).click();
    await expect(grid.getByRole('columnheader', { name: 'Netflow', exact: true })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await grid.getByRole('button', { name: 'Coin', exact: true }).click();
    await expect(grid.getByRole('columnheader', { name: 'Coin', exact: true })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    const pages = page.getByRole('navigation', { name: 'Top Accumulations pages' });
    await pages
      .getByRole('button', { name: /Page 2|^2$/ })
      .first()
      .click();
    await expect(grid.getByRole('row').nth(1)).toContainText('11');
    await expect(page).toHaveURL(/page=2/);
  });

  test('Top Holdings, token detail, Alpha Feed and Influencer Feed show data @edge', async ({
    page,
  }) => {
    await page.goto('/top-holdings-cex');
    const holdings = await rowsOf(page, 'Top Holdings');
    const token = holdings.getByRole('link').first();
    const name = (await token.textContent()) ?? '';
    await token.click();
    await expect(page).toHaveURL(/\/top-holdings-cex\/[A-Z0-9]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name.trim());
    await expect(page).toHaveTitle(`${name.trim()} Token Detail - Flowscope`);

    await page.goto('/alpha-feed-cex');
    await expect(page.getByRole('heading', { level: 1, name: 'Alpha Feed' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();

    await page.goto('/influencer-feed-cex');
    await expect(page.getByRole('heading', { level: 1, name: 'Influencer Feed' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Manage Following Influencers' })).toBeVisible();
  });

  test.describe('signed in as the premium test user', () => {
    test.use({ signedInAs: 'premium' });

    test('a signed-in trader calls the API with the bearer token and the Discord user id', async ({
      page,
    }) => {
      await page.goto('/about');
      await expectSignedIn(page);
      const request = page.waitForRequest(isCall(ACCUMULATIONS));
      await page
        .getByRole('navigation', { name: 'Main' })
        .locator('[data-section="CEX"]')
        .getByRole('link', { name: 'Top Accumulations' })
        .click();
      const sent = await request;
      const saved = await page.evaluate(
        () =>
          JSON.parse(localStorage.getItem('flowscope.auth') ?? '{}') as {
            tokens?: { accessToken: string };
          },
      );
      expect(sent.headers()['authorization']).toBe(`Bearer ${saved.tokens?.accessToken}`);
      expect(sent.postDataJSON()).toMatchObject({ user_id: TEST_USERS.premium.id });
    });

    test('a premium trader favourites a token, it is stored and starred after a reload, then removed', async ({
      page,
    }) => {
      const api = traderApi(page.request, 'premium');
      await page.goto('/top-accumulations');
      await expectSignedIn(page);
      const grid = await rowsOf(page, 'Top Accumulations');
      const star = grid.getByRole('button', { name: /^Add .+ to favorites$/ }).first();
      const coin =
        /^Add (.+) to favorites$/.exec((await star.getAttribute('aria-label')) ?? '')?.[1] ?? '';
      expect(coin).not.toBe('');
      await star.click();
      const stored = grid.getByRole('button', { name: `Remove ${coin} from favorites` });
      await expect(stored).toHaveAttribute('aria-pressed', 'true');

      const favourites = async () => {
        const body = await api<{ data: { coin?: string; token?: string }[] }>('/get_cex_favorites');
        return body.data.map((row) => row.coin ?? row.token);
      };
      expect(await favourites()).toContain(coin);

      await page.reload();
      await expect(
        page
          .getByRole('table', { name: 'Top Accumulations' })
          .getByRole('button', { name: `Remove ${coin} from favorites` }),
      ).toHaveAttribute('aria-pressed', 'true');
      await page
        .getByRole('table', { name: 'Top Accumulations' })
        .getByRole('button', { name: `Remove ${coin} from favorites` })
        .click();
      await expect(
        page
          .getByRole('table', { name: 'Top Accumulations' })
          .getByRole('button', { name: `Add ${coin} to favorites` }),
      ).toBeVisible();
      // The star flips in the click; the stored list follows once the server has answered.
      await expect.poll(favourites).not.toContain(coin);
    });
  });

  test.describe('signed in as the free test user', () => {
    test.use({ signedInAs: 'free' });

    test('a free trader who adds a favourite is taken to /premium', async ({ page }) => {
      await page.goto('/top-accumulations');
      await expectSignedIn(page);
      const grid = await rowsOf(page, 'Top Accumulations');
      await grid
        .getByRole('button', { name: /^Add .+ to favorites$/ })
        .first()
        .click();
      await expect(page).toHaveURL(/\/premium$/);
    });
  });

  test('an API failure shows the error box and Retry recovers', async ({ page, consoleGuard }) => {
    consoleGuard.allowNetworkFailures();
    await page.route(`**${ACCUMULATIONS}`, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Server error occurred' }),
      }),
    );
    await page.goto('/top-accumulations');
    await expect(
      page.getByRole('alert').getByText('Failed to load data', { exact: true }),
    ).toBeVisible();
    await expect(page.getByText('Server error occurred').first()).toBeVisible();
    await page.unroute(`**${ACCUMULATIONS}`);
    await page.getByRole('button', { name: 'Retry' }).click();
    await rowsOf(page, 'Top Accumulations');
  });
});

test.describe('remote-cex at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('every CEX screen fits the screen, without scrolling sideways', async ({ page }) => {
    const paths = [
      '/top-accumulations',
      '/top-holdings-cex',
      '/alpha-feed-cex',
      '/influencer-feed-cex',
      '/top-holdings-cex/BTC',
    ];
    expect(await routesWiderThanTheScreen(page, paths)).toEqual([]);
  });
});
