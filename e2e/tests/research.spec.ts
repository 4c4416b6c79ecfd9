import type { Page } from '@playwright/test';
import { settle } from '../support/audit.ts';
import { pageOverflow } from '../support/fits-the-screen.ts';
import { expect, test } from '../support/fixtures.ts';
import { expectSignedIn } from '../support/sign-in.ts';
import { traderApi } from '../support/trader-api.ts';

/**
 * The research screens of remote-research, served by `flowscope start` like the other remotes:
 * an influencer's profile, the wallets behind a Top row and a wallet's profile, and the signal
 * track record. These tests only read: following is left to following.spec.ts, which owns the
 * premium test user's follows.
 */

const TRACK_RECORD = '/research/track-record';
const BTC_HOLDERS = '/research/token/cex/BTC/wallets?list=holdings';

/** The most popular CEX influencer, as Manage Following lists them first. */
async function popularCexInfluencer(page: Page): Promise<string> {
  const call = traderApi(page.request, 'premium');
  const { data } = await call<{ data: { twitter_handle: string }[] }>('/get_cex_influencers_list', {
    only_for_user: false,
  });
  const handle = data[0]?.twitter_handle;
  if (!handle) throw new Error('mock-api lists no CEX influencer');
  return handle;
}

const influencerProfile = (handle: string) =>
  `/research/influencer/cex/${encodeURIComponent(handle)}`;

/** A wallet that holds BTC now, the first of the wallets behind the BTC holdings row. */
async function btcHolder(page: Page): Promise<string> {
  const call = traderApi(page.request, 'premium');
  const answer = await call<{ data: { wallets: { wallet: string }[] } }>('/row_wallets', {
    token: { venue: 'cex', coin: 'BTC' },
    list: 'holdings',
  });
  const wallet = answer.data.wallets[0]?.wallet;
  if (!wallet) throw new Error('mock-api lists nobody holding BTC');
  return wallet;
}

/** A key figure's card, named by its label, once its value has come. */
async function expectFigure(page: Page, label: string): Promise<void> {
  const figure = page.getByRole('group', { name: label, exact: true });
  await expect(figure).not.toHaveAttribute('aria-busy', 'true');
  // Label, value and hint, in that order; the value is a figure (or N/A when nothing counts).
  await expect(figure.getByRole('paragraph').nth(1)).toHaveText(/\d|N\/A/);
}

/** A table, named, with at least one row of data (not a placeholder, not the empty text). */
async function expectRows(page: Page, name: string): Promise<void> {
  const table = page.getByRole('table', { name, exact: true });
  await expect(table).toBeVisible();
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  await expect(table.locator('tbody tr').first()).toBeVisible();
}

