import { expect, test } from '@playwright/test';

const DISABLE_FEATURES = '--disable-features=';

/**
 * The suite's time rests on its browser: a window that preloads browser UI of its own costs
 * a renderer and a CPU-second per test (support/env.ts), and the flag that turns it off must
 * keep every feature Playwright itself turns off (Chromium reads only the last such flag).
 */
test.describe('the test browser', () => {
  test('a new window starts no browser UI of its own', async ({ browser, page }) => {
    await page.goto('about:blank');
    const session = await browser.newBrowserCDPSession();
    const { targetInfos } = await session.send('Target.getTargets');
    expect(targetInfos.filter((target) => target.type === 'browser_ui')).toEqual([]);
  });

  test('keeps every feature Playwright disables disabled', async ({ page }) => {
    await page.goto('chrome://version');
    const commandLine = (await page.locator('#command_line').textContent()) ?? '';
    const lists = commandLine
      .split(/\s+/)
      .filter((each) => each.startsWith(DISABLE_FEATURES))
      .map((each) => each.slice(DISABLE_FEATURES.length).split(','));
    // Playwright's own flag comes first, the suite's last; the last is the one that counts.
    expect(lists.length).toBeGreaterThanOrEqual(2);
    const [playwrights, ...rest] = lists;
    const effective = rest.at(-1) ?? [];
    const onLinux = playwrights?.filter((feature) => !/^ms|Win$/.test(feature)) ?? [];
    expect(onLinux.filter((feature) => !effective.includes(feature))).toEqual([]);
  });
});
