import { expect, test } from '../support/fixtures.ts';
import {
  describeFindings,
  seriousAxeFindings,
  settle,
  useTheme,
  WIDTHS,
  type AxeFinding,
  type ThemeMode,
} from '../support/audit.ts';
import { ALL_PATHS, SIGNED_IN_PATHS } from '../support/routes-audited.ts';
import { expectSignedIn } from '../support/sign-in.ts';

const THEMES: readonly ThemeMode[] = ['dark', 'light'];

/**
 * Signed out, every route in both themes on a desktop (contrast depends on the theme, not the
 * width) and on a phone in the dark theme (layout and reachability depend on the width, not
 * the theme): a phone in the light theme would check nothing the other three do not, and the
 * phone run leaves colour contrast to the desktop run of its theme (the same colours).
 */
const SIGNED_OUT_RUNS: readonly { theme: ThemeMode; width: number; contrast: boolean }[] = [
  { theme: 'dark', width: WIDTHS.desktop, contrast: true },
  { theme: 'light', width: WIDTHS.desktop, contrast: true },
  { theme: 'dark', width: WIDTHS.phone, contrast: false },
];

/** Visits each path on one page and gathers axe's critical and serious violations. */
async function auditPaths(
  page: Parameters<typeof settle>[0],
  paths: readonly string[],
  contrast = true,
): Promise<AxeFinding[]> {
  const findings: AxeFinding[] = [];
  for (const path of paths) {
    await page.goto(path);
    await settle(page, path);
    findings.push(...(await seriousAxeFindings(page, path, { contrast })));
  }
  return findings;
}

test.describe('accessibility (axe): no critical or serious violation', () => {
  for (const { theme, width, contrast } of SIGNED_OUT_RUNS) {
    test(`every route, signed out, ${theme} theme, ${width} px`, async ({ page }) => {
      test.setTimeout(240_000);
      await page.setViewportSize({ width, height: width === WIDTHS.phone ? 740 : 900 });
      await useTheme(page, theme);
      const findings = await auditPaths(page, ALL_PATHS, contrast);
      expect(findings, describeFindings(findings)).toEqual([]);
    });
  }
});

test.describe('accessibility (axe), signed in: no critical or serious violation', () => {
  test.use({ signedInAs: 'premium' });

  for (const theme of THEMES) {
    test(`data routes, signed in, ${theme} theme, ${WIDTHS.desktop} px`, async ({ page }) => {
      test.setTimeout(240_000);
      await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
      await useTheme(page, theme);
      await page.goto('/about');
      await expectSignedIn(page);
      const findings = await auditPaths(page, SIGNED_IN_PATHS);
      expect(findings, describeFindings(findings)).toEqual([]);
    });
  }
});
