import type { Page } from '@playwright/test';
import { settle } from '../support/audit.ts';
import { DATA_ROUTES, PHONE_VIEWPORT } from '../support/data-routes.ts';
import { expect, test } from '../support/fixtures.ts';
import { recordedShifts, recordLayoutShifts, totalShift } from '../support/layout-shift.ts';

/** The bound: Lighthouse counts a page "good" at 0.1; Flowscope holds half of that. */
const MAX_LAYOUT_SHIFT = 0.05;
/** What arrives after the first rows (icons, counters, the 'Updated' line) has landed by then. */
const QUIET_AFTER_LOAD_MS = 1_500;

/**
 * Lighthouse's phone is 412 px wide: there the Top Holdings header's Refresh and Learn More
 * fitted beside the title only once the Refresh button stopped loading (its spinner had
 * widened it), and the whole table moved up.
 */
const RUNS = [
  { viewport: PHONE_VIEWPORT, paths: DATA_ROUTES },
  { viewport: { width: 412, height: 823 }, paths: ['/top-holdings-cex', '/top-holdings-dex'] },
] as const;

for (const { viewport, paths } of RUNS) {
  test.describe(`layout shift on a ${viewport.width} px phone, signed out`, () => {
    test.use({ viewport });

    for (const path of paths) {
      test(`${path} keeps its layout still while it loads (CLS <= ${MAX_LAYOUT_SHIFT})`, async ({
        page,
      }) => {
        await recordLayoutShifts(page);
        await page.goto(path);
        await settle(page, path);
        await page.waitForTimeout(QUIET_AFTER_LOAD_MS);

        const shifts = await recordedShifts(page);
        const detail = shifts
          .map((shift) => `${shift.value.toFixed(4)} at ${shift.at} ms: ${shift.moved.join(', ')}`)
          .join('\n');
        expect(totalShift(shifts), `layout shifts of ${path}:\n${detail}`).toBeLessThanOrEqual(
          MAX_LAYOUT_SHIFT,
        );
      });
    }
  });
}

/**
 * The cards of the feed whose content the browser lays out and paints now (a card skipped by
 * content-visibility: auto is itself a box; what it holds is not drawn).
 */
async function drawnCards(page: Page): Promise<{ drawn: number; total: number }> {
  return page.locator('article').evaluateAll((cards) => ({
    drawn: cards.filter((card) =>
      card.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }),
    ).length,
    total: cards.length,
  }));
}

test.describe('a feed on a phone, signed out', () => {
  test.use({ viewport: PHONE_VIEWPORT });

  test('lays out only the cards near the screen, and the others as they are scrolled to', async ({
    page,
  }) => {
    await page.goto('/alpha-feed-cex');
    await settle(page, '/alpha-feed-cex');
    const cards = page.locator('article');
    await expect(cards.first()).toBeVisible();

    const first = await drawnCards(page);
    expect(first.total, 'the feed shows a page of cards').toBeGreaterThanOrEqual(10);
    expect(first.drawn, 'the cards on and near the screen are drawn').toBeGreaterThan(0);
    expect(first.drawn, 'the cards far below the screen are not drawn yet').toBeLessThan(
      first.total / 2,
    );

    const last = cards.last();
    await last.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        last.evaluate((card) =>
          card.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }),
        ),
      )
      .toBe(true);
    await expect(last.getByRole('link').first()).toBeVisible();
  });
});
