import { pageOverflow } from '../support/fits-the-screen.ts';
import { expect, test } from '../support/fixtures.ts';

test.describe('shell', () => {
  test('the header search trims the text and goes to /search', async ({ page }) => {
    await page.goto('/about');
    const search = page.getByRole('searchbox', { name: 'Search Tokens, CA, Keyword...' });
    await search.fill('   real world assets  ');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/search\?query=real\+world\+assets$/);
    await expect(page).toHaveTitle('Search - Flowscope');
  });

  test('the tips popover explains search and runs an example', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Search Engine Tips' }).click();
    const tips = page.getByRole('dialog', { name: 'Search Engine Tips' });
    await expect(tips).toBeVisible();
    await expect(tips).toContainText('OR');
    for (const example of [
      'Tokens in partnership with Nvidia',
      'Real world assets',
      'BTC',
      'Meme projects focused on cats',
    ]) {
      await expect(tips.getByRole('button', { name: example })).toBeVisible();
    }
    // No docs site configured: the app's own page on search.
    await expect(tips.getByRole('link', { name: 'Learn more' })).toHaveAttribute(
      'href',
      '/docs/search',
    );
    await tips.getByRole('button', { name: 'Close' }).click();
    await expect(tips).toBeHidden();

    await page.getByRole('button', { name: 'Search Engine Tips' }).click();
    await page
      .getByRole('dialog', { name: 'Search Engine Tips' })
      .getByRole('button', { name: 'Meme projects focused on cats' })
      .click();
    await expect(page).toHaveURL(/\/search\?query=Meme\+projects\+focused\+on\+cats$/);
  });

  test('the star goes to favourites and the breadcrumb follows the route', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('link', { name: 'Favorites', exact: true }).first().click();
    await expect(page).toHaveURL(/\/favorites$/);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(crumbs).toContainText('Favorites');
  });

  test('sidebar groups expand and collapse and mark the current page', async ({ page }) => {
    await page.goto('/top-holdings-dex');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const dex = nav.getByRole('button', { name: 'DEX' });
    await expect(dex).toHaveAttribute('aria-expanded', 'true');
    await expect(
      nav.locator('[data-section="DEX"]').getByRole('link', { name: 'Top Holdings' }),
    ).toHaveAttribute('aria-current', 'page');
    await dex.click();
    await expect(dex).toHaveAttribute('aria-expanded', 'false');
    await expect(
      nav.locator('[data-section="DEX"]').getByRole('link', { name: 'Top Holdings' }),
    ).toBeHidden();
    await dex.click();
    await expect(
      nav.locator('[data-section="DEX"]').getByRole('link', { name: 'Alpha Feed' }),
    ).toBeVisible();
    for (const label of ['Dashboard', 'Narratives', 'Favorites', 'Get Premium']) {
      await expect(nav.getByRole('link', { name: label })).toBeVisible();
    }
  });

  test('the theme toggle switches light and dark and is remembered', async ({ page }) => {
    await page.goto('/about');
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const dark = await background();
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect.poll(background).not.toBe(dark);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect.poll(background).toBe(dark);
  });

  test('header and sidebar work from the keyboard alone', async ({ page }) => {
    await page.goto('/about');
    // Start from a settled page: the shell rendered, nothing focused yet.
    await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    // Walk forward until the sidebar's CEX group toggle has focus, then use it.
    const cex = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'CEX' });
    for (
      let step = 0;
      step < 25 && !(await cex.evaluate((node) => node === document.activeElement));
      step += 1
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(cex).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(cex).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(
      page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Influencer Feed' })
        .first(),
    ).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/influencer-feed-cex$/);

    const search = page.getByRole('searchbox', { name: 'Search Tokens, CA, Keyword...' });
    await search.focus();
    await page.keyboard.type('BTC');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?query=BTC$/);
  });
});

test.describe('mobile layout at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('bottom bar, full-screen menu and premium banner', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const bar = page.getByRole('navigation', { name: 'Mobile' });
    await expect(bar.getByRole('link', { name: 'Top Holdings' })).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Premium' })).toBeVisible();

    const banner = page.getByRole('link', { name: /Get More/ });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('Access all features and track your favorites tokens.');
    await expect(banner).toContainText('7 Days');

    const menuButton = bar.getByRole('button', { name: 'Menu' });
    await menuButton.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Alpha Feed' }).first().click();
    await expect(page).toHaveURL(/\/alpha-feed-cex$/);
    await expect(menu).toBeHidden();

    await bar.getByRole('button', { name: 'Menu' }).click();
    await expect(menu).toBeVisible();
    await bar.getByRole('button', { name: 'Close' }).click();
    await expect(menu).toBeHidden();

    const overflow = await pageOverflow(page);
    expect(overflow, 'no horizontal scrolling at 375 px').toBeLessThanOrEqual(0);
  });

  test('a swipe left closes the menu', async ({ page }) => {
    await page.goto('/about');
    await page
      .getByRole('navigation', { name: 'Mobile' })
      .getByRole('button', { name: 'Menu' })
      .click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await menu.dispatchEvent('touchstart', {
      touches: [{ identifier: 1, clientX: 300, clientY: 300 }],
    });
    await menu.dispatchEvent('touchend', {
      changedTouches: [{ identifier: 1, clientX: 200, clientY: 305 }],
      touches: [],
    });
    await expect(menu).toBeHidden();
  });
});
