import { expect, test } from '../support/fixtures.ts';
import { seedSavedLogin } from '../support/session.ts';
import { signInThroughPopup, TEST_USERS } from '../support/sign-in.ts';

test.describe('Discord sign-in', () => {
  test('signs in through the popup, keeps the session on reload, and logs out cleanly', async ({
    page,
  }) => {
    await page.goto('/about');
    await signInThroughPopup(page, 'premium');
    await expect(page.getByText('Login Successful')).toBeVisible();
    await expect(page.getByText(`Welcome back, ${TEST_USERS.premium.username}!`)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('flowscope.auth'))).toContain(
      TEST_USERS.premium.id,
    );

    await page.reload();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('button', { name: 'Sign in with Discord' })).toBeVisible();
    await expect(page.getByText('You have been successfully logged out.')).toBeVisible();
    const leftovers = await page.evaluate(() => ({
      saved: localStorage.getItem('flowscope.auth'),
      oauth: Object.keys(sessionStorage).filter((key) => key.startsWith('flowscope.oauth')),
    }));
    expect(leftovers).toEqual({ saved: null, oauth: [] });
  });

  test('cancel in the popup leaves the visitor signed out with a clear message', async ({
    page,
  }) => {
    await page.goto('/about');
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Sign in with Discord' }).click();
    const popup = await popupPromise;
    await popup.getByRole('button', { name: 'Cancel' }).click();
    await popup.waitForEvent('close');
    await expect(page.getByText('Login Failed')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in with Discord' })).toBeEnabled();
    expect(await page.evaluate(() => localStorage.getItem('flowscope.auth'))).toBeNull();
  });

  test('a tampered state is rejected as a possible CSRF attack', async ({ page }) => {
    await page.goto('/about');
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Sign in with Discord' }).click();
    const popup = await popupPromise;
    await popup.locator('input[name="state"]').evaluate((input: HTMLInputElement) => {
      input.value = 'f'.repeat(64);
    });
    await popup.getByRole('button', { name: 'Authorize' }).click();
    await popup.waitForEvent('close');
    await expect(page.getByText('Invalid OAuth state. Possible CSRF attack.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in with Discord' })).toBeVisible();
  });

  test('an expired saved login is discarded at start', async ({ page }) => {
    await seedSavedLogin(page, -60_000);
    await page.goto('/about');
    await expect(page.getByRole('button', { name: 'Sign in with Discord' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('flowscope.auth'))).toBeNull();
  });
});

test.describe('Discord sign-in on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('uses the full-page redirect and returns to where the trader was', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Sign in with Discord' }).click();
    await page.getByRole('radio', { name: TEST_USERS.free.label }).check();
    await page.getByRole('button', { name: 'Authorize' }).click();
    await expect(page).toHaveURL(/\/auth\/discord\/callback\?/);
    await expect(page.getByText('You are signed in. Taking you back…')).toBeVisible();
    await expect(page).toHaveURL(/\/about$/, { timeout: 10_000 });
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  });
});
