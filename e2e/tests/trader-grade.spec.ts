import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { signInThroughPopup } from '../support/sign-in.ts';

const RELATIVE_TIME = /^(Just now|\d+s ago|\d+m \d+s ago|\d+h ago)$/;

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return box;
}

function overlaps(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Tab presses until `target` has focus, or a limit; returns whether it got there. */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<boolean> {
  for (let step = 0; step < limit; step += 1) {
    if (await target.evaluate((node) => node === document.activeElement)) return true;
    await page.keyboard.press('Tab');
  }
  return false;
}

test.describe('trader-grade details', () => {
  test('toasts leave the header controls uncovered', async ({ page }) => {
    await page.goto('/about');
    await signInThroughPopup(page, 'premium');
    const toast = page.getByRole('status', { name: 'Login Successful' });
    await expect(toast).toBeVisible();
    const toastBox = await boxOf(toast);
    const header = page.getByRole('banner');
    for (const control of [
      header.getByRole('button', { name: 'Logout' }),
      header.getByRole('button', { name: 'Notifications' }),
      header.getByRole('button', { name: /Switch to (light|dark) theme/ }),
      header.getByRole('link', { name: 'Favorites' }),
    ]) {
      expect(overlaps(toastBox, await boxOf(control))).toBe(false);
    }
  });

  test('a feed shows honest relative times and a Refresh whose name does not tick', async ({
    page,
  }) => {
    await page.goto('/alpha-feed-cex');
    const refresh = page.getByRole('button', { name: 'Refresh', exact: true });
    await expect(refresh).toBeVisible();
    const card = page.getByRole('article').nth(1);
    const time = card.locator('time');
    await expect(time).toBeVisible();
    const relative = (await time.locator('span').last().textContent()) ?? '';
    const instant = Date.parse((await time.getAttribute('datetime')) ?? '');
    // Never in the future, at most a day old (the feed's window), and said in the spec's words.
    expect(instant).toBeLessThanOrEqual(Date.now() + 60_000);
    expect(Date.now() - instant).toBeLessThanOrEqual(24 * 3_600_000 + 60_000);
    expect(relative).toMatch(RELATIVE_TIME);
    // The count runs on while the name stays 'Refresh'.
    const before = await refresh.textContent();
    await expect.poll(() => refresh.textContent(), { timeout: 3000 }).not.toBe(before);
    await expect(refresh).toHaveAccessibleName('Refresh');
  });

  test('a filter change keeps the rows on screen, dimmed, until the new ones arrive', async ({
    page,
  }) => {
    await page.goto('/top-accumulations');
    const grid = page.getByRole('table', { name: 'Top Accumulations' });
    await expect(grid.getByRole('row')).toHaveCount(11);
    await expect(page.getByText(/^Updated /)).toBeVisible();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/cex_top_accumulations', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('tab', { name: '7d', exact: true }).click();
    await expect(page.getByRole('progressbar', { name: 'Loading data' })).toBeVisible();
    await expect(grid).toHaveAttribute('aria-busy', 'true');
    await expect(grid.getByRole('row')).toHaveCount(11);
    await expect(page.getByText(/^Updated /)).toBeVisible();
    release();
    await expect(grid).not.toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('progressbar', { name: 'Loading data' })).toHaveCount(0);
  });

  test('Remove keeps keyboard focus in the table', async ({ page }) => {
    await page.goto('/top-accumulations');
    const grid = page.getByRole('table', { name: 'Top Accumulations' });
    const removes = grid.getByRole('button', { name: /^Remove .* from this list$/ });
    await expect(removes.first()).toBeVisible();
    const first = removes.first();
    const name = await first.getAttribute('aria-label');
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(grid.getByRole('button', { name: name ?? '' })).toHaveCount(0);
    await expect(removes.first()).toBeFocused();
    // Leave the list as it was for the next test.
    await page.getByRole('button', { name: 'Show removed' }).click();
  });
});

test.describe('trader-grade details at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('the mobile menu keeps focus inside and gives it back to Menu', async ({ page }) => {
    await page.goto('/about');
    const bar = page.getByRole('navigation', { name: 'Mobile' });
    const menuButton = bar.getByRole('button', { name: 'Menu' });
    await menuButton.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    for (let step = 0; step < 40; step += 1) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(() => {
        const active = document.activeElement;
        return Boolean(active?.closest('#mobile-menu, nav[aria-label="Mobile"]'));
      });
      expect(inside, `focus stays in the menu after ${step + 1} Tab presses`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(bar.getByRole('button', { name: 'Menu' })).toBeFocused();
  });

  test('the header is short, the filters fold away and the date picker fits the screen', async ({
    page,
  }) => {
    await page.goto('/top-accumulations');
    // Below 640 px the table's rows are cards.
    await expect(page.getByRole('list', { name: 'Top Accumulations' })).toBeVisible();
    expect((await boxOf(page.getByRole('banner'))).height).toBeLessThanOrEqual(96);
    const minCap = page.getByLabel('Min market cap');
    await expect(minCap).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Filters' });
    await toggle.click();
    await expect(minCap).toBeVisible();
    await page.getByRole('button', { name: 'Otevřít kalendář' }).click();
    const calendar = page.getByRole('dialog', { name: 'Custom date range' });
    await expect(calendar.getByRole('grid')).toHaveCount(1);
    const box = await boxOf(calendar);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(box.y + box.height).toBeLessThanOrEqual(740);
    // Tab walks the calendar's own controls and stays in it until it is closed.
    expect(await tabTo(page, calendar.getByRole('button', { name: 'Zavřít' }))).toBe(true);
    for (let step = 0; step < 4; step += 1) {
      await page.keyboard.press('Tab');
      // The focus manager hands focus on from its guard a moment later: poll for it.
      await expect
        .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role=dialog]'))))
        .toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(calendar).toBeHidden();
  });
});
