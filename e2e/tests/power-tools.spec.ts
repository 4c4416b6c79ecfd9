import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

async function rowsOf(page: Page, table: string): Promise<Locator> {
  const grid = page.getByRole('table', { name: table });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  return grid;
}

/** The Token column's texts of the rows on screen, read in one go. */
async function tokenNames(grid: Locator): Promise<string[]> {
  const headers = await grid.getByRole('columnheader').allTextContents();
  const tokenColumn = headers.findIndex((text) => text.startsWith('Token'));
  const cells = await grid.locator(`tbody tr td:nth-child(${tokenColumn + 1})`).allInnerTexts();
  // The cell draws the icon's letters before the name; the name is its last line.
  return cells.map((text) => text.trim().split('\n').at(-1)?.trim() ?? '');
}

/** A minimal RFC 4180 reader for the export: quoted cells may hold commas and quotes. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  for (const line of text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')) {
    const cells: string[] = [];
    for (const match of line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)) {
      const cell = match[1] ?? '';
      cells.push(cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell);
    }
    records.push(cells);
  }
  return records;
}

test.describe('power tools', () => {
  test('Export CSV on Top Holdings CEX saves every row of the filtered, sorted list', async ({
    page,
  }) => {
    await page.goto('/top-holdings-cex');
    const grid = await rowsOf(page, 'Top Holdings');
    // The whole list on one page, then the filter (applied 500 ms after the last key).
    await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('100');
    await expect.poll(async () => (await tokenNames(grid)).length).toBeGreaterThan(10);
    const all = await tokenNames(grid);
    await page.getByLabel('Search', { exact: true }).fill('a');
    await expect
      .poll(async () => (await tokenNames(grid)).every((name) => /a/i.test(name)))
      .toBe(true);
    const filtered = await tokenNames(grid);
    expect(filtered.length, 'the filter leaves more than one page of rows').toBeGreaterThan(10);
    expect(filtered.length, 'the filter leaves some rows out').toBeLessThan(all.length);

    // Back to 10 a page: the export still holds every page.
    await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('10');
    await expect(grid.locator('tbody tr')).toHaveCount(10);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV of Top Holdings' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(
      /^top-holdings-cex-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}\.csv$/,
    );
    const path = await file.path();
    const [header, ...records] = parseCsv(await readFile(path, 'utf8'));
    expect(header).toEqual(expect.arrayContaining(['#', 'Token', 'SMW Flow', 'Holdings']));
    const column = (label: string) => (header ?? []).indexOf(label);
    expect(records.map((record) => record[column('Token')])).toEqual(filtered);
    expect(records.map((record) => record[column('#')])).toEqual(
      filtered.map((_name, index) => String(index + 1)),
    );
    // Raw numbers, not '$1.2M'.
    for (const record of records) {
      expect(record[column('Holdings')]).toMatch(/^-?\d+(\.\d+)?$/);
    }
  });

  test('hotkeys on a data screen: 1 picks 4h, j focuses a row, ? lists the shortcuts', async ({
    page,
  }) => {
    await page.goto('/top-accumulations');
    const grid = await rowsOf(page, 'Top Accumulations');
    await page.keyboard.press('1');
    await expect(page).toHaveURL(/period=4h/);
    await page.keyboard.press('j');
    await expect(grid.locator('tbody tr').first()).toBeFocused();
    await page.keyboard.press('Shift+?');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('Ctrl-K, type BTC, Enter opens the token page', async ({ page }) => {
    await page.goto('/top-accumulations');
    await rowsOf(page, 'Top Accumulations');
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    const field = palette.getByRole('combobox', { name: 'Search screens, tokens and actions' });
    await expect(field).toBeFocused();
    await field.pressSequentially('BTC');
    const tokens = palette.getByRole('group', { name: 'Tokens' });
    await expect(tokens.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await expect(tokens.getByRole('option').first()).toContainText('BTC');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/top-holdings-cex\/BTC$/);
    await expect(palette).toBeHidden();
  });

  test('on Top Accumulations DEX two hidden columns stay hidden after a reload', async ({
    page,
  }) => {
    await page.goto('/top-accumulations-dex');
    const grid = await rowsOf(page, 'Top Accumulations');
    const header = (label: string) =>
      grid.getByRole('columnheader', { name: new RegExp(`^${label}`) });
    await expect(header('Ticker')).toHaveCount(1);
    await page.getByRole('button', { name: 'Columns' }).click();
    const menu = page.getByRole('dialog', { name: /^Columns of / });
    await menu.getByRole('checkbox', { name: 'Ticker' }).uncheck();
    await menu.getByRole('checkbox', { name: 'Wallets' }).uncheck();
    await page.keyboard.press('Escape');
    await expect(header('Ticker')).toHaveCount(0);
    await expect(header('Wallets')).toHaveCount(0);

    await page.reload();
    await rowsOf(page, 'Top Accumulations');
    await expect(header('Token')).toHaveCount(1);
    await expect(header('Ticker')).toHaveCount(0);
    await expect(header('Wallets')).toHaveCount(0);
  });

  test('hotkeys on Alpha Feed DEX: j moves between cards, r refreshes, ? lists the keys', async ({
    page,
  }) => {
    await page.goto('/alpha-feed-dex');
    const cards = page.getByRole('article');
    await expect(cards.nth(1)).toBeVisible();
    await page.keyboard.press('j');
    await expect(cards.first()).toBeFocused();
    await page.keyboard.press('j');
    await expect(cards.nth(1)).toBeFocused();
    await page.keyboard.press('k');
    await page.keyboard.press('j');
    await expect(cards.nth(1)).toBeFocused();

    // 'r' refreshes at once, like the Refresh button: a new call and the countdown starts over.
    // Other tests add signals meanwhile, so the card is followed by its title, not its place.
    const focusedCard = () =>
      page.evaluate(() => {
        const card = document.activeElement?.closest('article');
        if (!card) return null;
        const titleId = card.getAttribute('aria-labelledby');
        return {
          title: (titleId && document.getElementById(titleId)?.textContent) || null,
          index: [...document.querySelectorAll('article')].indexOf(card),
        };
      });
    const onCard = await focusedCard();
    expect(onCard?.title).toBeTruthy();
    const countdown = page.getByRole('button', { name: 'Refresh' }).locator('[data-countdown]');
    await expect
      .poll(async () => Number.parseInt((await countdown.textContent()) ?? '', 10))
      .toBeLessThanOrEqual(12);
    const refresh = page.waitForRequest(
      (sent) => new URL(sent.url()).pathname === '/api/get_dex_alerts' && sent.method() === 'POST',
      { timeout: 2_000 },
    );
    await page.keyboard.press('r');
    await refresh;
    await expect(countdown).toHaveText(/^1[45]s$/);
    await expect.poll(async () => (await focusedCard())?.title).toBe(onCard?.title);

    await page.keyboard.press('Shift+?');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('definition')).toHaveText([
      'Focus the next card',
      'Focus the previous card',
      'Refresh the data',
      'Focus the search',
      'Open the command palette (⌘K on a Mac)',
      'Show these shortcuts',
    ]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // The focus is back in the card the trader was on, so j carries on from there.
    await expect.poll(async () => (await focusedCard())?.title).toBe(onCard?.title);
    const backOn = await focusedCard();
    await page.keyboard.press('j');
    await expect(cards.nth((backOn?.index ?? 0) + 1)).toBeFocused();

    // Typing in a filter is typing, never a hotkey.
    const maxCap = page.getByRole('textbox', { name: /max.*market cap/i });
    await maxCap.click();
    await page.keyboard.type('j');
    await expect(maxCap).toBeFocused();
  });

  test('a page size chosen on Top Accumulations is kept after a reload without it in the URL', async ({
    page,
  }) => {
    await page.goto('/top-accumulations');
    const grid = await rowsOf(page, 'Top Accumulations');
    const bodyRows = grid.locator('tbody tr');
    await expect(bodyRows).toHaveCount(10);
    const size = page.getByRole('combobox', { name: 'Rows per page' });
    await size.selectOption('50');
    await expect(page).toHaveURL(/size=50/);
    const shown = await bodyRows.count();
    expect(shown, 'more than 10 rows on a page of 50').toBeGreaterThan(10);

    await page.goto('/top-accumulations');
    await rowsOf(page, 'Top Accumulations');
    await expect(page).not.toHaveURL(/size=/);
    await expect(size).toHaveValue('50');
    await expect(bodyRows).toHaveCount(shown);

    // A page size in the URL still wins over the saved one.
    await page.goto('/top-accumulations?size=20');
    await rowsOf(page, 'Top Accumulations');
    await expect(size).toHaveValue('20');
    await expect(bodyRows).toHaveCount(Math.min(shown, 20));
  });
});
