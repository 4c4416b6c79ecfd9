/**
 * A token page's period tabs (data-screens §2 'Token detail'): 24h, 3 days, 7 days, 30 days;
 * the DEX token page has the same.
 */
export const DETAIL_PERIODS = ['24h', '3d', '7d', '30d'] as const;
export type DetailPeriod = (typeof DETAIL_PERIODS)[number];

/** The page opens on 24h, as the call's own default does. */
export const DEFAULT_DETAIL_PERIOD: DetailPeriod = '24h';

export const DETAIL_PERIOD_HOURS: Readonly<Record<DetailPeriod, number>> = {
  '24h': 24,
  '3d': 72,
  '7d': 168,
  '30d': 720,
};
