/** The period tabs of the Top screens (data-screens.md §4). */
export const TIME_PERIODS = ['4h', '24h', '7d', '30d'] as const;
export type TimePeriod = (typeof TIME_PERIODS)[number];
export const DEFAULT_TIME_PERIOD: TimePeriod = '24h';

/** Each tab's period in hours: 4, 24, 168, 720. */
export const TIME_PERIOD_HOURS: Record<TimePeriod, number> = {
  '4h': 4,
  '24h': 24,
  '7d': 168,
  '30d': 720,
};
