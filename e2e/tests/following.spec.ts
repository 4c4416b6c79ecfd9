import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { expectSignedIn } from '../support/sign-in.ts';
import { traderApi } from '../support/trader-api.ts';

type Market = 'cex' | 'dex';

/** Screens, and the API paths (under the deployment's /api) each market's follows use. */
const MARKETS = {
  cex: {
    label: 'CEX',
    feed: '/influencer-feed-cex',
    manage: '/influencer-feed-cex/manage-following-influencers',
    list: '/get_cex_influencers_list',
    follow: '/add_to_cex_favorite_influencers',
    unfollow: '/remove_from_cex_favorites_influencers',
  },
  dex: {
    label: 'DEX',
    feed: '/influencer-feed-dex',
    manage: '/influencer-feed-dex/manage-following-influencers',
    list: '/get_dex_influencers_list',
    follow: '/add_to_dex_favorite_influencers',
    unfollow: '/remove_from_dex_influencer_favorites',
  },
} as const;

/**
 * Unfollows everyone the premium test user follows in one market, straight through the API:
 * mock-api keeps follows across tests and runs, so each test starts and ends from none.
 */
async function clearFollows(page: Page, market: Market): Promise<void> {
  const call = traderApi(page.request, 'premium');
  const { data } = await call<{ data: { twitter_handle: string }[] }>(MARKETS[market].list, {
    only_for_user: true,
  });
  for (const row of data) {
    await call(MARKETS[market].unfollow, {
      twitter_handle: row.twitter_handle,
    });
  }
}

/**
 * Clicks a follow button and waits for the server's answer: the button flips at once, but the
 * feed asks the server whose posts to show, so the change must have landed first.
 */
async function pressAndSettle(page: Page, button: Locator, apiPath: string): Promise<void> {
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === `/api${apiPath}` && response.ok(),
  );
  await button.click();
  await answered;
}

/** A marker that only survives in-app navigation: a page reload would drop it. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { flowscopeSameDocument: true }));
}

async function expectSameDocument(page: Page): Promise<void> {
  expect(await page.evaluate(() => 'flowscopeSameDocument' in window)).toBe(true);
}

function sidebarFeedLink(page: Page, market: Market): Locator {
  return page
    .getByRole('navigation', { name: 'Main' })
    .locator(`[data-section="${MARKETS[market].label}"]`)
    .getByRole('link', { name: 'Influencer Feed' });
}

async function openManageFromFeed(page: Page, market: Market): Promise<Locator> {
  await page.getByRole('link', { name: 'Manage Following Influencers' }).click();
  await expect(page).toHaveURL(MARKETS[market].manage);
  const grid = page.getByRole('table', { name: `${MARKETS[market].label} influencers` });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  return grid;
}

/** The author handle ('@name') of every card in the feed. */
async function cardAuthors(page: Page): Promise<string[]> {
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const authors: string[] = [];
  for (const card of await cards.all()) {
    authors.push(
      ((await card.getByRole('link', { name: /^@/ }).first().textContent()) ?? '').trim(),
    );
  }
  return authors;
}

async function followTwoAndSeeThemInTheFeed(page: Page, market: Market): Promise<void> {
  await page.goto('/about');
  await expectSignedIn(page);
  await clearFollows(page, market);
  await markDocument(page);

  await sidebarFeedLink(page, market).click();
  await expect(page.getByText('Showing posts from all influencers')).toBeVisible();
  let grid = await openManageFromFeed(page, market);
  const chosenTab = page.getByRole('tab', { name: /^Your Chosen Influencers \(\d+\)$/ });
  await expect(chosenTab).toHaveText('Your Chosen Influencers (0)');

  // The two most popular influencers (the list's default order).
  const follows = grid.getByRole('button', { name: /^Follow @/ });
  const handles: string[] = [];
  for (let index = 0; index < 2; index += 1) {
    const button = follows.first();
    const handle = ((await button.getAttribute('aria-label')) ?? '').replace(/^Follow @/, '');
    handles.push(handle);
    await pressAndSettle(page, button, MARKETS[market].follow);
    const following = grid.getByRole('button', { name: `Unfollow @${handle}` });
    await expect(following).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(chosenTab).toHaveText('Your Chosen Influencers (2)');

  // The feed, in another remote, follows the choice without a page reload.
  await sidebarFeedLink(page, market).click();
  await expect(page).toHaveURL(MARKETS[market].feed);
  await expect(page.getByText('Showing posts from your chosen influencers')).toBeVisible();
  const stack = page.getByTestId('influencer-avatar-stack');
  for (const handle of handles) {
    await expect(stack.getByRole('img', { name: `@${handle}` })).toBeVisible();
  }
  const authors = await cardAuthors(page);
  for (const author of authors) expect(handles.map((handle) => `@${handle}`)).toContain(author);
  await expectSameDocument(page);

  // Unfollowing both sends the feed back to everyone.
  grid = await openManageFromFeed(page, market);
  await chosenTab.click();
  for (const handle of handles) {
    const button = grid.getByRole('button', { name: `Unfollow @${handle}` });
    await pressAndSettle(page, button, MARKETS[market].unfollow);
  }
  await expect(chosenTab).toHaveText('Your Chosen Influencers (0)');
  await expect(page.getByText("You haven't selected any influencers yet.")).toBeVisible();
  await sidebarFeedLink(page, market).click();
  await expect(page.getByText('Showing posts from all influencers')).toBeVisible();
  await expect(page.getByTestId('influencer-avatar-stack')).toHaveCount(0);
  const everyone = await cardAuthors(page);
  expect(everyone.some((author) => !handles.includes(author.slice(1)))).toBe(true);
  await expectSameDocument(page);
}

test.describe('following influencers narrows the influencer feeds', () => {
  test.use({ signedInAs: 'premium' });

  test.afterEach(async ({ page }) => {
    await clearFollows(page, 'cex');
    await clearFollows(page, 'dex');
  });

  test("CEX: a feed card's handle opens the influencer's profile, Follow there narrows the feed to them", async ({
    page,
  }) => {
    await page.goto('/about');
    await expectSignedIn(page);
    await clearFollows(page, 'cex');
    await sidebarFeedLink(page, 'cex').click();
    await expect(page.getByText('Showing posts from all influencers')).toBeVisible();
    const handleLink = page
      .getByRole('article')
      .first()
      .getByRole('link', { name: /^@\w+$/ });
    const handle = ((await handleLink.textContent()) ?? '').trim().slice(1);
    await handleLink.click();
    await expect(page).toHaveURL(`/research/influencer/cex/${handle}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Influencer Profile' })).toBeVisible();

    const follow = page.getByRole('button', { name: `Follow @${handle}` });
    await expect(follow).toBeEnabled();
    await pressAndSettle(page, follow, MARKETS.cex.follow);
    await expect(page.getByRole('button', { name: `Unfollow @${handle}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await sidebarFeedLink(page, 'cex').click();
    await expect(page.getByText('Showing posts from your chosen influencers')).toBeVisible();
    const authors = await cardAuthors(page);
    expect(new Set(authors)).toEqual(new Set([`@${handle}`]));
  });

  for (const market of ['cex', 'dex'] as const) {
    test(`${MARKETS[market].label}: follow two on the manage page, the feed shows only theirs, unfollow both and it is back to all`, async ({
      page,
    }) => {
      await followTwoAndSeeThemInTheFeed(page, market);
    });
  }
});
