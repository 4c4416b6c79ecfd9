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
import { visitInTurn } from '../support/open-in-app.ts';
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

/**
 * Visits each path on one page, the first loaded and the rest opened in the app, and gathers
 * axe's critical and serious violations and layout problems.
 */
async function auditPaths(page: Page, paths: readonly string[]): Promise<Findings> {
  const findings: Findings = { axe: [], layout: [] };
  await visitInTurn(page, paths, async (path) => {
    await settle(page, path);
    findings.layout.push(...(await layoutProblems(page, path)));
    findings.axe.push(...(await seriousAxeFindings(page, path)));
  });
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
