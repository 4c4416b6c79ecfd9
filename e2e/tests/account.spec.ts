import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { expectSignedIn, TEST_USERS, type TestUser } from '../support/sign-in.ts';
import { traderApi } from '../support/trader-api.ts';

const HEADER_SEARCH = 'Search Tokens, CA, Keyword...';

interface DexKey {
  token_name: string;
  address: string;
  network: string;
}

interface Favourites {
  cex: string[];
  dex: DexKey[];
}

/** The signed-in trader's favourites, read and changed through the API as the app calls it. */
function favouritesApi(page: Page, user: TestUser) {
  const call = traderApi(page.request, user);
  return {
    async read(): Promise<Favourites> {
      const cex = (await call('/get_cex_favorites', {})).data as { coin: string }[];
      const dex = (await call('/get_dex_favorites', {})).data as DexKey[];
      return {
        cex: cex.map((row) => row.coin),
        dex: dex.map(({ token_name, address, network }) => ({ token_name, address, network })),
      };
    },
    removeCex: (coin: string) => call('/remove_from_cex_favorites', { coin }),
    /** Puts the favourites back as they were: what a test added goes, what it removed returns. */
    async restore(before: Favourites): Promise<void> {
      const now = await this.read();
      const key = (token: DexKey) => `${token.network}:${token.address.toLowerCase()}`;
      const kept = new Set(before.dex.map(key));
      const present = new Set(now.dex.map(key));
      for (const coin of now.cex.filter((coin) => !before.cex.includes(coin)))
        await call('/remove_from_cex_favorites', { coin });
      for (const coin of before.cex.filter((coin) => !now.cex.includes(coin)))
        await call('/add_to_cex_favorites', { coin });
      for (const token of now.dex.filter((token) => !kept.has(key(token))))
        await call('/remove_from_dex_favorites', token);
      for (const token of before.dex.filter((token) => !present.has(key(token))))
        await call('/add_to_dex_favorites', token);
    },
  };
}

/** The state each premium test leaves behind is undone after it, pass or fail. */
let cleanup: (() => Promise<void>) | null = null;
test.afterEach(async () => {
  await cleanup?.();
  cleanup = null;
});

async function openSignedInPremiumWithCleanup(page: Page) {
  await page.goto('/about');
  await expectSignedIn(page);
  const api = favouritesApi(page, 'premium');
  const before = await api.read();
  cleanup = () => api.restore(before);
  return { api, before };
}

/** A flag that only survives while the page is never reloaded. */
async function markPage(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { flowscopeJourney?: boolean }).flowscopeJourney = true;
  });
}

async function pageWasNotReloaded(page: Page) {
  expect(
    await page.evaluate(
      () => (window as unknown as { flowscopeJourney?: boolean }).flowscopeJourney === true,
    ),
  ).toBe(true);
}

/** Client-side navigation, as a trader moves around: the sidebar and the header's star. */
const sidebarLink = (page: Page, path: string) => page.locator(`a[href="${path}"]`).first();
const openFavorites = (page: Page) =>
  page.getByRole('link', { name: 'Favorites', exact: true }).first().click();

/** Shows every favourite of a table on one page, so leftovers never push ours to page 2. */
async function showAll(page: Page, table: 'CEX Favorites' | 'DEX Favorites') {
  const pages = page.getByRole('navigation', { name: `${table} pages` });
  if (await pages.isVisible()) await pages.getByLabel('Rows per page').selectOption('100');
}

