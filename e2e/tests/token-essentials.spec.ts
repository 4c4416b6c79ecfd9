import type { Page, Route } from '@playwright/test';
import { describeFindings, seriousAxeFindings, settle } from '../support/audit.ts';
import { DATA_ROUTES, PHONE_VIEWPORT } from '../support/data-routes.ts';
import { expect, test } from '../support/fixtures.ts';
import { visitInTurn } from '../support/open-in-app.ts';
import { expectSignedIn } from '../support/sign-in.ts';
import { traderApi } from '../support/trader-api.ts';

/**
 * What scrolls sideways inside `main` (and the page itself): any element whose content is
 * wider than its box and that lets it scroll. Each is named by its tag, role or label.
 */
async function sidewaysScrollers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth + 1) {
      found.push(`the page is ${root.scrollWidth - window.innerWidth}px wider than the window`);
    }
    const main = document.querySelector('main');
    if (!main) return [...found, 'no main'];
    for (const element of [main, ...main.querySelectorAll<HTMLElement>('*')]) {
      const overflow = getComputedStyle(element).overflowX;
      if (overflow !== 'auto' && overflow !== 'scroll') continue;
      if (element.scrollWidth <= element.clientWidth + 1) continue;
      const name =
        element.getAttribute('aria-label') ??
        element.getAttribute('role') ??
        element.className.toString().slice(0, 40);
      found.push(
        `${element.tagName.toLowerCase()} '${name}' scrolls ${element.scrollWidth - element.clientWidth}px sideways`,
      );
    }
    return found;
  });
}

/** Tables of data in `main` (a chart library's own layout table, inside its image, is none). */
const tablesInMain = (page: Page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll('main table')].filter(
        (table) => table.closest('[role="img"]') === null,
      ).length,
  );

/**
 * What breaks the phone layout on the route open at `path`: whatever scrolls sideways, and
 * any table of data left as a table instead of row cards.
 */
async function phoneLayoutProblems(page: Page, path: string): Promise<string[]> {
  await settle(page, path);
  const problems = (await sidewaysScrollers(page)).map((problem) => `${path}: ${problem}`);
  const tables = await tablesInMain(page);
  if (tables > 0) problems.push(`${path}: ${tables} table(s) instead of row cards`);
  return problems;
}

/** Each path in turn on one page (the first loaded, the rest opened in the app). */
async function phoneProblemsOnEach(page: Page, paths: readonly string[]): Promise<string[]> {
  const problems: string[] = [];
  await visitInTurn(page, paths, async (path) => {
    problems.push(...(await phoneLayoutProblems(page, path)));
  });
  return problems;
}

test.describe('token essentials on a phone (390 px): tables are row cards, nothing in main scrolls sideways', () => {
  test.use({ viewport: PHONE_VIEWPORT });

  test('every data route, signed out', async ({ page }) => {
    test.setTimeout(120_000);
    expect(await phoneProblemsOnEach(page, DATA_ROUTES)).toEqual([]);
  });

  test.describe('signed in', () => {
    test.use({ signedInAs: 'premium' });

    test('Favorites, both Influencer Feeds and Search, signed in', async ({ page }) => {
      test.setTimeout(120_000);
      const problems = await phoneProblemsOnEach(page, [
        '/favorites',
        '/influencer-feed-cex',
        '/influencer-feed-dex',
        '/search?query=meme',
      ]);
      await expectSignedIn(page);
      expect(problems).toEqual([]);
    });
  });

  test('a Top row card shows the token, its figures and sparkline, and opens the coin page', async ({
    page,
  }) => {
    await page.goto('/top-holdings-cex');
    await settle(page, '/top-holdings-cex');
    const cards = page.getByRole('list', { name: 'Top Holdings' }).getByRole('listitem');
    await expect(cards).toHaveCount(10);
    const card = cards.filter({ has: page.getByRole('link', { name: /token page$/ }) }).first();
    await expect(
      card.getByRole('img', { name: /^Holdings trend, 30d: (rising|falling|flat)$/ }),
    ).toBeVisible();
    const link = card.getByRole('link', { name: /token page$/ });
    const coin =
      /^(\S+) token page$/.exec((await link.getAttribute('aria-label')) ?? '')?.[1] ?? '';
    // A tap anywhere on the card (here on its figures) opens the coin's page.
    await card.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await card.click({ position: { x: 150, y: 100 } });
    await expect(page).toHaveURL(new RegExp(`/top-holdings-cex/${coin}$`));
  });
});

