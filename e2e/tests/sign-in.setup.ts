import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { expect, test as setup } from '../support/fixtures.ts';
import { storageStatePath } from '../support/saved-sign-in.ts';
import { signInThroughPopup, TEST_USERS, type TestUser } from '../support/sign-in.ts';

/**
 * Signs each test user in once, the way a trader does, and keeps the browser state for the
 * specs that start signed in (`test.use({ signedInAs })`).
 */
for (const user of Object.keys(TEST_USERS) as TestUser[]) {
  setup(`sign in as the ${user} test user`, async ({ page }) => {
    await page.goto('/about');
    await signInThroughPopup(page, user);
    const saved = await page.evaluate(() => localStorage.getItem('flowscope.auth'));
    expect(saved).toContain(TEST_USERS[user].id);
    const path = storageStatePath(user);
    mkdirSync(dirname(path), { recursive: true });
    await page.context().storageState({ path });
  });
}
