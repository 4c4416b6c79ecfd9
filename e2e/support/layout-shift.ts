import type { Page } from '@playwright/test';

/** One `layout-shift` entry the page recorded, with what moved, for the failure message. */
export interface RecordedShift {
  value: number;
  at: number;
  moved: string[];
}

declare global {
  interface Window {
    __layoutShifts?: RecordedShift[];
  }
}

/**
 * Records every layout shift without recent input from the very first paint (the observer is
 * installed before any script of the page runs, and reads buffered entries too).
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: RecordedShift[] = [];
    window.__layoutShifts = shifts;
    const describe = (node: Node | null): string => {
      if (!(node instanceof Element)) return node?.nodeName ?? '?';
      const label = node.getAttribute('aria-label') ?? node.getAttribute('data-testid') ?? '';
      const text = (node.textContent ?? '').trim().slice(0, 40);
      return `${node.tagName.toLowerCase()}${label ? `[${label}]` : ''} "${text}"`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          moved: (entry.sources ?? []).map((source) => describe(source.node)),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export async function recordedShifts(page: Page): Promise<RecordedShift[]> {
  return page.evaluate(() => window.__layoutShifts ?? []);
}

export function totalShift(shifts: readonly RecordedShift[]): number {
  return shifts.reduce((sum, shift) => sum + shift.value, 0);
}