test.describe('token essentials on a desktop', () => {
  // The calls are held here, in the page: no service worker may answer them instead.
  test.use({ serviceWorkers: 'block' });

  test('the first rows never wait for the sparklines or the logos, whose space is kept', async ({
    page,
  }) => {
    const held: Route[] = [];
    await page.route('**/sparklines', (route) => {
      held.push(route);
    });
    await page.route('**/logos/**', (route) => {
      held.push(route);
    });
    const sparklineCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/sparklines'))
        sparklineCalls.push(request.postData() ?? '');
    });
    await page.goto('/top-accumulations-dex');
    const table = page.getByRole('table', { name: 'Top Accumulations' });
    await expect(table.getByRole('row')).toHaveCount(11, { timeout: 15_000 });
    // Rows are drawn: sparklines wait in their reserved boxes, logos show their initials.
    await expect(table.locator('[data-sparkline="pending"]').first()).toBeVisible();
    await expect(table.locator('[data-token-logo] img[data-loaded]')).toHaveCount(0);
    for (const route of held.splice(0)) await route.continue();
    await page.unroute('**/sparklines');
    await page.unroute('**/logos/**');
    await expect(table.getByRole('img', { name: /^Netflow trend, 24h: / }).first()).toBeVisible();
    // One batched call for the page of rows, never one per row. Polled: the line can be on
    // screen before Playwright has passed the page's request event on to the test.
    await expect.poll(() => sparklineCalls.length).toBe(1);
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect.poll(() => sparklineCalls.length).toBe(2);
  });
});

test.describe('a DEX token from its row to Favorites', () => {
  test.use({ signedInAs: 'premium' });

  test('Top Accumulations DEX → copy the address → the token page → star → Favorites', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const callAsTrader = traderApi(page.request, 'premium');
    await page.goto('/top-accumulations-dex');
    await expectSignedIn(page);
    const table = page.getByRole('table', { name: 'Top Accumulations' });
    await expect(table.getByRole('row')).toHaveCount(11, { timeout: 15_000 });
    // A row further down than the favourites journey of the DEX spec, which stars the first.
    const row = table.getByRole('row').nth(5);
    const pageLink = row.getByRole('link', { name: /token page$/ });
    const [, network = '', address = ''] =
      /^\/token\/dex\/([a-z]+)\/(\w+)$/.exec((await pageLink.getAttribute('href')) ?? '') ?? [];
    expect(address).not.toBe('');
    const name = (await pageLink.textContent()) ?? '';

    const copy = row.getByRole('button', { name: `Copy ${name} contract address` });
    await copy.click();
    // Shown beside the button (and said to screen readers by a live region).
    await expect(row.locator('[data-copy-feedback="copied"]')).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);

    await pageLink.click();
    await expect(page).toHaveURL(new RegExp(`/token/dex/${network}/${address}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
    await expect(page).toHaveTitle(/Token Detail - Flowscope$/);
    const tokenPath = `/token/dex/${network}/${address}`;
    await settle(page, tokenPath);
    const findings = await seriousAxeFindings(page, tokenPath);
    expect(findings, describeFindings(findings)).toEqual([]);
    const token = { token_name: name, address, network };
    try {
      await page.getByRole('button', { name: `Add ${name} to favorites`, exact: true }).click();
      await expect(
        page.getByRole('button', { name: `Remove ${name} from favorites`, exact: true }),
      ).toHaveAttribute('aria-pressed', 'true');

      await page.getByRole('link', { name: 'Favorites', exact: true }).first().click();
      const favourites = page.getByRole('table', { name: 'DEX Favorites' });
      const listed = favourites.getByRole('link', { name: `${name} token page` });
      await expect(listed.first()).toHaveAttribute('href', `/token/dex/${network}/${address}`);
    } finally {
      // Leaves the trader's favourites as they were, whatever happened above.
      await callAsTrader('/remove_from_dex_favorites', token);
    }
  });
});
