import { settle } from '../support/audit.ts';
import { DATA_ROUTES, PHONE_VIEWPORT } from '../support/data-routes.ts';
import { expect, test } from '../support/fixtures.ts';
import { recordedShifts, recordLayoutShifts, totalShift } from '../support/layout-shift.ts';

/** The bound: Lighthouse counts a page "good" at 0.1; Flowscope holds half of that. */
const MAX_LAYOUT_SHIFT = 0.05;
/** What arrives after the first rows (icons, counters, the 'Updated' line) has landed by then. */
const QUIET_AFTER_LOAD_MS = 1_500;

/**
 * Lighthouse's phone is 412 px wide: there the Top Holdings header's Refresh and Learn More
 * fitted beside the title only once the Refresh button stopped loading (its spinner had
 * widened it), and the whole table moved up.
 */
const RUNS = [
  { viewport: PHONE_VIEWPORT, paths: DATA_ROUTES },
  { viewport: { width: 412, height: 823 }, paths: ['/top-holdings-cex', '/top-holdings-dex'] },
] as const;

for (const { viewport, paths } of RUNS) {
  test.describe(`layout shift on a ${viewport.width} px phone, signed out`, () => {
    test.use({ viewport });

    for (const path of paths) {
      test(`${path} keeps its layout still while it loads (CLS <= ${MAX_LAYOUT_SHIFT})`, async ({
        page,
      }) => {
        await recordLayoutShifts(page);
        await page.goto(path);
        await settle(page, path);
        await page.waitForTimeout(QUIET_AFTER_LOAD_MS);

        const shifts = await recordedShifts(page);
        const detail = shifts
          .map((shift) => `${shift.value.toFixed(4)} at ${shift.at} ms: ${shift.moved.join(', ')}`)
          .join('\n');
        expect(totalShift(shifts), `layout shifts of ${path}:\n${detail}`).toBeLessThanOrEqual(
          MAX_LAYOUT_SHIFT,
        );
      });
    }
  });
}
