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

  test('cancel in the popup leaves the visitor signed out; the header only logs it', async ({
    page,
  }) => {
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    await page.goto('/about');
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Sign in with Discord' }).click();
    const popup = await popupPromise;
    await popup.getByRole('button', { name: 'Cancel' }).click();
    await popup.waitForEvent('close');
    await expect(page.getByRole('button', { name: 'Sign in with Discord' })).toBeEnabled();
    // Spec §8: header sign-in failures are only logged; no red 'Login Failed' toast.
    await expect.poll(() => logged.some((text) => text.includes('sign-in failed'))).toBe(true);
    await expect(page.getByText('Login Failed')).toHaveCount(0);
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

  test('a session the server rejects ends after one failed refresh, with Session Expired', async ({
    page,
    consoleGuard,
  }) => {
    // The browser logs the API's 401 answers as failed resources; they are the point here.
    consoleGuard.allowNetworkFailures();
    const refreshes: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/auth/discord/refresh')) refreshes.push(request.url());
    });
    // A saved login that looks good for days, with tokens mock-api never issued.
    await seedSavedLogin(page, 7 * 86_400_000);
    await page.goto('/about');
    await expect(page.getByText('Session Expired')).toBeVisible();
    await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in with Discord' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('flowscope.auth'))).toBeNull();
    expect(refreshes).toHaveLength(1);
  });

  test("the callback page never shows the link's error_description", async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    const phishing = 'Your account is locked. Call +1 555 0100 now';
    await page.goto(
      `/auth/discord/callback?error=access_denied&error_description=${encodeURIComponent(phishing)}`,
    );
    // The page's own error line (a 'Login Failed' notification says the same).
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Sign-in failed: Discord OAuth error: access_denied' }),
    ).toBeVisible();
    await expect(page.getByText('555')).toHaveCount(0);
    expect(logged.some((text) => text.includes('OAuth error'))).toBe(true);
  });

  test("the callback page without a code says 'Missing authorization code parameter'", async ({
    page,
  }) => {
    await page.goto('/auth/discord/callback?state=abc');
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Sign-in failed: Missing authorization code parameter' }),
    ).toBeVisible();
    await expect(page.getByRole('alert', { name: 'Login Failed' })).toContainText(
      'Missing authorization code parameter',
    );
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
