import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { listedDexSignals, TEST_CONTROL_API } from '../support/test-control.ts';

interface Injected {
  signal: { token: { ticker: string; name: string } };
}

/** The feed once its cards are in and its live stream is connected. */
/** Newest first, so a signal that just landed is at the top (the default order is by score). */
async function openLiveFeed(page: Page): Promise<void> {
  await page.goto('/alpha-feed-dex?order=newest');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.locator('[data-freshness][data-live="connected"]')).toBeVisible();
}

/** A DEX ticker whose token is not on the feed's first card, so its arrival is unmistakable. */
async function tickerOtherThanFirst(page: Page, request: APIRequestContext): Promise<string> {
  const first = (await page.getByRole('article').first().textContent()) ?? '';
  const rows = await listedDexSignals(request);
  const other = rows.find((row) => !first.includes(row.token_name));
  if (!other) throw new Error('every listed signal is of the first card’s token');
  return other.ticker;
}

/** Feed headers count down from 15 seconds to their refresh (spec). */
const COUNTDOWN_SECONDS = 15;

test.describe('live data', () => {
  test.use({ signedInAs: 'premium' });

  test('a signal injected on the API appears on Alpha Feed DEX within 2 s, behind the new pill', async ({
    page,
    request,
  }) => {
    await openLiveFeed(page);
    // A page reload would lose this mark.
    await page.evaluate(() => ((window as { liveMark?: boolean }).liveMark = true));
    const ticker = await tickerOtherThanFirst(page, request);
    // The card's heading names its token; the rest of its text ticks ('2m 0s ago').
    const firstHeading = () => page.getByRole('article').first().getByRole('heading').first();
    const firstBefore = await firstHeading().textContent();

    const made = await request.post(`${TEST_CONTROL_API}/__test/signal`, {
      data: { venue: 'dex', ticker },
    });
    expect(made.status()).toBe(201);
    const { signal } = (await made.json()) as Injected;

    const pill = page.getByRole('button', { name: /^\d+ new$/ });
    await expect(pill).toBeVisible({ timeout: 2_000 });
    // Held back: the card the reader was looking at is still the first.
    expect(await firstHeading().textContent()).toBe(firstBefore);
    // Other specs running alongside inject signals too: the pill may have come for theirs, and
    // ours then waits behind a pill of its own. Show what is held back until ours is there.
    await expect(async () => {
      if (await pill.isVisible()) await pill.click();
      await expect(
        page.getByRole('article').filter({ hasText: signal.token.name }).first(),
      ).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    const newest = await page
      .getByRole('article')
      .evaluateAll((cards) => cards.slice(0, 3).map((card) => card.textContent ?? ''));
    expect(newest.some((text) => text.includes(signal.token.name))).toBe(true);
    // A click shows what the pill held and takes the pill away. The market keeps moving (mock-api
    // advances it every 3 s) and other specs inject signals, so a newer one may bring the pill
    // back before this looks: click that one away too.
    await expect(async () => {
      if (await pill.isVisible()) await pill.click();
      await expect(pill).toBeHidden({ timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    expect(await page.evaluate(() => (window as { liveMark?: boolean }).liveMark)).toBe(true);
  });

  test('the stream outlives its periodic end: it resumes on its own, with no console errors', async ({
    page,
    request,
  }) => {
    await openLiveFeed(page);
    const streams: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/stream') streams.push(r.url());
    });
    // mock-api ends each stream cleanly after a few minutes; the test control ends it now the
    // same way.
    const ended = await request.post(`${TEST_CONTROL_API}/__test/stream/end`);
    expect(ended.ok()).toBe(true);
    await expect.poll(() => streams.length, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(streams[0]).toMatch(/[?&]lastEventId=\d+/);
    await expect(page.locator('[data-freshness][data-live="connected"]')).toBeVisible();
    const ticker = await tickerOtherThanFirst(page, request);
    const made = await request.post(`${TEST_CONTROL_API}/__test/signal`, {
      data: { venue: 'dex', ticker },
    });
    expect(made.status()).toBe(201);
    await expect(page.getByRole('button', { name: /^\d+ new$/ })).toBeVisible({ timeout: 2_000 });
  });

  test("killing the stream shows 'stale', and the countdown refresh still loads data", async ({
    page,
    request,
    consoleGuard,
  }) => {
    // The blocked reconnects are network failures the browser reports.
    consoleGuard.allowNetworkFailures();
    // The page's timers run on a clock the test moves on: the reconnects' back-off and the
    // 15-second countdown are not waited for in real time.
    await page.clock.install();
    await openLiveFeed(page);
    await expect(page.locator('[data-freshness="fresh"]')).toBeVisible();
    await page.route('**/api/stream**', (route) => route.abort());
    const ended = await request.post(`${TEST_CONTROL_API}/__test/stream/end`);
    expect(ended.ok()).toBe(true);

    const down = page.locator('[data-freshness][data-live="down"]');
    await expect
      .poll(
        async () => {
          await page.clock.runFor(1_000);
          return down.isVisible();
        },
        { timeout: 15_000, intervals: [100] },
      )
      .toBe(true);
    await expect(page.getByText('stale', { exact: false }).first()).toBeVisible();

    const refreshed = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/get_dex_alerts' && response.status() === 200,
    );
    await page.clock.runFor((COUNTDOWN_SECONDS + 1) * 1_000);
    expect(((await (await refreshed).json()) as { data: unknown[] }).data.length).toBeGreaterThan(
      0,
    );
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByText(/^Updated (Just now|\d+s ago)/)).toBeVisible();
  });
});
