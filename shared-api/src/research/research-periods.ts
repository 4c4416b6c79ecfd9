/**
 * The periods the research screens offer, as their URLs name them, and the window each asks
 * the API for. A window ends now and is worked out when a load starts, so a refresh or a
 * Retry later asks for a fresh one.
 */
const RESEARCH_PERIOD_HOURS = { '4h': 4, '24h': 24, '7d': 168, '30d': 720 } as const;
export type ResearchPeriod = keyof typeof RESEARCH_PERIOD_HOURS;

/** Wallet and influencer profiles: the API's own default is the last 30 days. */
export const PROFILE_PERIODS = ['24h', '7d', '30d'] as const satisfies readonly ResearchPeriod[];
export type ProfilePeriod = (typeof PROFILE_PERIODS)[number];
export const DEFAULT_PROFILE_PERIOD: ProfilePeriod = '30d';

/** The wallets behind a Top row: the Top lists' own time tabs, opening on theirs (24h). */
export const ROW_WALLETS_PERIODS = [
  '4h',
  '24h',
  '7d',
  '30d',
] as const satisfies readonly ResearchPeriod[];
export type RowWalletsPeriod = (typeof ROW_WALLETS_PERIODS)[number];
export const DEFAULT_ROW_WALLETS_PERIOD: RowWalletsPeriod = '24h';

/** Signal track record: a week, or the 30 days the API keeps by default. */
export const TRACK_RECORD_PERIODS = ['7d', '30d'] as const satisfies readonly ResearchPeriod[];
export type TrackRecordPeriod = (typeof TRACK_RECORD_PERIODS)[number];
export const DEFAULT_TRACK_RECORD_PERIOD: TrackRecordPeriod = '30d';

const HOUR_MS = 60 * 60 * 1000;

export interface ResearchWindow {
  /** ISO 8601. */
  fromDatetime: string;
  toDatetime: string;
}

/** The period's hours up to `now`. */
export function periodWindow(period: ResearchPeriod, now: number = Date.now()): ResearchWindow {
  return {
    fromDatetime: new Date(now - RESEARCH_PERIOD_HOURS[period] * HOUR_MS).toISOString(),
    toDatetime: new Date(now).toISOString(),
  };
}

/** A URL's value if it is one of `periods`, else the screen's default. */
export function readPeriod<Period extends ResearchPeriod>(
  value: string | null | undefined,
  periods: readonly Period[],
  fallback: Period,
): Period {
  return periods.find((period) => period === value) ?? fallback;
}
