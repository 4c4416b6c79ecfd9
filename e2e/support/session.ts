import type { Page } from '@playwright/test';

const TEST_TRADER = {
  id: '123456789012345678',
  username: 'e2e_trader',
  email: null,
  avatar: null,
  globalName: 'E2E Trader',
  verified: true,
  provider: 'discord' as const,
};

/** Puts a saved login in local storage before the app starts, as a returning trader has. */
export async function seedSavedLogin(page: Page, expiresInMs = 3_600_000): Promise<void> {
  await page.addInitScript(
    ({ user, expiresInMs }) => {
      window.localStorage.setItem(
        'flowscope.auth',
        JSON.stringify({
          user,
          tokens: {
            accessToken: 'e2e-access-token',
            refreshToken: 'e2e-refresh-token',
            expiresAt: Date.now() + expiresInMs,
            tokenType: 'Bearer',
          },
        }),
      );
    },
    { user: TEST_TRADER, expiresInMs },
  );
}
