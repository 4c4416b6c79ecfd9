import type { Locator } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

const NEW_YORK = 'America/New_York';

test.use({ timezoneId: NEW_YORK });

/** 'HH:mm' of an instant on a zone's clock. */
function clockIn(timeZone: string, iso: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

/** The first signal time on the feed that shows its date (the preview's first one is hidden). */
async function firstShownTime(cards: Locator): Promise<{ text: string; iso: string }> {
  const time = cards.locator('time[datetime]').first();
  await expect(time).toBeVisible();
  const iso = (await time.getAttribute('datetime')) ?? '';
  const text = (await time.getAttribute('title')) ?? '';
  return { text, iso };
}

test.describe("'Times in': every time says its zone, and the trader chooses the clock", () => {
  test('Alpha Feed DEX in New York: Prague times by default, New York times once chosen', async ({
    page,
  }) => {
    await page.goto('/alpha-feed-dex');
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();

    const prague = await firstShownTime(cards);
    expect(prague.text).toMatch(/ CES?T$/);
    expect(prague.text).toContain(clockIn('Europe/Prague', prague.iso));

    await page.getByRole('button', { name: 'Settings' }).click();
    const timesIn = page.getByRole('combobox', { name: 'Times in' });
    await timesIn.selectOption({ label: `My time zone (${NEW_YORK})` });

    // The same instant, now on the New York clock, named EST or EDT: on every card at once.
    const newYork = cards.locator('time[datetime]').first();
    await expect(newYork).toHaveAttribute('title', / E[SD]T$/);
    const shown = await firstShownTime(cards);
    expect(shown.text).toContain(clockIn(NEW_YORK, shown.iso));
    await expect(cards.locator('time[title$="CET"], time[title$="CEST"]')).toHaveCount(0);
    await expect(
      cards
        .locator('time[datetime]')
        .filter({ hasText: /\d{2}:\d{2} E[SD]T/ })
        .first(),
    ).toBeVisible();

    // Kept in this browser: a reload still shows New York times.
    await page.reload();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('article').locator('time[datetime]').first()).toHaveAttribute(
      'title',
      / E[SD]T$/,
    );
  });
});
