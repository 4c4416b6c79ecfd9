import { expect, test } from '../support/fixtures.ts';

/** Every component family the styleguide shows, in each theme panel. */
const SECTIONS = [
  'Colour tokens',
  'Typography',
  'Buttons',
  'Badges',
  'Spinners',
  'Tabs',
  'Breadcrumb',
  'Pagination',
  'Inputs and selects',
  'Multiselect',
  'Date picker',
  'Modal',
  'Popover',
  'Notifications',
  'Empty and error states',
  'Avatars and icons',
  'Table cells',
  'Data table',
];

const PANELS = ['Dark theme', 'Light theme'] as const;

test.describe('styleguide', () => {
  test('shows every component section in both themes', async ({ page }) => {
    await page.goto('/styleguide');
    await expect(page.getByRole('heading', { level: 1, name: 'Styleguide' })).toBeVisible();
    for (const panelName of PANELS) {
      const panel = page.getByRole('region', { name: panelName, exact: true });
      await expect(panel.getByRole('heading', { level: 2, name: panelName })).toBeVisible();
      for (const section of SECTIONS) {
        await expect(
          panel.getByRole('heading', { level: 3, name: section, exact: true }),
        ).toBeVisible();
      }
    }
  });

  test('the two panels are painted in different themes', async ({ page }) => {
    await page.goto('/styleguide');
    const backgrounds = await Promise.all(
      PANELS.map((name) =>
        page
          .getByRole('region', { name, exact: true })
          .evaluate((element) => getComputedStyle(element).backgroundColor),
      ),
    );
    expect(backgrounds[0]).not.toBe(backgrounds[1]);
  });

  test('a modal opens, traps the dialog and fades out on Escape', async ({ page }) => {
    await page.goto('/styleguide');
    const panel = page.getByRole('region', { name: 'Light theme', exact: true });
    await panel.getByRole('button', { name: 'Open md modal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Modal (md)' });
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('the date picker loads its Czech calendar on demand', async ({ page }) => {
    await page.goto('/styleguide');
    const panel = page.getByRole('region', { name: 'Dark theme', exact: true });
    await panel
      .getByRole('region', { name: 'Date picker' })
      .getByRole('button', { name: 'Otevřít kalendář' })
      .first()
      .click();
    const calendar = page.getByRole('dialog', { name: 'Datum' });
    await expect(calendar.getByRole('button', { name: 'Vybrat' })).toBeVisible();
    await expect(calendar.getByRole('button', { name: 'Zavřít' })).toBeVisible();
    await expect(calendar.getByRole('grid')).toHaveCount(2);
    await calendar.getByRole('button', { name: 'Zavřít' }).click();
    await expect(calendar).toBeHidden();
  });

  test('the table sorts from its headers', async ({ page }) => {
    await page.goto('/styleguide');
    const table = page
      .getByRole('region', { name: 'Dark theme', exact: true })
      .getByRole('table', { name: 'Example accumulations' });
    const coin = table.getByRole('columnheader', { name: /Coin/ });
    await coin.getByRole('button').click();
    await expect(coin).toHaveAttribute('aria-sort', 'ascending');
    await coin.getByRole('button').click();
    await expect(coin).toHaveAttribute('aria-sort', 'descending');
  });
});
