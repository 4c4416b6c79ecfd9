import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import {
  describeFindings,
  describeLayoutProblems,
  layoutProblems,
  seriousAxeFindings,
  settle,
  openInTheme,
  WIDTHS,
  type AxeFinding,
  type LayoutProblem,
  type ThemeMode,
} from '../support/audit.ts';
import { ALL_PATHS, SIGNED_IN_PATHS } from '../support/routes-audited.ts';
import { SPEC_ROUTES } from '../support/routes.ts';
import { expectSignedIn } from '../support/sign-in.ts';

interface Sweep {
  theme: ThemeMode;
  width: number;
}

/**
 * Each route is visited once per sweep and audited twice: axe (every rule, colour contrast
 * included) and the layout checks. Colours depend on the theme and on whether tables are
 * rows or the phone's row cards (the theme's only breakpoints are 640 and 768 px), so each
 * sign-in state gets a desktop sweep and a phone sweep in opposite themes, and between them
 * both themes are seen on both layouts: dark at 1440 px and light on the phone signed out,
 * light at 1280 px and dark on the phone signed in (the narrower desktop where the star
 * column makes the table widest).
 */
const SIGNED_OUT_SWEEPS: readonly Sweep[] = [
  { theme: 'dark', width: WIDTHS.desktop },
  { theme: 'light', width: WIDTHS.phone },
];
const SIGNED_IN_SWEEPS: readonly Sweep[] = [
  { theme: 'light', width: WIDTHS.laptop },
  { theme: 'dark', width: WIDTHS.phone },
];

interface Findings {
  axe: AxeFinding[];
  layout: LayoutProblem[];
}

/** The route of the spec at `path`: its page title and heading say when it has opened. */
function specRoute(path: string): (typeof SPEC_ROUTES)[number] {
  const route = SPEC_ROUTES.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`${path} is not a route of the spec`);
  return route;
}

/**
 * Opens `path` as the app's own links do, without loading the page again: the history entry
 * changes and the router hears of it (as on Back and Forward). The app and axe stay loaded, so
 * a sweep spends its time on the audits, not on starting the app once per route; every route's
 * own first load is proven by the route map spec.
 */
async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    const state: unknown = window.history.state;
    const index =
      typeof state === 'object' && state !== null && 'idx' in state && typeof state.idx === 'number'
        ? state.idx + 1
        : 1;
    window.history.pushState({ usr: null, key: `audit-${index}`, idx: index }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  const route = specRoute(path);
  await expect(page, `${path} opened`).toHaveTitle(`${route.title} - Flowscope`);
  await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
}

/**
 * Visits each path on one page, the first loaded and the rest opened in the app, and gathers
 * axe's critical and serious violations and layout problems.
 */
async function auditPaths(page: Page, paths: readonly string[]): Promise<Findings> {
  const findings: Findings = { axe: [], layout: [] };
  for (const [index, path] of paths.entries()) {
    if (index === 0) await page.goto(path);
    else await openInApp(page, path);
    await settle(page, path);
    findings.layout.push(...(await layoutProblems(page, path)));
    findings.axe.push(...(await seriousAxeFindings(page, path)));
  }
  return findings;
}

function expectNone({ axe, layout }: Findings): void {
  expect.soft(layout, describeLayoutProblems(layout)).toEqual([]);
  expect(axe, describeFindings(axe)).toEqual([]);
}

async function startSweep(page: Page, { theme, width }: Sweep): Promise<void> {
  await page.setViewportSize({ width, height: width === WIDTHS.phone ? 740 : 900 });
  await openInTheme(page, theme);
}

test.describe('every route: no critical or serious axe violation, no sideways scroll, every column reachable', () => {
  for (const sweep of SIGNED_OUT_SWEEPS) {
    test(`signed out, ${sweep.theme} theme, ${sweep.width} px`, async ({ page }) => {
      test.setTimeout(180_000);
      await startSweep(page, sweep);
      expectNone(await auditPaths(page, ALL_PATHS));
    });
  }

  test.describe('signed in', () => {
    test.use({ signedInAs: 'premium' });

    for (const sweep of SIGNED_IN_SWEEPS) {
      test(`data routes, signed in, ${sweep.theme} theme, ${sweep.width} px`, async ({ page }) => {
        test.setTimeout(180_000);
        await startSweep(page, sweep);
        await page.goto('/about');
        await expectSignedIn(page);
        expectNone(await auditPaths(page, SIGNED_IN_PATHS));
      });
    }
  });
});