async function starFirst(page: Page, tableName: string): Promise<string> {
  const grid = page.getByRole('table', { name: tableName });
  const star = grid.getByRole('button', { name: /^Add .+ to favorites$/ }).first();
  await expect(star).toBeVisible();
  const name = /^Add (.+) to favorites$/.exec((await star.getAttribute('aria-label')) ?? '')?.[1];
  if (!name) throw new Error('no star to press');
  await star.click();
  await expect(grid.getByRole('button', { name: `Remove ${name} from favorites` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  return name;
}

test.describe('Favorites, Search and Premium across the remotes', () => {
  test.describe('signed in as the premium test user', () => {
    test.use({ signedInAs: 'premium' });

    test('stars on Top Accumulations CEX and DEX show on Favorites; a remove there unstars the CEX row @edge', async ({
      page,
    }) => {
      await openSignedInPremiumWithCleanup(page);
      await markPage(page);

      await sidebarLink(page, '/top-accumulations').click();
      const coin = await starFirst(page, 'Top Accumulations');

      await sidebarLink(page, '/top-accumulations-dex').click();
      // Only the DEX screen has the token filter: the CEX table is gone once it shows.
      await expect(page.getByLabel('Token filter')).toBeVisible();
      const dexToken = await starFirst(page, 'Top Accumulations');

      await openFavorites(page);
      await expect(page).toHaveURL(/\/favorites$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
      const cex = page.getByRole('table', { name: 'CEX Favorites' });
      const dex = page.getByRole('table', { name: 'DEX Favorites' });
      await expect(cex).toBeVisible();
      await showAll(page, 'CEX Favorites');
      await showAll(page, 'DEX Favorites');
      const cexRow = cex.getByRole('row').filter({
        has: page.getByRole('link', {
          name: `Trade ${coin} perpetuals on the exchange (opens in a new tab)`,
        }),
      });
      await expect(cexRow).toHaveCount(1);
      await expect(
        dex.getByRole('button', { name: `Remove ${dexToken} from favorites` }),
      ).toBeVisible();

      await cexRow.getByRole('button', { name: /^Remove .+ from favorites$/ }).click();
      await expect(cexRow).toHaveCount(0);
      await expect(page.getByText(/removed from favorites$/).first()).toBeVisible();
      // Focus moved on to a sensible place, not dropped to the page.
      expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');

      await sidebarLink(page, '/top-accumulations').click();
      const grid = page.getByRole('table', { name: 'Top Accumulations' });
      await expect(grid.getByRole('button', { name: `Add ${coin} to favorites` })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      await pageWasNotReloaded(page);
    });

    test('search BTC from the header, star it, and it is in Favorites', async ({ page }) => {
      const { api, before } = await openSignedInPremiumWithCleanup(page);
      if (before.cex.includes('BTC')) await api.removeCex('BTC');
      await markPage(page);

      const header = page.getByRole('searchbox', { name: HEADER_SEARCH });
      await header.fill('BTC');
      await header.press('Enter');
      await expect(page).toHaveURL(/\/search\?query=BTC$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Search Engine' })).toBeVisible();
      await expect(page.getByRole('searchbox', { name: 'Search query' })).toHaveValue('BTC');
      const results = page.getByRole('table', { name: 'Výsledky' });
      const btc = results.getByRole('row').filter({
        has: page.getByRole('link', {
          name: 'Trade BTC perpetuals on the exchange (opens in a new tab)',
        }),
      });
      await expect(btc).toHaveCount(1);
      await btc.getByRole('button', { name: /^Add .+ to favorites$/ }).click();
      await expect(btc.getByRole('button', { name: /^Remove .+ from favorites$/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      );

      // The page's own box and the header's stay in step.
      const own = page.getByRole('searchbox', { name: 'Search query' });
      await own.fill('ETH');
      await own.press('Enter');
      await expect(page).toHaveURL(/\/search\?query=ETH$/);
      await expect(header).toHaveValue('ETH');

      await openFavorites(page);
      await showAll(page, 'CEX Favorites');
      await expect(
        page
          .getByRole('table', { name: 'CEX Favorites' })
          .getByRole('link', { name: 'Trade BTC perpetuals on the exchange (opens in a new tab)' }),
      ).toBeVisible();
      // The coin's name opens its page in the app, as every token name does.
      await page
        .getByRole('table', { name: 'CEX Favorites' })
        .getByRole('link', { name: 'BTC token page' })
        .click();
      await expect(page).toHaveURL(/\/top-holdings-cex\/BTC$/);
      await pageWasNotReloaded(page);
    });
  });

  test.describe('signed in as the free test user', () => {
    test.use({ signedInAs: 'free' });

    test('a free trader starring a search result lands on /premium, which says why', async ({
      page,
    }) => {
      await page.goto('/about');
      await expectSignedIn(page);
      const header = page.getByRole('searchbox', { name: HEADER_SEARCH });
      await header.fill('BTC');
      await header.press('Enter');
      const results = page.getByRole('table', { name: 'Výsledky' });
      await results
        .getByRole('button', { name: /^Add .+ to favorites$/ })
        .first()
        .click();
      await expect(page).toHaveURL(/\/premium$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Get Premium' })).toBeVisible();
      await expect(
        page.getByText(/^Adding tokens to your favorites is a Premium feature/),
      ).toBeVisible();
      await expect(page.getByText('$100–150 per month')).toBeVisible();
      const question = page.getByRole('button', { name: 'How fast is the data?' });
      await question.focus();
      await page.keyboard.press('Enter');
      await expect(question).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('region', { name: 'How fast is the data?' })).toContainText(
        'at most 1 minute',
      );
    });
  });

  test('signed out, Favorites asks to sign in and Connect Wallet starts the Discord flow', async ({
    page,
  }) => {
    await page.goto('/favorites');
    await expect(
      page.getByRole('heading', { name: 'To setup the alerts you need to be logged' }),
    ).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    const popup = await popupPromise;
    expect(popup.url()).toMatch(/\/api\/oauth2\/authorize\?/);
    await popup.getByRole('radio', { name: TEST_USERS.premium.label }).check();
    await popup.getByRole('button', { name: 'Authorize' }).click();
    await popup.waitForEvent('close');
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'CEX Favorites' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'DEX Favorites' })).toBeVisible();
  });
});