test.describe('signed in as the premium test user', () => {
  test.use({ signedInAs: 'premium' });

  test("an influencer's profile shows their key figures, PnL curve, positions, trades and Follow", async ({
    page,
  }) => {
    const handle = await popularCexInfluencer(page);
    await page.goto(influencerProfile(handle));
    await expectSignedIn(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Influencer Profile' })).toBeVisible();
    await expect(page).toHaveTitle('Influencer Profile - Flowscope');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb', exact: true })).toContainText(
      'Influencer Profile',
    );

    for (const label of ['PnL', 'Win rate', 'Gain to pain', 'Max drawdown', 'Trades']) {
      await expectFigure(page, label);
    }
    await expect(
      page.getByRole('img', { name: 'Realised PnL over the last 30 days' }),
    ).toBeVisible();
    await expectRows(page, 'Recent trades');
    await expectRows(page, 'Most traded tokens');
    await expect(page.getByRole('table', { name: 'Open positions', exact: true })).toBeVisible();

    // Follow or Following, whichever the trader is now: a button that says which.
    const follow = page.getByRole('button', { name: new RegExp(`^(Un)?follow @${handle}$`, 'i') });
    await expect(follow).toBeEnabled();
    await expect(follow).toHaveAttribute('aria-pressed', /^(true|false)$/);

    // Another period is another address, and the figures follow it.
    await page
      .getByRole('tablist', { name: 'Period' })
      .getByRole('tab', { name: '7 days' })
      .click();
    await expect(page).toHaveURL(`${influencerProfile(handle)}?period=7d`);
    await expect(
      page.getByRole('img', { name: 'Realised PnL over the last 7 days' }),
    ).toBeVisible();
  });

  test("Top Holdings CEX → a row's Long SMW count → the wallets behind it → a wallet's profile with the row's coin in common", async ({
    page,
  }) => {
    await page.goto('/top-holdings-cex');
    await expectSignedIn(page);
    const count = page
      .getByRole('table', { name: 'Top Holdings' })
      .getByRole('link', { name: /^Long SMW: [1-9]\d*, the wallets behind / })
      .first();
    const href = (await count.getAttribute('href')) ?? '';
    const coin = /^\/research\/token\/cex\/([^/]+)\/wallets\?list=holdings$/.exec(href)?.[1] ?? '';
    expect(coin, `the count links to the row's wallets (${href})`).not.toBe('');
    await count.click();
    await expect(page).toHaveURL(href);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Smart-Money Wallets' }),
    ).toBeVisible();
    await expectRows(page, 'Smart-money wallets');
    const wallet = page
      .getByRole('table', { name: 'Smart-money wallets', exact: true })
      .getByRole('link', { name: /^Wallet 0x[0-9a-f]{40}$/i })
      .first();
    const address = ((await wallet.getAttribute('aria-label')) ?? '').replace(/^Wallet /, '');
    await wallet.click();

    await expect(page).toHaveURL(`/research/wallet/${address}?with=cex:${coin}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Wallet Profile' })).toBeVisible();
    await expect(page).toHaveTitle('Wallet Profile - Flowscope');
    await expect(page.getByText(address, { exact: true })).toBeVisible();
    for (const label of ['Holdings', 'Realised PnL', 'Unrealised PnL', 'Win rate']) {
      await expectFigure(page, label);
    }
    // It was listed as holding the coin: its holdings say so, and so do the tokens in common.
    await expectRows(page, 'Holdings');
    const common = page.getByRole('region', { name: 'Tokens in common with the row' });
    await expect(common.getByRole('listitem')).toHaveCount(1);
    await expect(common.getByRole('listitem')).toContainText(decodeURIComponent(coin));
    await expect(common.getByRole('listitem')).toContainText(' now · ');
    await expect(page.getByRole('table', { name: 'Trades', exact: true })).toBeVisible();
  });

  test('an alpha card older than an hour says what the price did after it and opens the track record', async ({
    page,
  }) => {
    await page.goto('/alpha-feed-cex');
    await expectSignedIn(page);
    const outcome = page.locator('[data-signal-outcome]').first();
    await expect(outcome).toContainText(/^Price after 1h [+-]\d/);
    await outcome.getByRole('link', { name: 'Track record' }).click();
    await expect(page).toHaveURL(`${TRACK_RECORD}?venue=cex`);
    const table = page.getByRole('table', { name: 'Track record by score band, CEX' });
    await expect(table).not.toHaveAttribute('aria-busy', 'true');
    await expect(table.locator('tbody tr')).toHaveCount(5);
  });

  test('an address no wallet has says so and offers a way back', async ({ page, consoleGuard }) => {
    // The API's 404 is the answer here; the browser logs it as a failed load.
    consoleGuard.allowNetworkFailures();
    await page.goto(`/research/wallet/0x${'0'.repeat(40)}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Wallet not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Top Accumulations' })).toBeVisible();
  });
});

test('the signal track record gives hit rates and median returns by score band', async ({
  page,
}) => {
  await page.goto(TRACK_RECORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Signal Track Record' })).toBeVisible();
  await expect(page).toHaveTitle('Signal Track Record - Flowscope');
  const cex = page.getByRole('table', { name: 'Track record by score band, CEX' });
  await expect(cex).not.toHaveAttribute('aria-busy', 'true');
  await expect(cex.getByRole('columnheader', { name: 'After 24h' })).toBeVisible();
  await expect(cex.getByRole('columnheader', { name: 'Hit rate' })).toHaveCount(3);
  await expect(cex.getByRole('columnheader', { name: 'Median return' })).toHaveCount(3);
  await expect(cex.locator('tbody tr')).toHaveCount(5);
  await expect(cex.locator('tbody tr').first()).toContainText('Score 90–100');
  await expect(page.getByText(/^[\d,]+ CEX signals in the last 30 days\.$/)).toBeVisible();

  await page.getByRole('tablist', { name: 'Exchange' }).getByRole('tab', { name: 'DEX' }).click();
  await expect(page).toHaveURL(`${TRACK_RECORD}?venue=dex`);
  const dex = page.getByRole('table', { name: 'Track record by score band, DEX' });
  await expect(dex).not.toHaveAttribute('aria-busy', 'true');
  await expect(dex.locator('tbody tr')).toHaveCount(4);
});

test.describe('research screens at 390 px', () => {
  test.use({
    signedInAs: 'premium',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });

  const SCREENS: readonly { title: string; at: (page: Page) => Promise<string> }[] = [
    { title: 'Signal Track Record', at: async () => TRACK_RECORD },
    { title: 'Smart-Money Wallets', at: async () => BTC_HOLDERS },
    {
      title: 'Influencer Profile',
      at: async (page) => influencerProfile(await popularCexInfluencer(page)),
    },
    {
      title: 'Wallet Profile',
      at: async (page) => `/research/wallet/${await btcHolder(page)}?with=cex:BTC`,
    },
  ];

  for (const { title, at } of SCREENS) {
    test(`${title} fits the screen`, async ({ page }) => {
      await page.goto(await at(page));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      // Everything loaded (tables are lists of cards on a phone): nothing busy, no spinner.
      await settle(page, title);
      const overflow = await pageOverflow(page);
      expect(overflow, 'no sideways scrolling of the page').toBeLessThanOrEqual(0);
    });
  }
});
