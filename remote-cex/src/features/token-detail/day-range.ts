import type { DateRangeValue } from '@flowscope/shared-ui';

/** A custom period picked as calendar days, yyyy-MM-dd (shell-and-session §5). */
export type DayRange = DateRangeValue;
