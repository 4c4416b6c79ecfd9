import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

export type ThemeMode = 'dark' | 'light';

/** The widths a trader uses: a laptop, a wide desktop and a phone. */
export const WIDTHS = { phone: 375, laptop: 1280, desktop: 1440 } as const;

/** The host's theme store key (host/src/shell/theme-store.ts, zustand persist). */
const THEME_KEY = 'flowscope.theme';

/** Every later page load of this page starts in the given theme, as a returning trader's would. */
export async function openInTheme(page: Page, mode: ThemeMode): Promise<void> {
  await page.addInitScript(
    ({ key, mode }) => {
      window.localStorage.setItem(key, JSON.stringify({ state: { mode }, version: 0 }));
    },
    { key: THEME_KEY, mode },
  );
}

/**
 * Waits until the route has rendered and stopped loading: its h1 is shown and nothing is
 * busy (tables and feeds mark themselves aria-busy; first loads show a 'Loading…' status).
 */
export async function settle(page: Page, path: string): Promise<void> {
  await expect(
    page.getByRole('heading', { level: 1 }).first(),
    `${path} shows its heading`,
  ).toBeVisible();
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          // The styleguide's theme panels show spinners on purpose.
          const live = (node: Element) => node.closest('[data-mode]') === null;
          const busy = [...document.querySelectorAll('[aria-busy="true"]')].filter(live).length;
          const loading = [...document.querySelectorAll('[role="status"]')]
            .filter(live)
            .filter((node) =>
              /Loading|Načítám/i.test(
                `${node.getAttribute('aria-label') ?? ''} ${node.textContent}`,
              ),
            ).length;
          return busy + loading;
        }),
      // Polled often: each route of an audit waits here, and the default back-off (up to 1 s
      // between looks) would add most of a second to every one of them.
      { message: `${path} finished loading`, timeout: 15_000, intervals: [50, 100, 250] },
    )
    .toBe(0);
  // Fonts and late layout (sticky headers, lazily loaded icons) settle before measuring.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

export interface AxeFinding {
  route: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** A source for AxeBuilder that leaves the axe a page already has in place. */
const KEEP_AXE = 'void 0;';

/** The critical and serious violations axe finds on the page as it is now, every rule run. */
export async function seriousAxeFindings(page: Page, route: string): Promise<AxeFinding[]> {
  // Legacy mode runs axe.run in the page itself. The default runs axe in every frame and
  // finishes in a new blank page: three evaluations of axe's half-megabyte source and a new
  // page per call, a second a route. Legacy mode skips only cross-origin frames, and the app
  // has no frames at all, which this keeps true.
  expect(page.frames(), `${route} has no frames`).toHaveLength(1);
  // AxeBuilder evaluates axe's source twice per call, a fifth of a second each: the page is
  // given it once, and AxeBuilder a source that keeps the axe the page has.
  const hasAxe = await page.evaluate(
    () => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function',
  );
  if (!hasAxe) await page.evaluate(axe.source);
  // Cards below the screen are skipped by the browser (content-visibility: auto) until they
  // near it, and axe reads a skipped element's colours from whatever lies where it would be
  // (axe-core#2768: purple text "on" a green badge elsewhere). The audit draws everything, in
  // the colours it has anyway.
  await page.evaluate(() => {
    if (document.getElementById('audit-draws-everything')) return;
    const style = document.createElement('style');
    style.id = 'audit-draws-everything';
    style.textContent = '* { content-visibility: visible !important; }';
    document.head.append(style);
  });
  // Only violations are read: axe then reports a single node of each passed rule, not all.
  const results = await new AxeBuilder({ page, axeSource: KEEP_AXE })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map((violation) => ({
      route,
      rule: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      targets: violation.nodes.slice(0, 6).map((node) => {
        const where = node.target.join(' ');
        const why = node.failureSummary?.split('\n').slice(1, 2).join(' ').trim() ?? '';
        return why ? `${where} — ${why}` : where;
      }),
    }));
}

/** One readable line per finding, so a failed run lists what to fix. */
export function describeFindings(findings: readonly AxeFinding[]): string {
  return findings
    .map(
      (finding) =>
        `${finding.route} [${finding.impact}] ${finding.rule}: ${finding.help}\n    ${finding.targets.join('\n    ')}`,
    )
    .join('\n');
}

export interface LayoutProblem {
  route: string;
  problem: string;
}

/** One line per layout problem, so a failed run lists what to fix. */
export function describeLayoutProblems(problems: readonly LayoutProblem[]): string {
  return problems.map(({ route, problem }) => `${route}: ${problem}`).join('\n');
}

/**
 * What breaks the layout at this width: the page scrolling sideways, the mobile bar missing
 * on a phone, or a table column that cannot be brought into view (clipped, zero-width or
 * hidden under the sticky token column).
 */
export async function layoutProblems(page: Page, route: string): Promise<LayoutProblem[]> {
  const problems = await page.evaluate((isPhone) => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth) {
      found.push(`page is ${root.scrollWidth - window.innerWidth}px wider than the window`);
    }
    if (isPhone) {
      const bar = document.querySelector('nav[aria-label="Mobile"]');
      const box = bar?.getBoundingClientRect();
      if (!box || box.height === 0 || box.bottom > window.innerHeight + 1 || box.left < 0) {
        found.push('the mobile bar is not visible');
      } else if (box.right > window.innerWidth + 1) {
        found.push('the mobile bar runs past the right edge');
      }
    }
    for (const table of document.querySelectorAll('table')) {
      const name = table.getAttribute('aria-label') ?? 'table';
      for (const header of table.querySelectorAll('thead th')) {
        header.scrollIntoView({ block: 'center', inline: 'end' });
        const rect = header.getBoundingClientRect();
        const label = header.textContent?.trim() || '(unlabelled)';
        if (rect.width < 16) {
          found.push(`${name}: column '${label}' is ${Math.round(rect.width)}px wide`);
          continue;
        }
        if (rect.left < -1 || rect.right > window.innerWidth + 1) {
          found.push(`${name}: column '${label}' cannot be scrolled into the window`);
          continue;
        }
        const probe = document.elementFromPoint(
          rect.left + rect.width / 2,
          rect.top + Math.min(rect.height / 2, 8),
        );
        if (probe && !header.contains(probe) && !probe.contains(header)) {
          found.push(`${name}: column '${label}' is covered by ${probe.tagName.toLowerCase()}`);
        }
      }
    }
    window.scrollTo(0, 0);
    for (const box of document.querySelectorAll<HTMLElement>('[role="region"]')) box.scrollLeft = 0;
    return found;
  }, page.viewportSize()?.width === WIDTHS.phone);
  return problems.map((problem) => ({ route, problem }));
}
