import { NOT_AVAILABLE } from '@flowscope/shared-ui';

/**
 * Days since launch as the 'Days Old' column shows them: hundredths under a day (0.25 is six
 * hours), tenths under ten days, whole days after that.
 */
export function formatDaysOld(days: number | null): string {
  if (days === null || !Number.isFinite(days) || days < 0) return NOT_AVAILABLE;
  const digits = days < 1 ? 2 : days < 10 ? 1 : 0;
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: digits }).format(days);
}
