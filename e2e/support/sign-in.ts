import type { Page } from '@playwright/test';

export const TEST_USERS = {
  premium: { id: '180000000000000001', username: 'flowscope_premium', label: /Premium Trader/ },
  free: { id: '180000000000000002', username: 'flowscope_free', label: /Free Trader/ },
} as const;

export type TestUser = keyof typeof TEST_USERS;

/** Signs in the way a trader does: the header button, the Discord popup, Authorize. */
export async function signInThroughPopup(page: Page, user: TestUser = 'premium'): Promise<void> {
  const popupPromise = page.waitForEvent('popup');
  // The header's button: a locked feed offers its own 'Sign in with Discord' too.
  await page.getByRole('banner').getByRole('button', { name: 'Sign in with Discord' }).click();
  const popup = await popupPromise;
  await popup.getByRole('radio', { name: TEST_USERS[user].label }).check();
  await popup.getByRole('button', { name: 'Authorize' }).click();
  await popup.waitForEvent('close');
  await page.getByRole('button', { name: 'Logout' }).waitFor();
}

/** The header shows a signed-in trader (a test that starts from a saved sign-in checks it). */
export async function expectSignedIn(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Logout' }).waitFor();
}
