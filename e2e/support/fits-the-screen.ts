import type { Page } from '@playwright/test';
import { settle } from './audit.ts';
import { visitInTurn } from './open-in-app.ts';

/** How far the page scrolls sideways, in CSS pixels (0 or less: it fits the window). */
export function pageOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/**
 * The routes among `paths` that scroll sideways once loaded, with how far: each visited in
 * turn on one page (the first loaded, the rest opened in the app).
 */
export async function routesWiderThanTheScreen(
  page: Page,
  paths: readonly string[],
): Promise<string[]> {
  const wider: string[] = [];
  await visitInTurn(page, paths, async (path) => {
    await settle(page, path);
    const overflow = await pageOverflow(page);
    if (overflow > 0) wider.push(`${path} scrolls ${overflow}px sideways`);
  });
  return wider;
}
