import {
  DEFAULT_TRACK_RECORD_PERIOD,
  TRACK_RECORD_PERIODS,
  type Venue,
} from '@flowscope/shared-api';
import { enumParam, type TabItem } from '@flowscope/shared-ui';

export const VENUE_TABS: readonly TabItem<Venue>[] = [
  { value: 'cex', label: 'CEX' },
  { value: 'dex', label: 'DEX' },
];

/** The page's URL state: the exchange (CEX first) and the period (30 days unless chosen). */
export const TRACK_RECORD_VIEW = {
  venue: enumParam<Venue>('venue', ['cex', 'dex'], 'cex'),
  period: enumParam('period', TRACK_RECORD_PERIODS, DEFAULT_TRACK_RECORD_PERIOD),
};
