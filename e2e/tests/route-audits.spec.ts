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
import { expectSignedIn } from '../support/sign-in.ts';

interface Sweep {
  theme: ThemeMode;
  width: number;
}

/**
 * Each route is visited once per sweep and audited twice: axe (every rule, colour contrast
 * included) and the layout checks. The three widths a trader uses each get a sweep, and the
 * two themes share them out: colours depend on the theme and on the phone's row cards, not
 * on the desktop width (the theme's only breakpoints are 640 and 768 px), so each desktop
 * width checks one theme (dark at 1440 px, light at 1280 px) and the phone's row cards are
 * checked in the dark theme signed out and in the light theme signed in.
 */
const SIGNED_OUT_SWEEPS: readonly Sweep[] = [
  { theme: 'dark', width: WIDTHS.desktop },
  { theme: 'light', width: WIDTHS.laptop },
  { theme: 'dark', width: WIDTHS.phone },
];
const SIGNED_IN_SWEEPS: readonly Sweep[] = [
  { theme: 'dark', width: WIDTHS.desktop },
  { theme: 'light', width: WIDTHS.laptop },
  { theme: 'light', width: WIDTHS.phone },
];

interface Findings {
  axe: AxeFinding[];
  layout: LayoutProblem[];
}

/** Visits each path on one page and gathers axe's critical and serious violations and layout problems. */
async function auditPaths(page: Page, paths: readonly string[]): Promise<Findings> {
  const findings: Findings = { axe: [], layout: [] };
  for (const path of paths) {
    await page.goto(path);
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
