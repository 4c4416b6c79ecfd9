import type { ResearchPeriod } from '@flowscope/shared-api';
import type { TabItem } from '@flowscope/shared-ui';

/** How a period reads on its tab. */
const TAB_LABELS: Record<ResearchPeriod, string> = {
  '4h': '4h',
  '24h': '24h',
  '7d': '7 days',
  '30d': '30 days',
};

/** How a period reads in a sentence: 'in the last 7 days'. */
const PHRASES: Record<ResearchPeriod, string> = {
  '4h': 'the last 4 hours',
  '24h': 'the last 24 hours',
  '7d': 'the last 7 days',
  '30d': 'the last 30 days',
};

export function periodTabs<Period extends ResearchPeriod>(
  periods: readonly Period[],
): TabItem<Period>[] {
  return periods.map((period) => ({ value: period, label: TAB_LABELS[period] }));
}

export function periodPhrase(period: ResearchPeriod): string {
  return PHRASES[period];
}
