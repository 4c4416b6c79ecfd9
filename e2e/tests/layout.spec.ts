import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { layoutProblems, settle, WIDTHS, type LayoutProblem } from '../support/audit.ts';
import { ALL_PATHS, SIGNED_IN_PATHS } from '../support/routes-audited.ts';
import { expectSignedIn } from '../support/sign-in.ts';

const LAYOUT_WIDTHS = [WIDTHS.phone, WIDTHS.laptop, WIDTHS.desktop] as const;

async function checkPaths(page: Page, paths: readonly string[]): Promise<LayoutProblem[]> {
  const problems: LayoutProblem[] = [];
  for (const path of paths) {
    await page.goto(path);
    await settle(page, path);
    problems.push(...(await layoutProblems(page, path)));
  }
  return problems;
}

function describe(problems: readonly LayoutProblem[]): string {
  return problems.map(({ route, problem }) => `${route}: ${problem}`).join('\n');
}

test.describe('layout: no sideways page scroll, mobile bar shown, every column reachable', () => {
  for (const width of LAYOUT_WIDTHS) {
    const height = width === WIDTHS.phone ? 740 : 900;

    test(`every route, signed out, ${width} px`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height });
      const problems = await checkPaths(page, ALL_PATHS);
      expect(problems, describe(problems)).toEqual([]);
    });
  }

  test.describe('signed in', () => {
    test.use({ signedInAs: 'premium' });

    for (const width of LAYOUT_WIDTHS) {
      const height = width === WIDTHS.phone ? 740 : 900;

      test(`data routes, signed in, ${width} px`, async ({ page }) => {
        test.setTimeout(180_000);
        await page.setViewportSize({ width, height });
        await page.goto('/about');
        await expectSignedIn(page);
        const problems = await checkPaths(page, SIGNED_IN_PATHS);
        expect(problems, describe(problems)).toEqual([]);
      });
    }
  });
});
