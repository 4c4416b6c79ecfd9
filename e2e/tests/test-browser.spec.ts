import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import {
  CHROMIUM_ARGS,
  HEADLESS_SHELL,
  SHORT_PAGE_JS_FLAGS,
  testBrowserExecutable,
} from '../support/env.ts';

const DISABLE_FEATURES = '--disable-features=';

/** The command lines of the browsers this test worker launched (Playwright talks over a pipe). */
function launchedBrowserCommandLines(): string[][] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        // The fields after the parenthesised name: state, then the parent's pid.
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        if (parent !== process.pid) return [];
        const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
        return args.includes('--remote-debugging-pipe') ? [args] : [];
      } catch {
        // The process ended while the list was read.
        return [];
      }
    });
}

/**
 * The suite's time rests on its browser: the headless shell when the machine has it, and no
 * browser UI in any case (a window that preloads UI of its own costs a renderer and a
 * CPU-second per test, support/env.ts); the flag that turns that UI off must keep every
 * feature Playwright itself turns off (Chromium reads only the last such flag).
 */
test.describe('the test browser', () => {
  test('is the headless shell when the machine has it', ({ browser }) => {
    expect(browser.isConnected()).toBe(true);
    test.skip(
      testBrowserExecutable() !== HEADLESS_SHELL,
      'another browser was asked for, or the machine has no headless shell',
    );
    test.skip(process.platform !== 'linux', 'reads the browser command line from /proc');
    expect(launchedBrowserCommandLines().flat()).toContain(HEADLESS_SHELL);
  });

  test('a new window starts no browser UI of its own', async ({ browser, page }) => {
    await page.goto('about:blank');
    const session = await browser.newBrowserCDPSession();
    const { targetInfos } = await session.send('Target.getTargets');
    expect(targetInfos.filter((target) => target.type === 'browser_ui')).toEqual([]);
  });

  test('keeps every feature Playwright disables disabled', async ({ browser }) => {
    expect(browser.isConnected()).toBe(true);
    test.skip(process.platform !== 'linux', 'reads the browser command line from /proc');
    const [commandLine] = launchedBrowserCommandLines();
    const lists = (commandLine ?? [])
      .filter((each) => each.startsWith(DISABLE_FEATURES))
      .map((each) => each.slice(DISABLE_FEATURES.length).split(','));
    // Playwright's own flag comes first, the suite's last; the last is the one that counts.
    expect(lists.length).toBeGreaterThanOrEqual(2);
    const [playwrights, ...rest] = lists;
    const effective = rest.at(-1) ?? [];
    const onLinux = playwrights?.filter((feature) => !/^ms|Win$/.test(feature)) ?? [];
    expect(onLinux.filter((feature) => !effective.includes(feature))).toEqual([]);
  });

  test("stops at V8's baseline compiler, which the measuring scripts never do", ({ browser }) => {
    expect(browser.isConnected()).toBe(true);
    test.skip(process.platform !== 'linux', 'reads the browser command line from /proc');
    const [commandLine] = launchedBrowserCommandLines();
    expect(commandLine?.filter((each) => each.startsWith('--js-flags='))).toEqual([
      SHORT_PAGE_JS_FLAGS,
    ]);
    expect(CHROMIUM_ARGS.filter((each) => each.startsWith('--js-flags='))).toEqual([]);
  });
});
