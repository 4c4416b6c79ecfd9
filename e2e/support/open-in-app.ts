import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { SPEC_ROUTES } from './routes.ts';

type SpecRoute = (typeof SPEC_ROUTES)[number];

const pathnameOf = (path: string): string => new URL(path, 'http://flowscope.test').pathname;

/**
 * The route of the spec at `path` (matched on its pathname, so `/search?query=meme` is the
 * search route): its page title and heading say when it has opened.
 */
function specRoute(path: string): SpecRoute {
  const route =
    SPEC_ROUTES.find((candidate) => candidate.path === path) ??
    SPEC_ROUTES.find((candidate) => pathnameOf(candidate.path) === pathnameOf(path));
  if (!route) throw new Error(`${path} is not a route of the spec`);
  return route;
}

/**
 * Opens `path` as the app's own links do, without loading the page again: the history entry
 * changes and the router hears of it (as on Back and Forward). The app stays loaded, so a test
 * that visits many routes spends its time on its checks, not on starting the app once per
 * route; every route's own first load is proven by the route map spec.
 */
async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    const state: unknown = window.history.state;
    const index =
      typeof state === 'object' && state !== null && 'idx' in state && typeof state.idx === 'number'
        ? state.idx + 1
        : 1;
    window.history.pushState({ usr: null, key: `in-app-${index}`, idx: index }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  const route = specRoute(path);
  await expect(page, `${path} opened`).toHaveTitle(`${route.title} - Flowscope`);
  await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
}

/** Visits each path on one page: the first loaded, the rest opened in the app. */
export async function visitInTurn(
  page: Page,
  paths: readonly string[],
  check: (path: string) => Promise<void>,
): Promise<void> {
  for (const [index, path] of paths.entries()) {
    if (index === 0) await page.goto(path);
    else await openInApp(page, path);
    await check(path);
  }
}
