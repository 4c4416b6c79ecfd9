import { expect, test } from '../support/fixtures.ts';
import { SPEC_ROUTES } from '../support/routes.ts';

test.describe('route map @edge', () => {
  for (const route of SPEC_ROUTES) {
    test(`${route.path} renders inside the shell with its title`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
      await expect(page).toHaveTitle(`${route.title} - Flowscope`);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Breadcrumb', exact: true })).toContainText(
        'Home',
      );
    });
  }

  test('/ redirects to Top Accumulations outside development', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/top-accumulations$/);
    await expect(page).toHaveTitle('Top Accumulations CEX - Flowscope');
  });

  test('/favourites is an alias of /favorites', async ({ page }) => {
    await page.goto('/favourites');
    await expect(page).toHaveURL(/\/favorites$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
  });

  test('an unknown path shows the 404 page inside the shell', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
    await expect(page.getByText("The page you're looking for doesn't exist.")).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('the debug pages say they are disabled in production', async ({ page }) => {
    await page.goto('/debug/discord');
    await expect(page.getByText('Debug pages are disabled in production.')).toBeVisible();
    await page.goto('/debug');
    await expect(page.getByText('Debug pages are disabled in production.')).toBeVisible();
  });
});
