import type { DateRangeValue } from './date-value.ts';

/** A custom period picked as calendar days, yyyy-MM-dd (shell-and-session §5). */
export type DayRange = DateRangeValue;
