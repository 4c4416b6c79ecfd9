import { test as base, expect } from '@playwright/test';
import { storageStatePath } from './saved-sign-in.ts';
import type { TestUser } from './sign-in.ts';

/** Console noise the browser itself prints for a request we made fail on purpose. */
const NETWORK_FAILURE = /Failed to load resource|net::ERR_/;

interface ConsoleGuard {
  /** Lets a test that takes a server down accept the browser's own network-failure lines. */
  allowNetworkFailures(): void;
}

/**
 * Every test fails if the page throws an uncaught error or logs a console error: a trader
 * must never meet a white screen, and QA must never meet noise.
 */
export const test = base.extend<{ consoleGuard: ConsoleGuard; signedInAs: TestUser | null }>({
  /**
   * Starts the test already signed in as this test user, from the state the setup project
   * saved (its sign-in through the Discord popup); null starts signed out.
   */
  signedInAs: [null, { option: true }],
  storageState: async ({ signedInAs, storageState }, provide) => {
    await provide(signedInAs ? storageStatePath(signedInAs) : storageState);
  },
  consoleGuard: [
    async ({ page }, use) => {
      const problems: string[] = [];
      let networkFailuresAllowed = false;
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (networkFailuresAllowed && NETWORK_FAILURE.test(text)) return;
        problems.push(`console.error: ${text}`);
      });
      await use({
        allowNetworkFailures: () => {
          networkFailuresAllowed = true;
        },
      });
      expect(problems, 'no uncaught errors or console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
